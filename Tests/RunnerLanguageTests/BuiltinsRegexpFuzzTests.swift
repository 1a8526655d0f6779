// Expected values recorded from ruby 3.1 (Onigmo) for patterns and subjects drawn with a fixed seed (srand 1618);
// each case names the Ruby expression it mirrors.
import XCTest

@testable import RunnerLanguage

final class RegexpFuzzTests: BuiltinsTestCase {
    func testRandomPatterns() throws {
        try check("/\\A\\z\\h/m.match(\"Z  ab\")", re("\\A\\z\\h", "m"), "match", [.str("Z  ab")], kw: nil, block: nil,
                  "nil", after: "/\\A\\z\\h/m")
        try check("\"Z  ab\".scan(/\\A\\z\\h/m)", .str("Z  ab"), "scan", [re("\\A\\z\\h", "m")], kw: nil, block: nil,
                  "[]", after: "\"Z  ab\"")
        try check("\"Z  ab\".gsub(/\\A\\z\\h/m, \"<\\\\0>\")", .str("Z  ab"), "gsub", [re("\\A\\z\\h", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"Z  ab\"", after: "\"Z  ab\"")
        try check("/\\b/.match(\"!b!\")", re("\\b", ""), "match", [.str("!b!")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\b/")
        try check("\"!b!\".scan(/\\b/)", .str("!b!"), "scan", [re("\\b", "")], kw: nil, block: nil,
                  "[\"\", \"\"]", after: "\"!b!\"")
        try check("\"!b!\".gsub(/\\b/, \"<\\\\0>\")", .str("!b!"), "gsub", [re("\\b", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"!<>b<>!\"", after: "\"!b!\"")
        try check("/[^a\\s]*[[:alpha:]]{1,2}/m.match(\"\\né!aZ\")", re("[^a\\s]*[[:alpha:]]{1,2}", "m"), "match", [.str("\né!aZ")], kw: nil, block: nil,
                  "#<MatchData \"é!aZ\">", after: "/[^a\\s]*[[:alpha:]]{1,2}/m")
        try check("\"\\né!aZ\".scan(/[^a\\s]*[[:alpha:]]{1,2}/m)", .str("\né!aZ"), "scan", [re("[^a\\s]*[[:alpha:]]{1,2}", "m")], kw: nil, block: nil,
                  "[\"é!aZ\"]", after: "\"\\né!aZ\"")
        try check("\"\\né!aZ\".gsub(/[^a\\s]*[[:alpha:]]{1,2}/m, \"<\\\\0>\")", .str("\né!aZ"), "gsub", [re("[^a\\s]*[[:alpha:]]{1,2}", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\\n<é!aZ>\"", after: "\"\\né!aZ\"")
        try check("/[[:alpha:]]+?é/i.match(\"1é bfZf\")", re("[[:alpha:]]+?é", "i"), "match", [.str("1é bfZf")], kw: nil, block: nil,
                  "nil", after: "/[[:alpha:]]+?é/i")
        try check("\"1é bfZf\".scan(/[[:alpha:]]+?é/i)", .str("1é bfZf"), "scan", [re("[[:alpha:]]+?é", "i")], kw: nil, block: nil,
                  "[]", after: "\"1é bfZf\"")
        try check("\"1é bfZf\".gsub(/[[:alpha:]]+?é/i, \"<\\\\0>\")", .str("1é bfZf"), "gsub", [re("[[:alpha:]]+?é", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"1é bfZf\"", after: "\"1é bfZf\"")
        try check("/\\d{2}/i.match(\"\\né\")", re("\\d{2}", "i"), "match", [.str("\né")], kw: nil, block: nil,
                  "nil", after: "/\\d{2}/i")
        try check("\"\\né\".scan(/\\d{2}/i)", .str("\né"), "scan", [re("\\d{2}", "i")], kw: nil, block: nil,
                  "[]", after: "\"\\né\"")
        try check("\"\\né\".gsub(/\\d{2}/i, \"<\\\\0>\")", .str("\né"), "gsub", [re("\\d{2}", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\\né\"", after: "\"\\né\"")
        try check("/a\\W*?\\s{1,2}/i.match(\"aba\")", re("a\\W*?\\s{1,2}", "i"), "match", [.str("aba")], kw: nil, block: nil,
                  "nil", after: "/a\\W*?\\s{1,2}/i")
        try check("\"aba\".scan(/a\\W*?\\s{1,2}/i)", .str("aba"), "scan", [re("a\\W*?\\s{1,2}", "i")], kw: nil, block: nil,
                  "[]", after: "\"aba\"")
        try check("\"aba\".gsub(/a\\W*?\\s{1,2}/i, \"<\\\\0>\")", .str("aba"), "gsub", [re("a\\W*?\\s{1,2}", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"aba\"", after: "\"aba\"")
        try check("/([[:punct:]]\\d)+\\S/.match(\"aZab \\nbé\")", re("([[:punct:]]\\d)+\\S", ""), "match", [.str("aZab \nbé")], kw: nil, block: nil,
                  "nil", after: "/([[:punct:]]\\d)+\\S/")
        try check("\"aZab \\nbé\".scan(/([[:punct:]]\\d)+\\S/)", .str("aZab \nbé"), "scan", [re("([[:punct:]]\\d)+\\S", "")], kw: nil, block: nil,
                  "[]", after: "\"aZab \\nbé\"")
        try check("\"aZab \\nbé\".gsub(/([[:punct:]]\\d)+\\S/, \"<\\\\0>\")", .str("aZab \nbé"), "gsub", [re("([[:punct:]]\\d)+\\S", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"aZab \\nbé\"", after: "\"aZab \\nbé\"")
        try check("/\\W*(\\zé){,2}/.match(\"bbA\\n\")", re("\\W*(\\zé){,2}", ""), "match", [.str("bbA\n")], kw: nil, block: nil,
                  "#<MatchData \"\" 1:nil>", after: "/\\W*(\\zé){,2}/")
        try check("\"bbA\\n\".scan(/\\W*(\\zé){,2}/)", .str("bbA\n"), "scan", [re("\\W*(\\zé){,2}", "")], kw: nil, block: nil,
                  "[[nil], [nil], [nil], [nil], [nil]]", after: "\"bbA\\n\"")
        try check("\"bbA\\n\".gsub(/\\W*(\\zé){,2}/, \"<\\\\0>\")", .str("bbA\n"), "gsub", [re("\\W*(\\zé){,2}", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>b<>b<>A<\\n><>\"", after: "\"bbA\\n\"")
        try check("/[[:alpha:]]+?\\w+?(?<n0>^){,2}/m.match(\"ab\")", re("[[:alpha:]]+?\\w+?(?<n0>^){,2}", "m"), "match", [.str("ab")], kw: nil, block: nil,
                  "#<MatchData \"ab\" n0:nil>", after: "/[[:alpha:]]+?\\w+?(?<n0>^){,2}/m")
        try check("\"ab\".scan(/[[:alpha:]]+?\\w+?(?<n0>^){,2}/m)", .str("ab"), "scan", [re("[[:alpha:]]+?\\w+?(?<n0>^){,2}", "m")], kw: nil, block: nil,
                  "[[nil]]", after: "\"ab\"")
        try check("\"ab\".gsub(/[[:alpha:]]+?\\w+?(?<n0>^){,2}/m, \"<\\\\0>\")", .str("ab"), "gsub", [re("[[:alpha:]]+?\\w+?(?<n0>^){,2}", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<ab>\"", after: "\"ab\"")
        try check("/é+\\Z/.match(\"1\")", re("é+\\Z", ""), "match", [.str("1")], kw: nil, block: nil,
                  "nil", after: "/é+\\Z/")
        try check("\"1\".scan(/é+\\Z/)", .str("1"), "scan", [re("é+\\Z", "")], kw: nil, block: nil,
                  "[]", after: "\"1\"")
        try check("\"1\".gsub(/é+\\Z/, \"<\\\\0>\")", .str("1"), "gsub", [re("é+\\Z", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"1\"", after: "\"1\"")
        try check("/\\W{,2}é*?/.match(\"1fZbababab\")", re("\\W{,2}é*?", ""), "match", [.str("1fZbababab")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\W{,2}é*?/")
        try check("\"1fZbababab\".scan(/\\W{,2}é*?/)", .str("1fZbababab"), "scan", [re("\\W{,2}é*?", "")], kw: nil, block: nil,
                  "[\"\", \"\", \"\", \"\", \"\", \"\", \"\", \"\", \"\", \"\", \"\"]", after: "\"1fZbababab\"")
        try check("\"1fZbababab\".gsub(/\\W{,2}é*?/, \"<\\\\0>\")", .str("1fZbababab"), "gsub", [re("\\W{,2}é*?", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>1<>f<>Z<>b<>a<>b<>a<>b<>a<>b<>\"", after: "\"1fZbababab\"")
        try check("/[[:space:]]+\\s{,2}/.match(\"éZ\\n!aé\")", re("[[:space:]]+\\s{,2}", ""), "match", [.str("éZ\n!aé")], kw: nil, block: nil,
                  "#<MatchData \"\\n\">", after: "/[[:space:]]+\\s{,2}/")
        try check("\"éZ\\n!aé\".scan(/[[:space:]]+\\s{,2}/)", .str("éZ\n!aé"), "scan", [re("[[:space:]]+\\s{,2}", "")], kw: nil, block: nil,
                  "[\"\\n\"]", after: "\"éZ\\n!aé\"")
        try check("\"éZ\\n!aé\".gsub(/[[:space:]]+\\s{,2}/, \"<\\\\0>\")", .str("éZ\n!aé"), "gsub", [re("[[:space:]]+\\s{,2}", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"éZ<\\n>!aé\"", after: "\"éZ\\n!aé\"")
        try check("/x{1,2}^/i.match(\"\")", re("x{1,2}^", "i"), "match", [.str("")], kw: nil, block: nil,
                  "nil", after: "/x{1,2}^/i")
        try check("\"\".scan(/x{1,2}^/i)", .str(""), "scan", [re("x{1,2}^", "i")], kw: nil, block: nil,
                  "[]", after: "\"\"")
        try check("\"\".gsub(/x{1,2}^/i, \"<\\\\0>\")", .str(""), "gsub", [re("x{1,2}^", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("/[^a\\s]{,2}(?<n7>\\d)?(?<n1>\\W)/.match(\"\\nb1\")", re("[^a\\s]{,2}(?<n7>\\d)?(?<n1>\\W)", ""), "match", [.str("\nb1")], kw: nil, block: nil,
                  "#<MatchData \"\\n\" n7:nil n1:\"\\n\">", after: "/[^a\\s]{,2}(?<n7>\\d)?(?<n1>\\W)/")
        try check("\"\\nb1\".scan(/[^a\\s]{,2}(?<n7>\\d)?(?<n1>\\W)/)", .str("\nb1"), "scan", [re("[^a\\s]{,2}(?<n7>\\d)?(?<n1>\\W)", "")], kw: nil, block: nil,
                  "[[nil, \"\\n\"]]", after: "\"\\nb1\"")
        try check("\"\\nb1\".gsub(/[^a\\s]{,2}(?<n7>\\d)?(?<n1>\\W)/, \"<\\\\0>\")", .str("\nb1"), "gsub", [re("[^a\\s]{,2}(?<n7>\\d)?(?<n1>\\W)", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<\\n>b1\"", after: "\"\\nb1\"")
        try check("/.{2}\\S*?(?<n1>\\S)*/i.match(\"\\n\")", re(".{2}\\S*?(?<n1>\\S)*", "i"), "match", [.str("\n")], kw: nil, block: nil,
                  "nil", after: "/.{2}\\S*?(?<n1>\\S)*/i")
        try check("\"\\n\".scan(/.{2}\\S*?(?<n1>\\S)*/i)", .str("\n"), "scan", [re(".{2}\\S*?(?<n1>\\S)*", "i")], kw: nil, block: nil,
                  "[]", after: "\"\\n\"")
        try check("\"\\n\".gsub(/.{2}\\S*?(?<n1>\\S)*/i, \"<\\\\0>\")", .str("\n"), "gsub", [re(".{2}\\S*?(?<n1>\\S)*", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\\n\"", after: "\"\\n\"")
        try check("/b{2}./.match(\"11é f1 ab\")", re("b{2}.", ""), "match", [.str("11é f1 ab")], kw: nil, block: nil,
                  "nil", after: "/b{2}./")
        try check("\"11é f1 ab\".scan(/b{2}./)", .str("11é f1 ab"), "scan", [re("b{2}.", "")], kw: nil, block: nil,
                  "[]", after: "\"11é f1 ab\"")
        try check("\"11é f1 ab\".gsub(/b{2}./, \"<\\\\0>\")", .str("11é f1 ab"), "gsub", [re("b{2}.", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"11é f1 ab\"", after: "\"11é f1 ab\"")
        try check("/$$/.match(\"Z!ab!!\")", re("$$", ""), "match", [.str("Z!ab!!")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/$$/")
        try check("\"Z!ab!!\".scan(/$$/)", .str("Z!ab!!"), "scan", [re("$$", "")], kw: nil, block: nil,
                  "[\"\"]", after: "\"Z!ab!!\"")
        try check("\"Z!ab!!\".gsub(/$$/, \"<\\\\0>\")", .str("Z!ab!!"), "gsub", [re("$$", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"Z!ab!!<>\"", after: "\"Z!ab!!\"")
        try check("/\\Aé?/i.match(\"!b!é\")", re("\\Aé?", "i"), "match", [.str("!b!é")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\Aé?/i")
        try check("\"!b!é\".scan(/\\Aé?/i)", .str("!b!é"), "scan", [re("\\Aé?", "i")], kw: nil, block: nil,
                  "[\"\"]", after: "\"!b!é\"")
        try check("\"!b!é\".gsub(/\\Aé?/i, \"<\\\\0>\")", .str("!b!é"), "gsub", [re("\\Aé?", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>!b!é\"", after: "\"!b!é\"")
        try check("/\\s+/.match(\"\")", re("\\s+", ""), "match", [.str("")], kw: nil, block: nil,
                  "nil", after: "/\\s+/")
        try check("\"\".scan(/\\s+/)", .str(""), "scan", [re("\\s+", "")], kw: nil, block: nil,
                  "[]", after: "\"\"")
        try check("\"\".gsub(/\\s+/, \"<\\\\0>\")", .str(""), "gsub", [re("\\s+", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("/\\A(\\z\\Z)+/.match(\"é\")", re("\\A(\\z\\Z)+", ""), "match", [.str("é")], kw: nil, block: nil,
                  "nil", after: "/\\A(\\z\\Z)+/")
        try check("\"é\".scan(/\\A(\\z\\Z)+/)", .str("é"), "scan", [re("\\A(\\z\\Z)+", "")], kw: nil, block: nil,
                  "[]", after: "\"é\"")
        try check("\"é\".gsub(/\\A(\\z\\Z)+/, \"<\\\\0>\")", .str("é"), "gsub", [re("\\A(\\z\\Z)+", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"é\"", after: "\"é\"")
        try check("/[[:space:]]{,2}\\b/i.match(\"fé\\nf bA\")", re("[[:space:]]{,2}\\b", "i"), "match", [.str("fé\nf bA")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/[[:space:]]{,2}\\b/i")
        try check("\"fé\\nf bA\".scan(/[[:space:]]{,2}\\b/i)", .str("fé\nf bA"), "scan", [re("[[:space:]]{,2}\\b", "i")], kw: nil, block: nil,
                  "[\"\", \"\\n\", \"\", \" \", \"\", \"\"]", after: "\"fé\\nf bA\"")
        try check("\"fé\\nf bA\".gsub(/[[:space:]]{,2}\\b/i, \"<\\\\0>\")", .str("fé\nf bA"), "gsub", [re("[[:space:]]{,2}\\b", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>fé<\\n><>f< ><>bA<>\"", after: "\"fé\\nf bA\"")
        try check("/\\d*?é*?$/i.match(\"a\")", re("\\d*?é*?$", "i"), "match", [.str("a")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\d*?é*?$/i")
        try check("\"a\".scan(/\\d*?é*?$/i)", .str("a"), "scan", [re("\\d*?é*?$", "i")], kw: nil, block: nil,
                  "[\"\"]", after: "\"a\"")
        try check("\"a\".gsub(/\\d*?é*?$/i, \"<\\\\0>\")", .str("a"), "gsub", [re("\\d*?é*?$", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"a<>\"", after: "\"a\"")
        try check("/b{,2}\\S(?<n6>[ab])*?/i.match(\"féA1AaZ\")", re("b{,2}\\S(?<n6>[ab])*?", "i"), "match", [.str("féA1AaZ")], kw: nil, block: nil,
                  "#<MatchData \"f\" n6:nil>", after: "/b{,2}\\S(?<n6>[ab])*?/i")
        try check("\"féA1AaZ\".scan(/b{,2}\\S(?<n6>[ab])*?/i)", .str("féA1AaZ"), "scan", [re("b{,2}\\S(?<n6>[ab])*?", "i")], kw: nil, block: nil,
                  "[[nil], [nil], [nil], [nil], [nil], [nil], [nil]]", after: "\"féA1AaZ\"")
        try check("\"féA1AaZ\".gsub(/b{,2}\\S(?<n6>[ab])*?/i, \"<\\\\0>\")", .str("féA1AaZ"), "gsub", [re("b{,2}\\S(?<n6>[ab])*?", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<f><é><A><1><A><a><Z>\"", after: "\"féA1AaZ\"")
        try check("/[ab]a+/.match(\"fZZ! \")", re("[ab]a+", ""), "match", [.str("fZZ! ")], kw: nil, block: nil,
                  "nil", after: "/[ab]a+/")
        try check("\"fZZ! \".scan(/[ab]a+/)", .str("fZZ! "), "scan", [re("[ab]a+", "")], kw: nil, block: nil,
                  "[]", after: "\"fZZ! \"")
        try check("\"fZZ! \".gsub(/[ab]a+/, \"<\\\\0>\")", .str("fZZ! "), "gsub", [re("[ab]a+", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"fZZ! \"", after: "\"fZZ! \"")
        try check("/(\\w\\S)(.\\Z)+?/m.match(\"é\")", re("(\\w\\S)(.\\Z)+?", "m"), "match", [.str("é")], kw: nil, block: nil,
                  "nil", after: "/(\\w\\S)(.\\Z)+?/m")
        try check("\"é\".scan(/(\\w\\S)(.\\Z)+?/m)", .str("é"), "scan", [re("(\\w\\S)(.\\Z)+?", "m")], kw: nil, block: nil,
                  "[]", after: "\"é\"")
        try check("\"é\".gsub(/(\\w\\S)(.\\Z)+?/m, \"<\\\\0>\")", .str("é"), "gsub", [re("(\\w\\S)(.\\Z)+?", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"é\"", after: "\"é\"")
        try check("/\\p{Alpha}?(?<n7>\\z)?[^a\\s]/i.match(\"ab!f!1\")", re("\\p{Alpha}?(?<n7>\\z)?[^a\\s]", "i"), "match", [.str("ab!f!1")], kw: nil, block: nil,
                  "#<MatchData \"ab\" n7:nil>", after: "/\\p{Alpha}?(?<n7>\\z)?[^a\\s]/i")
        try check("\"ab!f!1\".scan(/\\p{Alpha}?(?<n7>\\z)?[^a\\s]/i)", .str("ab!f!1"), "scan", [re("\\p{Alpha}?(?<n7>\\z)?[^a\\s]", "i")], kw: nil, block: nil,
                  "[[nil], [nil], [nil], [nil]]", after: "\"ab!f!1\"")
        try check("\"ab!f!1\".gsub(/\\p{Alpha}?(?<n7>\\z)?[^a\\s]/i, \"<\\\\0>\")", .str("ab!f!1"), "gsub", [re("\\p{Alpha}?(?<n7>\\z)?[^a\\s]", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<ab><!><f!><1>\"", after: "\"ab!f!1\"")
        try check("/[^a\\s]*?/.match(\"\")", re("[^a\\s]*?", ""), "match", [.str("")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/[^a\\s]*?/")
        try check("\"\".scan(/[^a\\s]*?/)", .str(""), "scan", [re("[^a\\s]*?", "")], kw: nil, block: nil,
                  "[\"\"]", after: "\"\"")
        try check("\"\".gsub(/[^a\\s]*?/, \"<\\\\0>\")", .str(""), "gsub", [re("[^a\\s]*?", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>\"", after: "\"\"")
        try check("/\\w{,2}(\\p{Alpha}$)*?\\z/m.match(\" \\nZ ab  a\")", re("\\w{,2}(\\p{Alpha}$)*?\\z", "m"), "match", [.str(" \nZ ab  a")], kw: nil, block: nil,
                  "#<MatchData \"a\" 1:nil>", after: "/\\w{,2}(\\p{Alpha}$)*?\\z/m")
        try check("\" \\nZ ab  a\".scan(/\\w{,2}(\\p{Alpha}$)*?\\z/m)", .str(" \nZ ab  a"), "scan", [re("\\w{,2}(\\p{Alpha}$)*?\\z", "m")], kw: nil, block: nil,
                  "[[nil], [nil]]", after: "\" \\nZ ab  a\"")
        try check("\" \\nZ ab  a\".gsub(/\\w{,2}(\\p{Alpha}$)*?\\z/m, \"<\\\\0>\")", .str(" \nZ ab  a"), "gsub", [re("\\w{,2}(\\p{Alpha}$)*?\\z", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\" \\nZ ab  <a><>\"", after: "\" \\nZ ab  a\"")
        try check("/\\z^\\W/.match(\"\\n! éZ\")", re("\\z^\\W", ""), "match", [.str("\n! éZ")], kw: nil, block: nil,
                  "nil", after: "/\\z^\\W/")
        try check("\"\\n! éZ\".scan(/\\z^\\W/)", .str("\n! éZ"), "scan", [re("\\z^\\W", "")], kw: nil, block: nil,
                  "[]", after: "\"\\n! éZ\"")
        try check("\"\\n! éZ\".gsub(/\\z^\\W/, \"<\\\\0>\")", .str("\n! éZ"), "gsub", [re("\\z^\\W", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"\\n! éZ\"", after: "\"\\n! éZ\"")
        try check("/(?<n7>\\S){1,2}/i.match(\"\")", re("(?<n7>\\S){1,2}", "i"), "match", [.str("")], kw: nil, block: nil,
                  "nil", after: "/(?<n7>\\S){1,2}/i")
        try check("\"\".scan(/(?<n7>\\S){1,2}/i)", .str(""), "scan", [re("(?<n7>\\S){1,2}", "i")], kw: nil, block: nil,
                  "[]", after: "\"\"")
        try check("\"\".gsub(/(?<n7>\\S){1,2}/i, \"<\\\\0>\")", .str(""), "gsub", [re("(?<n7>\\S){1,2}", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("/\\Z[[:alpha:]]{2}/i.match(\"é\\n\")", re("\\Z[[:alpha:]]{2}", "i"), "match", [.str("é\n")], kw: nil, block: nil,
                  "nil", after: "/\\Z[[:alpha:]]{2}/i")
        try check("\"é\\n\".scan(/\\Z[[:alpha:]]{2}/i)", .str("é\n"), "scan", [re("\\Z[[:alpha:]]{2}", "i")], kw: nil, block: nil,
                  "[]", after: "\"é\\n\"")
        try check("\"é\\n\".gsub(/\\Z[[:alpha:]]{2}/i, \"<\\\\0>\")", .str("é\n"), "gsub", [re("\\Z[[:alpha:]]{2}", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"é\\n\"", after: "\"é\\n\"")
        try check("/[[:alpha:]]{,2}$\\s*?/m.match(\"fZé!fb\")", re("[[:alpha:]]{,2}$\\s*?", "m"), "match", [.str("fZé!fb")], kw: nil, block: nil,
                  "#<MatchData \"fb\">", after: "/[[:alpha:]]{,2}$\\s*?/m")
        try check("\"fZé!fb\".scan(/[[:alpha:]]{,2}$\\s*?/m)", .str("fZé!fb"), "scan", [re("[[:alpha:]]{,2}$\\s*?", "m")], kw: nil, block: nil,
                  "[\"fb\", \"\"]", after: "\"fZé!fb\"")
        try check("\"fZé!fb\".gsub(/[[:alpha:]]{,2}$\\s*?/m, \"<\\\\0>\")", .str("fZé!fb"), "gsub", [re("[[:alpha:]]{,2}$\\s*?", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"fZé!<fb><>\"", after: "\"fZé!fb\"")
        try check("/b/i.match(\"f  \")", re("b", "i"), "match", [.str("f  ")], kw: nil, block: nil,
                  "nil", after: "/b/i")
        try check("\"f  \".scan(/b/i)", .str("f  "), "scan", [re("b", "i")], kw: nil, block: nil,
                  "[]", after: "\"f  \"")
        try check("\"f  \".gsub(/b/i, \"<\\\\0>\")", .str("f  "), "gsub", [re("b", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"f  \"", after: "\"f  \"")
        try check("/\\h+/i.match(\"Zé\")", re("\\h+", "i"), "match", [.str("Zé")], kw: nil, block: nil,
                  "nil", after: "/\\h+/i")
        try check("\"Zé\".scan(/\\h+/i)", .str("Zé"), "scan", [re("\\h+", "i")], kw: nil, block: nil,
                  "[]", after: "\"Zé\"")
        try check("\"Zé\".gsub(/\\h+/i, \"<\\\\0>\")", .str("Zé"), "gsub", [re("\\h+", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"Zé\"", after: "\"Zé\"")
        try check("/\\z/i.match(\" \\n\\nZ\\nAab\")", re("\\z", "i"), "match", [.str(" \n\nZ\nAab")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\z/i")
        try check("\" \\n\\nZ\\nAab\".scan(/\\z/i)", .str(" \n\nZ\nAab"), "scan", [re("\\z", "i")], kw: nil, block: nil,
                  "[\"\"]", after: "\" \\n\\nZ\\nAab\"")
        try check("\" \\n\\nZ\\nAab\".gsub(/\\z/i, \"<\\\\0>\")", .str(" \n\nZ\nAab"), "gsub", [re("\\z", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\" \\n\\nZ\\nAab<>\"", after: "\" \\n\\nZ\\nAab\"")
        try check("/\\w*?(?<n5>\\A){1,2}\\w/i.match(\"\")", re("\\w*?(?<n5>\\A){1,2}\\w", "i"), "match", [.str("")], kw: nil, block: nil,
                  "nil", after: "/\\w*?(?<n5>\\A){1,2}\\w/i")
        try check("\"\".scan(/\\w*?(?<n5>\\A){1,2}\\w/i)", .str(""), "scan", [re("\\w*?(?<n5>\\A){1,2}\\w", "i")], kw: nil, block: nil,
                  "[]", after: "\"\"")
        try check("\"\".gsub(/\\w*?(?<n5>\\A){1,2}\\w/i, \"<\\\\0>\")", .str(""), "gsub", [re("\\w*?(?<n5>\\A){1,2}\\w", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("/(\\Ab)$/m.match(\"Zb1\")", re("(\\Ab)$", "m"), "match", [.str("Zb1")], kw: nil, block: nil,
                  "nil", after: "/(\\Ab)$/m")
        try check("\"Zb1\".scan(/(\\Ab)$/m)", .str("Zb1"), "scan", [re("(\\Ab)$", "m")], kw: nil, block: nil,
                  "[]", after: "\"Zb1\"")
        try check("\"Zb1\".gsub(/(\\Ab)$/m, \"<\\\\0>\")", .str("Zb1"), "gsub", [re("(\\Ab)$", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"Zb1\"", after: "\"Zb1\"")
        try check("/\\b/i.match(\"\\nbA\\naA \\n\")", re("\\b", "i"), "match", [.str("\nbA\naA \n")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\b/i")
        try check("\"\\nbA\\naA \\n\".scan(/\\b/i)", .str("\nbA\naA \n"), "scan", [re("\\b", "i")], kw: nil, block: nil,
                  "[\"\", \"\", \"\", \"\"]", after: "\"\\nbA\\naA \\n\"")
        try check("\"\\nbA\\naA \\n\".gsub(/\\b/i, \"<\\\\0>\")", .str("\nbA\naA \n"), "gsub", [re("\\b", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\\n<>bA<>\\n<>aA<> \\n\"", after: "\"\\nbA\\naA \\n\"")
        try check("/\\b\\Z/i.match(\"a1\\n!bb\")", re("\\b\\Z", "i"), "match", [.str("a1\n!bb")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\b\\Z/i")
        try check("\"a1\\n!bb\".scan(/\\b\\Z/i)", .str("a1\n!bb"), "scan", [re("\\b\\Z", "i")], kw: nil, block: nil,
                  "[\"\"]", after: "\"a1\\n!bb\"")
        try check("\"a1\\n!bb\".gsub(/\\b\\Z/i, \"<\\\\0>\")", .str("a1\n!bb"), "gsub", [re("\\b\\Z", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"a1\\n!bb<>\"", after: "\"a1\\n!bb\"")
        try check("/(?<n5>([^a\\s][[:punct:]]))[ab]*?/m.match(\"aab\")", re("(?<n5>([^a\\s][[:punct:]]))[ab]*?", "m"), "match", [.str("aab")], kw: nil, block: nil,
                  "nil", after: "/(?<n5>([^a\\s][[:punct:]]))[ab]*?/m")
        try check("\"aab\".scan(/(?<n5>([^a\\s][[:punct:]]))[ab]*?/m)", .str("aab"), "scan", [re("(?<n5>([^a\\s][[:punct:]]))[ab]*?", "m")], kw: nil, block: nil,
                  "[]", after: "\"aab\"")
        try check("\"aab\".gsub(/(?<n5>([^a\\s][[:punct:]]))[ab]*?/m, \"<\\\\0>\")", .str("aab"), "gsub", [re("(?<n5>([^a\\s][[:punct:]]))[ab]*?", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"aab\"", after: "\"aab\"")
        try check("/[[:space:]]+/.match(\"Aab\\naébZ\")", re("[[:space:]]+", ""), "match", [.str("Aab\naébZ")], kw: nil, block: nil,
                  "#<MatchData \"\\n\">", after: "/[[:space:]]+/")
        try check("\"Aab\\naébZ\".scan(/[[:space:]]+/)", .str("Aab\naébZ"), "scan", [re("[[:space:]]+", "")], kw: nil, block: nil,
                  "[\"\\n\"]", after: "\"Aab\\naébZ\"")
        try check("\"Aab\\naébZ\".gsub(/[[:space:]]+/, \"<\\\\0>\")", .str("Aab\naébZ"), "gsub", [re("[[:space:]]+", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"Aab<\\n>aébZ\"", after: "\"Aab\\naébZ\"")
        try check("/b?/m.match(\"1béb11\")", re("b?", "m"), "match", [.str("1béb11")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/b?/m")
        try check("\"1béb11\".scan(/b?/m)", .str("1béb11"), "scan", [re("b?", "m")], kw: nil, block: nil,
                  "[\"\", \"b\", \"\", \"b\", \"\", \"\", \"\"]", after: "\"1béb11\"")
        try check("\"1béb11\".gsub(/b?/m, \"<\\\\0>\")", .str("1béb11"), "gsub", [re("b?", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>1<b><>é<b><>1<>1<>\"", after: "\"1béb11\"")
        try check("/.\\Z/i.match(\"\")", re(".\\Z", "i"), "match", [.str("")], kw: nil, block: nil,
                  "nil", after: "/.\\Z/i")
        try check("\"\".scan(/.\\Z/i)", .str(""), "scan", [re(".\\Z", "i")], kw: nil, block: nil,
                  "[]", after: "\"\"")
        try check("\"\".gsub(/.\\Z/i, \"<\\\\0>\")", .str(""), "gsub", [re(".\\Z", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("/\\w*?(?<n1>\\s){,2}b{2}/i.match(\"!\")", re("\\w*?(?<n1>\\s){,2}b{2}", "i"), "match", [.str("!")], kw: nil, block: nil,
                  "nil", after: "/\\w*?(?<n1>\\s){,2}b{2}/i")
        try check("\"!\".scan(/\\w*?(?<n1>\\s){,2}b{2}/i)", .str("!"), "scan", [re("\\w*?(?<n1>\\s){,2}b{2}", "i")], kw: nil, block: nil,
                  "[]", after: "\"!\"")
        try check("\"!\".gsub(/\\w*?(?<n1>\\s){,2}b{2}/i, \"<\\\\0>\")", .str("!"), "gsub", [re("\\w*?(?<n1>\\s){,2}b{2}", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"!\"", after: "\"!\"")
        try check("/(\\da)(\\hx)*a*/i.match(\"!!\\n\")", re("(\\da)(\\hx)*a*", "i"), "match", [.str("!!\n")], kw: nil, block: nil,
                  "nil", after: "/(\\da)(\\hx)*a*/i")
        try check("\"!!\\n\".scan(/(\\da)(\\hx)*a*/i)", .str("!!\n"), "scan", [re("(\\da)(\\hx)*a*", "i")], kw: nil, block: nil,
                  "[]", after: "\"!!\\n\"")
        try check("\"!!\\n\".gsub(/(\\da)(\\hx)*a*/i, \"<\\\\0>\")", .str("!!\n"), "gsub", [re("(\\da)(\\hx)*a*", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"!!\\n\"", after: "\"!!\\n\"")
        try check("/[^a\\s][[:alpha:]]*/i.match(\"Zfé\")", re("[^a\\s][[:alpha:]]*", "i"), "match", [.str("Zfé")], kw: nil, block: nil,
                  "#<MatchData \"Zfé\">", after: "/[^a\\s][[:alpha:]]*/i")
        try check("\"Zfé\".scan(/[^a\\s][[:alpha:]]*/i)", .str("Zfé"), "scan", [re("[^a\\s][[:alpha:]]*", "i")], kw: nil, block: nil,
                  "[\"Zfé\"]", after: "\"Zfé\"")
        try check("\"Zfé\".gsub(/[^a\\s][[:alpha:]]*/i, \"<\\\\0>\")", .str("Zfé"), "gsub", [re("[^a\\s][[:alpha:]]*", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<Zfé>\"", after: "\"Zfé\"")
        try check("/[[:alpha:]]\\p{Alpha}?[[:punct:]]*?/m.match(\"aab!a\")", re("[[:alpha:]]\\p{Alpha}?[[:punct:]]*?", "m"), "match", [.str("aab!a")], kw: nil, block: nil,
                  "#<MatchData \"aa\">", after: "/[[:alpha:]]\\p{Alpha}?[[:punct:]]*?/m")
        try check("\"aab!a\".scan(/[[:alpha:]]\\p{Alpha}?[[:punct:]]*?/m)", .str("aab!a"), "scan", [re("[[:alpha:]]\\p{Alpha}?[[:punct:]]*?", "m")], kw: nil, block: nil,
                  "[\"aa\", \"b\", \"a\"]", after: "\"aab!a\"")
        try check("\"aab!a\".gsub(/[[:alpha:]]\\p{Alpha}?[[:punct:]]*?/m, \"<\\\\0>\")", .str("aab!a"), "gsub", [re("[[:alpha:]]\\p{Alpha}?[[:punct:]]*?", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<aa><b>!<a>\"", after: "\"aab!a\"")
        try check("/(b\\z)?/m.match(\"\")", re("(b\\z)?", "m"), "match", [.str("")], kw: nil, block: nil,
                  "#<MatchData \"\" 1:nil>", after: "/(b\\z)?/m")
        try check("\"\".scan(/(b\\z)?/m)", .str(""), "scan", [re("(b\\z)?", "m")], kw: nil, block: nil,
                  "[[nil]]", after: "\"\"")
        try check("\"\".gsub(/(b\\z)?/m, \"<\\\\0>\")", .str(""), "gsub", [re("(b\\z)?", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>\"", after: "\"\"")
        try check("/\\s*[[:alpha:]]\\w{1,2}/.match(\"éb\\n\")", re("\\s*[[:alpha:]]\\w{1,2}", ""), "match", [.str("éb\n")], kw: nil, block: nil,
                  "#<MatchData \"éb\">", after: "/\\s*[[:alpha:]]\\w{1,2}/")
        try check("\"éb\\n\".scan(/\\s*[[:alpha:]]\\w{1,2}/)", .str("éb\n"), "scan", [re("\\s*[[:alpha:]]\\w{1,2}", "")], kw: nil, block: nil,
                  "[\"éb\"]", after: "\"éb\\n\"")
        try check("\"éb\\n\".gsub(/\\s*[[:alpha:]]\\w{1,2}/, \"<\\\\0>\")", .str("éb\n"), "gsub", [re("\\s*[[:alpha:]]\\w{1,2}", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<éb>\\n\"", after: "\"éb\\n\"")
        try check("/é\\A/.match(\"a!1\")", re("é\\A", ""), "match", [.str("a!1")], kw: nil, block: nil,
                  "nil", after: "/é\\A/")
        try check("\"a!1\".scan(/é\\A/)", .str("a!1"), "scan", [re("é\\A", "")], kw: nil, block: nil,
                  "[]", after: "\"a!1\"")
        try check("\"a!1\".gsub(/é\\A/, \"<\\\\0>\")", .str("a!1"), "gsub", [re("é\\A", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"a!1\"", after: "\"a!1\"")
        try check("/\\Z/i.match(\"!ab\")", re("\\Z", "i"), "match", [.str("!ab")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\Z/i")
        try check("\"!ab\".scan(/\\Z/i)", .str("!ab"), "scan", [re("\\Z", "i")], kw: nil, block: nil,
                  "[\"\"]", after: "\"!ab\"")
        try check("\"!ab\".gsub(/\\Z/i, \"<\\\\0>\")", .str("!ab"), "gsub", [re("\\Z", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"!ab<>\"", after: "\"!ab\"")
        try check("/\\Ab{1,2}\\h?/i.match(\"11\\na\")", re("\\Ab{1,2}\\h?", "i"), "match", [.str("11\na")], kw: nil, block: nil,
                  "nil", after: "/\\Ab{1,2}\\h?/i")
        try check("\"11\\na\".scan(/\\Ab{1,2}\\h?/i)", .str("11\na"), "scan", [re("\\Ab{1,2}\\h?", "i")], kw: nil, block: nil,
                  "[]", after: "\"11\\na\"")
        try check("\"11\\na\".gsub(/\\Ab{1,2}\\h?/i, \"<\\\\0>\")", .str("11\na"), "gsub", [re("\\Ab{1,2}\\h?", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"11\\na\"", after: "\"11\\na\"")
        try check("/[ab]+(\\Z$)+/i.match(\"f\\n!ZbZf1\")", re("[ab]+(\\Z$)+", "i"), "match", [.str("f\n!ZbZf1")], kw: nil, block: nil,
                  "nil", after: "/[ab]+(\\Z$)+/i")
        try check("\"f\\n!ZbZf1\".scan(/[ab]+(\\Z$)+/i)", .str("f\n!ZbZf1"), "scan", [re("[ab]+(\\Z$)+", "i")], kw: nil, block: nil,
                  "[]", after: "\"f\\n!ZbZf1\"")
        try check("\"f\\n!ZbZf1\".gsub(/[ab]+(\\Z$)+/i, \"<\\\\0>\")", .str("f\n!ZbZf1"), "gsub", [re("[ab]+(\\Z$)+", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"f\\n!ZbZf1\"", after: "\"f\\n!ZbZf1\"")
        try check("/[[:alpha:]]/.match(\"!f\")", re("[[:alpha:]]", ""), "match", [.str("!f")], kw: nil, block: nil,
                  "#<MatchData \"f\">", after: "/[[:alpha:]]/")
        try check("\"!f\".scan(/[[:alpha:]]/)", .str("!f"), "scan", [re("[[:alpha:]]", "")], kw: nil, block: nil,
                  "[\"f\"]", after: "\"!f\"")
        try check("\"!f\".gsub(/[[:alpha:]]/, \"<\\\\0>\")", .str("!f"), "gsub", [re("[[:alpha:]]", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"!<f>\"", after: "\"!f\"")
        try check("/é(?<n8>\\p{Alpha}){1,2}/i.match(\"ab\\nZb1\")", re("é(?<n8>\\p{Alpha}){1,2}", "i"), "match", [.str("ab\nZb1")], kw: nil, block: nil,
                  "nil", after: "/é(?<n8>\\p{Alpha}){1,2}/i")
        try check("\"ab\\nZb1\".scan(/é(?<n8>\\p{Alpha}){1,2}/i)", .str("ab\nZb1"), "scan", [re("é(?<n8>\\p{Alpha}){1,2}", "i")], kw: nil, block: nil,
                  "[]", after: "\"ab\\nZb1\"")
        try check("\"ab\\nZb1\".gsub(/é(?<n8>\\p{Alpha}){1,2}/i, \"<\\\\0>\")", .str("ab\nZb1"), "gsub", [re("é(?<n8>\\p{Alpha}){1,2}", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"ab\\nZb1\"", after: "\"ab\\nZb1\"")
        try check("/\\W/.match(\"éébbéb\")", re("\\W", ""), "match", [.str("éébbéb")], kw: nil, block: nil,
                  "#<MatchData \"é\">", after: "/\\W/")
        try check("\"éébbéb\".scan(/\\W/)", .str("éébbéb"), "scan", [re("\\W", "")], kw: nil, block: nil,
                  "[\"é\", \"é\", \"é\"]", after: "\"éébbéb\"")
        try check("\"éébbéb\".gsub(/\\W/, \"<\\\\0>\")", .str("éébbéb"), "gsub", [re("\\W", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<é><é>bb<é>b\"", after: "\"éébbéb\"")
        try check("/[[:space:]]\\S*?.*?/i.match(\"1a\\nA\")", re("[[:space:]]\\S*?.*?", "i"), "match", [.str("1a\nA")], kw: nil, block: nil,
                  "#<MatchData \"\\n\">", after: "/[[:space:]]\\S*?.*?/i")
        try check("\"1a\\nA\".scan(/[[:space:]]\\S*?.*?/i)", .str("1a\nA"), "scan", [re("[[:space:]]\\S*?.*?", "i")], kw: nil, block: nil,
                  "[\"\\n\"]", after: "\"1a\\nA\"")
        try check("\"1a\\nA\".gsub(/[[:space:]]\\S*?.*?/i, \"<\\\\0>\")", .str("1a\nA"), "gsub", [re("[[:space:]]\\S*?.*?", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"1a<\\n>A\"", after: "\"1a\\nA\"")
        try check("/\\z\\A[ab]+?/m.match(\"b\\n\\nb1éab\")", re("\\z\\A[ab]+?", "m"), "match", [.str("b\n\nb1éab")], kw: nil, block: nil,
                  "nil", after: "/\\z\\A[ab]+?/m")
        try check("\"b\\n\\nb1éab\".scan(/\\z\\A[ab]+?/m)", .str("b\n\nb1éab"), "scan", [re("\\z\\A[ab]+?", "m")], kw: nil, block: nil,
                  "[]", after: "\"b\\n\\nb1éab\"")
        try check("\"b\\n\\nb1éab\".gsub(/\\z\\A[ab]+?/m, \"<\\\\0>\")", .str("b\n\nb1éab"), "gsub", [re("\\z\\A[ab]+?", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"b\\n\\nb1éab\"", after: "\"b\\n\\nb1éab\"")
        try check("/\\Z/i.match(\"aZ!bf\")", re("\\Z", "i"), "match", [.str("aZ!bf")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\Z/i")
        try check("\"aZ!bf\".scan(/\\Z/i)", .str("aZ!bf"), "scan", [re("\\Z", "i")], kw: nil, block: nil,
                  "[\"\"]", after: "\"aZ!bf\"")
        try check("\"aZ!bf\".gsub(/\\Z/i, \"<\\\\0>\")", .str("aZ!bf"), "gsub", [re("\\Z", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"aZ!bf<>\"", after: "\"aZ!bf\"")
        try check("/\\z/m.match(\"ab\")", re("\\z", "m"), "match", [.str("ab")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\z/m")
        try check("\"ab\".scan(/\\z/m)", .str("ab"), "scan", [re("\\z", "m")], kw: nil, block: nil,
                  "[\"\"]", after: "\"ab\"")
        try check("\"ab\".gsub(/\\z/m, \"<\\\\0>\")", .str("ab"), "gsub", [re("\\z", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"ab<>\"", after: "\"ab\"")
        try check("/[[:upper:]]{1,2}\\Z/m.match(\"Z\")", re("[[:upper:]]{1,2}\\Z", "m"), "match", [.str("Z")], kw: nil, block: nil,
                  "#<MatchData \"Z\">", after: "/[[:upper:]]{1,2}\\Z/m")
        try check("\"Z\".scan(/[[:upper:]]{1,2}\\Z/m)", .str("Z"), "scan", [re("[[:upper:]]{1,2}\\Z", "m")], kw: nil, block: nil,
                  "[\"Z\"]", after: "\"Z\"")
        try check("\"Z\".gsub(/[[:upper:]]{1,2}\\Z/m, \"<\\\\0>\")", .str("Z"), "gsub", [re("[[:upper:]]{1,2}\\Z", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<Z>\"", after: "\"Z\"")
        try check("/[^a\\s]{2}\\W*?\\p{Alpha}{2}/.match(\"1abbba\")", re("[^a\\s]{2}\\W*?\\p{Alpha}{2}", ""), "match", [.str("1abbba")], kw: nil, block: nil,
                  "#<MatchData \"bbba\">", after: "/[^a\\s]{2}\\W*?\\p{Alpha}{2}/")
        try check("\"1abbba\".scan(/[^a\\s]{2}\\W*?\\p{Alpha}{2}/)", .str("1abbba"), "scan", [re("[^a\\s]{2}\\W*?\\p{Alpha}{2}", "")], kw: nil, block: nil,
                  "[\"bbba\"]", after: "\"1abbba\"")
        try check("\"1abbba\".gsub(/[^a\\s]{2}\\W*?\\p{Alpha}{2}/, \"<\\\\0>\")", .str("1abbba"), "gsub", [re("[^a\\s]{2}\\W*?\\p{Alpha}{2}", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"1a<bbba>\"", after: "\"1abbba\"")
        try check("/\\d*?[[:punct:]]{,2}a/i.match(\"\\nab ab\\n\")", re("\\d*?[[:punct:]]{,2}a", "i"), "match", [.str("\nab ab\n")], kw: nil, block: nil,
                  "#<MatchData \"a\">", after: "/\\d*?[[:punct:]]{,2}a/i")
        try check("\"\\nab ab\\n\".scan(/\\d*?[[:punct:]]{,2}a/i)", .str("\nab ab\n"), "scan", [re("\\d*?[[:punct:]]{,2}a", "i")], kw: nil, block: nil,
                  "[\"a\", \"a\"]", after: "\"\\nab ab\\n\"")
        try check("\"\\nab ab\\n\".gsub(/\\d*?[[:punct:]]{,2}a/i, \"<\\\\0>\")", .str("\nab ab\n"), "gsub", [re("\\d*?[[:punct:]]{,2}a", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\\n<a>b <a>b\\n\"", after: "\"\\nab ab\\n\"")
        try check("/[^a\\s]([[:upper:]]^){,2}/m.match(\"fZ abfAab\")", re("[^a\\s]([[:upper:]]^){,2}", "m"), "match", [.str("fZ abfAab")], kw: nil, block: nil,
                  "#<MatchData \"f\" 1:nil>", after: "/[^a\\s]([[:upper:]]^){,2}/m")
        try check("\"fZ abfAab\".scan(/[^a\\s]([[:upper:]]^){,2}/m)", .str("fZ abfAab"), "scan", [re("[^a\\s]([[:upper:]]^){,2}", "m")], kw: nil, block: nil,
                  "[[nil], [nil], [nil], [nil], [nil], [nil]]", after: "\"fZ abfAab\"")
        try check("\"fZ abfAab\".gsub(/[^a\\s]([[:upper:]]^){,2}/m, \"<\\\\0>\")", .str("fZ abfAab"), "gsub", [re("[^a\\s]([[:upper:]]^){,2}", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<f><Z> a<b><f><A>a<b>\"", after: "\"fZ abfAab\"")
        try check("/éb*./i.match(\"ZAbéZZ\")", re("éb*.", "i"), "match", [.str("ZAbéZZ")], kw: nil, block: nil,
                  "#<MatchData \"éZ\">", after: "/éb*./i")
        try check("\"ZAbéZZ\".scan(/éb*./i)", .str("ZAbéZZ"), "scan", [re("éb*.", "i")], kw: nil, block: nil,
                  "[\"éZ\"]", after: "\"ZAbéZZ\"")
        try check("\"ZAbéZZ\".gsub(/éb*./i, \"<\\\\0>\")", .str("ZAbéZZ"), "gsub", [re("éb*.", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"ZAb<éZ>Z\"", after: "\"ZAbéZZ\"")
        try check("/a{1,2}/m.match(\"\\n\")", re("a{1,2}", "m"), "match", [.str("\n")], kw: nil, block: nil,
                  "nil", after: "/a{1,2}/m")
        try check("\"\\n\".scan(/a{1,2}/m)", .str("\n"), "scan", [re("a{1,2}", "m")], kw: nil, block: nil,
                  "[]", after: "\"\\n\"")
        try check("\"\\n\".gsub(/a{1,2}/m, \"<\\\\0>\")", .str("\n"), "gsub", [re("a{1,2}", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\\n\"", after: "\"\\n\"")
        try check("/\\z\\z/m.match(\"\")", re("\\z\\z", "m"), "match", [.str("")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\z\\z/m")
        try check("\"\".scan(/\\z\\z/m)", .str(""), "scan", [re("\\z\\z", "m")], kw: nil, block: nil,
                  "[\"\"]", after: "\"\"")
        try check("\"\".gsub(/\\z\\z/m, \"<\\\\0>\")", .str(""), "gsub", [re("\\z\\z", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>\"", after: "\"\"")
        try check("/x+^/.match(\"A \")", re("x+^", ""), "match", [.str("A ")], kw: nil, block: nil,
                  "nil", after: "/x+^/")
        try check("\"A \".scan(/x+^/)", .str("A "), "scan", [re("x+^", "")], kw: nil, block: nil,
                  "[]", after: "\"A \"")
        try check("\"A \".gsub(/x+^/, \"<\\\\0>\")", .str("A "), "gsub", [re("x+^", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"A \"", after: "\"A \"")
        try check("/.+?(\\A\\b){,2}[ab]*/.match(\"\\n\")", re(".+?(\\A\\b){,2}[ab]*", ""), "match", [.str("\n")], kw: nil, block: nil,
                  "nil", after: "/.+?(\\A\\b){,2}[ab]*/")
        try check("\"\\n\".scan(/.+?(\\A\\b){,2}[ab]*/)", .str("\n"), "scan", [re(".+?(\\A\\b){,2}[ab]*", "")], kw: nil, block: nil,
                  "[]", after: "\"\\n\"")
        try check("\"\\n\".gsub(/.+?(\\A\\b){,2}[ab]*/, \"<\\\\0>\")", .str("\n"), "gsub", [re(".+?(\\A\\b){,2}[ab]*", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"\\n\"", after: "\"\\n\"")
        try check("/\\S+^/i.match(\"bb11!\")", re("\\S+^", "i"), "match", [.str("bb11!")], kw: nil, block: nil,
                  "nil", after: "/\\S+^/i")
        try check("\"bb11!\".scan(/\\S+^/i)", .str("bb11!"), "scan", [re("\\S+^", "i")], kw: nil, block: nil,
                  "[]", after: "\"bb11!\"")
        try check("\"bb11!\".gsub(/\\S+^/i, \"<\\\\0>\")", .str("bb11!"), "gsub", [re("\\S+^", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"bb11!\"", after: "\"bb11!\"")
        try check("/b/m.match(\"é\")", re("b", "m"), "match", [.str("é")], kw: nil, block: nil,
                  "nil", after: "/b/m")
        try check("\"é\".scan(/b/m)", .str("é"), "scan", [re("b", "m")], kw: nil, block: nil,
                  "[]", after: "\"é\"")
        try check("\"é\".gsub(/b/m, \"<\\\\0>\")", .str("é"), "gsub", [re("b", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"é\"", after: "\"é\"")
        try check("/$\\S{1,2}/m.match(\" \")", re("$\\S{1,2}", "m"), "match", [.str(" ")], kw: nil, block: nil,
                  "nil", after: "/$\\S{1,2}/m")
        try check("\" \".scan(/$\\S{1,2}/m)", .str(" "), "scan", [re("$\\S{1,2}", "m")], kw: nil, block: nil,
                  "[]", after: "\" \"")
        try check("\" \".gsub(/$\\S{1,2}/m, \"<\\\\0>\")", .str(" "), "gsub", [re("$\\S{1,2}", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\" \"", after: "\" \"")
        try check("/[ab]*/.match(\"éababb!f\")", re("[ab]*", ""), "match", [.str("éababb!f")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/[ab]*/")
        try check("\"éababb!f\".scan(/[ab]*/)", .str("éababb!f"), "scan", [re("[ab]*", "")], kw: nil, block: nil,
                  "[\"\", \"ababb\", \"\", \"\", \"\"]", after: "\"éababb!f\"")
        try check("\"éababb!f\".gsub(/[ab]*/, \"<\\\\0>\")", .str("éababb!f"), "gsub", [re("[ab]*", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>é<ababb><>!<>f<>\"", after: "\"éababb!f\"")
        try check("/\\S{1,2}(xb){1,2}/i.match(\"!é\")", re("\\S{1,2}(xb){1,2}", "i"), "match", [.str("!é")], kw: nil, block: nil,
                  "nil", after: "/\\S{1,2}(xb){1,2}/i")
        try check("\"!é\".scan(/\\S{1,2}(xb){1,2}/i)", .str("!é"), "scan", [re("\\S{1,2}(xb){1,2}", "i")], kw: nil, block: nil,
                  "[]", after: "\"!é\"")
        try check("\"!é\".gsub(/\\S{1,2}(xb){1,2}/i, \"<\\\\0>\")", .str("!é"), "gsub", [re("\\S{1,2}(xb){1,2}", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"!é\"", after: "\"!é\"")
        try check("/^/.match(\"\\nZ b!\")", re("^", ""), "match", [.str("\nZ b!")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/^/")
        try check("\"\\nZ b!\".scan(/^/)", .str("\nZ b!"), "scan", [re("^", "")], kw: nil, block: nil,
                  "[\"\", \"\"]", after: "\"\\nZ b!\"")
        try check("\"\\nZ b!\".gsub(/^/, \"<\\\\0>\")", .str("\nZ b!"), "gsub", [re("^", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>\\n<>Z b!\"", after: "\"\\nZ b!\"")
        try check("/a{1,2}/.match(\"1ab !1\")", re("a{1,2}", ""), "match", [.str("1ab !1")], kw: nil, block: nil,
                  "#<MatchData \"a\">", after: "/a{1,2}/")
        try check("\"1ab !1\".scan(/a{1,2}/)", .str("1ab !1"), "scan", [re("a{1,2}", "")], kw: nil, block: nil,
                  "[\"a\"]", after: "\"1ab !1\"")
        try check("\"1ab !1\".gsub(/a{1,2}/, \"<\\\\0>\")", .str("1ab !1"), "gsub", [re("a{1,2}", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"1<a>b !1\"", after: "\"1ab !1\"")
        try check("/[[:upper:]]{,2}\\d{,2}/.match(\"\\nZabab!A\")", re("[[:upper:]]{,2}\\d{,2}", ""), "match", [.str("\nZabab!A")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/[[:upper:]]{,2}\\d{,2}/")
        try check("\"\\nZabab!A\".scan(/[[:upper:]]{,2}\\d{,2}/)", .str("\nZabab!A"), "scan", [re("[[:upper:]]{,2}\\d{,2}", "")], kw: nil, block: nil,
                  "[\"\", \"Z\", \"\", \"\", \"\", \"\", \"\", \"A\", \"\"]", after: "\"\\nZabab!A\"")
        try check("\"\\nZabab!A\".gsub(/[[:upper:]]{,2}\\d{,2}/, \"<\\\\0>\")", .str("\nZabab!A"), "gsub", [re("[[:upper:]]{,2}\\d{,2}", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>\\n<Z><>a<>b<>a<>b<>!<A><>\"", after: "\"\\nZabab!A\"")
        try check("/a?/m.match(\"A!Z\\né1\")", re("a?", "m"), "match", [.str("A!Z\né1")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/a?/m")
        try check("\"A!Z\\né1\".scan(/a?/m)", .str("A!Z\né1"), "scan", [re("a?", "m")], kw: nil, block: nil,
                  "[\"\", \"\", \"\", \"\", \"\", \"\", \"\"]", after: "\"A!Z\\né1\"")
        try check("\"A!Z\\né1\".gsub(/a?/m, \"<\\\\0>\")", .str("A!Z\né1"), "gsub", [re("a?", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>A<>!<>Z<>\\n<>é<>1<>\"", after: "\"A!Z\\né1\"")
        try check("/^b{2}\\W{1,2}/i.match(\"\\n é\\n1!bb\")", re("^b{2}\\W{1,2}", "i"), "match", [.str("\n é\n1!bb")], kw: nil, block: nil,
                  "nil", after: "/^b{2}\\W{1,2}/i")
        try check("\"\\n é\\n1!bb\".scan(/^b{2}\\W{1,2}/i)", .str("\n é\n1!bb"), "scan", [re("^b{2}\\W{1,2}", "i")], kw: nil, block: nil,
                  "[]", after: "\"\\n é\\n1!bb\"")
        try check("\"\\n é\\n1!bb\".gsub(/^b{2}\\W{1,2}/i, \"<\\\\0>\")", .str("\n é\n1!bb"), "gsub", [re("^b{2}\\W{1,2}", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\\n é\\n1!bb\"", after: "\"\\n é\\n1!bb\"")
        try check("/\\s[[:upper:]]?(\\h[[:upper:]])/.match(\"\")", re("\\s[[:upper:]]?(\\h[[:upper:]])", ""), "match", [.str("")], kw: nil, block: nil,
                  "nil", after: "/\\s[[:upper:]]?(\\h[[:upper:]])/")
        try check("\"\".scan(/\\s[[:upper:]]?(\\h[[:upper:]])/)", .str(""), "scan", [re("\\s[[:upper:]]?(\\h[[:upper:]])", "")], kw: nil, block: nil,
                  "[]", after: "\"\"")
        try check("\"\".gsub(/\\s[[:upper:]]?(\\h[[:upper:]])/, \"<\\\\0>\")", .str(""), "gsub", [re("\\s[[:upper:]]?(\\h[[:upper:]])", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("/\\w\\A(\\p{Alpha}[^a\\s])/i.match(\"Z abéAbA\")", re("\\w\\A(\\p{Alpha}[^a\\s])", "i"), "match", [.str("Z abéAbA")], kw: nil, block: nil,
                  "nil", after: "/\\w\\A(\\p{Alpha}[^a\\s])/i")
        try check("\"Z abéAbA\".scan(/\\w\\A(\\p{Alpha}[^a\\s])/i)", .str("Z abéAbA"), "scan", [re("\\w\\A(\\p{Alpha}[^a\\s])", "i")], kw: nil, block: nil,
                  "[]", after: "\"Z abéAbA\"")
        try check("\"Z abéAbA\".gsub(/\\w\\A(\\p{Alpha}[^a\\s])/i, \"<\\\\0>\")", .str("Z abéAbA"), "gsub", [re("\\w\\A(\\p{Alpha}[^a\\s])", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"Z abéAbA\"", after: "\"Z abéAbA\"")
        try check("/[ab]{,2}(b\\Z)?\\h{,2}/i.match(\"AZa!ab1\")", re("[ab]{,2}(b\\Z)?\\h{,2}", "i"), "match", [.str("AZa!ab1")], kw: nil, block: nil,
                  "#<MatchData \"A\" 1:nil>", after: "/[ab]{,2}(b\\Z)?\\h{,2}/i")
        try check("\"AZa!ab1\".scan(/[ab]{,2}(b\\Z)?\\h{,2}/i)", .str("AZa!ab1"), "scan", [re("[ab]{,2}(b\\Z)?\\h{,2}", "i")], kw: nil, block: nil,
                  "[[nil], [nil], [nil], [nil], [nil], [nil]]", after: "\"AZa!ab1\"")
        try check("\"AZa!ab1\".gsub(/[ab]{,2}(b\\Z)?\\h{,2}/i, \"<\\\\0>\")", .str("AZa!ab1"), "gsub", [re("[ab]{,2}(b\\Z)?\\h{,2}", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<A><>Z<a><>!<ab1><>\"", after: "\"AZa!ab1\"")
        try check("/\\b(?<n8>(\\hé))/.match(\"a \\nab!A\")", re("\\b(?<n8>(\\hé))", ""), "match", [.str("a \nab!A")], kw: nil, block: nil,
                  "nil", after: "/\\b(?<n8>(\\hé))/")
        try check("\"a \\nab!A\".scan(/\\b(?<n8>(\\hé))/)", .str("a \nab!A"), "scan", [re("\\b(?<n8>(\\hé))", "")], kw: nil, block: nil,
                  "[]", after: "\"a \\nab!A\"")
        try check("\"a \\nab!A\".gsub(/\\b(?<n8>(\\hé))/, \"<\\\\0>\")", .str("a \nab!A"), "gsub", [re("\\b(?<n8>(\\hé))", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"a \\nab!A\"", after: "\"a \\nab!A\"")
        try check("/(\\h[ab])+^/m.match(\"Z\\n Zab1é \")", re("(\\h[ab])+^", "m"), "match", [.str("Z\n Zab1é ")], kw: nil, block: nil,
                  "nil", after: "/(\\h[ab])+^/m")
        try check("\"Z\\n Zab1é \".scan(/(\\h[ab])+^/m)", .str("Z\n Zab1é "), "scan", [re("(\\h[ab])+^", "m")], kw: nil, block: nil,
                  "[]", after: "\"Z\\n Zab1é \"")
        try check("\"Z\\n Zab1é \".gsub(/(\\h[ab])+^/m, \"<\\\\0>\")", .str("Z\n Zab1é "), "gsub", [re("(\\h[ab])+^", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"Z\\n Zab1é \"", after: "\"Z\\n Zab1é \"")
        try check("/\\z/m.match(\"a1é\\n\")", re("\\z", "m"), "match", [.str("a1é\n")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\z/m")
        try check("\"a1é\\n\".scan(/\\z/m)", .str("a1é\n"), "scan", [re("\\z", "m")], kw: nil, block: nil,
                  "[\"\"]", after: "\"a1é\\n\"")
        try check("\"a1é\\n\".gsub(/\\z/m, \"<\\\\0>\")", .str("a1é\n"), "gsub", [re("\\z", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"a1é\\n<>\"", after: "\"a1é\\n\"")
        try check("/.{1,2}\\s{1,2}[[:upper:]]+?/.match(\"éa\")", re(".{1,2}\\s{1,2}[[:upper:]]+?", ""), "match", [.str("éa")], kw: nil, block: nil,
                  "nil", after: "/.{1,2}\\s{1,2}[[:upper:]]+?/")
        try check("\"éa\".scan(/.{1,2}\\s{1,2}[[:upper:]]+?/)", .str("éa"), "scan", [re(".{1,2}\\s{1,2}[[:upper:]]+?", "")], kw: nil, block: nil,
                  "[]", after: "\"éa\"")
        try check("\"éa\".gsub(/.{1,2}\\s{1,2}[[:upper:]]+?/, \"<\\\\0>\")", .str("éa"), "gsub", [re(".{1,2}\\s{1,2}[[:upper:]]+?", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"éa\"", after: "\"éa\"")
        try check("/$\\w/i.match(\"f!a1  !\\n\")", re("$\\w", "i"), "match", [.str("f!a1  !\n")], kw: nil, block: nil,
                  "nil", after: "/$\\w/i")
        try check("\"f!a1  !\\n\".scan(/$\\w/i)", .str("f!a1  !\n"), "scan", [re("$\\w", "i")], kw: nil, block: nil,
                  "[]", after: "\"f!a1  !\\n\"")
        try check("\"f!a1  !\\n\".gsub(/$\\w/i, \"<\\\\0>\")", .str("f!a1  !\n"), "gsub", [re("$\\w", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"f!a1  !\\n\"", after: "\"f!a1  !\\n\"")
        try check("/[[:alpha:]][[:alpha:]](\\b\\h)*?/.match(\"\\n\\n\")", re("[[:alpha:]][[:alpha:]](\\b\\h)*?", ""), "match", [.str("\n\n")], kw: nil, block: nil,
                  "nil", after: "/[[:alpha:]][[:alpha:]](\\b\\h)*?/")
        try check("\"\\n\\n\".scan(/[[:alpha:]][[:alpha:]](\\b\\h)*?/)", .str("\n\n"), "scan", [re("[[:alpha:]][[:alpha:]](\\b\\h)*?", "")], kw: nil, block: nil,
                  "[]", after: "\"\\n\\n\"")
        try check("\"\\n\\n\".gsub(/[[:alpha:]][[:alpha:]](\\b\\h)*?/, \"<\\\\0>\")", .str("\n\n"), "gsub", [re("[[:alpha:]][[:alpha:]](\\b\\h)*?", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"\\n\\n\"", after: "\"\\n\\n\"")
        try check("/[[:upper:]]{1,2}a+?/i.match(\"1f\\naé!\\n\")", re("[[:upper:]]{1,2}a+?", "i"), "match", [.str("1f\naé!\n")], kw: nil, block: nil,
                  "nil", after: "/[[:upper:]]{1,2}a+?/i")
        try check("\"1f\\naé!\\n\".scan(/[[:upper:]]{1,2}a+?/i)", .str("1f\naé!\n"), "scan", [re("[[:upper:]]{1,2}a+?", "i")], kw: nil, block: nil,
                  "[]", after: "\"1f\\naé!\\n\"")
        try check("\"1f\\naé!\\n\".gsub(/[[:upper:]]{1,2}a+?/i, \"<\\\\0>\")", .str("1f\naé!\n"), "gsub", [re("[[:upper:]]{1,2}a+?", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"1f\\naé!\\n\"", after: "\"1f\\naé!\\n\"")
        try check("/(\\b[[:punct:]])/.match(\"é\")", re("(\\b[[:punct:]])", ""), "match", [.str("é")], kw: nil, block: nil,
                  "nil", after: "/(\\b[[:punct:]])/")
        try check("\"é\".scan(/(\\b[[:punct:]])/)", .str("é"), "scan", [re("(\\b[[:punct:]])", "")], kw: nil, block: nil,
                  "[]", after: "\"é\"")
        try check("\"é\".gsub(/(\\b[[:punct:]])/, \"<\\\\0>\")", .str("é"), "gsub", [re("(\\b[[:punct:]])", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"é\"", after: "\"é\"")
        try check("/é{1,2}\\p{Alpha}/.match(\"!\")", re("é{1,2}\\p{Alpha}", ""), "match", [.str("!")], kw: nil, block: nil,
                  "nil", after: "/é{1,2}\\p{Alpha}/")
        try check("\"!\".scan(/é{1,2}\\p{Alpha}/)", .str("!"), "scan", [re("é{1,2}\\p{Alpha}", "")], kw: nil, block: nil,
                  "[]", after: "\"!\"")
        try check("\"!\".gsub(/é{1,2}\\p{Alpha}/, \"<\\\\0>\")", .str("!"), "gsub", [re("é{1,2}\\p{Alpha}", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"!\"", after: "\"!\"")
        try check("/\\w*?(?<n0>^){1,2}/m.match(\"1A\\nab\")", re("\\w*?(?<n0>^){1,2}", "m"), "match", [.str("1A\nab")], kw: nil, block: nil,
                  "#<MatchData \"\" n0:\"\">", after: "/\\w*?(?<n0>^){1,2}/m")
        try check("\"1A\\nab\".scan(/\\w*?(?<n0>^){1,2}/m)", .str("1A\nab"), "scan", [re("\\w*?(?<n0>^){1,2}", "m")], kw: nil, block: nil,
                  "[[\"\"], [\"\"]]", after: "\"1A\\nab\"")
        try check("\"1A\\nab\".gsub(/\\w*?(?<n0>^){1,2}/m, \"<\\\\0>\")", .str("1A\nab"), "gsub", [re("\\w*?(?<n0>^){1,2}", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>1A\\n<>ab\"", after: "\"1A\\nab\"")
        try check("/\\S*?[^a\\s]/m.match(\" !1A\\n\\n!é\")", re("\\S*?[^a\\s]", "m"), "match", [.str(" !1A\n\n!é")], kw: nil, block: nil,
                  "#<MatchData \"!\">", after: "/\\S*?[^a\\s]/m")
        try check("\" !1A\\n\\n!é\".scan(/\\S*?[^a\\s]/m)", .str(" !1A\n\n!é"), "scan", [re("\\S*?[^a\\s]", "m")], kw: nil, block: nil,
                  "[\"!\", \"1\", \"A\", \"!\", \"é\"]", after: "\" !1A\\n\\n!é\"")
        try check("\" !1A\\n\\n!é\".gsub(/\\S*?[^a\\s]/m, \"<\\\\0>\")", .str(" !1A\n\n!é"), "gsub", [re("\\S*?[^a\\s]", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\" <!><1><A>\\n\\n<!><é>\"", after: "\" !1A\\n\\n!é\"")
        try check("/[[:alpha:]]*\\p{Alpha}[^a\\s]*?/i.match(\"ZZaA1f  \")", re("[[:alpha:]]*\\p{Alpha}[^a\\s]*?", "i"), "match", [.str("ZZaA1f  ")], kw: nil, block: nil,
                  "#<MatchData \"ZZaA\">", after: "/[[:alpha:]]*\\p{Alpha}[^a\\s]*?/i")
        try check("\"ZZaA1f  \".scan(/[[:alpha:]]*\\p{Alpha}[^a\\s]*?/i)", .str("ZZaA1f  "), "scan", [re("[[:alpha:]]*\\p{Alpha}[^a\\s]*?", "i")], kw: nil, block: nil,
                  "[\"ZZaA\", \"f\"]", after: "\"ZZaA1f  \"")
        try check("\"ZZaA1f  \".gsub(/[[:alpha:]]*\\p{Alpha}[^a\\s]*?/i, \"<\\\\0>\")", .str("ZZaA1f  "), "gsub", [re("[[:alpha:]]*\\p{Alpha}[^a\\s]*?", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<ZZaA>1<f>  \"", after: "\"ZZaA1f  \"")
        try check("/[ab](?<n8>\\Z){1,2}\\A/i.match(\"f!\\n 1\")", re("[ab](?<n8>\\Z){1,2}\\A", "i"), "match", [.str("f!\n 1")], kw: nil, block: nil,
                  "nil", after: "/[ab](?<n8>\\Z){1,2}\\A/i")
        try check("\"f!\\n 1\".scan(/[ab](?<n8>\\Z){1,2}\\A/i)", .str("f!\n 1"), "scan", [re("[ab](?<n8>\\Z){1,2}\\A", "i")], kw: nil, block: nil,
                  "[]", after: "\"f!\\n 1\"")
        try check("\"f!\\n 1\".gsub(/[ab](?<n8>\\Z){1,2}\\A/i, \"<\\\\0>\")", .str("f!\n 1"), "gsub", [re("[ab](?<n8>\\Z){1,2}\\A", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"f!\\n 1\"", after: "\"f!\\n 1\"")
        try check("/(\\s[[:punct:]])+?.+?/m.match(\"\\n\")", re("(\\s[[:punct:]])+?.+?", "m"), "match", [.str("\n")], kw: nil, block: nil,
                  "nil", after: "/(\\s[[:punct:]])+?.+?/m")
        try check("\"\\n\".scan(/(\\s[[:punct:]])+?.+?/m)", .str("\n"), "scan", [re("(\\s[[:punct:]])+?.+?", "m")], kw: nil, block: nil,
                  "[]", after: "\"\\n\"")
        try check("\"\\n\".gsub(/(\\s[[:punct:]])+?.+?/m, \"<\\\\0>\")", .str("\n"), "gsub", [re("(\\s[[:punct:]])+?.+?", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\\n\"", after: "\"\\n\"")
        try check("/(?<n5>[^a\\s])*a{,2}(?<n1>(\\s\\h))/i.match(\"\\nA\\n!Zab A\")", re("(?<n5>[^a\\s])*a{,2}(?<n1>(\\s\\h))", "i"), "match", [.str("\nA\n!Zab A")], kw: nil, block: nil,
                  "#<MatchData \"\\nA\" n5:nil n1:\"\\nA\">", after: "/(?<n5>[^a\\s])*a{,2}(?<n1>(\\s\\h))/i")
        try check("\"\\nA\\n!Zab A\".scan(/(?<n5>[^a\\s])*a{,2}(?<n1>(\\s\\h))/i)", .str("\nA\n!Zab A"), "scan", [re("(?<n5>[^a\\s])*a{,2}(?<n1>(\\s\\h))", "i")], kw: nil, block: nil,
                  "[[nil, \"\\nA\"], [\"b\", \" A\"]]", after: "\"\\nA\\n!Zab A\"")
        try check("\"\\nA\\n!Zab A\".gsub(/(?<n5>[^a\\s])*a{,2}(?<n1>(\\s\\h))/i, \"<\\\\0>\")", .str("\nA\n!Zab A"), "gsub", [re("(?<n5>[^a\\s])*a{,2}(?<n1>(\\s\\h))", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<\\nA>\\n!Za<b A>\"", after: "\"\\nA\\n!Zab A\"")
        try check("/\\s[[:alpha:]]?\\S?/i.match(\"1\")", re("\\s[[:alpha:]]?\\S?", "i"), "match", [.str("1")], kw: nil, block: nil,
                  "nil", after: "/\\s[[:alpha:]]?\\S?/i")
        try check("\"1\".scan(/\\s[[:alpha:]]?\\S?/i)", .str("1"), "scan", [re("\\s[[:alpha:]]?\\S?", "i")], kw: nil, block: nil,
                  "[]", after: "\"1\"")
        try check("\"1\".gsub(/\\s[[:alpha:]]?\\S?/i, \"<\\\\0>\")", .str("1"), "gsub", [re("\\s[[:alpha:]]?\\S?", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"1\"", after: "\"1\"")
        try check("/\\b/i.match(\"ab ZZ\")", re("\\b", "i"), "match", [.str("ab ZZ")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\b/i")
        try check("\"ab ZZ\".scan(/\\b/i)", .str("ab ZZ"), "scan", [re("\\b", "i")], kw: nil, block: nil,
                  "[\"\", \"\", \"\", \"\"]", after: "\"ab ZZ\"")
        try check("\"ab ZZ\".gsub(/\\b/i, \"<\\\\0>\")", .str("ab ZZ"), "gsub", [re("\\b", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>ab<> <>ZZ<>\"", after: "\"ab ZZ\"")
        try check("/\\d?\\w{,2}(?<n0>\\A)/i.match(\"bé\")", re("\\d?\\w{,2}(?<n0>\\A)", "i"), "match", [.str("bé")], kw: nil, block: nil,
                  "#<MatchData \"\" n0:\"\">", after: "/\\d?\\w{,2}(?<n0>\\A)/i")
        try check("\"bé\".scan(/\\d?\\w{,2}(?<n0>\\A)/i)", .str("bé"), "scan", [re("\\d?\\w{,2}(?<n0>\\A)", "i")], kw: nil, block: nil,
                  "[[\"\"]]", after: "\"bé\"")
        try check("\"bé\".gsub(/\\d?\\w{,2}(?<n0>\\A)/i, \"<\\\\0>\")", .str("bé"), "gsub", [re("\\d?\\w{,2}(?<n0>\\A)", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>bé\"", after: "\"bé\"")
        try check("/\\b^b+/.match(\" \\nZAaba \")", re("\\b^b+", ""), "match", [.str(" \nZAaba ")], kw: nil, block: nil,
                  "nil", after: "/\\b^b+/")
        try check("\" \\nZAaba \".scan(/\\b^b+/)", .str(" \nZAaba "), "scan", [re("\\b^b+", "")], kw: nil, block: nil,
                  "[]", after: "\" \\nZAaba \"")
        try check("\" \\nZAaba \".gsub(/\\b^b+/, \"<\\\\0>\")", .str(" \nZAaba "), "gsub", [re("\\b^b+", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\" \\nZAaba \"", after: "\" \\nZAaba \"")
        try check("/$[[:alpha:]]+?/.match(\"ab \")", re("$[[:alpha:]]+?", ""), "match", [.str("ab ")], kw: nil, block: nil,
                  "nil", after: "/$[[:alpha:]]+?/")
        try check("\"ab \".scan(/$[[:alpha:]]+?/)", .str("ab "), "scan", [re("$[[:alpha:]]+?", "")], kw: nil, block: nil,
                  "[]", after: "\"ab \"")
        try check("\"ab \".gsub(/$[[:alpha:]]+?/, \"<\\\\0>\")", .str("ab "), "gsub", [re("$[[:alpha:]]+?", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"ab \"", after: "\"ab \"")
        try check("/\\d{2}\\s/i.match(\"11!f\\n\")", re("\\d{2}\\s", "i"), "match", [.str("11!f\n")], kw: nil, block: nil,
                  "nil", after: "/\\d{2}\\s/i")
        try check("\"11!f\\n\".scan(/\\d{2}\\s/i)", .str("11!f\n"), "scan", [re("\\d{2}\\s", "i")], kw: nil, block: nil,
                  "[]", after: "\"11!f\\n\"")
        try check("\"11!f\\n\".gsub(/\\d{2}\\s/i, \"<\\\\0>\")", .str("11!f\n"), "gsub", [re("\\d{2}\\s", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"11!f\\n\"", after: "\"11!f\\n\"")
        try check("/\\z\\b[[:space:]]{,2}/i.match(\"ab!f babZ\")", re("\\z\\b[[:space:]]{,2}", "i"), "match", [.str("ab!f babZ")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\z\\b[[:space:]]{,2}/i")
        try check("\"ab!f babZ\".scan(/\\z\\b[[:space:]]{,2}/i)", .str("ab!f babZ"), "scan", [re("\\z\\b[[:space:]]{,2}", "i")], kw: nil, block: nil,
                  "[\"\"]", after: "\"ab!f babZ\"")
        try check("\"ab!f babZ\".gsub(/\\z\\b[[:space:]]{,2}/i, \"<\\\\0>\")", .str("ab!f babZ"), "gsub", [re("\\z\\b[[:space:]]{,2}", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"ab!f babZ<>\"", after: "\"ab!f babZ\"")
        try check("/\\w?/.match(\"ab!\")", re("\\w?", ""), "match", [.str("ab!")], kw: nil, block: nil,
                  "#<MatchData \"a\">", after: "/\\w?/")
        try check("\"ab!\".scan(/\\w?/)", .str("ab!"), "scan", [re("\\w?", "")], kw: nil, block: nil,
                  "[\"a\", \"b\", \"\", \"\"]", after: "\"ab!\"")
        try check("\"ab!\".gsub(/\\w?/, \"<\\\\0>\")", .str("ab!"), "gsub", [re("\\w?", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<a><b><>!<>\"", after: "\"ab!\"")
        try check("/\\A(\\w\\W){,2}(?<n4>\\b)/i.match(\"bff\\na\")", re("\\A(\\w\\W){,2}(?<n4>\\b)", "i"), "match", [.str("bff\na")], kw: nil, block: nil,
                  "#<MatchData \"\" n4:\"\">", after: "/\\A(\\w\\W){,2}(?<n4>\\b)/i")
        try check("\"bff\\na\".scan(/\\A(\\w\\W){,2}(?<n4>\\b)/i)", .str("bff\na"), "scan", [re("\\A(\\w\\W){,2}(?<n4>\\b)", "i")], kw: nil, block: nil,
                  "[[\"\"]]", after: "\"bff\\na\"")
        try check("\"bff\\na\".gsub(/\\A(\\w\\W){,2}(?<n4>\\b)/i, \"<\\\\0>\")", .str("bff\na"), "gsub", [re("\\A(\\w\\W){,2}(?<n4>\\b)", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>bff\\na\"", after: "\"bff\\na\"")
        try check("/é+?(\\s\\W)+?\\p{Alpha}+/i.match(\"ababbZ \")", re("é+?(\\s\\W)+?\\p{Alpha}+", "i"), "match", [.str("ababbZ ")], kw: nil, block: nil,
                  "nil", after: "/é+?(\\s\\W)+?\\p{Alpha}+/i")
        try check("\"ababbZ \".scan(/é+?(\\s\\W)+?\\p{Alpha}+/i)", .str("ababbZ "), "scan", [re("é+?(\\s\\W)+?\\p{Alpha}+", "i")], kw: nil, block: nil,
                  "[]", after: "\"ababbZ \"")
        try check("\"ababbZ \".gsub(/é+?(\\s\\W)+?\\p{Alpha}+/i, \"<\\\\0>\")", .str("ababbZ "), "gsub", [re("é+?(\\s\\W)+?\\p{Alpha}+", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"ababbZ \"", after: "\"ababbZ \"")
        try check("/(?<n6>\\h){,2}/i.match(\"1Aa1aé a\")", re("(?<n6>\\h){,2}", "i"), "match", [.str("1Aa1aé a")], kw: nil, block: nil,
                  "#<MatchData \"1A\" n6:\"A\">", after: "/(?<n6>\\h){,2}/i")
        try check("\"1Aa1aé a\".scan(/(?<n6>\\h){,2}/i)", .str("1Aa1aé a"), "scan", [re("(?<n6>\\h){,2}", "i")], kw: nil, block: nil,
                  "[[\"A\"], [\"1\"], [\"a\"], [nil], [nil], [\"a\"], [nil]]", after: "\"1Aa1aé a\"")
        try check("\"1Aa1aé a\".gsub(/(?<n6>\\h){,2}/i, \"<\\\\0>\")", .str("1Aa1aé a"), "gsub", [re("(?<n6>\\h){,2}", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<1A><a1><a><>é<> <a><>\"", after: "\"1Aa1aé a\"")
        try check("/[[:space:]]{,2}.{,2}\\w+/.match(\"a\")", re("[[:space:]]{,2}.{,2}\\w+", ""), "match", [.str("a")], kw: nil, block: nil,
                  "#<MatchData \"a\">", after: "/[[:space:]]{,2}.{,2}\\w+/")
        try check("\"a\".scan(/[[:space:]]{,2}.{,2}\\w+/)", .str("a"), "scan", [re("[[:space:]]{,2}.{,2}\\w+", "")], kw: nil, block: nil,
                  "[\"a\"]", after: "\"a\"")
        try check("\"a\".gsub(/[[:space:]]{,2}.{,2}\\w+/, \"<\\\\0>\")", .str("a"), "gsub", [re("[[:space:]]{,2}.{,2}\\w+", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<a>\"", after: "\"a\"")
        try check("/\\s(?<n4>[ab])/.match(\"b!Zéaé\")", re("\\s(?<n4>[ab])", ""), "match", [.str("b!Zéaé")], kw: nil, block: nil,
                  "nil", after: "/\\s(?<n4>[ab])/")
        try check("\"b!Zéaé\".scan(/\\s(?<n4>[ab])/)", .str("b!Zéaé"), "scan", [re("\\s(?<n4>[ab])", "")], kw: nil, block: nil,
                  "[]", after: "\"b!Zéaé\"")
        try check("\"b!Zéaé\".gsub(/\\s(?<n4>[ab])/, \"<\\\\0>\")", .str("b!Zéaé"), "gsub", [re("\\s(?<n4>[ab])", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"b!Zéaé\"", after: "\"b!Zéaé\"")
        try check("/$/m.match(\"!A11abZ  \")", re("$", "m"), "match", [.str("!A11abZ  ")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/$/m")
        try check("\"!A11abZ  \".scan(/$/m)", .str("!A11abZ  "), "scan", [re("$", "m")], kw: nil, block: nil,
                  "[\"\"]", after: "\"!A11abZ  \"")
        try check("\"!A11abZ  \".gsub(/$/m, \"<\\\\0>\")", .str("!A11abZ  "), "gsub", [re("$", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"!A11abZ  <>\"", after: "\"!A11abZ  \"")
        try check("/[[:punct:]]*?[^a\\s]+?/m.match(\"abfAab\\n\\né\")", re("[[:punct:]]*?[^a\\s]+?", "m"), "match", [.str("abfAab\n\né")], kw: nil, block: nil,
                  "#<MatchData \"b\">", after: "/[[:punct:]]*?[^a\\s]+?/m")
        try check("\"abfAab\\n\\né\".scan(/[[:punct:]]*?[^a\\s]+?/m)", .str("abfAab\n\né"), "scan", [re("[[:punct:]]*?[^a\\s]+?", "m")], kw: nil, block: nil,
                  "[\"b\", \"f\", \"A\", \"b\", \"é\"]", after: "\"abfAab\\n\\né\"")
        try check("\"abfAab\\n\\né\".gsub(/[[:punct:]]*?[^a\\s]+?/m, \"<\\\\0>\")", .str("abfAab\n\né"), "gsub", [re("[[:punct:]]*?[^a\\s]+?", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"a<b><f><A>a<b>\\n\\n<é>\"", after: "\"abfAab\\n\\né\"")
        try check("/(?<n5>\\h){,2}\\p{Alpha}+?[^a\\s]/.match(\"1Aabab\\naZ\")", re("(?<n5>\\h){,2}\\p{Alpha}+?[^a\\s]", ""), "match", [.str("1Aabab\naZ")], kw: nil, block: nil,
                  "#<MatchData \"1Aab\" n5:\"A\">", after: "/(?<n5>\\h){,2}\\p{Alpha}+?[^a\\s]/")
        try check("\"1Aabab\\naZ\".scan(/(?<n5>\\h){,2}\\p{Alpha}+?[^a\\s]/)", .str("1Aabab\naZ"), "scan", [re("(?<n5>\\h){,2}\\p{Alpha}+?[^a\\s]", "")], kw: nil, block: nil,
                  "[[\"A\"], [nil], [nil]]", after: "\"1Aabab\\naZ\"")
        try check("\"1Aabab\\naZ\".gsub(/(?<n5>\\h){,2}\\p{Alpha}+?[^a\\s]/, \"<\\\\0>\")", .str("1Aabab\naZ"), "gsub", [re("(?<n5>\\h){,2}\\p{Alpha}+?[^a\\s]", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<1Aab><ab>\\n<aZ>\"", after: "\"1Aabab\\naZ\"")
        try check("/\\p{Alpha}+?b?^/i.match(\"  bA\")", re("\\p{Alpha}+?b?^", "i"), "match", [.str("  bA")], kw: nil, block: nil,
                  "nil", after: "/\\p{Alpha}+?b?^/i")
        try check("\"  bA\".scan(/\\p{Alpha}+?b?^/i)", .str("  bA"), "scan", [re("\\p{Alpha}+?b?^", "i")], kw: nil, block: nil,
                  "[]", after: "\"  bA\"")
        try check("\"  bA\".gsub(/\\p{Alpha}+?b?^/i, \"<\\\\0>\")", .str("  bA"), "gsub", [re("\\p{Alpha}+?b?^", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"  bA\"", after: "\"  bA\"")
        try check("/^./i.match(\"fA\")", re("^.", "i"), "match", [.str("fA")], kw: nil, block: nil,
                  "#<MatchData \"f\">", after: "/^./i")
        try check("\"fA\".scan(/^./i)", .str("fA"), "scan", [re("^.", "i")], kw: nil, block: nil,
                  "[\"f\"]", after: "\"fA\"")
        try check("\"fA\".gsub(/^./i, \"<\\\\0>\")", .str("fA"), "gsub", [re("^.", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<f>A\"", after: "\"fA\"")
        try check("/([[:alpha:]][[:space:]])*\\s*(?<n8>\\d)?/i.match(\"abfaé\\n\")", re("([[:alpha:]][[:space:]])*\\s*(?<n8>\\d)?", "i"), "match", [.str("abfaé\n")], kw: nil, block: nil,
                  "#<MatchData \"\" n8:nil>", after: "/([[:alpha:]][[:space:]])*\\s*(?<n8>\\d)?/i")
        try check("\"abfaé\\n\".scan(/([[:alpha:]][[:space:]])*\\s*(?<n8>\\d)?/i)", .str("abfaé\n"), "scan", [re("([[:alpha:]][[:space:]])*\\s*(?<n8>\\d)?", "i")], kw: nil, block: nil,
                  "[[nil], [nil], [nil], [nil], [nil], [nil]]", after: "\"abfaé\\n\"")
        try check("\"abfaé\\n\".gsub(/([[:alpha:]][[:space:]])*\\s*(?<n8>\\d)?/i, \"<\\\\0>\")", .str("abfaé\n"), "gsub", [re("([[:alpha:]][[:space:]])*\\s*(?<n8>\\d)?", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>a<>b<>f<>a<é\\n><>\"", after: "\"abfaé\\n\"")
        try check("/\\S{2}/i.match(\"af\")", re("\\S{2}", "i"), "match", [.str("af")], kw: nil, block: nil,
                  "#<MatchData \"af\">", after: "/\\S{2}/i")
        try check("\"af\".scan(/\\S{2}/i)", .str("af"), "scan", [re("\\S{2}", "i")], kw: nil, block: nil,
                  "[\"af\"]", after: "\"af\"")
        try check("\"af\".gsub(/\\S{2}/i, \"<\\\\0>\")", .str("af"), "gsub", [re("\\S{2}", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<af>\"", after: "\"af\"")
        try check("/(?<n2>b){,2}\\z(?<n5>é)+?/i.match(\"fb1\\n\")", re("(?<n2>b){,2}\\z(?<n5>é)+?", "i"), "match", [.str("fb1\n")], kw: nil, block: nil,
                  "nil", after: "/(?<n2>b){,2}\\z(?<n5>é)+?/i")
        try check("\"fb1\\n\".scan(/(?<n2>b){,2}\\z(?<n5>é)+?/i)", .str("fb1\n"), "scan", [re("(?<n2>b){,2}\\z(?<n5>é)+?", "i")], kw: nil, block: nil,
                  "[]", after: "\"fb1\\n\"")
        try check("\"fb1\\n\".gsub(/(?<n2>b){,2}\\z(?<n5>é)+?/i, \"<\\\\0>\")", .str("fb1\n"), "gsub", [re("(?<n2>b){,2}\\z(?<n5>é)+?", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"fb1\\n\"", after: "\"fb1\\n\"")
        try check("/(\\A\\w){1,2}\\W([^a\\s]\\Z){,2}/m.match(\"b!ab!\\n!\")", re("(\\A\\w){1,2}\\W([^a\\s]\\Z){,2}", "m"), "match", [.str("b!ab!\n!")], kw: nil, block: nil,
                  "#<MatchData \"b!\" 1:\"b\" 2:nil>", after: "/(\\A\\w){1,2}\\W([^a\\s]\\Z){,2}/m")
        try check("\"b!ab!\\n!\".scan(/(\\A\\w){1,2}\\W([^a\\s]\\Z){,2}/m)", .str("b!ab!\n!"), "scan", [re("(\\A\\w){1,2}\\W([^a\\s]\\Z){,2}", "m")], kw: nil, block: nil,
                  "[[\"b\", nil]]", after: "\"b!ab!\\n!\"")
        try check("\"b!ab!\\n!\".gsub(/(\\A\\w){1,2}\\W([^a\\s]\\Z){,2}/m, \"<\\\\0>\")", .str("b!ab!\n!"), "gsub", [re("(\\A\\w){1,2}\\W([^a\\s]\\Z){,2}", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<b!>ab!\\n!\"", after: "\"b!ab!\\n!\"")
        try check("/\\p{Alpha}{1,2}(é\\h)+/m.match(\"\\n\\nZb\")", re("\\p{Alpha}{1,2}(é\\h)+", "m"), "match", [.str("\n\nZb")], kw: nil, block: nil,
                  "nil", after: "/\\p{Alpha}{1,2}(é\\h)+/m")
        try check("\"\\n\\nZb\".scan(/\\p{Alpha}{1,2}(é\\h)+/m)", .str("\n\nZb"), "scan", [re("\\p{Alpha}{1,2}(é\\h)+", "m")], kw: nil, block: nil,
                  "[]", after: "\"\\n\\nZb\"")
        try check("\"\\n\\nZb\".gsub(/\\p{Alpha}{1,2}(é\\h)+/m, \"<\\\\0>\")", .str("\n\nZb"), "gsub", [re("\\p{Alpha}{1,2}(é\\h)+", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\\n\\nZb\"", after: "\"\\n\\nZb\"")
        try check("/é\\W+[^a\\s]/.match(\"af\\n\")", re("é\\W+[^a\\s]", ""), "match", [.str("af\n")], kw: nil, block: nil,
                  "nil", after: "/é\\W+[^a\\s]/")
        try check("\"af\\n\".scan(/é\\W+[^a\\s]/)", .str("af\n"), "scan", [re("é\\W+[^a\\s]", "")], kw: nil, block: nil,
                  "[]", after: "\"af\\n\"")
        try check("\"af\\n\".gsub(/é\\W+[^a\\s]/, \"<\\\\0>\")", .str("af\n"), "gsub", [re("é\\W+[^a\\s]", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"af\\n\"", after: "\"af\\n\"")
        try check("/\\w*[[:upper:]]{2}/m.match(\"1a é\")", re("\\w*[[:upper:]]{2}", "m"), "match", [.str("1a é")], kw: nil, block: nil,
                  "nil", after: "/\\w*[[:upper:]]{2}/m")
        try check("\"1a é\".scan(/\\w*[[:upper:]]{2}/m)", .str("1a é"), "scan", [re("\\w*[[:upper:]]{2}", "m")], kw: nil, block: nil,
                  "[]", after: "\"1a é\"")
        try check("\"1a é\".gsub(/\\w*[[:upper:]]{2}/m, \"<\\\\0>\")", .str("1a é"), "gsub", [re("\\w*[[:upper:]]{2}", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"1a é\"", after: "\"1a é\"")
        try check("/\\w{,2}[[:upper:]]*?/m.match(\" Z\")", re("\\w{,2}[[:upper:]]*?", "m"), "match", [.str(" Z")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\w{,2}[[:upper:]]*?/m")
        try check("\" Z\".scan(/\\w{,2}[[:upper:]]*?/m)", .str(" Z"), "scan", [re("\\w{,2}[[:upper:]]*?", "m")], kw: nil, block: nil,
                  "[\"\", \"Z\", \"\"]", after: "\" Z\"")
        try check("\" Z\".gsub(/\\w{,2}[[:upper:]]*?/m, \"<\\\\0>\")", .str(" Z"), "gsub", [re("\\w{,2}[[:upper:]]*?", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<> <Z><>\"", after: "\" Z\"")
        try check("/.a+[[:alpha:]]/i.match(\"fab\")", re(".a+[[:alpha:]]", "i"), "match", [.str("fab")], kw: nil, block: nil,
                  "#<MatchData \"fab\">", after: "/.a+[[:alpha:]]/i")
        try check("\"fab\".scan(/.a+[[:alpha:]]/i)", .str("fab"), "scan", [re(".a+[[:alpha:]]", "i")], kw: nil, block: nil,
                  "[\"fab\"]", after: "\"fab\"")
        try check("\"fab\".gsub(/.a+[[:alpha:]]/i, \"<\\\\0>\")", .str("fab"), "gsub", [re(".a+[[:alpha:]]", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<fab>\"", after: "\"fab\"")
        try check("/$[[:upper:]]{,2}/i.match(\"\\nf!b1Z\")", re("$[[:upper:]]{,2}", "i"), "match", [.str("\nf!b1Z")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/$[[:upper:]]{,2}/i")
        try check("\"\\nf!b1Z\".scan(/$[[:upper:]]{,2}/i)", .str("\nf!b1Z"), "scan", [re("$[[:upper:]]{,2}", "i")], kw: nil, block: nil,
                  "[\"\", \"\"]", after: "\"\\nf!b1Z\"")
        try check("\"\\nf!b1Z\".gsub(/$[[:upper:]]{,2}/i, \"<\\\\0>\")", .str("\nf!b1Z"), "gsub", [re("$[[:upper:]]{,2}", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>\\nf!b1Z<>\"", after: "\"\\nf!b1Z\"")
        try check("/\\w*\\Z/m.match(\"ZababaZ1\")", re("\\w*\\Z", "m"), "match", [.str("ZababaZ1")], kw: nil, block: nil,
                  "#<MatchData \"ZababaZ1\">", after: "/\\w*\\Z/m")
        try check("\"ZababaZ1\".scan(/\\w*\\Z/m)", .str("ZababaZ1"), "scan", [re("\\w*\\Z", "m")], kw: nil, block: nil,
                  "[\"ZababaZ1\", \"\"]", after: "\"ZababaZ1\"")
        try check("\"ZababaZ1\".gsub(/\\w*\\Z/m, \"<\\\\0>\")", .str("ZababaZ1"), "gsub", [re("\\w*\\Z", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<ZababaZ1><>\"", after: "\"ZababaZ1\"")
        try check("/([[:punct:]].)+/m.match(\"AAZ\")", re("([[:punct:]].)+", "m"), "match", [.str("AAZ")], kw: nil, block: nil,
                  "nil", after: "/([[:punct:]].)+/m")
        try check("\"AAZ\".scan(/([[:punct:]].)+/m)", .str("AAZ"), "scan", [re("([[:punct:]].)+", "m")], kw: nil, block: nil,
                  "[]", after: "\"AAZ\"")
        try check("\"AAZ\".gsub(/([[:punct:]].)+/m, \"<\\\\0>\")", .str("AAZ"), "gsub", [re("([[:punct:]].)+", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"AAZ\"", after: "\"AAZ\"")
        try check("/\\W{2}(?<n8>\\z)*/m.match(\"é\")", re("\\W{2}(?<n8>\\z)*", "m"), "match", [.str("é")], kw: nil, block: nil,
                  "nil", after: "/\\W{2}(?<n8>\\z)*/m")
        try check("\"é\".scan(/\\W{2}(?<n8>\\z)*/m)", .str("é"), "scan", [re("\\W{2}(?<n8>\\z)*", "m")], kw: nil, block: nil,
                  "[]", after: "\"é\"")
        try check("\"é\".gsub(/\\W{2}(?<n8>\\z)*/m, \"<\\\\0>\")", .str("é"), "gsub", [re("\\W{2}(?<n8>\\z)*", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"é\"", after: "\"é\"")
        try check("/\\d*?.+b*?/.match(\"A\")", re("\\d*?.+b*?", ""), "match", [.str("A")], kw: nil, block: nil,
                  "#<MatchData \"A\">", after: "/\\d*?.+b*?/")
        try check("\"A\".scan(/\\d*?.+b*?/)", .str("A"), "scan", [re("\\d*?.+b*?", "")], kw: nil, block: nil,
                  "[\"A\"]", after: "\"A\"")
        try check("\"A\".gsub(/\\d*?.+b*?/, \"<\\\\0>\")", .str("A"), "gsub", [re("\\d*?.+b*?", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<A>\"", after: "\"A\"")
        try check("/\\s{,2}/m.match(\"\\n\\nAA\")", re("\\s{,2}", "m"), "match", [.str("\n\nAA")], kw: nil, block: nil,
                  "#<MatchData \"\\n\\n\">", after: "/\\s{,2}/m")
        try check("\"\\n\\nAA\".scan(/\\s{,2}/m)", .str("\n\nAA"), "scan", [re("\\s{,2}", "m")], kw: nil, block: nil,
                  "[\"\\n\\n\", \"\", \"\", \"\"]", after: "\"\\n\\nAA\"")
        try check("\"\\n\\nAA\".gsub(/\\s{,2}/m, \"<\\\\0>\")", .str("\n\nAA"), "gsub", [re("\\s{,2}", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<\\n\\n><>A<>A<>\"", after: "\"\\n\\nAA\"")
        try check("/\\A\\S+/m.match(\"abb\")", re("\\A\\S+", "m"), "match", [.str("abb")], kw: nil, block: nil,
                  "#<MatchData \"abb\">", after: "/\\A\\S+/m")
        try check("\"abb\".scan(/\\A\\S+/m)", .str("abb"), "scan", [re("\\A\\S+", "m")], kw: nil, block: nil,
                  "[\"abb\"]", after: "\"abb\"")
        try check("\"abb\".gsub(/\\A\\S+/m, \"<\\\\0>\")", .str("abb"), "gsub", [re("\\A\\S+", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<abb>\"", after: "\"abb\"")
        try check("/([[:alpha:]]\\W)/.match(\"\")", re("([[:alpha:]]\\W)", ""), "match", [.str("")], kw: nil, block: nil,
                  "nil", after: "/([[:alpha:]]\\W)/")
        try check("\"\".scan(/([[:alpha:]]\\W)/)", .str(""), "scan", [re("([[:alpha:]]\\W)", "")], kw: nil, block: nil,
                  "[]", after: "\"\"")
        try check("\"\".gsub(/([[:alpha:]]\\W)/, \"<\\\\0>\")", .str(""), "gsub", [re("([[:alpha:]]\\W)", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("/(?<n5>[[:space:]]){,2}/.match(\"abé1éZf\")", re("(?<n5>[[:space:]]){,2}", ""), "match", [.str("abé1éZf")], kw: nil, block: nil,
                  "#<MatchData \"\" n5:nil>", after: "/(?<n5>[[:space:]]){,2}/")
        try check("\"abé1éZf\".scan(/(?<n5>[[:space:]]){,2}/)", .str("abé1éZf"), "scan", [re("(?<n5>[[:space:]]){,2}", "")], kw: nil, block: nil,
                  "[[nil], [nil], [nil], [nil], [nil], [nil], [nil], [nil]]", after: "\"abé1éZf\"")
        try check("\"abé1éZf\".gsub(/(?<n5>[[:space:]]){,2}/, \"<\\\\0>\")", .str("abé1éZf"), "gsub", [re("(?<n5>[[:space:]]){,2}", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>a<>b<>é<>1<>é<>Z<>f<>\"", after: "\"abé1éZf\"")
        try check("/(?<n4>[^a\\s])/.match(\" ZbZZ\")", re("(?<n4>[^a\\s])", ""), "match", [.str(" ZbZZ")], kw: nil, block: nil,
                  "#<MatchData \"Z\" n4:\"Z\">", after: "/(?<n4>[^a\\s])/")
        try check("\" ZbZZ\".scan(/(?<n4>[^a\\s])/)", .str(" ZbZZ"), "scan", [re("(?<n4>[^a\\s])", "")], kw: nil, block: nil,
                  "[[\"Z\"], [\"b\"], [\"Z\"], [\"Z\"]]", after: "\" ZbZZ\"")
        try check("\" ZbZZ\".gsub(/(?<n4>[^a\\s])/, \"<\\\\0>\")", .str(" ZbZZ"), "gsub", [re("(?<n4>[^a\\s])", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\" <Z><b><Z><Z>\"", after: "\" ZbZZ\"")
        try check("/(\\z[[:punct:]])+?a/.match(\" abAA\\n\")", re("(\\z[[:punct:]])+?a", ""), "match", [.str(" abAA\n")], kw: nil, block: nil,
                  "nil", after: "/(\\z[[:punct:]])+?a/")
        try check("\" abAA\\n\".scan(/(\\z[[:punct:]])+?a/)", .str(" abAA\n"), "scan", [re("(\\z[[:punct:]])+?a", "")], kw: nil, block: nil,
                  "[]", after: "\" abAA\\n\"")
        try check("\" abAA\\n\".gsub(/(\\z[[:punct:]])+?a/, \"<\\\\0>\")", .str(" abAA\n"), "gsub", [re("(\\z[[:punct:]])+?a", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\" abAA\\n\"", after: "\" abAA\\n\"")
        try check("/\\A/m.match(\"é\\n\")", re("\\A", "m"), "match", [.str("é\n")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\A/m")
        try check("\"é\\n\".scan(/\\A/m)", .str("é\n"), "scan", [re("\\A", "m")], kw: nil, block: nil,
                  "[\"\"]", after: "\"é\\n\"")
        try check("\"é\\n\".gsub(/\\A/m, \"<\\\\0>\")", .str("é\n"), "gsub", [re("\\A", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>é\\n\"", after: "\"é\\n\"")
        try check("/\\z/i.match(\"Z!1Zaba\")", re("\\z", "i"), "match", [.str("Z!1Zaba")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\z/i")
        try check("\"Z!1Zaba\".scan(/\\z/i)", .str("Z!1Zaba"), "scan", [re("\\z", "i")], kw: nil, block: nil,
                  "[\"\"]", after: "\"Z!1Zaba\"")
        try check("\"Z!1Zaba\".gsub(/\\z/i, \"<\\\\0>\")", .str("Z!1Zaba"), "gsub", [re("\\z", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"Z!1Zaba<>\"", after: "\"Z!1Zaba\"")
        try check("/[ab]+?a*?(?<n1>$)/i.match(\"f!1\")", re("[ab]+?a*?(?<n1>$)", "i"), "match", [.str("f!1")], kw: nil, block: nil,
                  "nil", after: "/[ab]+?a*?(?<n1>$)/i")
        try check("\"f!1\".scan(/[ab]+?a*?(?<n1>$)/i)", .str("f!1"), "scan", [re("[ab]+?a*?(?<n1>$)", "i")], kw: nil, block: nil,
                  "[]", after: "\"f!1\"")
        try check("\"f!1\".gsub(/[ab]+?a*?(?<n1>$)/i, \"<\\\\0>\")", .str("f!1"), "gsub", [re("[ab]+?a*?(?<n1>$)", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"f!1\"", after: "\"f!1\"")
        try check("/[^a\\s]*?(\\d^)+?/i.match(\"a\\n\")", re("[^a\\s]*?(\\d^)+?", "i"), "match", [.str("a\n")], kw: nil, block: nil,
                  "nil", after: "/[^a\\s]*?(\\d^)+?/i")
        try check("\"a\\n\".scan(/[^a\\s]*?(\\d^)+?/i)", .str("a\n"), "scan", [re("[^a\\s]*?(\\d^)+?", "i")], kw: nil, block: nil,
                  "[]", after: "\"a\\n\"")
        try check("\"a\\n\".gsub(/[^a\\s]*?(\\d^)+?/i, \"<\\\\0>\")", .str("a\n"), "gsub", [re("[^a\\s]*?(\\d^)+?", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"a\\n\"", after: "\"a\\n\"")
        try check("/(?<n7>\\w)[[:space:]]{1,2}/m.match(\"abab abZ ab!\")", re("(?<n7>\\w)[[:space:]]{1,2}", "m"), "match", [.str("abab abZ ab!")], kw: nil, block: nil,
                  "#<MatchData \"b \" n7:\"b\">", after: "/(?<n7>\\w)[[:space:]]{1,2}/m")
        try check("\"abab abZ ab!\".scan(/(?<n7>\\w)[[:space:]]{1,2}/m)", .str("abab abZ ab!"), "scan", [re("(?<n7>\\w)[[:space:]]{1,2}", "m")], kw: nil, block: nil,
                  "[[\"b\"], [\"Z\"]]", after: "\"abab abZ ab!\"")
        try check("\"abab abZ ab!\".gsub(/(?<n7>\\w)[[:space:]]{1,2}/m, \"<\\\\0>\")", .str("abab abZ ab!"), "gsub", [re("(?<n7>\\w)[[:space:]]{1,2}", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"aba<b >ab<Z >ab!\"", after: "\"abab abZ ab!\"")
        try check("/b?\\p{Alpha}+[ab]{,2}/m.match(\"a1\")", re("b?\\p{Alpha}+[ab]{,2}", "m"), "match", [.str("a1")], kw: nil, block: nil,
                  "#<MatchData \"a\">", after: "/b?\\p{Alpha}+[ab]{,2}/m")
        try check("\"a1\".scan(/b?\\p{Alpha}+[ab]{,2}/m)", .str("a1"), "scan", [re("b?\\p{Alpha}+[ab]{,2}", "m")], kw: nil, block: nil,
                  "[\"a\"]", after: "\"a1\"")
        try check("\"a1\".gsub(/b?\\p{Alpha}+[ab]{,2}/m, \"<\\\\0>\")", .str("a1"), "gsub", [re("b?\\p{Alpha}+[ab]{,2}", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<a>1\"", after: "\"a1\"")
        try check("/(?<n4>(x\\Z))+?.+/m.match(\"!\")", re("(?<n4>(x\\Z))+?.+", "m"), "match", [.str("!")], kw: nil, block: nil,
                  "nil", after: "/(?<n4>(x\\Z))+?.+/m")
        try check("\"!\".scan(/(?<n4>(x\\Z))+?.+/m)", .str("!"), "scan", [re("(?<n4>(x\\Z))+?.+", "m")], kw: nil, block: nil,
                  "[]", after: "\"!\"")
        try check("\"!\".gsub(/(?<n4>(x\\Z))+?.+/m, \"<\\\\0>\")", .str("!"), "gsub", [re("(?<n4>(x\\Z))+?.+", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"!\"", after: "\"!\"")
        try check("/(?<n6>[ab])(\\b[^a\\s])+(?<n8>([[:alpha:]]x))*/.match(\"aab\")", re("(?<n6>[ab])(\\b[^a\\s])+(?<n8>([[:alpha:]]x))*", ""), "match", [.str("aab")], kw: nil, block: nil,
                  "nil", after: "/(?<n6>[ab])(\\b[^a\\s])+(?<n8>([[:alpha:]]x))*/")
        try check("\"aab\".scan(/(?<n6>[ab])(\\b[^a\\s])+(?<n8>([[:alpha:]]x))*/)", .str("aab"), "scan", [re("(?<n6>[ab])(\\b[^a\\s])+(?<n8>([[:alpha:]]x))*", "")], kw: nil, block: nil,
                  "[]", after: "\"aab\"")
        try check("\"aab\".gsub(/(?<n6>[ab])(\\b[^a\\s])+(?<n8>([[:alpha:]]x))*/, \"<\\\\0>\")", .str("aab"), "gsub", [re("(?<n6>[ab])(\\b[^a\\s])+(?<n8>([[:alpha:]]x))*", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"aab\"", after: "\"aab\"")
        try check("/(?<n3>$)+?/m.match(\"f!\\n\")", re("(?<n3>$)+?", "m"), "match", [.str("f!\n")], kw: nil, block: nil,
                  "#<MatchData \"\" n3:\"\">", after: "/(?<n3>$)+?/m")
        try check("\"f!\\n\".scan(/(?<n3>$)+?/m)", .str("f!\n"), "scan", [re("(?<n3>$)+?", "m")], kw: nil, block: nil,
                  "[[\"\"], [\"\"]]", after: "\"f!\\n\"")
        try check("\"f!\\n\".gsub(/(?<n3>$)+?/m, \"<\\\\0>\")", .str("f!\n"), "gsub", [re("(?<n3>$)+?", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"f!<>\\n<>\"", after: "\"f!\\n\"")
        try check("/\\z/.match(\"féZabaA\")", re("\\z", ""), "match", [.str("féZabaA")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\z/")
        try check("\"féZabaA\".scan(/\\z/)", .str("féZabaA"), "scan", [re("\\z", "")], kw: nil, block: nil,
                  "[\"\"]", after: "\"féZabaA\"")
        try check("\"féZabaA\".gsub(/\\z/, \"<\\\\0>\")", .str("féZabaA"), "gsub", [re("\\z", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"féZabaA<>\"", after: "\"féZabaA\"")
        try check("/(\\wb){,2}\\d+(?<n7>a)?/i.match(\"\")", re("(\\wb){,2}\\d+(?<n7>a)?", "i"), "match", [.str("")], kw: nil, block: nil,
                  "nil", after: "/(\\wb){,2}\\d+(?<n7>a)?/i")
        try check("\"\".scan(/(\\wb){,2}\\d+(?<n7>a)?/i)", .str(""), "scan", [re("(\\wb){,2}\\d+(?<n7>a)?", "i")], kw: nil, block: nil,
                  "[]", after: "\"\"")
        try check("\"\".gsub(/(\\wb){,2}\\d+(?<n7>a)?/i, \"<\\\\0>\")", .str(""), "gsub", [re("(\\wb){,2}\\d+(?<n7>a)?", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("/\\A$/.match(\"\\nZ\\n1a\")", re("\\A$", ""), "match", [.str("\nZ\n1a")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\A$/")
        try check("\"\\nZ\\n1a\".scan(/\\A$/)", .str("\nZ\n1a"), "scan", [re("\\A$", "")], kw: nil, block: nil,
                  "[\"\"]", after: "\"\\nZ\\n1a\"")
        try check("\"\\nZ\\n1a\".gsub(/\\A$/, \"<\\\\0>\")", .str("\nZ\n1a"), "gsub", [re("\\A$", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>\\nZ\\n1a\"", after: "\"\\nZ\\n1a\"")
        try check("/\\p{Alpha}{,2}(?<n1>[ab])/.match(\"abab\")", re("\\p{Alpha}{,2}(?<n1>[ab])", ""), "match", [.str("abab")], kw: nil, block: nil,
                  "#<MatchData \"aba\" n1:\"a\">", after: "/\\p{Alpha}{,2}(?<n1>[ab])/")
        try check("\"abab\".scan(/\\p{Alpha}{,2}(?<n1>[ab])/)", .str("abab"), "scan", [re("\\p{Alpha}{,2}(?<n1>[ab])", "")], kw: nil, block: nil,
                  "[[\"a\"], [\"b\"]]", after: "\"abab\"")
        try check("\"abab\".gsub(/\\p{Alpha}{,2}(?<n1>[ab])/, \"<\\\\0>\")", .str("abab"), "gsub", [re("\\p{Alpha}{,2}(?<n1>[ab])", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<aba><b>\"", after: "\"abab\"")
        try check("/\\W/i.match(\"babf!Af Z\")", re("\\W", "i"), "match", [.str("babf!Af Z")], kw: nil, block: nil,
                  "#<MatchData \"!\">", after: "/\\W/i")
        try check("\"babf!Af Z\".scan(/\\W/i)", .str("babf!Af Z"), "scan", [re("\\W", "i")], kw: nil, block: nil,
                  "[\"!\", \" \"]", after: "\"babf!Af Z\"")
        try check("\"babf!Af Z\".gsub(/\\W/i, \"<\\\\0>\")", .str("babf!Af Z"), "gsub", [re("\\W", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"babf<!>Af< >Z\"", after: "\"babf!Af Z\"")
        try check("/[[:punct:]]+\\S([[:upper:]]\\W)/m.match(\"!!1!b\\na\")", re("[[:punct:]]+\\S([[:upper:]]\\W)", "m"), "match", [.str("!!1!b\na")], kw: nil, block: nil,
                  "nil", after: "/[[:punct:]]+\\S([[:upper:]]\\W)/m")
        try check("\"!!1!b\\na\".scan(/[[:punct:]]+\\S([[:upper:]]\\W)/m)", .str("!!1!b\na"), "scan", [re("[[:punct:]]+\\S([[:upper:]]\\W)", "m")], kw: nil, block: nil,
                  "[]", after: "\"!!1!b\\na\"")
        try check("\"!!1!b\\na\".gsub(/[[:punct:]]+\\S([[:upper:]]\\W)/m, \"<\\\\0>\")", .str("!!1!b\na"), "gsub", [re("[[:punct:]]+\\S([[:upper:]]\\W)", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"!!1!b\\na\"", after: "\"!!1!b\\na\"")
        try check("/[^a\\s][ab]+x{2}/m.match(\"fZa\")", re("[^a\\s][ab]+x{2}", "m"), "match", [.str("fZa")], kw: nil, block: nil,
                  "nil", after: "/[^a\\s][ab]+x{2}/m")
        try check("\"fZa\".scan(/[^a\\s][ab]+x{2}/m)", .str("fZa"), "scan", [re("[^a\\s][ab]+x{2}", "m")], kw: nil, block: nil,
                  "[]", after: "\"fZa\"")
        try check("\"fZa\".gsub(/[^a\\s][ab]+x{2}/m, \"<\\\\0>\")", .str("fZa"), "gsub", [re("[^a\\s][ab]+x{2}", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"fZa\"", after: "\"fZa\"")
        try check("/a?[[:punct:]]?/.match(\"aZ aAa \\n\")", re("a?[[:punct:]]?", ""), "match", [.str("aZ aAa \n")], kw: nil, block: nil,
                  "#<MatchData \"a\">", after: "/a?[[:punct:]]?/")
        try check("\"aZ aAa \\n\".scan(/a?[[:punct:]]?/)", .str("aZ aAa \n"), "scan", [re("a?[[:punct:]]?", "")], kw: nil, block: nil,
                  "[\"a\", \"\", \"\", \"a\", \"\", \"a\", \"\", \"\", \"\"]", after: "\"aZ aAa \\n\"")
        try check("\"aZ aAa \\n\".gsub(/a?[[:punct:]]?/, \"<\\\\0>\")", .str("aZ aAa \n"), "gsub", [re("a?[[:punct:]]?", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<a><>Z<> <a><>A<a><> <>\\n<>\"", after: "\"aZ aAa \\n\"")
        try check("/\\S{1,2}/m.match(\"aab\\nab11\")", re("\\S{1,2}", "m"), "match", [.str("aab\nab11")], kw: nil, block: nil,
                  "#<MatchData \"aa\">", after: "/\\S{1,2}/m")
        try check("\"aab\\nab11\".scan(/\\S{1,2}/m)", .str("aab\nab11"), "scan", [re("\\S{1,2}", "m")], kw: nil, block: nil,
                  "[\"aa\", \"b\", \"ab\", \"11\"]", after: "\"aab\\nab11\"")
        try check("\"aab\\nab11\".gsub(/\\S{1,2}/m, \"<\\\\0>\")", .str("aab\nab11"), "gsub", [re("\\S{1,2}", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<aa><b>\\n<ab><11>\"", after: "\"aab\\nab11\"")
        try check("/^b{2}\\d{2}/.match(\"!a\")", re("^b{2}\\d{2}", ""), "match", [.str("!a")], kw: nil, block: nil,
                  "nil", after: "/^b{2}\\d{2}/")
        try check("\"!a\".scan(/^b{2}\\d{2}/)", .str("!a"), "scan", [re("^b{2}\\d{2}", "")], kw: nil, block: nil,
                  "[]", after: "\"!a\"")
        try check("\"!a\".gsub(/^b{2}\\d{2}/, \"<\\\\0>\")", .str("!a"), "gsub", [re("^b{2}\\d{2}", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"!a\"", after: "\"!a\"")
        try check("/.{,2}[[:upper:]]+?/.match(\"!éé!\")", re(".{,2}[[:upper:]]+?", ""), "match", [.str("!éé!")], kw: nil, block: nil,
                  "nil", after: "/.{,2}[[:upper:]]+?/")
        try check("\"!éé!\".scan(/.{,2}[[:upper:]]+?/)", .str("!éé!"), "scan", [re(".{,2}[[:upper:]]+?", "")], kw: nil, block: nil,
                  "[]", after: "\"!éé!\"")
        try check("\"!éé!\".gsub(/.{,2}[[:upper:]]+?/, \"<\\\\0>\")", .str("!éé!"), "gsub", [re(".{,2}[[:upper:]]+?", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"!éé!\"", after: "\"!éé!\"")
        try check("/.+?/i.match(\"\\n abaé\")", re(".+?", "i"), "match", [.str("\n abaé")], kw: nil, block: nil,
                  "#<MatchData \" \">", after: "/.+?/i")
        try check("\"\\n abaé\".scan(/.+?/i)", .str("\n abaé"), "scan", [re(".+?", "i")], kw: nil, block: nil,
                  "[\" \", \"a\", \"b\", \"a\", \"é\"]", after: "\"\\n abaé\"")
        try check("\"\\n abaé\".gsub(/.+?/i, \"<\\\\0>\")", .str("\n abaé"), "gsub", [re(".+?", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\\n< ><a><b><a><é>\"", after: "\"\\n abaé\"")
        try check("/(?<n1>\\A)?/.match(\"1b!a\")", re("(?<n1>\\A)?", ""), "match", [.str("1b!a")], kw: nil, block: nil,
                  "#<MatchData \"\" n1:\"\">", after: "/(?<n1>\\A)?/")
        try check("\"1b!a\".scan(/(?<n1>\\A)?/)", .str("1b!a"), "scan", [re("(?<n1>\\A)?", "")], kw: nil, block: nil,
                  "[[\"\"], [nil], [nil], [nil], [nil]]", after: "\"1b!a\"")
        try check("\"1b!a\".gsub(/(?<n1>\\A)?/, \"<\\\\0>\")", .str("1b!a"), "gsub", [re("(?<n1>\\A)?", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>1<>b<>!<>a<>\"", after: "\"1b!a\"")
        try check("/[^a\\s]+?([[:space:]]\\A){,2}/.match(\" bab!f\")", re("[^a\\s]+?([[:space:]]\\A){,2}", ""), "match", [.str(" bab!f")], kw: nil, block: nil,
                  "#<MatchData \"b\" 1:nil>", after: "/[^a\\s]+?([[:space:]]\\A){,2}/")
        try check("\" bab!f\".scan(/[^a\\s]+?([[:space:]]\\A){,2}/)", .str(" bab!f"), "scan", [re("[^a\\s]+?([[:space:]]\\A){,2}", "")], kw: nil, block: nil,
                  "[[nil], [nil], [nil], [nil]]", after: "\" bab!f\"")
        try check("\" bab!f\".gsub(/[^a\\s]+?([[:space:]]\\A){,2}/, \"<\\\\0>\")", .str(" bab!f"), "gsub", [re("[^a\\s]+?([[:space:]]\\A){,2}", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\" <b>a<b><!><f>\"", after: "\" bab!f\"")
        try check("/\\z\\w+?\\d{,2}/m.match(\"ZZZ!abf!é\")", re("\\z\\w+?\\d{,2}", "m"), "match", [.str("ZZZ!abf!é")], kw: nil, block: nil,
                  "nil", after: "/\\z\\w+?\\d{,2}/m")
        try check("\"ZZZ!abf!é\".scan(/\\z\\w+?\\d{,2}/m)", .str("ZZZ!abf!é"), "scan", [re("\\z\\w+?\\d{,2}", "m")], kw: nil, block: nil,
                  "[]", after: "\"ZZZ!abf!é\"")
        try check("\"ZZZ!abf!é\".gsub(/\\z\\w+?\\d{,2}/m, \"<\\\\0>\")", .str("ZZZ!abf!é"), "gsub", [re("\\z\\w+?\\d{,2}", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"ZZZ!abf!é\"", after: "\"ZZZ!abf!é\"")
        try check("/(\\da){,2}/m.match(\"!1a1a1bé\")", re("(\\da){,2}", "m"), "match", [.str("!1a1a1bé")], kw: nil, block: nil,
                  "#<MatchData \"\" 1:nil>", after: "/(\\da){,2}/m")
        try check("\"!1a1a1bé\".scan(/(\\da){,2}/m)", .str("!1a1a1bé"), "scan", [re("(\\da){,2}", "m")], kw: nil, block: nil,
                  "[[nil], [\"1a\"], [nil], [nil], [nil], [nil]]", after: "\"!1a1a1bé\"")
        try check("\"!1a1a1bé\".gsub(/(\\da){,2}/m, \"<\\\\0>\")", .str("!1a1a1bé"), "gsub", [re("(\\da){,2}", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>!<1a1a><>1<>b<>é<>\"", after: "\"!1a1a1bé\"")
        try check("/\\z/m.match(\"\\n \\nZ\")", re("\\z", "m"), "match", [.str("\n \nZ")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\z/m")
        try check("\"\\n \\nZ\".scan(/\\z/m)", .str("\n \nZ"), "scan", [re("\\z", "m")], kw: nil, block: nil,
                  "[\"\"]", after: "\"\\n \\nZ\"")
        try check("\"\\n \\nZ\".gsub(/\\z/m, \"<\\\\0>\")", .str("\n \nZ"), "gsub", [re("\\z", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\\n \\nZ<>\"", after: "\"\\n \\nZ\"")
        try check("/\\W*/.match(\"a\")", re("\\W*", ""), "match", [.str("a")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\W*/")
        try check("\"a\".scan(/\\W*/)", .str("a"), "scan", [re("\\W*", "")], kw: nil, block: nil,
                  "[\"\", \"\"]", after: "\"a\"")
        try check("\"a\".gsub(/\\W*/, \"<\\\\0>\")", .str("a"), "gsub", [re("\\W*", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>a<>\"", after: "\"a\"")
        try check("/(\\Zx){,2}^\\d/.match(\"a1aaab\")", re("(\\Zx){,2}^\\d", ""), "match", [.str("a1aaab")], kw: nil, block: nil,
                  "nil", after: "/(\\Zx){,2}^\\d/")
        try check("\"a1aaab\".scan(/(\\Zx){,2}^\\d/)", .str("a1aaab"), "scan", [re("(\\Zx){,2}^\\d", "")], kw: nil, block: nil,
                  "[]", after: "\"a1aaab\"")
        try check("\"a1aaab\".gsub(/(\\Zx){,2}^\\d/, \"<\\\\0>\")", .str("a1aaab"), "gsub", [re("(\\Zx){,2}^\\d", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"a1aaab\"", after: "\"a1aaab\"")
        try check("/\\d{2}\\h/i.match(\"aé\\n\")", re("\\d{2}\\h", "i"), "match", [.str("aé\n")], kw: nil, block: nil,
                  "nil", after: "/\\d{2}\\h/i")
        try check("\"aé\\n\".scan(/\\d{2}\\h/i)", .str("aé\n"), "scan", [re("\\d{2}\\h", "i")], kw: nil, block: nil,
                  "[]", after: "\"aé\\n\"")
        try check("\"aé\\n\".gsub(/\\d{2}\\h/i, \"<\\\\0>\")", .str("aé\n"), "gsub", [re("\\d{2}\\h", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"aé\\n\"", after: "\"aé\\n\"")
        try check("/\\bé*?[[:upper:]]/.match(\"\")", re("\\bé*?[[:upper:]]", ""), "match", [.str("")], kw: nil, block: nil,
                  "nil", after: "/\\bé*?[[:upper:]]/")
        try check("\"\".scan(/\\bé*?[[:upper:]]/)", .str(""), "scan", [re("\\bé*?[[:upper:]]", "")], kw: nil, block: nil,
                  "[]", after: "\"\"")
        try check("\"\".gsub(/\\bé*?[[:upper:]]/, \"<\\\\0>\")", .str(""), "gsub", [re("\\bé*?[[:upper:]]", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("/([[:space:]]\\p{Alpha}){2}/i.match(\"ababfé!\")", re("([[:space:]]\\p{Alpha}){2}", "i"), "match", [.str("ababfé!")], kw: nil, block: nil,
                  "nil", after: "/([[:space:]]\\p{Alpha}){2}/i")
        try check("\"ababfé!\".scan(/([[:space:]]\\p{Alpha}){2}/i)", .str("ababfé!"), "scan", [re("([[:space:]]\\p{Alpha}){2}", "i")], kw: nil, block: nil,
                  "[]", after: "\"ababfé!\"")
        try check("\"ababfé!\".gsub(/([[:space:]]\\p{Alpha}){2}/i, \"<\\\\0>\")", .str("ababfé!"), "gsub", [re("([[:space:]]\\p{Alpha}){2}", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"ababfé!\"", after: "\"ababfé!\"")
        try check("/b/.match(\"\\n\")", re("b", ""), "match", [.str("\n")], kw: nil, block: nil,
                  "nil", after: "/b/")
        try check("\"\\n\".scan(/b/)", .str("\n"), "scan", [re("b", "")], kw: nil, block: nil,
                  "[]", after: "\"\\n\"")
        try check("\"\\n\".gsub(/b/, \"<\\\\0>\")", .str("\n"), "gsub", [re("b", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"\\n\"", after: "\"\\n\"")
        try check("/\\S\\w?[ab]*/i.match(\"\")", re("\\S\\w?[ab]*", "i"), "match", [.str("")], kw: nil, block: nil,
                  "nil", after: "/\\S\\w?[ab]*/i")
        try check("\"\".scan(/\\S\\w?[ab]*/i)", .str(""), "scan", [re("\\S\\w?[ab]*", "i")], kw: nil, block: nil,
                  "[]", after: "\"\"")
        try check("\"\".gsub(/\\S\\w?[ab]*/i, \"<\\\\0>\")", .str(""), "gsub", [re("\\S\\w?[ab]*", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("/([[:punct:]][[:upper:]])+?^(\\d[[:punct:]])?/.match(\"Z\\n\\n\\n!\")", re("([[:punct:]][[:upper:]])+?^(\\d[[:punct:]])?", ""), "match", [.str("Z\n\n\n!")], kw: nil, block: nil,
                  "nil", after: "/([[:punct:]][[:upper:]])+?^(\\d[[:punct:]])?/")
        try check("\"Z\\n\\n\\n!\".scan(/([[:punct:]][[:upper:]])+?^(\\d[[:punct:]])?/)", .str("Z\n\n\n!"), "scan", [re("([[:punct:]][[:upper:]])+?^(\\d[[:punct:]])?", "")], kw: nil, block: nil,
                  "[]", after: "\"Z\\n\\n\\n!\"")
        try check("\"Z\\n\\n\\n!\".gsub(/([[:punct:]][[:upper:]])+?^(\\d[[:punct:]])?/, \"<\\\\0>\")", .str("Z\n\n\n!"), "gsub", [re("([[:punct:]][[:upper:]])+?^(\\d[[:punct:]])?", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"Z\\n\\n\\n!\"", after: "\"Z\\n\\n\\n!\"")
        try check("/(\\W[ab])$[ab]*?/i.match(\"A\")", re("(\\W[ab])$[ab]*?", "i"), "match", [.str("A")], kw: nil, block: nil,
                  "nil", after: "/(\\W[ab])$[ab]*?/i")
        try check("\"A\".scan(/(\\W[ab])$[ab]*?/i)", .str("A"), "scan", [re("(\\W[ab])$[ab]*?", "i")], kw: nil, block: nil,
                  "[]", after: "\"A\"")
        try check("\"A\".gsub(/(\\W[ab])$[ab]*?/i, \"<\\\\0>\")", .str("A"), "gsub", [re("(\\W[ab])$[ab]*?", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"A\"", after: "\"A\"")
        try check("/(\\w$)[[:punct:]]+?[^a\\s]+?/i.match(\"!Afa!Z!Z\")", re("(\\w$)[[:punct:]]+?[^a\\s]+?", "i"), "match", [.str("!Afa!Z!Z")], kw: nil, block: nil,
                  "nil", after: "/(\\w$)[[:punct:]]+?[^a\\s]+?/i")
        try check("\"!Afa!Z!Z\".scan(/(\\w$)[[:punct:]]+?[^a\\s]+?/i)", .str("!Afa!Z!Z"), "scan", [re("(\\w$)[[:punct:]]+?[^a\\s]+?", "i")], kw: nil, block: nil,
                  "[]", after: "\"!Afa!Z!Z\"")
        try check("\"!Afa!Z!Z\".gsub(/(\\w$)[[:punct:]]+?[^a\\s]+?/i, \"<\\\\0>\")", .str("!Afa!Z!Z"), "gsub", [re("(\\w$)[[:punct:]]+?[^a\\s]+?", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"!Afa!Z!Z\"", after: "\"!Afa!Z!Z\"")
        try check("/a?[[:alpha:]]/m.match(\"b\")", re("a?[[:alpha:]]", "m"), "match", [.str("b")], kw: nil, block: nil,
                  "#<MatchData \"b\">", after: "/a?[[:alpha:]]/m")
        try check("\"b\".scan(/a?[[:alpha:]]/m)", .str("b"), "scan", [re("a?[[:alpha:]]", "m")], kw: nil, block: nil,
                  "[\"b\"]", after: "\"b\"")
        try check("\"b\".gsub(/a?[[:alpha:]]/m, \"<\\\\0>\")", .str("b"), "gsub", [re("a?[[:alpha:]]", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<b>\"", after: "\"b\"")
        try check("/(\\S\\w)*(\\w[[:punct:]])/.match(\"Z é\\nAé \")", re("(\\S\\w)*(\\w[[:punct:]])", ""), "match", [.str("Z é\nAé ")], kw: nil, block: nil,
                  "nil", after: "/(\\S\\w)*(\\w[[:punct:]])/")
        try check("\"Z é\\nAé \".scan(/(\\S\\w)*(\\w[[:punct:]])/)", .str("Z é\nAé "), "scan", [re("(\\S\\w)*(\\w[[:punct:]])", "")], kw: nil, block: nil,
                  "[]", after: "\"Z é\\nAé \"")
        try check("\"Z é\\nAé \".gsub(/(\\S\\w)*(\\w[[:punct:]])/, \"<\\\\0>\")", .str("Z é\nAé "), "gsub", [re("(\\S\\w)*(\\w[[:punct:]])", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"Z é\\nAé \"", after: "\"Z é\\nAé \"")
        try check("/[^a\\s]+^/.match(\"\")", re("[^a\\s]+^", ""), "match", [.str("")], kw: nil, block: nil,
                  "nil", after: "/[^a\\s]+^/")
        try check("\"\".scan(/[^a\\s]+^/)", .str(""), "scan", [re("[^a\\s]+^", "")], kw: nil, block: nil,
                  "[]", after: "\"\"")
        try check("\"\".gsub(/[^a\\s]+^/, \"<\\\\0>\")", .str(""), "gsub", [re("[^a\\s]+^", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("/[[:upper:]]{,2}x*?/i.match(\" f Z\")", re("[[:upper:]]{,2}x*?", "i"), "match", [.str(" f Z")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/[[:upper:]]{,2}x*?/i")
        try check("\" f Z\".scan(/[[:upper:]]{,2}x*?/i)", .str(" f Z"), "scan", [re("[[:upper:]]{,2}x*?", "i")], kw: nil, block: nil,
                  "[\"\", \"f\", \"\", \"Z\", \"\"]", after: "\" f Z\"")
        try check("\" f Z\".gsub(/[[:upper:]]{,2}x*?/i, \"<\\\\0>\")", .str(" f Z"), "gsub", [re("[[:upper:]]{,2}x*?", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<> <f><> <Z><>\"", after: "\" f Z\"")
        try check("/\\w*/i.match(\"a1fZ\")", re("\\w*", "i"), "match", [.str("a1fZ")], kw: nil, block: nil,
                  "#<MatchData \"a1fZ\">", after: "/\\w*/i")
        try check("\"a1fZ\".scan(/\\w*/i)", .str("a1fZ"), "scan", [re("\\w*", "i")], kw: nil, block: nil,
                  "[\"a1fZ\", \"\"]", after: "\"a1fZ\"")
        try check("\"a1fZ\".gsub(/\\w*/i, \"<\\\\0>\")", .str("a1fZ"), "gsub", [re("\\w*", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<a1fZ><>\"", after: "\"a1fZ\"")
        try check("/(?<n1>.)/i.match(\"ZAéé\")", re("(?<n1>.)", "i"), "match", [.str("ZAéé")], kw: nil, block: nil,
                  "#<MatchData \"Z\" n1:\"Z\">", after: "/(?<n1>.)/i")
        try check("\"ZAéé\".scan(/(?<n1>.)/i)", .str("ZAéé"), "scan", [re("(?<n1>.)", "i")], kw: nil, block: nil,
                  "[[\"Z\"], [\"A\"], [\"é\"], [\"é\"]]", after: "\"ZAéé\"")
        try check("\"ZAéé\".gsub(/(?<n1>.)/i, \"<\\\\0>\")", .str("ZAéé"), "gsub", [re("(?<n1>.)", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<Z><A><é><é>\"", after: "\"ZAéé\"")
        try check("/é{2}/m.match(\"\\nb\")", re("é{2}", "m"), "match", [.str("\nb")], kw: nil, block: nil,
                  "nil", after: "/é{2}/m")
        try check("\"\\nb\".scan(/é{2}/m)", .str("\nb"), "scan", [re("é{2}", "m")], kw: nil, block: nil,
                  "[]", after: "\"\\nb\"")
        try check("\"\\nb\".gsub(/é{2}/m, \"<\\\\0>\")", .str("\nb"), "gsub", [re("é{2}", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\\nb\"", after: "\"\\nb\"")
        try check("/[^a\\s]*?a*?/m.match(\"aa1\")", re("[^a\\s]*?a*?", "m"), "match", [.str("aa1")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/[^a\\s]*?a*?/m")
        try check("\"aa1\".scan(/[^a\\s]*?a*?/m)", .str("aa1"), "scan", [re("[^a\\s]*?a*?", "m")], kw: nil, block: nil,
                  "[\"\", \"\", \"\", \"\"]", after: "\"aa1\"")
        try check("\"aa1\".gsub(/[^a\\s]*?a*?/m, \"<\\\\0>\")", .str("aa1"), "gsub", [re("[^a\\s]*?a*?", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>a<>a<>1<>\"", after: "\"aa1\"")
        try check("/^é?/.match(\"éAf1AabA\")", re("^é?", ""), "match", [.str("éAf1AabA")], kw: nil, block: nil,
                  "#<MatchData \"é\">", after: "/^é?/")
        try check("\"éAf1AabA\".scan(/^é?/)", .str("éAf1AabA"), "scan", [re("^é?", "")], kw: nil, block: nil,
                  "[\"é\"]", after: "\"éAf1AabA\"")
        try check("\"éAf1AabA\".gsub(/^é?/, \"<\\\\0>\")", .str("éAf1AabA"), "gsub", [re("^é?", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<é>Af1AabA\"", after: "\"éAf1AabA\"")
        try check("/\\b/.match(\"!\")", re("\\b", ""), "match", [.str("!")], kw: nil, block: nil,
                  "nil", after: "/\\b/")
        try check("\"!\".scan(/\\b/)", .str("!"), "scan", [re("\\b", "")], kw: nil, block: nil,
                  "[]", after: "\"!\"")
        try check("\"!\".gsub(/\\b/, \"<\\\\0>\")", .str("!"), "gsub", [re("\\b", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"!\"", after: "\"!\"")
        try check("/[ab]?[[:upper:]](.\\s)*/m.match(\"\")", re("[ab]?[[:upper:]](.\\s)*", "m"), "match", [.str("")], kw: nil, block: nil,
                  "nil", after: "/[ab]?[[:upper:]](.\\s)*/m")
        try check("\"\".scan(/[ab]?[[:upper:]](.\\s)*/m)", .str(""), "scan", [re("[ab]?[[:upper:]](.\\s)*", "m")], kw: nil, block: nil,
                  "[]", after: "\"\"")
        try check("\"\".gsub(/[ab]?[[:upper:]](.\\s)*/m, \"<\\\\0>\")", .str(""), "gsub", [re("[ab]?[[:upper:]](.\\s)*", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("/\\Z[[:space:]]+(?<n5>\\A)*/m.match(\"AfAab\")", re("\\Z[[:space:]]+(?<n5>\\A)*", "m"), "match", [.str("AfAab")], kw: nil, block: nil,
                  "nil", after: "/\\Z[[:space:]]+(?<n5>\\A)*/m")
        try check("\"AfAab\".scan(/\\Z[[:space:]]+(?<n5>\\A)*/m)", .str("AfAab"), "scan", [re("\\Z[[:space:]]+(?<n5>\\A)*", "m")], kw: nil, block: nil,
                  "[]", after: "\"AfAab\"")
        try check("\"AfAab\".gsub(/\\Z[[:space:]]+(?<n5>\\A)*/m, \"<\\\\0>\")", .str("AfAab"), "gsub", [re("\\Z[[:space:]]+(?<n5>\\A)*", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"AfAab\"", after: "\"AfAab\"")
        try check("/[[:punct:]]+?[[:punct:]]/m.match(\"é\")", re("[[:punct:]]+?[[:punct:]]", "m"), "match", [.str("é")], kw: nil, block: nil,
                  "nil", after: "/[[:punct:]]+?[[:punct:]]/m")
        try check("\"é\".scan(/[[:punct:]]+?[[:punct:]]/m)", .str("é"), "scan", [re("[[:punct:]]+?[[:punct:]]", "m")], kw: nil, block: nil,
                  "[]", after: "\"é\"")
        try check("\"é\".gsub(/[[:punct:]]+?[[:punct:]]/m, \"<\\\\0>\")", .str("é"), "gsub", [re("[[:punct:]]+?[[:punct:]]", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"é\"", after: "\"é\"")
        try check("/[[:space:]]{1,2}([[:punct:]]\\W){,2}/.match(\"!a\")", re("[[:space:]]{1,2}([[:punct:]]\\W){,2}", ""), "match", [.str("!a")], kw: nil, block: nil,
                  "nil", after: "/[[:space:]]{1,2}([[:punct:]]\\W){,2}/")
        try check("\"!a\".scan(/[[:space:]]{1,2}([[:punct:]]\\W){,2}/)", .str("!a"), "scan", [re("[[:space:]]{1,2}([[:punct:]]\\W){,2}", "")], kw: nil, block: nil,
                  "[]", after: "\"!a\"")
        try check("\"!a\".gsub(/[[:space:]]{1,2}([[:punct:]]\\W){,2}/, \"<\\\\0>\")", .str("!a"), "gsub", [re("[[:space:]]{1,2}([[:punct:]]\\W){,2}", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"!a\"", after: "\"!a\"")
        try check("/[ab]?/.match(\"\")", re("[ab]?", ""), "match", [.str("")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/[ab]?/")
        try check("\"\".scan(/[ab]?/)", .str(""), "scan", [re("[ab]?", "")], kw: nil, block: nil,
                  "[\"\"]", after: "\"\"")
        try check("\"\".gsub(/[ab]?/, \"<\\\\0>\")", .str(""), "gsub", [re("[ab]?", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>\"", after: "\"\"")
        try check("/x*[[:upper:]]+/m.match(\"\\n\")", re("x*[[:upper:]]+", "m"), "match", [.str("\n")], kw: nil, block: nil,
                  "nil", after: "/x*[[:upper:]]+/m")
        try check("\"\\n\".scan(/x*[[:upper:]]+/m)", .str("\n"), "scan", [re("x*[[:upper:]]+", "m")], kw: nil, block: nil,
                  "[]", after: "\"\\n\"")
        try check("\"\\n\".gsub(/x*[[:upper:]]+/m, \"<\\\\0>\")", .str("\n"), "gsub", [re("x*[[:upper:]]+", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\\n\"", after: "\"\\n\"")
        try check("/\\d*(\\S\\h){2}./.match(\"b\")", re("\\d*(\\S\\h){2}.", ""), "match", [.str("b")], kw: nil, block: nil,
                  "nil", after: "/\\d*(\\S\\h){2}./")
        try check("\"b\".scan(/\\d*(\\S\\h){2}./)", .str("b"), "scan", [re("\\d*(\\S\\h){2}.", "")], kw: nil, block: nil,
                  "[]", after: "\"b\"")
        try check("\"b\".gsub(/\\d*(\\S\\h){2}./, \"<\\\\0>\")", .str("b"), "gsub", [re("\\d*(\\S\\h){2}.", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"b\"", after: "\"b\"")
        try check("/\\z(^a){,2}(?<n8>(\\p{Alpha}.))?/.match(\"ab\")", re("\\z(^a){,2}(?<n8>(\\p{Alpha}.))?", ""), "match", [.str("ab")], kw: nil, block: nil,
                  "#<MatchData \"\" n8:nil>", after: "/\\z(^a){,2}(?<n8>(\\p{Alpha}.))?/")
        try check("\"ab\".scan(/\\z(^a){,2}(?<n8>(\\p{Alpha}.))?/)", .str("ab"), "scan", [re("\\z(^a){,2}(?<n8>(\\p{Alpha}.))?", "")], kw: nil, block: nil,
                  "[[nil]]", after: "\"ab\"")
        try check("\"ab\".gsub(/\\z(^a){,2}(?<n8>(\\p{Alpha}.))?/, \"<\\\\0>\")", .str("ab"), "gsub", [re("\\z(^a){,2}(?<n8>(\\p{Alpha}.))?", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"ab<>\"", after: "\"ab\"")
        try check("/[[:alpha:]]?é/.match(\"fZé\")", re("[[:alpha:]]?é", ""), "match", [.str("fZé")], kw: nil, block: nil,
                  "#<MatchData \"Zé\">", after: "/[[:alpha:]]?é/")
        try check("\"fZé\".scan(/[[:alpha:]]?é/)", .str("fZé"), "scan", [re("[[:alpha:]]?é", "")], kw: nil, block: nil,
                  "[\"Zé\"]", after: "\"fZé\"")
        try check("\"fZé\".gsub(/[[:alpha:]]?é/, \"<\\\\0>\")", .str("fZé"), "gsub", [re("[[:alpha:]]?é", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"f<Zé>\"", after: "\"fZé\"")
        try check("/\\d*é*(?<n6>[[:upper:]])+?/m.match(\"Za!\")", re("\\d*é*(?<n6>[[:upper:]])+?", "m"), "match", [.str("Za!")], kw: nil, block: nil,
                  "#<MatchData \"Z\" n6:\"Z\">", after: "/\\d*é*(?<n6>[[:upper:]])+?/m")
        try check("\"Za!\".scan(/\\d*é*(?<n6>[[:upper:]])+?/m)", .str("Za!"), "scan", [re("\\d*é*(?<n6>[[:upper:]])+?", "m")], kw: nil, block: nil,
                  "[[\"Z\"]]", after: "\"Za!\"")
        try check("\"Za!\".gsub(/\\d*é*(?<n6>[[:upper:]])+?/m, \"<\\\\0>\")", .str("Za!"), "gsub", [re("\\d*é*(?<n6>[[:upper:]])+?", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<Z>a!\"", after: "\"Za!\"")
        try check("/\\W{,2}/i.match(\"abAb1 1\")", re("\\W{,2}", "i"), "match", [.str("abAb1 1")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/\\W{,2}/i")
        try check("\"abAb1 1\".scan(/\\W{,2}/i)", .str("abAb1 1"), "scan", [re("\\W{,2}", "i")], kw: nil, block: nil,
                  "[\"\", \"\", \"\", \"\", \"\", \" \", \"\", \"\"]", after: "\"abAb1 1\"")
        try check("\"abAb1 1\".gsub(/\\W{,2}/i, \"<\\\\0>\")", .str("abAb1 1"), "gsub", [re("\\W{,2}", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>a<>b<>A<>b<>1< ><>1<>\"", after: "\"abAb1 1\"")
        try check("/(?<n0>\\S){1,2}([ab]\\A){1,2}/m.match(\"AAaab\")", re("(?<n0>\\S){1,2}([ab]\\A){1,2}", "m"), "match", [.str("AAaab")], kw: nil, block: nil,
                  "nil", after: "/(?<n0>\\S){1,2}([ab]\\A){1,2}/m")
        try check("\"AAaab\".scan(/(?<n0>\\S){1,2}([ab]\\A){1,2}/m)", .str("AAaab"), "scan", [re("(?<n0>\\S){1,2}([ab]\\A){1,2}", "m")], kw: nil, block: nil,
                  "[]", after: "\"AAaab\"")
        try check("\"AAaab\".gsub(/(?<n0>\\S){1,2}([ab]\\A){1,2}/m, \"<\\\\0>\")", .str("AAaab"), "gsub", [re("(?<n0>\\S){1,2}([ab]\\A){1,2}", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"AAaab\"", after: "\"AAaab\"")
        try check("/(?<n6>.)[[:alpha:]]{2}\\s*/m.match(\"\\na!\")", re("(?<n6>.)[[:alpha:]]{2}\\s*", "m"), "match", [.str("\na!")], kw: nil, block: nil,
                  "nil", after: "/(?<n6>.)[[:alpha:]]{2}\\s*/m")
        try check("\"\\na!\".scan(/(?<n6>.)[[:alpha:]]{2}\\s*/m)", .str("\na!"), "scan", [re("(?<n6>.)[[:alpha:]]{2}\\s*", "m")], kw: nil, block: nil,
                  "[]", after: "\"\\na!\"")
        try check("\"\\na!\".gsub(/(?<n6>.)[[:alpha:]]{2}\\s*/m, \"<\\\\0>\")", .str("\na!"), "gsub", [re("(?<n6>.)[[:alpha:]]{2}\\s*", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"\\na!\"", after: "\"\\na!\"")
        try check("/[[:space:]]?x/m.match(\"aba\")", re("[[:space:]]?x", "m"), "match", [.str("aba")], kw: nil, block: nil,
                  "nil", after: "/[[:space:]]?x/m")
        try check("\"aba\".scan(/[[:space:]]?x/m)", .str("aba"), "scan", [re("[[:space:]]?x", "m")], kw: nil, block: nil,
                  "[]", after: "\"aba\"")
        try check("\"aba\".gsub(/[[:space:]]?x/m, \"<\\\\0>\")", .str("aba"), "gsub", [re("[[:space:]]?x", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"aba\"", after: "\"aba\"")
        try check("/(\\z\\b){2}[^a\\s]?/.match(\"ababa\\n1\")", re("(\\z\\b){2}[^a\\s]?", ""), "match", [.str("ababa\n1")], kw: nil, block: nil,
                  "#<MatchData \"\" 1:\"\">", after: "/(\\z\\b){2}[^a\\s]?/")
        try check("\"ababa\\n1\".scan(/(\\z\\b){2}[^a\\s]?/)", .str("ababa\n1"), "scan", [re("(\\z\\b){2}[^a\\s]?", "")], kw: nil, block: nil,
                  "[[\"\"]]", after: "\"ababa\\n1\"")
        try check("\"ababa\\n1\".gsub(/(\\z\\b){2}[^a\\s]?/, \"<\\\\0>\")", .str("ababa\n1"), "gsub", [re("(\\z\\b){2}[^a\\s]?", ""), .str("<\\0>")], kw: nil, block: nil,
                  "\"ababa\\n1<>\"", after: "\"ababa\\n1\"")
        try check("/[[:alpha:]]+?[ab]+?/m.match(\"a\\n1é\")", re("[[:alpha:]]+?[ab]+?", "m"), "match", [.str("a\n1é")], kw: nil, block: nil,
                  "nil", after: "/[[:alpha:]]+?[ab]+?/m")
        try check("\"a\\n1é\".scan(/[[:alpha:]]+?[ab]+?/m)", .str("a\n1é"), "scan", [re("[[:alpha:]]+?[ab]+?", "m")], kw: nil, block: nil,
                  "[]", after: "\"a\\n1é\"")
        try check("\"a\\n1é\".gsub(/[[:alpha:]]+?[ab]+?/m, \"<\\\\0>\")", .str("a\n1é"), "gsub", [re("[[:alpha:]]+?[ab]+?", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"a\\n1é\"", after: "\"a\\n1é\"")
        try check("/[[:alpha:]]{2}([^a\\s][ab])+?/m.match(\"éabA1 a\")", re("[[:alpha:]]{2}([^a\\s][ab])+?", "m"), "match", [.str("éabA1 a")], kw: nil, block: nil,
                  "nil", after: "/[[:alpha:]]{2}([^a\\s][ab])+?/m")
        try check("\"éabA1 a\".scan(/[[:alpha:]]{2}([^a\\s][ab])+?/m)", .str("éabA1 a"), "scan", [re("[[:alpha:]]{2}([^a\\s][ab])+?", "m")], kw: nil, block: nil,
                  "[]", after: "\"éabA1 a\"")
        try check("\"éabA1 a\".gsub(/[[:alpha:]]{2}([^a\\s][ab])+?/m, \"<\\\\0>\")", .str("éabA1 a"), "gsub", [re("[[:alpha:]]{2}([^a\\s][ab])+?", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"éabA1 a\"", after: "\"éabA1 a\"")
        try check("/$é*?\\Z/m.match(\"af!1bab\")", re("$é*?\\Z", "m"), "match", [.str("af!1bab")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/$é*?\\Z/m")
        try check("\"af!1bab\".scan(/$é*?\\Z/m)", .str("af!1bab"), "scan", [re("$é*?\\Z", "m")], kw: nil, block: nil,
                  "[\"\"]", after: "\"af!1bab\"")
        try check("\"af!1bab\".gsub(/$é*?\\Z/m, \"<\\\\0>\")", .str("af!1bab"), "gsub", [re("$é*?\\Z", "m"), .str("<\\0>")], kw: nil, block: nil,
                  "\"af!1bab<>\"", after: "\"af!1bab\"")
        try check("/a*?/i.match(\"fZ 1abé1\")", re("a*?", "i"), "match", [.str("fZ 1abé1")], kw: nil, block: nil,
                  "#<MatchData \"\">", after: "/a*?/i")
        try check("\"fZ 1abé1\".scan(/a*?/i)", .str("fZ 1abé1"), "scan", [re("a*?", "i")], kw: nil, block: nil,
                  "[\"\", \"\", \"\", \"\", \"\", \"\", \"\", \"\", \"\"]", after: "\"fZ 1abé1\"")
        try check("\"fZ 1abé1\".gsub(/a*?/i, \"<\\\\0>\")", .str("fZ 1abé1"), "gsub", [re("a*?", "i"), .str("<\\0>")], kw: nil, block: nil,
                  "\"<>f<>Z<> <>1<>a<>b<>é<>1<>\"", after: "\"fZ 1abé1\"")
    }
}
