# Values holding a single quote fall back to Ruby's inspect (double quotes), as Rails' quote does.
gem "it's", "~> 1.0"
gem 'escapes', require: "a'b", foo: ["x", "y"], platforms: [:mri, :"foo-bar"], n: 1, flag: true, none: nil
gem 'hash_sign', "#{'#'}{not} interpolated'"
