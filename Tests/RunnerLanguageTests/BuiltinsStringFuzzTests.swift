// Expected values recorded from ruby 3.1 + ActiveSupport 6.1 on strings drawn with a fixed seed (srand 20261130);
// each case names the Ruby expression it mirrors.
import XCTest

@testable import RunnerLanguage

final class BuiltinsStringFuzzTests: BuiltinsTestCase {
    func testRandomStrings() throws {
        try check("\" -, é\".split(\",\")", .str(" -, é"), "split", [.str(",")], kw: nil, block: nil,
                  "[\" -\", \" é\"]", after: "\" -, é\"")
        try check("\" b  \\té1-\".split(\",\")", .str(" b  \té1-"), "split", [.str(",")], kw: nil, block: nil,
                  "[\" b  \\té1-\"]", after: "\" b  \\té1-\"")
        try check("\" \\tbbé \".split(\",\")", .str(" \tbbé "), "split", [.str(",")], kw: nil, block: nil,
                  "[\" \\tbbé \"]", after: "\" \\tbbé \"")
        try check("\"\\nabA\".split(\",\")", .str("\nabA"), "split", [.str(",")], kw: nil, block: nil,
                  "[\"\\nabA\"]", after: "\"\\nabA\"")
        try check("\"-\\t\".split", .str("-\t"), "split", [], kw: nil, block: nil,
                  "[\"-\"]", after: "\"-\\t\"")
        try check("\" 11A\".split", .str(" 11A"), "split", [], kw: nil, block: nil,
                  "[\"11A\"]", after: "\" 11A\"")
        try check("\"\\t\\nA\".split", .str("\t\nA"), "split", [], kw: nil, block: nil,
                  "[\"A\"]", after: "\"\\t\\nA\"")
        try check("\"1 ,\\t \\t\\t\".split", .str("1 ,\t \t\t"), "split", [], kw: nil, block: nil,
                  "[\"1\", \",\"]", after: "\"1 ,\\t \\t\\t\"")
        try check("\"a-\\t\".split(\",\", -1)", .str("a-\t"), "split", [.str(","), .integer(-1)], kw: nil, block: nil,
                  "[\"a-\\t\"]", after: "\"a-\\t\"")
        try check("\"b\".split(\",\", -1)", .str("b"), "split", [.str(","), .integer(-1)], kw: nil, block: nil,
                  "[\"b\"]", after: "\"b\"")
        try check("\"é-,bé\".split(\",\", -1)", .str("é-,bé"), "split", [.str(","), .integer(-1)], kw: nil, block: nil,
                  "[\"é-\", \"bé\"]", after: "\"é-,bé\"")
        try check("\"ééé\".split(\",\", -1)", .str("ééé"), "split", [.str(","), .integer(-1)], kw: nil, block: nil,
                  "[\"ééé\"]", after: "\"ééé\"")
        try check("\",\".split(/,+/)", .str(","), "split", [re(",+", "")], kw: nil, block: nil,
                  "[]", after: "\",\"")
        try check("\"\\n,\".split(/,+/)", .str("\n,"), "split", [re(",+", "")], kw: nil, block: nil,
                  "[\"\\n\"]", after: "\"\\n,\"")
        try check("\"aa \\n1\".split(/,+/)", .str("aa \n1"), "split", [re(",+", "")], kw: nil, block: nil,
                  "[\"aa \\n1\"]", after: "\"aa \\n1\"")
        try check("\"A1bba\\n\\né\".split(/,+/)", .str("A1bba\n\né"), "split", [re(",+", "")], kw: nil, block: nil,
                  "[\"A1bba\\n\\né\"]", after: "\"A1bba\\n\\né\"")
        try check("\"-,-1\".split(\" \", 2)", .str("-,-1"), "split", [.str(" "), .integer(2)], kw: nil, block: nil,
                  "[\"-,-1\"]", after: "\"-,-1\"")
        try check("\"1\\n\".split(\" \", 2)", .str("1\n"), "split", [.str(" "), .integer(2)], kw: nil, block: nil,
                  "[\"1\", \"\"]", after: "\"1\\n\"")
        try check("\"\\t\".split(\" \", 2)", .str("\t"), "split", [.str(" "), .integer(2)], kw: nil, block: nil,
                  "[\"\"]", after: "\"\\t\"")
        try check("\"-\\t\".split(\" \", 2)", .str("-\t"), "split", [.str(" "), .integer(2)], kw: nil, block: nil,
                  "[\"-\", \"\"]", after: "\"-\\t\"")
        try check("\",é,\\nAé\".strip", .str(",é,\nAé"), "strip", [], kw: nil, block: nil,
                  "\",é,\\nAé\"", after: "\",é,\\nAé\"")
        try check("\"\".strip", .str(""), "strip", [], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("\" \\t\".strip", .str(" \t"), "strip", [], kw: nil, block: nil,
                  "\"\"", after: "\" \\t\"")
        try check("\"1\".strip", .str("1"), "strip", [], kw: nil, block: nil,
                  "\"1\"", after: "\"1\"")
        try check("\"\\n1AA ,éa\".squeeze", .str("\n1AA ,éa"), "squeeze", [], kw: nil, block: nil,
                  "\"\\n1A ,éa\"", after: "\"\\n1AA ,éa\"")
        try check("\"-\\n\".squeeze", .str("-\n"), "squeeze", [], kw: nil, block: nil,
                  "\"-\\n\"", after: "\"-\\n\"")
        try check("\"\\nb\".squeeze", .str("\nb"), "squeeze", [], kw: nil, block: nil,
                  "\"\\nb\"", after: "\"\\nb\"")
        try check("\"\\nAA1,-a\".squeeze", .str("\nAA1,-a"), "squeeze", [], kw: nil, block: nil,
                  "\"\\nA1,-a\"", after: "\"\\nAA1,-a\"")
        try check("\"é-\".tr(\"a-b\", \"xy\")", .str("é-"), "tr", [.str("a-b"), .str("xy")], kw: nil, block: nil,
                  "\"é-\"", after: "\"é-\"")
        try check("\"-,, ba \".tr(\"a-b\", \"xy\")", .str("-,, ba "), "tr", [.str("a-b"), .str("xy")], kw: nil, block: nil,
                  "\"-,, yx \"", after: "\"-,, ba \"")
        try check("\"\\n ,\".tr(\"a-b\", \"xy\")", .str("\n ,"), "tr", [.str("a-b"), .str("xy")], kw: nil, block: nil,
                  "\"\\n ,\"", after: "\"\\n ,\"")
        try check("\"b1\".tr(\"a-b\", \"xy\")", .str("b1"), "tr", [.str("a-b"), .str("xy")], kw: nil, block: nil,
                  "\"y1\"", after: "\"b1\"")
        try check("\"éa\".center(3, \"*\")", .str("éa"), "center", [.integer(3), .str("*")], kw: nil, block: nil,
                  "\"éa*\"", after: "\"éa\"")
        try check("\"1a \\tA\".center(2, \"*\")", .str("1a \tA"), "center", [.integer(2), .str("*")], kw: nil, block: nil,
                  "\"1a \\tA\"", after: "\"1a \\tA\"")
        try check("\"\\n\\n1\\n,\".center(3, \"*\")", .str("\n\n1\n,"), "center", [.integer(3), .str("*")], kw: nil, block: nil,
                  "\"\\n\\n1\\n,\"", after: "\"\\n\\n1\\n,\"")
        try check("\"a\\t,\".center(5, \"*\")", .str("a\t,"), "center", [.integer(5), .str("*")], kw: nil, block: nil,
                  "\"*a\\t,*\"", after: "\"a\\t,\"")
        try check("\"\".lines", .str(""), "lines", [], kw: nil, block: nil,
                  "[]", after: "\"\"")
        try check("\"\".lines", .str(""), "lines", [], kw: nil, block: nil,
                  "[]", after: "\"\"")
        try check("\" \".lines", .str(" "), "lines", [], kw: nil, block: nil,
                  "[\" \"]", after: "\" \"")
        try check("\"aA\\na-\".lines", .str("aA\na-"), "lines", [], kw: nil, block: nil,
                  "[\"aA\\n\", \"a-\"]", after: "\"aA\\na-\"")
        try check("\"\".chomp", .str(""), "chomp", [], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("\" \\t-b\\n\\n\".chomp", .str(" \t-b\n\n"), "chomp", [], kw: nil, block: nil,
                  "\" \\t-b\\n\"", after: "\" \\t-b\\n\\n\"")
        try check("\"Aa\".chomp", .str("Aa"), "chomp", [], kw: nil, block: nil,
                  "\"Aa\"", after: "\"Aa\"")
        try check("\"\\n1\\t\".chomp", .str("\n1\t"), "chomp", [], kw: nil, block: nil,
                  "\"\\n1\\t\"", after: "\"\\n1\\t\"")
        try check("\"--\\tb\\tb1\".capitalize", .str("--\tb\tb1"), "capitalize", [], kw: nil, block: nil,
                  "\"--\\tb\\tb1\"", after: "\"--\\tb\\tb1\"")
        try check("\"11-a,a\".capitalize", .str("11-a,a"), "capitalize", [], kw: nil, block: nil,
                  "\"11-a,a\"", after: "\"11-a,a\"")
        try check("\"\\t-\\t1b\".capitalize", .str("\t-\t1b"), "capitalize", [], kw: nil, block: nil,
                  "\"\\t-\\t1b\"", after: "\"\\t-\\t1b\"")
        try check("\",A1\".capitalize", .str(",A1"), "capitalize", [], kw: nil, block: nil,
                  "\",a1\"", after: "\",A1\"")
        try check("\"\".swapcase", .str(""), "swapcase", [], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("\"1a-\".swapcase", .str("1a-"), "swapcase", [], kw: nil, block: nil,
                  "\"1A-\"", after: "\"1a-\"")
        try check("\"\\t\\n\\ta\\n\\n-,\".swapcase", .str("\t\n\ta\n\n-,"), "swapcase", [], kw: nil, block: nil,
                  "\"\\t\\n\\tA\\n\\n-,\"", after: "\"\\t\\n\\ta\\n\\n-,\"")
        try check("\",A\".swapcase", .str(",A"), "swapcase", [], kw: nil, block: nil,
                  "\",a\"", after: "\",A\"")
        try check("\"1bbb 11A\".squish", .str("1bbb 11A"), "squish", [], kw: nil, block: nil,
                  "\"1bbb 11A\"", after: "\"1bbb 11A\"")
        try check("\"\".squish", .str(""), "squish", [], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("\",1aé-a1\".squish", .str(",1aé-a1"), "squish", [], kw: nil, block: nil,
                  "\",1aé-a1\"", after: "\",1aé-a1\"")
        try check("\",\\t1A\\té,\\n\".squish", .str(",\t1A\té,\n"), "squish", [], kw: nil, block: nil,
                  "\", 1A é,\"", after: "\",\\t1A\\té,\\n\"")
        try check("\",1,a \".succ", .str(",1,a "), "succ", [], kw: nil, block: nil,
                  "\",1,b \"", after: "\",1,a \"")
        try check("\"Ab-1 \".succ", .str("Ab-1 "), "succ", [], kw: nil, block: nil,
                  "\"Ab-2 \"", after: "\"Ab-1 \"")
        try check("\"Aaéé\\t,Aé\".succ", .str("Aaéé\t,Aé"), "succ", [], kw: nil, block: nil,
                  "\"Aaéé\\t,Aê\"", after: "\"Aaéé\\t,Aé\"")
        try check("\"\\n\".succ", .str("\n"), "succ", [], kw: nil, block: nil,
                  "\"\\v\"", after: "\"\\n\"")
        try check("\"é\".index(\"a\")", .str("é"), "index", [.str("a")], kw: nil, block: nil,
                  "nil", after: "\"é\"")
        try check("\"\\n\\t\".index(\"a\")", .str("\n\t"), "index", [.str("a")], kw: nil, block: nil,
                  "nil", after: "\"\\n\\t\"")
        try check("\"Aa\\t,A\\t-\".index(\"a\")", .str("Aa\t,A\t-"), "index", [.str("a")], kw: nil, block: nil,
                  "1", after: "\"Aa\\t,A\\t-\"")
        try check("\"ab\\n-é,\".index(\"a\")", .str("ab\n-é,"), "index", [.str("a")], kw: nil, block: nil,
                  "0", after: "\"ab\\n-é,\"")
        try check("\",\\t-\".scan(/a+/)", .str(",\t-"), "scan", [re("a+", "")], kw: nil, block: nil,
                  "[]", after: "\",\\t-\"")
        try check("\",\\t\\t1 ,\\n \".scan(/a+/)", .str(",\t\t1 ,\n "), "scan", [re("a+", "")], kw: nil, block: nil,
                  "[]", after: "\",\\t\\t1 ,\\n \"")
        try check("\"a-,é,\\t1\".scan(/a+/)", .str("a-,é,\t1"), "scan", [re("a+", "")], kw: nil, block: nil,
                  "[\"a\"]", after: "\"a-,é,\\t1\"")
        try check("\"é\".scan(/a+/)", .str("é"), "scan", [re("a+", "")], kw: nil, block: nil,
                  "[]", after: "\"é\"")
        try check("\"\".gsub(/b/, \"x\")", .str(""), "gsub", [re("b", ""), .str("x")], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("\"aa1AaA\".gsub(/b/, \"x\")", .str("aa1AaA"), "gsub", [re("b", ""), .str("x")], kw: nil, block: nil,
                  "\"aa1AaA\"", after: "\"aa1AaA\"")
        try check("\"é\\n 11\".gsub(/b/, \"x\")", .str("é\n 11"), "gsub", [re("b", ""), .str("x")], kw: nil, block: nil,
                  "\"é\\n 11\"", after: "\"é\\n 11\"")
        try check("\"\\né\\t \\nA\".gsub(/b/, \"x\")", .str("\né\t \nA"), "gsub", [re("b", ""), .str("x")], kw: nil, block: nil,
                  "\"\\né\\t \\nA\"", after: "\"\\né\\t \\nA\"")
        try check("\"\\na1\\t,\\t-\".sub(/\\s/, \"_\")", .str("\na1\t,\t-"), "sub", [re("\\s", ""), .str("_")], kw: nil, block: nil,
                  "\"_a1\\t,\\t-\"", after: "\"\\na1\\t,\\t-\"")
        try check("\",b\\t,-A-\".sub(/\\s/, \"_\")", .str(",b\t,-A-"), "sub", [re("\\s", ""), .str("_")], kw: nil, block: nil,
                  "\",b_,-A-\"", after: "\",b\\t,-A-\"")
        try check("\"-éb\\na-\".sub(/\\s/, \"_\")", .str("-éb\na-"), "sub", [re("\\s", ""), .str("_")], kw: nil, block: nil,
                  "\"-éb_a-\"", after: "\"-éb\\na-\"")
        try check("\"\\néA\\n\".sub(/\\s/, \"_\")", .str("\néA\n"), "sub", [re("\\s", ""), .str("_")], kw: nil, block: nil,
                  "\"_éA\\n\"", after: "\"\\néA\\n\"")
        try check("\"aab\\t\".[](0, 2)", .str("aab\t"), "[]", [.integer(0), .integer(2)], kw: nil, block: nil,
                  "\"aa\"", after: "\"aab\\t\"")
        try check("\"baA,-\".[](-4, 2)", .str("baA,-"), "[]", [.integer(-4), .integer(2)], kw: nil, block: nil,
                  "\"aA\"", after: "\"baA,-\"")
        try check("\" \\t\".[](-4, 4)", .str(" \t"), "[]", [.integer(-4), .integer(4)], kw: nil, block: nil,
                  "nil", after: "\" \\t\"")
        try check("\"\\t\\t \".[](-1, 4)", .str("\t\t "), "[]", [.integer(-1), .integer(4)], kw: nil, block: nil,
                  "\" \"", after: "\"\\t\\t \"")
        try check("\"\".[](6..-5)", .str(""), "[]", [.range(RangeValue(lower: .integer(6), upper: .integer(-5), exclusive: false))], kw: nil, block: nil,
                  "nil", after: "\"\"")
        try check("\"1 \\n,éb-a\".[](-6..5)", .str("1 \n,éb-a"), "[]", [.range(RangeValue(lower: .integer(-6), upper: .integer(5), exclusive: false))], kw: nil, block: nil,
                  "\"\\n,éb\"", after: "\"1 \\n,éb-a\"")
        try check("\"1a \\n\".[](-2..-3)", .str("1a \n"), "[]", [.range(RangeValue(lower: .integer(-2), upper: .integer(-3), exclusive: false))], kw: nil, block: nil,
                  "\"\"", after: "\"1a \\n\"")
        try check("\"bé\\naAéé\".[](2..0)", .str("bé\naAéé"), "[]", [.range(RangeValue(lower: .integer(2), upper: .integer(0), exclusive: false))], kw: nil, block: nil,
                  "\"\"", after: "\"bé\\naAéé\"")
        try check("\"\".[](-6...5)", .str(""), "[]", [.range(RangeValue(lower: .integer(-6), upper: .integer(5), exclusive: true))], kw: nil, block: nil,
                  "nil", after: "\"\"")
        try check("\" ,--\\t\\n-\\t\".[](0...5)", .str(" ,--\t\n-\t"), "[]", [.range(RangeValue(lower: .integer(0), upper: .integer(5), exclusive: true))], kw: nil, block: nil,
                  "\" ,--\\t\"", after: "\" ,--\\t\\n-\\t\"")
        try check("\"\\tAb1é\".[](3...0)", .str("\tAb1é"), "[]", [.range(RangeValue(lower: .integer(3), upper: .integer(0), exclusive: true))], kw: nil, block: nil,
                  "\"\"", after: "\"\\tAb1é\"")
        try check("\"\\t-b\\t-1 \".[](-2...6)", .str("\t-b\t-1 "), "[]", [.range(RangeValue(lower: .integer(-2), upper: .integer(6), exclusive: true))], kw: nil, block: nil,
                  "\"1\"", after: "\"\\t-b\\t-1 \"")
        try check("\"-1 \".count(\"a-z\")", .str("-1 "), "count", [.str("a-z")], kw: nil, block: nil,
                  "0", after: "\"-1 \"")
        try check("\"\\t\\n\".count(\"a-z\")", .str("\t\n"), "count", [.str("a-z")], kw: nil, block: nil,
                  "0", after: "\"\\t\\n\"")
        try check("\"\".count(\"a-z\")", .str(""), "count", [.str("a-z")], kw: nil, block: nil,
                  "0", after: "\"\"")
        try check("\"\\t\\t1  \".count(\"a-z\")", .str("\t\t1  "), "count", [.str("a-z")], kw: nil, block: nil,
                  "0", after: "\"\\t\\t1  \"")
        try check("\",-\".delete(\"^a\")", .str(",-"), "delete", [.str("^a")], kw: nil, block: nil,
                  "\"\"", after: "\",-\"")
        try check("\"1\\na -\\tA\".delete(\"^a\")", .str("1\na -\tA"), "delete", [.str("^a")], kw: nil, block: nil,
                  "\"a\"", after: "\"1\\na -\\tA\"")
        try check("\"é,\\t-A\".delete(\"^a\")", .str("é,\t-A"), "delete", [.str("^a")], kw: nil, block: nil,
                  "\"\"", after: "\"é,\\t-A\"")
        try check("\",1\\t\\tbAab\".delete(\"^a\")", .str(",1\t\tbAab"), "delete", [.str("^a")], kw: nil, block: nil,
                  "\"a\"", after: "\",1\\t\\tbAab\"")
        try check("\"A-bA\".rindex(\"a\")", .str("A-bA"), "rindex", [.str("a")], kw: nil, block: nil,
                  "nil", after: "\"A-bA\"")
        try check("\"\\t\".rindex(\"a\")", .str("\t"), "rindex", [.str("a")], kw: nil, block: nil,
                  "nil", after: "\"\\t\"")
        try check("\"aé\".rindex(\"a\")", .str("aé"), "rindex", [.str("a")], kw: nil, block: nil,
                  "0", after: "\"aé\"")
        try check("\"-béA,\\na \".rindex(\"a\")", .str("-béA,\na "), "rindex", [.str("a")], kw: nil, block: nil,
                  "6", after: "\"-béA,\\na \"")
        try check("\"é\\t\".partition(\",\")", .str("é\t"), "partition", [.str(",")], kw: nil, block: nil,
                  "[\"é\\t\", \"\", \"\"]", after: "\"é\\t\"")
        try check("\" é\".partition(\",\")", .str(" é"), "partition", [.str(",")], kw: nil, block: nil,
                  "[\" é\", \"\", \"\"]", after: "\" é\"")
        try check("\"b,,\\t \\t\\t\".partition(\",\")", .str("b,,\t \t\t"), "partition", [.str(",")], kw: nil, block: nil,
                  "[\"b\", \",\", \",\\t \\t\\t\"]", after: "\"b,,\\t \\t\\t\"")
        try check("\"1AA\\n,é\".partition(\",\")", .str("1AA\n,é"), "partition", [.str(",")], kw: nil, block: nil,
                  "[\"1AA\\n\", \",\", \"é\"]", after: "\"1AA\\n,é\"")
        try check("\"b1é1Ab\".rpartition(/[ab]/)", .str("b1é1Ab"), "rpartition", [re("[ab]", "")], kw: nil, block: nil,
                  "[\"b1é1A\", \"b\", \"\"]", after: "\"b1é1Ab\"")
        try check("\"\\tab bA \".rpartition(/[ab]/)", .str("\tab bA "), "rpartition", [re("[ab]", "")], kw: nil, block: nil,
                  "[\"\\tab \", \"b\", \"A \"]", after: "\"\\tab bA \"")
        try check("\"bé\\nAaa1\".rpartition(/[ab]/)", .str("bé\nAaa1"), "rpartition", [re("[ab]", "")], kw: nil, block: nil,
                  "[\"bé\\nAa\", \"a\", \"1\"]", after: "\"bé\\nAaa1\"")
        try check("\"1\\n ab-11\".rpartition(/[ab]/)", .str("1\n ab-11"), "rpartition", [re("[ab]", "")], kw: nil, block: nil,
                  "[\"1\\n a\", \"b\", \"-11\"]", after: "\"1\\n ab-11\"")
        try check("\"a\\n\\n\\tébb\".each_char.to_a", .str("a\n\n\tébb"), "each_char", [], kw: nil, block: nil, then: "to_a",
                  "[\"a\", \"\\n\", \"\\n\", \"\\t\", \"é\", \"b\", \"b\"]", after: "\"a\\n\\n\\tébb\"")
        try check("\"A,A\\nba\".each_char.to_a", .str("A,A\nba"), "each_char", [], kw: nil, block: nil, then: "to_a",
                  "[\"A\", \",\", \"A\", \"\\n\", \"b\", \"a\"]", after: "\"A,A\\nba\"")
        try check("\"\\n bAA\\ta\".each_char.to_a", .str("\n bAA\ta"), "each_char", [], kw: nil, block: nil, then: "to_a",
                  "[\"\\n\", \" \", \"b\", \"A\", \"A\", \"\\t\", \"a\"]", after: "\"\\n bAA\\ta\"")
        try check("\"Abab,\".each_char.to_a", .str("Abab,"), "each_char", [], kw: nil, block: nil, then: "to_a",
                  "[\"A\", \"b\", \"a\", \"b\", \",\"]", after: "\"Abab,\"")
        try check("\"\".bytes", .str(""), "bytes", [], kw: nil, block: nil,
                  "[]", after: "\"\"")
        try check("\"-\".bytes", .str("-"), "bytes", [], kw: nil, block: nil,
                  "[45]", after: "\"-\"")
        try check("\"\".bytes", .str(""), "bytes", [], kw: nil, block: nil,
                  "[]", after: "\"\"")
        try check("\"b,\\n,\".bytes", .str("b,\n,"), "bytes", [], kw: nil, block: nil,
                  "[98, 44, 10, 44]", after: "\"b,\\n,\"")
        try check("\"a-\\téa\".underscore", .str("a-\téa"), "underscore", [], kw: nil, block: nil,
                  "\"a_\\téa\"", after: "\"a-\\téa\"")
        try check("\"a\\nA1b  \".underscore", .str("a\nA1b  "), "underscore", [], kw: nil, block: nil,
                  "\"a\\na1b  \"", after: "\"a\\nA1b  \"")
        try check("\"- ,A-\".underscore", .str("- ,A-"), "underscore", [], kw: nil, block: nil,
                  "\"_ ,a_\"", after: "\"- ,A-\"")
        try check("\"\\nAA1éé1\".underscore", .str("\nAA1éé1"), "underscore", [], kw: nil, block: nil,
                  "\"\\naa1éé1\"", after: "\"\\nAA1éé1\"")
        try check("\"é\\t\".camelize", .str("é\t"), "camelize", [], kw: nil, block: nil,
                  "\"é\\t\"", after: "\"é\\t\"")
        try check("\"é1-1b1-\".camelize", .str("é1-1b1-"), "camelize", [], kw: nil, block: nil,
                  "\"é1-1b1-\"", after: "\"é1-1b1-\"")
        try check("\" b\\tb1bA\".camelize", .str(" b\tb1bA"), "camelize", [], kw: nil, block: nil,
                  "\" b\\tb1bA\"", after: "\" b\\tb1bA\"")
        try check("\"\\t\\n-b\\t1\".camelize", .str("\t\n-b\t1"), "camelize", [], kw: nil, block: nil,
                  "\"\\t\\n-b\\t1\"", after: "\"\\t\\n-b\\t1\"")
        try check("\"b\\ta\\n-a\".titleize", .str("b\ta\n-a"), "titleize", [], kw: nil, block: nil,
                  "\"B\\tA\\n A\"", after: "\"b\\ta\\n-a\"")
        try check("\"Ab\\n,\".titleize", .str("Ab\n,"), "titleize", [], kw: nil, block: nil,
                  "\"Ab\\n,\"", after: "\"Ab\\n,\"")
        try check("\"a1\".titleize", .str("a1"), "titleize", [], kw: nil, block: nil,
                  "\"A1\"", after: "\"a1\"")
        try check("\"baA\\t\\t\\nA\".titleize", .str("baA\t\t\nA"), "titleize", [], kw: nil, block: nil,
                  "\"Ba A\\t\\t\\nA\"", after: "\"baA\\t\\t\\nA\"")
        try check("\"-\".humanize", .str("-"), "humanize", [], kw: nil, block: nil,
                  "\"-\"", after: "\"-\"")
        try check("\" \".humanize", .str(" "), "humanize", [], kw: nil, block: nil,
                  "\" \"", after: "\" \"")
        try check("\"\".humanize", .str(""), "humanize", [], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("\"A\".humanize", .str("A"), "humanize", [], kw: nil, block: nil,
                  "\"A\"", after: "\"A\"")
        try check("\"\\t-éb \".parameterize", .str("\t-éb "), "parameterize", [], kw: nil, block: nil,
                  "\"eb\"", after: "\"\\t-éb \"")
        try check("\"1\\tA\\t1\".parameterize", .str("1\tA\t1"), "parameterize", [], kw: nil, block: nil,
                  "\"1-a-1\"", after: "\"1\\tA\\t1\"")
        try check("\",é \\n\".parameterize", .str(",é \n"), "parameterize", [], kw: nil, block: nil,
                  "\"e\"", after: "\",é \\n\"")
        try check("\"bb\\n-\\n\\n-a\".parameterize", .str("bb\n-\n\n-a"), "parameterize", [], kw: nil, block: nil,
                  "\"bb-a\"", after: "\"bb\\n-\\n\\n-a\"")
        try check("\",\\tb-,bbé\".pluralize", .str(",\tb-,bbé"), "pluralize", [], kw: nil, block: nil,
                  "\",\\tb-,bbés\"", after: "\",\\tb-,bbé\"")
        try check("\"é\".pluralize", .str("é"), "pluralize", [], kw: nil, block: nil,
                  "\"és\"", after: "\"é\"")
        try check("\"\\t\".pluralize", .str("\t"), "pluralize", [], kw: nil, block: nil,
                  "\"\\ts\"", after: "\"\\t\"")
        try check("\"\\ta\".pluralize", .str("\ta"), "pluralize", [], kw: nil, block: nil,
                  "\"\\tas\"", after: "\"\\ta\"")
        try check("\"AA1\\n,\\n,1\".singularize", .str("AA1\n,\n,1"), "singularize", [], kw: nil, block: nil,
                  "\"AA1\\n,\\n,1\"", after: "\"AA1\\n,\\n,1\"")
        try check("\"-\\t\".singularize", .str("-\t"), "singularize", [], kw: nil, block: nil,
                  "\"-\\t\"", after: "\"-\\t\"")
        try check("\"a\\nA-AA\".singularize", .str("a\nA-AA"), "singularize", [], kw: nil, block: nil,
                  "\"a\\nA-AA\"", after: "\"a\\nA-AA\"")
        try check("\",\".singularize", .str(","), "singularize", [], kw: nil, block: nil,
                  "\",\"", after: "\",\"")
        try check("\",,A1-1\".inspect", .str(",,A1-1"), "inspect", [], kw: nil, block: nil,
                  "\"\\\",,A1-1\\\"\"", after: "\",,A1-1\"")
        try check("\"b\\tA1-- \\t\".inspect", .str("b\tA1-- \t"), "inspect", [], kw: nil, block: nil,
                  "\"\\\"b\\\\tA1-- \\\\t\\\"\"", after: "\"b\\tA1-- \\t\"")
        try check("\"\".inspect", .str(""), "inspect", [], kw: nil, block: nil,
                  "\"\\\"\\\"\"", after: "\"\"")
        try check("\"a\\n bb,\\t\".inspect", .str("a\n bb,\t"), "inspect", [], kw: nil, block: nil,
                  "\"\\\"a\\\\n bb,\\\\t\\\"\"", after: "\"a\\n bb,\\t\"")
        try check("\"\".to_i", .str(""), "to_i", [], kw: nil, block: nil,
                  "0", after: "\"\"")
        try check("\"-aA,\".to_i", .str("-aA,"), "to_i", [], kw: nil, block: nil,
                  "0", after: "\"-aA,\"")
        try check("\"\".to_i", .str(""), "to_i", [], kw: nil, block: nil,
                  "0", after: "\"\"")
        try check("\",,1béb\".to_i", .str(",,1béb"), "to_i", [], kw: nil, block: nil,
                  "0", after: "\",,1béb\"")
        try check("\"A-\".to_f", .str("A-"), "to_f", [], kw: nil, block: nil,
                  "0.0", after: "\"A-\"")
        try check("\"\".to_f", .str(""), "to_f", [], kw: nil, block: nil,
                  "0.0", after: "\"\"")
        try check("\"é b b\\t\\t\".to_f", .str("é b b\t\t"), "to_f", [], kw: nil, block: nil,
                  "0.0", after: "\"é b b\\t\\t\"")
        try check("\"\\nééb\".to_f", .str("\nééb"), "to_f", [], kw: nil, block: nil,
                  "0.0", after: "\"\\nééb\"")
        try check("\"A a\\nb\\t1\".split(//)", .str("A a\nb\t1"), "split", [re("", "")], kw: nil, block: nil,
                  "[\"A\", \" \", \"a\", \"\\n\", \"b\", \"\\t\", \"1\"]", after: "\"A a\\nb\\t1\"")
        try check("\"\\ta\\n\\na1bb\".split(//)", .str("\ta\n\na1bb"), "split", [re("", "")], kw: nil, block: nil,
                  "[\"\\t\", \"a\", \"\\n\", \"\\n\", \"a\", \"1\", \"b\", \"b\"]", after: "\"\\ta\\n\\na1bb\"")
        try check("\"\\n1-1\\t\".split(//)", .str("\n1-1\t"), "split", [re("", "")], kw: nil, block: nil,
                  "[\"\\n\", \"1\", \"-\", \"1\", \"\\t\"]", after: "\"\\n1-1\\t\"")
        try check("\"b \\n1,\".split(//)", .str("b \n1,"), "split", [re("", "")], kw: nil, block: nil,
                  "[\"b\", \" \", \"\\n\", \"1\", \",\"]", after: "\"b \\n1,\"")
        try check("\"b,A\\n,Abb\".ljust(4, \"ab\")", .str("b,A\n,Abb"), "ljust", [.integer(4), .str("ab")], kw: nil, block: nil,
                  "\"b,A\\n,Abb\"", after: "\"b,A\\n,Abb\"")
        try check("\"b-\\nAb\".ljust(4, \"ab\")", .str("b-\nAb"), "ljust", [.integer(4), .str("ab")], kw: nil, block: nil,
                  "\"b-\\nAb\"", after: "\"b-\\nAb\"")
        try check("\"\".ljust(7, \"ab\")", .str(""), "ljust", [.integer(7), .str("ab")], kw: nil, block: nil,
                  "\"abababa\"", after: "\"\"")
        try check("\"ab\".ljust(6, \"ab\")", .str("ab"), "ljust", [.integer(6), .str("ab")], kw: nil, block: nil,
                  "\"ababab\"", after: "\"ab\"")
        try check("\"Ab \".slice(-1)", .str("Ab "), "slice", [.integer(-1)], kw: nil, block: nil,
                  "\" \"", after: "\"Ab \"")
        try check("\"1\".slice(-2)", .str("1"), "slice", [.integer(-2)], kw: nil, block: nil,
                  "nil", after: "\"1\"")
        try check("\"é\".slice(0)", .str("é"), "slice", [.integer(0)], kw: nil, block: nil,
                  "\"é\"", after: "\"é\"")
        try check("\"\".slice(-5)", .str(""), "slice", [.integer(-5)], kw: nil, block: nil,
                  "nil", after: "\"\"")
        try check("\"-éab a\".start_with?(\"a\")", .str("-éab a"), "start_with?", [.str("a")], kw: nil, block: nil,
                  "false", after: "\"-éab a\"")
        try check("\"bA\\n1a\\t\".start_with?(\"a\")", .str("bA\n1a\t"), "start_with?", [.str("a")], kw: nil, block: nil,
                  "false", after: "\"bA\\n1a\\t\"")
        try check("\"\".start_with?(\"a\")", .str(""), "start_with?", [.str("a")], kw: nil, block: nil,
                  "false", after: "\"\"")
        try check("\"1a--éa 1\".start_with?(\"a\")", .str("1a--éa 1"), "start_with?", [.str("a")], kw: nil, block: nil,
                  "false", after: "\"1a--éa 1\"")
        try check("\"1aé\".end_with?(\"\\n\")", .str("1aé"), "end_with?", [.str("\n")], kw: nil, block: nil,
                  "false", after: "\"1aé\"")
        try check("\"a\".end_with?(\"\\n\")", .str("a"), "end_with?", [.str("\n")], kw: nil, block: nil,
                  "false", after: "\"a\"")
        try check("\"\".end_with?(\"\\n\")", .str(""), "end_with?", [.str("\n")], kw: nil, block: nil,
                  "false", after: "\"\"")
        try check("\"a\".end_with?(\"\\n\")", .str("a"), "end_with?", [.str("\n")], kw: nil, block: nil,
                  "false", after: "\"a\"")
        try check("\",\\tAa\\nA\".strip_heredoc", .str(",\tAa\nA"), "strip_heredoc", [], kw: nil, block: nil,
                  "\",\\tAa\\nA\"", after: "\",\\tAa\\nA\"")
        try check("\"-,\\t\\n\\n\\t1b\".strip_heredoc", .str("-,\t\n\n\t1b"), "strip_heredoc", [], kw: nil, block: nil,
                  "\"-,\\t\\n\\n\\t1b\"", after: "\"-,\\t\\n\\n\\t1b\"")
        try check("\",b-\\t1\\n\".strip_heredoc", .str(",b-\t1\n"), "strip_heredoc", [], kw: nil, block: nil,
                  "\",b-\\t1\\n\"", after: "\",b-\\t1\\n\"")
        try check("\"-\\t\".strip_heredoc", .str("-\t"), "strip_heredoc", [], kw: nil, block: nil,
                  "\"-\\t\"", after: "\"-\\t\"")
        try check("\"AA11a-éé\".indent(2)", .str("AA11a-éé"), "indent", [.integer(2)], kw: nil, block: nil,
                  "\"  AA11a-éé\"", after: "\"AA11a-éé\"")
        try check("\"b\\t--\".indent(2)", .str("b\t--"), "indent", [.integer(2)], kw: nil, block: nil,
                  "\"  b\\t--\"", after: "\"b\\t--\"")
        try check("\"1\\t 1A\".indent(2)", .str("1\t 1A"), "indent", [.integer(2)], kw: nil, block: nil,
                  "\"  1\\t 1A\"", after: "\"1\\t 1A\"")
        try check("\"baa-é--b\".indent(2)", .str("baa-é--b"), "indent", [.integer(2)], kw: nil, block: nil,
                  "\"  baa-é--b\"", after: "\"baa-é--b\"")
        try check("\",,1\\ta1\".truncate(3)", .str(",,1\ta1"), "truncate", [.integer(3)], kw: nil, block: nil,
                  "\"...\"", after: "\",,1\\ta1\"")
        try check("\"aéaé-\".truncate(7)", .str("aéaé-"), "truncate", [.integer(7)], kw: nil, block: nil,
                  "\"aéaé-\"", after: "\"aéaé-\"")
        try check("\"-1é\".truncate(4)", .str("-1é"), "truncate", [.integer(4)], kw: nil, block: nil,
                  "\"-1é\"", after: "\"-1é\"")
        try check("\"A1\\n-,é \".truncate(4)", .str("A1\n-,é "), "truncate", [.integer(4)], kw: nil, block: nil,
                  "\"A...\"", after: "\"A1\\n-,é \"")
        try check("\"-a,1b  1\".upcase", .str("-a,1b  1"), "upcase", [], kw: nil, block: nil,
                  "\"-A,1B  1\"", after: "\"-a,1b  1\"")
        try check("\"\".upcase", .str(""), "upcase", [], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("\"\".upcase", .str(""), "upcase", [], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("\"- ,Aaa\".upcase", .str("- ,Aaa"), "upcase", [], kw: nil, block: nil,
                  "\"- ,AAA\"", after: "\"- ,Aaa\"")
        try check("\"A, \\t\".lstrip", .str("A, \t"), "lstrip", [], kw: nil, block: nil,
                  "\"A, \\t\"", after: "\"A, \\t\"")
        try check("\"- A\\t\".lstrip", .str("- A\t"), "lstrip", [], kw: nil, block: nil,
                  "\"- A\\t\"", after: "\"- A\\t\"")
        try check("\"-é\".lstrip", .str("-é"), "lstrip", [], kw: nil, block: nil,
                  "\"-é\"", after: "\"-é\"")
        try check("\"--1\\n-\".lstrip", .str("--1\n-"), "lstrip", [], kw: nil, block: nil,
                  "\"--1\\n-\"", after: "\"--1\\n-\"")
        try check("\" b,b é -\".rstrip", .str(" b,b é -"), "rstrip", [], kw: nil, block: nil,
                  "\" b,b é -\"", after: "\" b,b é -\"")
        try check("\"1,a-é\\t\".rstrip", .str("1,a-é\t"), "rstrip", [], kw: nil, block: nil,
                  "\"1,a-é\"", after: "\"1,a-é\\t\"")
        try check("\"-béaaa\".rstrip", .str("-béaaa"), "rstrip", [], kw: nil, block: nil,
                  "\"-béaaa\"", after: "\"-béaaa\"")
        try check("\"-,\\t\\n, 1\".rstrip", .str("-,\t\n, 1"), "rstrip", [], kw: nil, block: nil,
                  "\"-,\\t\\n, 1\"", after: "\"-,\\t\\n, 1\"")
        try check("\"é,1,\".chop", .str("é,1,"), "chop", [], kw: nil, block: nil,
                  "\"é,1\"", after: "\"é,1,\"")
        try check("\"\\n1 \".chop", .str("\n1 "), "chop", [], kw: nil, block: nil,
                  "\"\\n1\"", after: "\"\\n1 \"")
        try check("\"\".chop", .str(""), "chop", [], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("\" \".chop", .str(" "), "chop", [], kw: nil, block: nil,
                  "\"\"", after: "\" \"")
        try check("\", \".squeeze(\"a \")", .str(", "), "squeeze", [.str("a ")], kw: nil, block: nil,
                  "\", \"", after: "\", \"")
        try check("\"1b1\\nA1\".squeeze(\"a \")", .str("1b1\nA1"), "squeeze", [.str("a ")], kw: nil, block: nil,
                  "\"1b1\\nA1\"", after: "\"1b1\\nA1\"")
        try check("\"é-\\n\".squeeze(\"a \")", .str("é-\n"), "squeeze", [.str("a ")], kw: nil, block: nil,
                  "\"é-\\n\"", after: "\"é-\\n\"")
        try check("\"b\\n1a,\\tb \".squeeze(\"a \")", .str("b\n1a,\tb "), "squeeze", [.str("a ")], kw: nil, block: nil,
                  "\"b\\n1a,\\tb \"", after: "\"b\\n1a,\\tb \"")
        try check("\"\".tr_s(\"ab\", \"z\")", .str(""), "tr_s", [.str("ab"), .str("z")], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("\"1A,1é\\t\".tr_s(\"ab\", \"z\")", .str("1A,1é\t"), "tr_s", [.str("ab"), .str("z")], kw: nil, block: nil,
                  "\"1A,1é\\t\"", after: "\"1A,1é\\t\"")
        try check("\"abA\\n\\t,\\n\".tr_s(\"ab\", \"z\")", .str("abA\n\t,\n"), "tr_s", [.str("ab"), .str("z")], kw: nil, block: nil,
                  "\"zA\\n\\t,\\n\"", after: "\"abA\\n\\t,\\n\"")
        try check("\"\\n1- -\".tr_s(\"ab\", \"z\")", .str("\n1- -"), "tr_s", [.str("ab"), .str("z")], kw: nil, block: nil,
                  "\"\\n1- -\"", after: "\"\\n1- -\"")
        try check("\",,,\".delete_prefix(\"a\")", .str(",,,"), "delete_prefix", [.str("a")], kw: nil, block: nil,
                  "\",,,\"", after: "\",,,\"")
        try check("\" , \\n\".delete_prefix(\"a\")", .str(" , \n"), "delete_prefix", [.str("a")], kw: nil, block: nil,
                  "\" , \\n\"", after: "\" , \\n\"")
        try check("\"1,\\n,\\t-\".delete_prefix(\"a\")", .str("1,\n,\t-"), "delete_prefix", [.str("a")], kw: nil, block: nil,
                  "\"1,\\n,\\t-\"", after: "\"1,\\n,\\t-\"")
        try check("\", 1b\\n, é\".delete_prefix(\"a\")", .str(", 1b\n, é"), "delete_prefix", [.str("a")], kw: nil, block: nil,
                  "\", 1b\\n, é\"", after: "\", 1b\\n, é\"")
        try check("\",1\\n-\".each_line(\"\").to_a", .str(",1\n-"), "each_line", [.str("")], kw: nil, block: nil, then: "to_a",
                  "[\",1\\n-\"]", after: "\",1\\n-\"")
        try check("\"A1 a\\nA1\".each_line(\"\").to_a", .str("A1 a\nA1"), "each_line", [.str("")], kw: nil, block: nil, then: "to_a",
                  "[\"A1 a\\nA1\"]", after: "\"A1 a\\nA1\"")
        try check("\" 1-1-\".each_line(\"\").to_a", .str(" 1-1-"), "each_line", [.str("")], kw: nil, block: nil, then: "to_a",
                  "[\" 1-1-\"]", after: "\" 1-1-\"")
        try check("\"é\".each_line(\"\").to_a", .str("é"), "each_line", [.str("")], kw: nil, block: nil, then: "to_a",
                  "[\"é\"]", after: "\"é\"")
        try check("\"b \".chomp(\"\")", .str("b "), "chomp", [.str("")], kw: nil, block: nil,
                  "\"b \"", after: "\"b \"")
        try check("\"éA a,a,\".chomp(\"\")", .str("éA a,a,"), "chomp", [.str("")], kw: nil, block: nil,
                  "\"éA a,a,\"", after: "\"éA a,a,\"")
        try check("\"\\n \".chomp(\"\")", .str("\n "), "chomp", [.str("")], kw: nil, block: nil,
                  "\"\\n \"", after: "\"\\n \"")
        try check("\"\\t,b,,A\".chomp(\"\")", .str("\t,b,,A"), "chomp", [.str("")], kw: nil, block: nil,
                  "\"\\t,b,,A\"", after: "\"\\t,b,,A\"")
        try check("\"1-\".casecmp?(\"A\")", .str("1-"), "casecmp?", [.str("A")], kw: nil, block: nil,
                  "false", after: "\"1-\"")
        try check("\"a,,,A \\t\".casecmp?(\"A\")", .str("a,,,A \t"), "casecmp?", [.str("A")], kw: nil, block: nil,
                  "false", after: "\"a,,,A \\t\"")
        try check("\",\".casecmp?(\"A\")", .str(","), "casecmp?", [.str("A")], kw: nil, block: nil,
                  "false", after: "\",\"")
        try check("\"aa1A\".casecmp?(\"A\")", .str("aa1A"), "casecmp?", [.str("A")], kw: nil, block: nil,
                  "false", after: "\"aa1A\"")
        try check("\"1a\".dasherize", .str("1a"), "dasherize", [], kw: nil, block: nil,
                  "\"1a\"", after: "\"1a\"")
        try check("\"bAab\".dasherize", .str("bAab"), "dasherize", [], kw: nil, block: nil,
                  "\"bAab\"", after: "\"bAab\"")
        try check("\" ,éA\".dasherize", .str(" ,éA"), "dasherize", [], kw: nil, block: nil,
                  "\" ,éA\"", after: "\" ,éA\"")
        try check("\"\\tb,, \".dasherize", .str("\tb,, "), "dasherize", [], kw: nil, block: nil,
                  "\"\\tb,, \"", after: "\"\\tb,, \"")
        try check("\"aA11A\".classify", .str("aA11A"), "classify", [], kw: nil, block: nil,
                  "\"AA11A\"", after: "\"aA11A\"")
        try check("\"\\tébA\\n,,\\t\".classify", .str("\tébA\n,,\t"), "classify", [], kw: nil, block: nil,
                  "\"\\tébA\\n,,\\t\"", after: "\"\\tébA\\n,,\\t\"")
        try check("\"11\\n1\\t,A \".classify", .str("11\n1\t,A "), "classify", [], kw: nil, block: nil,
                  "\"11\\n1\\t,A \"", after: "\"11\\n1\\t,A \"")
        try check("\"b\\n b,\".classify", .str("b\n b,"), "classify", [], kw: nil, block: nil,
                  "\"B\\n b,\"", after: "\"b\\n b,\"")
    }

    func testSplitAndSuccEdges() throws {
        try check("\"a b \".split(\" \", 5)", .str("a b "), "split", [.str(" "), .integer(5)], kw: nil, block: nil,
                  "[\"a\", \"b\", \"\"]", after: "\"a b \"")
        try check("\"a,\".split(\",\", 5)", .str("a,"), "split", [.str(","), .integer(5)], kw: nil, block: nil,
                  "[\"a\", \"\"]", after: "\"a,\"")
        try check("\"a b\".split(\" \", -1)", .str("a b"), "split", [.str(" "), .integer(-1)], kw: nil, block: nil,
                  "[\"a\", \"b\"]", after: "\"a b\"")
        try check("\"é\".succ", .str("é"), "succ", [], kw: nil, block: nil,
                  "\"ê\"", after: "\"é\"")
        try check("\"éz\".succ", .str("éz"), "succ", [], kw: nil, block: nil,
                  "\"êa\"", after: "\"éz\"")
        try check("\"\".split(\" \", 2)", .str(""), "split", [.str(" "), .integer(2)], kw: nil, block: nil,
                  "[]", after: "\"\"")
        try check("\"  \".split(\" \", -1)", .str("  "), "split", [.str(" "), .integer(-1)], kw: nil, block: nil,
                  "[\"\"]", after: "\"  \"")
        try check("\"a  \".split(\" \", -1)", .str("a  "), "split", [.str(" "), .integer(-1)], kw: nil, block: nil,
                  "[\"a\", \"\"]", after: "\"a  \"")
        try check("\" a\".split(\" \", 2)", .str(" a"), "split", [.str(" "), .integer(2)], kw: nil, block: nil,
                  "[\"a\"]", after: "\" a\"")
        try check("\" a  b c \".split(\" \", 2)", .str(" a  b c "), "split", [.str(" "), .integer(2)], kw: nil, block: nil,
                  "[\"a\", \"b c \"]", after: "\" a  b c \"")
        try check("\" a  b c \".split(\" \", 3)", .str(" a  b c "), "split", [.str(" "), .integer(3)], kw: nil, block: nil,
                  "[\"a\", \"b\", \"c \"]", after: "\" a  b c \"")
        try check("\"abc\".split(//, 2)", .str("abc"), "split", [re("", ""), .integer(2)], kw: nil, block: nil,
                  "[\"a\", \"bc\"]", after: "\"abc\"")
        try check("\"abc\".gsub(//, \"-\")", .str("abc"), "gsub", [re("", ""), .str("-")], kw: nil, block: nil,
                  "\"-a-b-c-\"", after: "\"abc\"")
    }
}
