require "json"
pkg = JSON.parse('{"name":"app","scripts":{}}')
pkg["scripts"]["build"] = "esbuild app/javascript/*.* --bundle --outdir=app/assets/builds"
pkg["dependencies"] = { "@hotwired/stimulus" => "^3.0" }
puts JSON.pretty_generate(pkg)
