p "api_key".camelize, "html_parser".camelize, "x".camelize(:lower)
p "Version2Api".underscore, "ABCDef".underscore, "already_snake".underscore
p "some words here".dasherize, "a_b_c".dasherize
p "o'neil's book".titleize, "hello-world_foo".titleize
p "_private_thing".humanize, "created_at".humanize, "ID".humanize
p "money".pluralize, "quiz".pluralize, "matrix".pluralize, "ox".pluralize, "alias".pluralize
p "bus".pluralize, "axis".pluralize, "crisis".pluralize, "half".pluralize, "wife".pluralize
p "data".singularize, "equipment".singularize, "quizzes".singularize, "vertices".singularize
p "user_profiles".singularize.camelize, "UserProfile".underscore.pluralize
p "Admin::Post".underscore.tr("/", "_").pluralize
p "  lots \n of \t  space ".squish, "a\u00a0b".squish
