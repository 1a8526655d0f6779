GREETING = "hi"
def greet = GREETING
p greet
LIST = %w[a b].freeze
p LIST.frozen?
p LIST.map(&:upcase)
NESTED = { db: "pg" }
p NESTED[:db]
[1].each { p GREETING }
DERIVED = GREETING.upcase + "!"
p DERIVED
def uses_later_constant = LATER
LATER = "defined later"
p uses_later_constant
