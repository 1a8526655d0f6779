def build_config(name)
  { name: name, slug: name.parameterise }
end

build_config("My App")
