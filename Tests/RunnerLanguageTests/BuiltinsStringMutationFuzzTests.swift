// Expected values recorded from ruby 3.1 + ActiveSupport 6.1 on strings drawn with a fixed seed (srand 2718);
// each case names the Ruby expression it mirrors.
import XCTest

@testable import RunnerLanguage

final class BuiltinsStringMutationFuzzTests: BuiltinsTestCase {
    func testRandomStringMutationsAndSymbols() throws {
        try check(":\"=é-Z\".inspect", .symbol("=é-Z"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"=é-Z\\\"\"", after: ":\"=é-Z\"")
        try check(":\"- \\n$é-\".inspect", .symbol("- \n$é-"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"- \\\\n$é-\\\"\"", after: ":\"- \\n$é-\"")
        try check(":\"\".inspect", .symbol(""), "inspect", [], kw: nil, block: nil,
                  "\":\\\"\\\"\"", after: ":\"\"")
        try check(":\"Z@\".inspect", .symbol("Z@"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"Z@\\\"\"", after: ":\"Z@\"")
        try check(":\"Z\\n-@\".inspect", .symbol("Z\n-@"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"Z\\\\n-@\\\"\"", after: ":\"Z\\n-@\"")
        try check(":\"a\".inspect", .symbol("a"), "inspect", [], kw: nil, block: nil,
                  "\":a\"", after: ":a")
        try check(":\"\\n-Z\\n \".inspect", .symbol("\n-Z\n "), "inspect", [], kw: nil, block: nil,
                  "\":\\\"\\\\n-Z\\\\n \\\"\"", after: ":\"\\n-Z\\n \"")
        try check(":\"--?\".inspect", .symbol("--?"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"--?\\\"\"", after: ":\"--?\"")
        try check(":\"Za1_1\".inspect", .symbol("Za1_1"), "inspect", [], kw: nil, block: nil,
                  "\":Za1_1\"", after: ":Za1_1")
        try check(":\"\".inspect", .symbol(""), "inspect", [], kw: nil, block: nil,
                  "\":\\\"\\\"\"", after: ":\"\"")
        try check(":\" =$\".inspect", .symbol(" =$"), "inspect", [], kw: nil, block: nil,
                  "\":\\\" =$\\\"\"", after: ":\" =$\"")
        try check(":\"?=Z-?$\".inspect", .symbol("?=Z-?$"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"?=Z-?$\\\"\"", after: ":\"?=Z-?$\"")
        try check(":\"@@_\".inspect", .symbol("@@_"), "inspect", [], kw: nil, block: nil,
                  "\":@@_\"", after: ":@@_")
        try check(":\"!\".inspect", .symbol("!"), "inspect", [], kw: nil, block: nil,
                  "\":!\"", after: ":!")
        try check(":\"_-\\nb\".inspect", .symbol("_-\nb"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"_-\\\\nb\\\"\"", after: ":\"_-\\nb\"")
        try check(":\"-?=1\".inspect", .symbol("-?=1"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"-?=1\\\"\"", after: ":\"-?=1\"")
        try check(":\"\".inspect", .symbol(""), "inspect", [], kw: nil, block: nil,
                  "\":\\\"\\\"\"", after: ":\"\"")
        try check(":\"?=!_\".inspect", .symbol("?=!_"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"?=!_\\\"\"", after: ":\"?=!_\"")
        try check(":\"\\n!\".inspect", .symbol("\n!"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"\\\\n!\\\"\"", after: ":\"\\n!\"")
        try check(":\"a!\".inspect", .symbol("a!"), "inspect", [], kw: nil, block: nil,
                  "\":a!\"", after: ":a!")
        try check(":\" =@1\\n\".inspect", .symbol(" =@1\n"), "inspect", [], kw: nil, block: nil,
                  "\":\\\" =@1\\\\n\\\"\"", after: ":\" =@1\\n\"")
        try check(":\"_\\nZ\".inspect", .symbol("_\nZ"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"_\\\\nZ\\\"\"", after: ":\"_\\nZ\"")
        try check(":\"=\".inspect", .symbol("="), "inspect", [], kw: nil, block: nil,
                  "\":\\\"=\\\"\"", after: ":\"=\"")
        try check(":\"?1\".inspect", .symbol("?1"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"?1\\\"\"", after: ":\"?1\"")
        try check(":\"@$$1?\".inspect", .symbol("@$$1?"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"@$$1?\\\"\"", after: ":\"@$$1?\"")
        try check(":\"1$--_!\".inspect", .symbol("1$--_!"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"1$--_!\\\"\"", after: ":\"1$--_!\"")
        try check(":\"a!@b!1\".inspect", .symbol("a!@b!1"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"a!@b!1\\\"\"", after: ":\"a!@b!1\"")
        try check(":\"é_éZ$\".inspect", .symbol("é_éZ$"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"é_éZ$\\\"\"", after: ":\"é_éZ$\"")
        try check(":\"@Z-1-\".inspect", .symbol("@Z-1-"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"@Z-1-\\\"\"", after: ":\"@Z-1-\"")
        try check(":\"!?$a\".inspect", .symbol("!?$a"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"!?$a\\\"\"", after: ":\"!?$a\"")
        try check(":\"é@\\n\".inspect", .symbol("é@\n"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"é@\\\\n\\\"\"", after: ":\"é@\\n\"")
        try check(":\"=é! \".inspect", .symbol("=é! "), "inspect", [], kw: nil, block: nil,
                  "\":\\\"=é! \\\"\"", after: ":\"=é! \"")
        try check(":\"_\".inspect", .symbol("_"), "inspect", [], kw: nil, block: nil,
                  "\":_\"", after: ":_")
        try check(":\"a@-!$a\".inspect", .symbol("a@-!$a"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"a@-!$a\\\"\"", after: ":\"a@-!$a\"")
        try check(":\"$?é ?!\".inspect", .symbol("$?é ?!"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"$?é ?!\\\"\"", after: ":\"$?é ?!\"")
        try check(":\"$_Z\".inspect", .symbol("$_Z"), "inspect", [], kw: nil, block: nil,
                  "\":$_Z\"", after: ":$_Z")
        try check(":\"é-\".inspect", .symbol("é-"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"é-\\\"\"", after: ":\"é-\"")
        try check(":\" \\n!=!\".inspect", .symbol(" \n!=!"), "inspect", [], kw: nil, block: nil,
                  "\":\\\" \\\\n!=!\\\"\"", after: ":\" \\n!=!\"")
        try check(":\"$=\".inspect", .symbol("$="), "inspect", [], kw: nil, block: nil,
                  "\":$=\"", after: ":$=")
        try check(":\"a--\".inspect", .symbol("a--"), "inspect", [], kw: nil, block: nil,
                  "\":\\\"a--\\\"\"", after: ":\"a--\"")
        try check("\"\\n\".[]=(2, \"\\nb\")", .str("\n"), "[]=", [.integer(2), .str("\nb")], kw: nil, block: nil,
                  "!IndexError: index 2 out of string", after: "\"\\n\"")
        try check("\"é@a!=Z\".[]=(-2, \"?1\")", .str("é@a!=Z"), "[]=", [.integer(-2), .str("?1")], kw: nil, block: nil,
                  "\"?1\"", after: "\"é@a!?1Z\"")
        try check("\"Z@\".[]=(-5, \"=é\")", .str("Z@"), "[]=", [.integer(-5), .str("=é")], kw: nil, block: nil,
                  "!IndexError: index -5 out of string", after: "\"Z@\"")
        try check("\"éaa=1\".[]=(0, \"ba\")", .str("éaa=1"), "[]=", [.integer(0), .str("ba")], kw: nil, block: nil,
                  "\"ba\"", after: "\"baaa=1\"")
        try check("\"!b=$\".[]=(-3, 0, \"1é\")", .str("!b=$"), "[]=", [.integer(-3), .integer(0), .str("1é")], kw: nil, block: nil,
                  "\"1é\"", after: "\"!1éb=$\"")
        try check("\"$!\".[]=(2, 0, \"Za\")", .str("$!"), "[]=", [.integer(2), .integer(0), .str("Za")], kw: nil, block: nil,
                  "\"Za\"", after: "\"$!Za\"")
        try check("\"$\".[]=(-3, 0, \"=@\")", .str("$"), "[]=", [.integer(-3), .integer(0), .str("=@")], kw: nil, block: nil,
                  "!IndexError: index -3 out of string", after: "\"$\"")
        try check("\"?\\nZa- \".[]=(3, 0, \"!b\")", .str("?\nZa- "), "[]=", [.integer(3), .integer(0), .str("!b")], kw: nil, block: nil,
                  "\"!b\"", after: "\"?\\nZ!ba- \"")
        try check("\"é@\\n\".[]=(2..-3, \"X\")", .str("é@\n"), "[]=", [.range(RangeValue(lower: .integer(2), upper: .integer(-3), exclusive: false)), .str("X")], kw: nil, block: nil,
                  "\"X\"", after: "\"é@X\\n\"")
        try check("\"Z\\nb \".[]=(-1..4, \"X\")", .str("Z\nb "), "[]=", [.range(RangeValue(lower: .integer(-1), upper: .integer(4), exclusive: false)), .str("X")], kw: nil, block: nil,
                  "\"X\"", after: "\"Z\\nbX\"")
        try check("\"-\".[]=(0..-2, \"X\")", .str("-"), "[]=", [.range(RangeValue(lower: .integer(0), upper: .integer(-2), exclusive: false)), .str("X")], kw: nil, block: nil,
                  "\"X\"", after: "\"X-\"")
        try check("\"\".[]=(-4..4, \"X\")", .str(""), "[]=", [.range(RangeValue(lower: .integer(-4), upper: .integer(4), exclusive: false)), .str("X")], kw: nil, block: nil,
                  "!RangeError: -4..4 out of range", after: "\"\"")
        try check("\"\".insert(5, \"#\")", .str(""), "insert", [.integer(5), .str("#")], kw: nil, block: nil,
                  "!IndexError: index 5 out of string", after: "\"\"")
        try check("\"=Z @\".insert(6, \"#\")", .str("=Z @"), "insert", [.integer(6), .str("#")], kw: nil, block: nil,
                  "!IndexError: index 6 out of string", after: "\"=Z @\"")
        try check("\"Z$_$=Z\".insert(2, \"#\")", .str("Z$_$=Z"), "insert", [.integer(2), .str("#")], kw: nil, block: nil,
                  "\"Z$#_$=Z\"", after: "\"Z$#_$=Z\"")
        try check("\"\\n?b\".insert(5, \"#\")", .str("\n?b"), "insert", [.integer(5), .str("#")], kw: nil, block: nil,
                  "!IndexError: index 5 out of string", after: "\"\\n?b\"")
        try check("\"@=\".slice!(-2, 1)", .str("@="), "slice!", [.integer(-2), .integer(1)], kw: nil, block: nil,
                  "\"@\"", after: "\"=\"")
        try check("\" \\n@@=Z\".slice!(2, 0)", .str(" \n@@=Z"), "slice!", [.integer(2), .integer(0)], kw: nil, block: nil,
                  "\"\"", after: "\" \\n@@=Z\"")
        try check("\"\".slice!(2, 2)", .str(""), "slice!", [.integer(2), .integer(2)], kw: nil, block: nil,
                  "nil", after: "\"\"")
        try check("\"\".slice!(-4, 2)", .str(""), "slice!", [.integer(-4), .integer(2)], kw: nil, block: nil,
                  "nil", after: "\"\"")
        try check("\"é-\".slice!(/[ab]+/)", .str("é-"), "slice!", [re("[ab]+", "")], kw: nil, block: nil,
                  "nil", after: "\"é-\"")
        try check("\"Za-b \".slice!(/[ab]+/)", .str("Za-b "), "slice!", [re("[ab]+", "")], kw: nil, block: nil,
                  "\"a\"", after: "\"Z-b \"")
        try check("\" Za\".slice!(/[ab]+/)", .str(" Za"), "slice!", [re("[ab]+", "")], kw: nil, block: nil,
                  "\"a\"", after: "\" Z\"")
        try check("\"@\".slice!(/[ab]+/)", .str("@"), "slice!", [re("[ab]+", "")], kw: nil, block: nil,
                  "nil", after: "\"@\"")
        try check("\" =a-\".squeeze!", .str(" =a-"), "squeeze!", [], kw: nil, block: nil,
                  "nil", after: "\" =a-\"")
        try check("\"??\".squeeze!", .str("??"), "squeeze!", [], kw: nil, block: nil,
                  "\"?\"", after: "\"?\"")
        try check("\" = \".squeeze!", .str(" = "), "squeeze!", [], kw: nil, block: nil,
                  "nil", after: "\" = \"")
        try check("\"$!1é\".squeeze!", .str("$!1é"), "squeeze!", [], kw: nil, block: nil,
                  "nil", after: "\"$!1é\"")
        try check("\" _é$\".upcase!", .str(" _é$"), "upcase!", [], kw: nil, block: nil,
                  "\" _É$\"", after: "\" _É$\"")
        try check("\"b=1a?$\".upcase!", .str("b=1a?$"), "upcase!", [], kw: nil, block: nil,
                  "\"B=1A?$\"", after: "\"B=1A?$\"")
        try check("\"aZ@!?\".upcase!", .str("aZ@!?"), "upcase!", [], kw: nil, block: nil,
                  "\"AZ@!?\"", after: "\"AZ@!?\"")
        try check("\"\".upcase!", .str(""), "upcase!", [], kw: nil, block: nil,
                  "nil", after: "\"\"")
        try check("\"ZZ@\".capitalize!", .str("ZZ@"), "capitalize!", [], kw: nil, block: nil,
                  "\"Zz@\"", after: "\"Zz@\"")
        try check("\"=bZa\".capitalize!", .str("=bZa"), "capitalize!", [], kw: nil, block: nil,
                  "\"=bza\"", after: "\"=bza\"")
        try check("\"\".capitalize!", .str(""), "capitalize!", [], kw: nil, block: nil,
                  "nil", after: "\"\"")
        try check("\"_=1\".capitalize!", .str("_=1"), "capitalize!", [], kw: nil, block: nil,
                  "nil", after: "\"_=1\"")
        try check("\" !-b\".chomp!", .str(" !-b"), "chomp!", [], kw: nil, block: nil,
                  "nil", after: "\" !-b\"")
        try check("\"-\".chomp!", .str("-"), "chomp!", [], kw: nil, block: nil,
                  "nil", after: "\"-\"")
        try check("\"bé\".chomp!", .str("bé"), "chomp!", [], kw: nil, block: nil,
                  "nil", after: "\"bé\"")
        try check("\"_!\".chomp!", .str("_!"), "chomp!", [], kw: nil, block: nil,
                  "nil", after: "\"_!\"")
        try check("\"\".strip!", .str(""), "strip!", [], kw: nil, block: nil,
                  "nil", after: "\"\"")
        try check("\"!Z\\na\\n\".strip!", .str("!Z\na\n"), "strip!", [], kw: nil, block: nil,
                  "\"!Z\\na\"", after: "\"!Z\\na\"")
        try check("\"$\".strip!", .str("$"), "strip!", [], kw: nil, block: nil,
                  "nil", after: "\"$\"")
        try check("\"é!a\".strip!", .str("é!a"), "strip!", [], kw: nil, block: nil,
                  "nil", after: "\"é!a\"")
        try check("\"\\nb\".sub!(/\\s+/, \"_\")", .str("\nb"), "sub!", [re("\\s+", ""), .str("_")], kw: nil, block: nil,
                  "\"_b\"", after: "\"_b\"")
        try check("\"=1\".sub!(/\\s+/, \"_\")", .str("=1"), "sub!", [re("\\s+", ""), .str("_")], kw: nil, block: nil,
                  "nil", after: "\"=1\"")
        try check("\"$1!b\".sub!(/\\s+/, \"_\")", .str("$1!b"), "sub!", [re("\\s+", ""), .str("_")], kw: nil, block: nil,
                  "nil", after: "\"$1!b\"")
        try check("\"?b\\n\\n\".sub!(/\\s+/, \"_\")", .str("?b\n\n"), "sub!", [re("\\s+", ""), .str("_")], kw: nil, block: nil,
                  "\"?b_\"", after: "\"?b_\"")
        try check("\" \".gsub!(/[aZ]/, \"<\\\\0>\")", .str(" "), "gsub!", [re("[aZ]", ""), .str("<\\0>")], kw: nil, block: nil,
                  "nil", after: "\" \"")
        try check("\"=Z\".gsub!(/[aZ]/, \"<\\\\0>\")", .str("=Z"), "gsub!", [re("[aZ]", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"=<Z>\"", after: "\"=<Z>\"")
        try check("\"@$@b=\".gsub!(/[aZ]/, \"<\\\\0>\")", .str("@$@b="), "gsub!", [re("[aZ]", ""), .str("<\\0>")], kw: nil, block: nil,
                  "nil", after: "\"@$@b=\"")
        try check("\"aa@?\".gsub!(/[aZ]/, \"<\\\\0>\")", .str("aa@?"), "gsub!", [re("[aZ]", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<a><a>@?\"", after: "\"<a><a>@?\"")
        try check("\"\\na!--\".tr!(\"a-z\", \"A-Z\")", .str("\na!--"), "tr!", [.str("a-z"), .str("A-Z")], kw: nil, block: nil,
                  "\"\\nA!--\"", after: "\"\\nA!--\"")
        try check("\"$\".tr!(\"a-z\", \"A-Z\")", .str("$"), "tr!", [.str("a-z"), .str("A-Z")], kw: nil, block: nil,
                  "nil", after: "\"$\"")
        try check("\"=Zb\".tr!(\"a-z\", \"A-Z\")", .str("=Zb"), "tr!", [.str("a-z"), .str("A-Z")], kw: nil, block: nil,
                  "\"=ZB\"", after: "\"=ZB\"")
        try check("\"1?-@_Z\".tr!(\"a-z\", \"A-Z\")", .str("1?-@_Z"), "tr!", [.str("a-z"), .str("A-Z")], kw: nil, block: nil,
                  "nil", after: "\"1?-@_Z\"")
        try check("\"b=\\n@_\".delete!(\"1_\")", .str("b=\n@_"), "delete!", [.str("1_")], kw: nil, block: nil,
                  "\"b=\\n@\"", after: "\"b=\\n@\"")
        try check("\"=aZ$?\".delete!(\"1_\")", .str("=aZ$?"), "delete!", [.str("1_")], kw: nil, block: nil,
                  "nil", after: "\"=aZ$?\"")
        try check("\"a=\".delete!(\"1_\")", .str("a="), "delete!", [.str("1_")], kw: nil, block: nil,
                  "nil", after: "\"a=\"")
        try check("\"é\".delete!(\"1_\")", .str("é"), "delete!", [.str("1_")], kw: nil, block: nil,
                  "nil", after: "\"é\"")
        try check("\"b \\n\".<<(\"!@\")", .str("b \n"), "<<", [.str("!@")], kw: nil, block: nil,
                  "\"b \\n!@\"", after: "\"b \\n!@\"")
        try check("\"1-@-Z\".<<(\"1Z\")", .str("1-@-Z"), "<<", [.str("1Z")], kw: nil, block: nil,
                  "\"1-@-Z1Z\"", after: "\"1-@-Z1Z\"")
        try check("\"\".<<(\"1 \")", .str(""), "<<", [.str("1 ")], kw: nil, block: nil,
                  "\"1 \"", after: "\"1 \"")
        try check("\"Z1\".<<(\"@Z\")", .str("Z1"), "<<", [.str("@Z")], kw: nil, block: nil,
                  "\"Z1@Z\"", after: "\"Z1@Z\"")
        try check("\"_$\\n_@a\".prepend(\"$-\")", .str("_$\n_@a"), "prepend", [.str("$-")], kw: nil, block: nil,
                  "\"$-_$\\n_@a\"", after: "\"$-_$\\n_@a\"")
        try check("\"\\n!!! ?\".prepend(\"-$\")", .str("\n!!! ?"), "prepend", [.str("-$")], kw: nil, block: nil,
                  "\"-$\\n!!! ?\"", after: "\"-$\\n!!! ?\"")
        try check("\"\".prepend(\"1@\")", .str(""), "prepend", [.str("1@")], kw: nil, block: nil,
                  "\"1@\"", after: "\"1@\"")
        try check("\"-Zé-_\".prepend(\"=_\")", .str("-Zé-_"), "prepend", [.str("=_")], kw: nil, block: nil,
                  "\"=_-Zé-_\"", after: "\"=_-Zé-_\"")
        try check("\"é1\".replace(\"=_=\")", .str("é1"), "replace", [.str("=_=")], kw: nil, block: nil,
                  "\"=_=\"", after: "\"=_=\"")
        try check("\"\".replace(\" =$\")", .str(""), "replace", [.str(" =$")], kw: nil, block: nil,
                  "\" =$\"", after: "\" =$\"")
        try check("\"b\\n=\".replace(\"?é \")", .str("b\n="), "replace", [.str("?é ")], kw: nil, block: nil,
                  "\"?é \"", after: "\"?é \"")
        try check("\"\".replace(\"é_Z\")", .str(""), "replace", [.str("é_Z")], kw: nil, block: nil,
                  "\"é_Z\"", after: "\"é_Z\"")
        try check("\"-b\".succ!", .str("-b"), "succ!", [], kw: nil, block: nil,
                  "\"-c\"", after: "\"-c\"")
        try check("\"!\".succ!", .str("!"), "succ!", [], kw: nil, block: nil,
                  "\"\\\"\"", after: "\"\\\"\"")
        try check("\"\".succ!", .str(""), "succ!", [], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("\" !a$\".succ!", .str(" !a$"), "succ!", [], kw: nil, block: nil,
                  "\" !b$\"", after: "\" !b$\"")
        try check("\"_Z\".squish!", .str("_Z"), "squish!", [], kw: nil, block: nil,
                  "\"_Z\"", after: "\"_Z\"")
        try check("\"\".squish!", .str(""), "squish!", [], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("\"\".squish!", .str(""), "squish!", [], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("\"é\\n@ \".squish!", .str("é\n@ "), "squish!", [], kw: nil, block: nil,
                  "\"é @\"", after: "\"é @\"")
        try check("\"_$b@!\".swapcase!", .str("_$b@!"), "swapcase!", [], kw: nil, block: nil,
                  "\"_$B@!\"", after: "\"_$B@!\"")
        try check("\"\".swapcase!", .str(""), "swapcase!", [], kw: nil, block: nil,
                  "nil", after: "\"\"")
        try check("\"@\\n\\nb\".swapcase!", .str("@\n\nb"), "swapcase!", [], kw: nil, block: nil,
                  "\"@\\n\\nB\"", after: "\"@\\n\\nB\"")
        try check("\" !\\n1??\".swapcase!", .str(" !\n1??"), "swapcase!", [], kw: nil, block: nil,
                  "nil", after: "\" !\\n1??\"")
        try check("\"-\".reverse!", .str("-"), "reverse!", [], kw: nil, block: nil,
                  "\"-\"", after: "\"-\"")
        try check("\"1_\".reverse!", .str("1_"), "reverse!", [], kw: nil, block: nil,
                  "\"_1\"", after: "\"_1\"")
        try check("\"-\".reverse!", .str("-"), "reverse!", [], kw: nil, block: nil,
                  "\"-\"", after: "\"-\"")
        try check("\"b!\".reverse!", .str("b!"), "reverse!", [], kw: nil, block: nil,
                  "\"!b\"", after: "\"!b\"")
        try check("\"\".lstrip!", .str(""), "lstrip!", [], kw: nil, block: nil,
                  "nil", after: "\"\"")
        try check("\"$!b\".lstrip!", .str("$!b"), "lstrip!", [], kw: nil, block: nil,
                  "nil", after: "\"$!b\"")
        try check("\"\\n! 1\".lstrip!", .str("\n! 1"), "lstrip!", [], kw: nil, block: nil,
                  "\"! 1\"", after: "\"! 1\"")
        try check("\"__é\".lstrip!", .str("__é"), "lstrip!", [], kw: nil, block: nil,
                  "nil", after: "\"__é\"")
        try check("\"a\".chop!", .str("a"), "chop!", [], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("\"\".chop!", .str(""), "chop!", [], kw: nil, block: nil,
                  "nil", after: "\"\"")
        try check("\"\\n\".chop!", .str("\n"), "chop!", [], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("\"a--\".chop!", .str("a--"), "chop!", [], kw: nil, block: nil,
                  "\"a-\"", after: "\"a-\"")
        try check("\"\".downcase!", .str(""), "downcase!", [], kw: nil, block: nil,
                  "nil", after: "\"\"")
        try check("\"$!\".downcase!", .str("$!"), "downcase!", [], kw: nil, block: nil,
                  "nil", after: "\"$!\"")
        try check("\"1\".downcase!", .str("1"), "downcase!", [], kw: nil, block: nil,
                  "nil", after: "\"1\"")
        try check("\"\\n ?\".downcase!", .str("\n ?"), "downcase!", [], kw: nil, block: nil,
                  "nil", after: "\"\\n ?\"")
        try check("\"-_-??\".concat(\"Z\", \"b\")", .str("-_-??"), "concat", [.str("Z"), .str("b")], kw: nil, block: nil,
                  "\"-_-??Zb\"", after: "\"-_-??Zb\"")
        try check("\"1=a_\".concat(\"=\", \"$\")", .str("1=a_"), "concat", [.str("="), .str("$")], kw: nil, block: nil,
                  "\"1=a_=$\"", after: "\"1=a_=$\"")
        try check("\"-\".concat(\"@\", \"\\n\")", .str("-"), "concat", [.str("@"), .str("\n")], kw: nil, block: nil,
                  "\"-@\\n\"", after: "\"-@\\n\"")
        try check("\"$Z\".concat(\"é\", \"-\")", .str("$Z"), "concat", [.str("é"), .str("-")], kw: nil, block: nil,
                  "\"$Zé-\"", after: "\"$Zé-\"")
    }
}
