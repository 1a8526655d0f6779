# Set and OpenStruct: lists of features a template enables, settings read by name.
require "set"
require "ostruct"

features = Set.new(%w[api auth])
features << "auth"
features.add("jobs")
p features
p features.size, features.include?("api"), features.member?("web")
p features.to_a.sort
p Set[1, 2, 3] | Set[3, 4], Set[1, 2, 3] & [2, 3, 9], Set[1, 2, 3] - [1], Set[1, 2] ^ Set[2, 3]
p Set[1, 2].subset?(Set[1, 2, 3]), Set[1, 2, 3].superset?(Set[2]), Set[1].disjoint?(Set[2]), Set[1, 2].intersect?([2])
p Set[3, 1, 2].map { |x| x * 10 }, Set[3, 1, 2].sort, Set[1, 2, 3].select(&:odd?)
p Set.new([1, 2]) == Set.new([2, 1]), Set.new, Set.new([1, 2]) { |x| x + 1 }
p Set[1].add?(1), Set[1].add?(2)
settings = OpenStruct.new(name: "shop", port: 3000)
settings.database = "postgres"
settings[:ssl] = true
p settings
p settings.name, settings.port, settings.missing, settings[:database], settings["ssl"]
p settings.to_h
p settings.respond_to?(:name), settings.respond_to?(:other)
p settings.delete_field(:port), settings
p OpenStruct.new, OpenStruct.new(a: 1) == OpenStruct.new(a: 1)
