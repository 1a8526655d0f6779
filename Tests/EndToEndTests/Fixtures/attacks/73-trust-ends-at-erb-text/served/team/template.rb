# promise: (see attack.yml) — the trusted template's own command runs; then text becomes code.
run "true"
text = "<" + "% run \"touch #{ENV['WORK']}/pwned\" %" + ">"
ERB.new(text).result(binding)
