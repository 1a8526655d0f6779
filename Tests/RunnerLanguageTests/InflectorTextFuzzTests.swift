// Expected values recorded from ActiveSupport 6.1 for text drawn with a fixed seed (srand 1729);
// each case names the Ruby expression it mirrors.
import XCTest

@testable import RunnerLanguage

final class ActiveSupportTextFuzzTests: BuiltinsTestCase {
    func testRandomActiveSupportText() throws {
        try check("\"naïve  naïve\\nBaz-qux\\nof  \".squish", .str("naïve  naïve\nBaz-qux\nof  "), "squish", [], kw: nil, block: nil,
                  "\"naïve naïve Baz-qux of\"", after: "\"naïve  naïve\\nBaz-qux\\nof  \"")
        try check("\"café\\nHTML\\nHTML \\n of\\n\".squish", .str("café\nHTML\nHTML \n of\n"), "squish", [], kw: nil, block: nil,
                  "\"café HTML HTML of\"", after: "\"café\\nHTML\\nHTML \\n of\\n\"")
        try check("\"the\\thello\\na the  \".squish", .str("the\thello\na the  "), "squish", [], kw: nil, block: nil,
                  "\"the hello a the\"", after: "\"the\\thello\\na the  \"")
        try check("\"naïve  World\\tBaz-qux \\n \".squish", .str("naïve  World\tBaz-qux \n "), "squish", [], kw: nil, block: nil,
                  "\"naïve World Baz-qux\"", after: "\"naïve  World\\tBaz-qux \\n \"")
        try check("\"x_id\\n\".squish", .str("x_id\n"), "squish", [], kw: nil, block: nil,
                  "\"x_id\"", after: "\"x_id\\n\"")
        try check("\"42\\tx_id Über  foo_bar \\n ID \".squish", .str("42\tx_id Über  foo_bar \n ID "), "squish", [], kw: nil, block: nil,
                  "\"42 x_id Über foo_bar ID\"", after: "\"42\\tx_id Über  foo_bar \\n ID \"")
        try check("\"World \\n Baz-qux \\n the  \".squish", .str("World \n Baz-qux \n the  "), "squish", [], kw: nil, block: nil,
                  "\"World Baz-qux the\"", after: "\"World \\n Baz-qux \\n the  \"")
        try check("\"Über\\tx_id\\nBaz-qux\\nHTML\\t\".squish", .str("Über\tx_id\nBaz-qux\nHTML\t"), "squish", [], kw: nil, block: nil,
                  "\"Über x_id Baz-qux HTML\"", after: "\"Über\\tx_id\\nBaz-qux\\nHTML\\t\"")
        try check("\"of 42  \".squish", .str("of 42  "), "squish", [], kw: nil, block: nil,
                  "\"of 42\"", after: "\"of 42  \"")
        try check("\"hello hello  \".squish", .str("hello hello  "), "squish", [], kw: nil, block: nil,
                  "\"hello hello\"", after: "\"hello hello  \"")
        try check("\"of \\n of of \\n Über\\ta \\n \".squish", .str("of \n of of \n Über\ta \n "), "squish", [], kw: nil, block: nil,
                  "\"of of of Über a\"", after: "\"of \\n of of \\n Über\\ta \\n \"")
        try check("\"of\\t\".squish", .str("of\t"), "squish", [], kw: nil, block: nil,
                  "\"of\"", after: "\"of\\t\"")
        try check("\"Über 42 \\n naïve \\n a \\n \".squish", .str("Über 42 \n naïve \n a \n "), "squish", [], kw: nil, block: nil,
                  "\"Über 42 naïve a\"", after: "\"Über 42 \\n naïve \\n a \\n \"")
        try check("\"café  ID  ID\\ncafé \\n \".squish", .str("café  ID  ID\ncafé \n "), "squish", [], kw: nil, block: nil,
                  "\"café ID ID café\"", after: "\"café  ID  ID\\ncafé \\n \"")
        try check("\"hello\\ncafé \\n a \".squish", .str("hello\ncafé \n a "), "squish", [], kw: nil, block: nil,
                  "\"hello café a\"", after: "\"hello\\ncafé \\n a \"")
        try check("\"42 42 42\\nhello\\t\".squish", .str("42 42 42\nhello\t"), "squish", [], kw: nil, block: nil,
                  "\"42 42 42 hello\"", after: "\"42 42 42\\nhello\\t\"")
        try check("\"foo_bar\\nID \\n 42 HTML\\ncafé \".squish", .str("foo_bar\nID \n 42 HTML\ncafé "), "squish", [], kw: nil, block: nil,
                  "\"foo_bar ID 42 HTML café\"", after: "\"foo_bar\\nID \\n 42 HTML\\ncafé \"")
        try check("\"HTML \\n x_id \\n Über  \".squish", .str("HTML \n x_id \n Über  "), "squish", [], kw: nil, block: nil,
                  "\"HTML x_id Über\"", after: "\"HTML \\n x_id \\n Über  \"")
        try check("\"foo_bar\\t42\\na\\tBaz-qux\\tWorld  \".squish", .str("foo_bar\t42\na\tBaz-qux\tWorld  "), "squish", [], kw: nil, block: nil,
                  "\"foo_bar 42 a Baz-qux World\"", after: "\"foo_bar\\t42\\na\\tBaz-qux\\tWorld  \"")
        try check("\"the\\tthe  foo_bar\\thello \\n 42  \".squish", .str("the\tthe  foo_bar\thello \n 42  "), "squish", [], kw: nil, block: nil,
                  "\"the the foo_bar hello 42\"", after: "\"the\\tthe  foo_bar\\thello \\n 42  \"")
        try check("\"42 \\n \".squish", .str("42 \n "), "squish", [], kw: nil, block: nil,
                  "\"42\"", after: "\"42 \\n \"")
        try check("\"World\\tof  \".squish", .str("World\tof  "), "squish", [], kw: nil, block: nil,
                  "\"World of\"", after: "\"World\\tof  \"")
        try check("\"a of \\n a \".squish", .str("a of \n a "), "squish", [], kw: nil, block: nil,
                  "\"a of a\"", after: "\"a of \\n a \"")
        try check("\"of \\n of\\t\".squish", .str("of \n of\t"), "squish", [], kw: nil, block: nil,
                  "\"of of\"", after: "\"of \\n of\\t\"")
        try check("\"a  \".squish", .str("a  "), "squish", [], kw: nil, block: nil,
                  "\"a\"", after: "\"a  \"")
        try check("\"Über\\t\".truncate(18, separator: \" \")", .str("Über\t"), "truncate", [.integer(18)], kw: HashBox([(.symbol("separator"), .str(" "))]), block: nil,
                  "\"Über\\t\"", after: "\"Über\\t\"")
        try check("\"x_id of  \".truncate(7, omission: \"…\")", .str("x_id of  "), "truncate", [.integer(7)], kw: HashBox([(.symbol("omission"), .str("…"))]), block: nil,
                  "\"x_id o…\"", after: "\"x_id of  \"")
        try check("\"hello foo_bar\\nfoo_bar  Baz-qux\\n\".truncate(3, separator: /\\s/)", .str("hello foo_bar\nfoo_bar  Baz-qux\n"), "truncate", [.integer(3)], kw: HashBox([(.symbol("separator"), re("\\s", ""))]), block: nil,
                  "\"...\"", after: "\"hello foo_bar\\nfoo_bar  Baz-qux\\n\"")
        try check("\"hello\\tWorld\\n\".truncate(5, omission: \"…\")", .str("hello\tWorld\n"), "truncate", [.integer(5)], kw: HashBox([(.symbol("omission"), .str("…"))]), block: nil,
                  "\"hell…\"", after: "\"hello\\tWorld\\n\"")
        try check("\"hello \\n café\\nx_id \\n x_id  \".truncate(14, separator: /\\s/)", .str("hello \n café\nx_id \n x_id  "), "truncate", [.integer(14)], kw: HashBox([(.symbol("separator"), re("\\s", ""))]), block: nil,
                  "\"hello \\n...\"", after: "\"hello \\n café\\nx_id \\n x_id  \"")
        try check("\"a  x_id \\n HTML \\n \".truncate(11, omission: \"…\")", .str("a  x_id \n HTML \n "), "truncate", [.integer(11)], kw: HashBox([(.symbol("omission"), .str("…"))]), block: nil,
                  "\"a  x_id \\n …\"", after: "\"a  x_id \\n HTML \\n \"")
        try check("\"the\\nHTML  \".truncate(18, omission: \"…\")", .str("the\nHTML  "), "truncate", [.integer(18)], kw: HashBox([(.symbol("omission"), .str("…"))]), block: nil,
                  "\"the\\nHTML  \"", after: "\"the\\nHTML  \"")
        try check("\"foo_bar \\n \".truncate(4)", .str("foo_bar \n "), "truncate", [.integer(4)], kw: nil, block: nil,
                  "\"f...\"", after: "\"foo_bar \\n \"")
        try check("\"42 hello \".truncate(15, separator: \" \")", .str("42 hello "), "truncate", [.integer(15)], kw: HashBox([(.symbol("separator"), .str(" "))]), block: nil,
                  "\"42 hello \"", after: "\"42 hello \"")
        try check("\"HTML\\nHTML \\n ID \".truncate(6, separator: /\\s/)", .str("HTML\nHTML \n ID "), "truncate", [.integer(6)], kw: HashBox([(.symbol("separator"), re("\\s", ""))]), block: nil,
                  "\"HTM...\"", after: "\"HTML\\nHTML \\n ID \"")
        try check("\"HTML HTML\\n42\\t\".truncate(10)", .str("HTML HTML\n42\t"), "truncate", [.integer(10)], kw: nil, block: nil,
                  "\"HTML HT...\"", after: "\"HTML HTML\\n42\\t\"")
        try check("\"naïve Baz-qux\\tof \\n the  \".truncate(17)", .str("naïve Baz-qux\tof \n the  "), "truncate", [.integer(17)], kw: nil, block: nil,
                  "\"naïve Baz-qux\\t...\"", after: "\"naïve Baz-qux\\tof \\n the  \"")
        try check("\"foo_bar\\t42 \\n HTML \\n ID\\t42 \".truncate(9, separator: \" \")", .str("foo_bar\t42 \n HTML \n ID\t42 "), "truncate", [.integer(9)], kw: HashBox([(.symbol("separator"), .str(" "))]), block: nil,
                  "\"foo_ba...\"", after: "\"foo_bar\\t42 \\n HTML \\n ID\\t42 \"")
        try check("\"café  café  42\\t\".truncate(12)", .str("café  café  42\t"), "truncate", [.integer(12)], kw: nil, block: nil,
                  "\"café  caf...\"", after: "\"café  café  42\\t\"")
        try check("\"hello\\n\".truncate(3, separator: /\\s/)", .str("hello\n"), "truncate", [.integer(3)], kw: HashBox([(.symbol("separator"), re("\\s", ""))]), block: nil,
                  "\"...\"", after: "\"hello\\n\"")
        try check("\"Baz-qux\\nnaïve\\t\".truncate(15, separator: \" \")", .str("Baz-qux\nnaïve\t"), "truncate", [.integer(15)], kw: HashBox([(.symbol("separator"), .str(" "))]), block: nil,
                  "\"Baz-qux\\nnaïve\\t\"", after: "\"Baz-qux\\nnaïve\\t\"")
        try check("\"hello \\n \".truncate(17)", .str("hello \n "), "truncate", [.integer(17)], kw: nil, block: nil,
                  "\"hello \\n \"", after: "\"hello \\n \"")
        try check("\"hello  x_id\\n42\\n\".truncate(9)", .str("hello  x_id\n42\n"), "truncate", [.integer(9)], kw: nil, block: nil,
                  "\"hello ...\"", after: "\"hello  x_id\\n42\\n\"")
        try check("\"a  a\\tcafé\\tHTML \".truncate(18)", .str("a  a\tcafé\tHTML "), "truncate", [.integer(18)], kw: nil, block: nil,
                  "\"a  a\\tcafé\\tHTML \"", after: "\"a  a\\tcafé\\tHTML \"")
        try check("\"naïve \\n Baz-qux \\n \".truncate(5)", .str("naïve \n Baz-qux \n "), "truncate", [.integer(5)], kw: nil, block: nil,
                  "\"na...\"", after: "\"naïve \\n Baz-qux \\n \"")
        try check("\"foo_bar  x_id 42\\tÜber \".truncate(17, omission: \"…\")", .str("foo_bar  x_id 42\tÜber "), "truncate", [.integer(17)], kw: HashBox([(.symbol("omission"), .str("…"))]), block: nil,
                  "\"foo_bar  x_id 42…\"", after: "\"foo_bar  x_id 42\\tÜber \"")
        try check("\"Baz-qux\\nthe\\na \\n foo_bar\\t\".truncate(3, separator: /\\s/)", .str("Baz-qux\nthe\na \n foo_bar\t"), "truncate", [.integer(3)], kw: HashBox([(.symbol("separator"), re("\\s", ""))]), block: nil,
                  "\"...\"", after: "\"Baz-qux\\nthe\\na \\n foo_bar\\t\"")
        try check("\"foo_bar World\\ncafé hello\\tof \\n \".truncate(9, omission: \"…\")", .str("foo_bar World\ncafé hello\tof \n "), "truncate", [.integer(9)], kw: HashBox([(.symbol("omission"), .str("…"))]), block: nil,
                  "\"foo_bar …\"", after: "\"foo_bar World\\ncafé hello\\tof \\n \"")
        try check("\"hello  ID \".truncate(11, separator: /\\s/)", .str("hello  ID "), "truncate", [.integer(11)], kw: HashBox([(.symbol("separator"), re("\\s", ""))]), block: nil,
                  "\"hello  ID \"", after: "\"hello  ID \"")
        try check("\"x_id of  \".truncate(10, separator: /\\s/)", .str("x_id of  "), "truncate", [.integer(10)], kw: HashBox([(.symbol("separator"), re("\\s", ""))]), block: nil,
                  "\"x_id of  \"", after: "\"x_id of  \"")
        try check("\"   x_id\\n\".strip_heredoc", .str("   x_id\n"), "strip_heredoc", [], kw: nil, block: nil,
                  "\"x_id\\n\"", after: "\"   x_id\\n\"")
        try check("\" HTML\\n\".strip_heredoc", .str(" HTML\n"), "strip_heredoc", [], kw: nil, block: nil,
                  "\"HTML\\n\"", after: "\" HTML\\n\"")
        try check("\"  HTML\\n      a\\n     \\n      \".strip_heredoc", .str("  HTML\n      a\n     \n      "), "strip_heredoc", [], kw: nil, block: nil,
                  "\"HTML\\n    a\\n   \\n    \"", after: "\"  HTML\\n      a\\n     \\n      \"")
        try check("\"    Über\\n      foo_bar\\ncafé\\n\".strip_heredoc", .str("    Über\n      foo_bar\ncafé\n"), "strip_heredoc", [], kw: nil, block: nil,
                  "\"    Über\\n      foo_bar\\ncafé\\n\"", after: "\"    Über\\n      foo_bar\\ncafé\\n\"")
        try check("\" \\n\".strip_heredoc", .str(" \n"), "strip_heredoc", [], kw: nil, block: nil,
                  "\" \\n\"", after: "\" \\n\"")
        try check("\"     \\n\".strip_heredoc", .str("     \n"), "strip_heredoc", [], kw: nil, block: nil,
                  "\"     \\n\"", after: "\"     \\n\"")
        try check("\" ID\\n \".strip_heredoc", .str(" ID\n "), "strip_heredoc", [], kw: nil, block: nil,
                  "\"ID\\n\"", after: "\" ID\\n \"")
        try check("\" \\n   \\n  of\\n     x_id\\n\".strip_heredoc", .str(" \n   \n  of\n     x_id\n"), "strip_heredoc", [], kw: nil, block: nil,
                  "\" \\n \\nof\\n   x_id\\n\"", after: "\" \\n   \\n  of\\n     x_id\\n\"")
        try check("\"    naïve\\n   \\n\\n\".strip_heredoc", .str("    naïve\n   \n\n"), "strip_heredoc", [], kw: nil, block: nil,
                  "\"naïve\\n   \\n\\n\"", after: "\"    naïve\\n   \\n\\n\"")
        try check("\"\".strip_heredoc", .str(""), "strip_heredoc", [], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("\" Über\\n   \\n\".strip_heredoc", .str(" Über\n   \n"), "strip_heredoc", [], kw: nil, block: nil,
                  "\"Über\\n  \\n\"", after: "\" Über\\n   \\n\"")
        try check("\"\\n\".strip_heredoc", .str("\n"), "strip_heredoc", [], kw: nil, block: nil,
                  "\"\\n\"", after: "\"\\n\"")
        try check("\"\".strip_heredoc", .str(""), "strip_heredoc", [], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("\"     \\n      \\n      42\".strip_heredoc", .str("     \n      \n      42"), "strip_heredoc", [], kw: nil, block: nil,
                  "\"     \\n\\n42\"", after: "\"     \\n      \\n      42\"")
        try check("\"   \\n\".strip_heredoc", .str("   \n"), "strip_heredoc", [], kw: nil, block: nil,
                  "\"   \\n\"", after: "\"   \\n\"")
        try check("\"      \\n\".strip_heredoc", .str("      \n"), "strip_heredoc", [], kw: nil, block: nil,
                  "\"      \\n\"", after: "\"      \\n\"")
        try check("\"      foo_bar\\n    \\n    World\".strip_heredoc", .str("      foo_bar\n    \n    World"), "strip_heredoc", [], kw: nil, block: nil,
                  "\"  foo_bar\\n\\nWorld\"", after: "\"      foo_bar\\n    \\n    World\"")
        try check("\" \\n     \\n\\n\\n\".strip_heredoc", .str(" \n     \n\n\n"), "strip_heredoc", [], kw: nil, block: nil,
                  "\" \\n     \\n\\n\\n\"", after: "\" \\n     \\n\\n\\n\"")
        try check("\"\".strip_heredoc", .str(""), "strip_heredoc", [], kw: nil, block: nil,
                  "\"\"", after: "\"\"")
        try check("\"      foo_bar\\n \".strip_heredoc", .str("      foo_bar\n "), "strip_heredoc", [], kw: nil, block: nil,
                  "\"foo_bar\\n \"", after: "\"      foo_bar\\n \"")
        try check("\"   \\n    Baz-qux\".strip_heredoc", .str("   \n    Baz-qux"), "strip_heredoc", [], kw: nil, block: nil,
                  "\"   \\nBaz-qux\"", after: "\"   \\n    Baz-qux\"")
        try check("\"     \\n     \".strip_heredoc", .str("     \n     "), "strip_heredoc", [], kw: nil, block: nil,
                  "\"     \\n     \"", after: "\"     \\n     \"")
        try check("\"  HTML\\n     naïve\".strip_heredoc", .str("  HTML\n     naïve"), "strip_heredoc", [], kw: nil, block: nil,
                  "\"HTML\\n   naïve\"", after: "\"  HTML\\n     naïve\"")
        try check("\"      \\n      the\\n\".strip_heredoc", .str("      \n      the\n"), "strip_heredoc", [], kw: nil, block: nil,
                  "\"\\nthe\\n\"", after: "\"      \\n      the\\n\"")
        try check("\"     \\n\".strip_heredoc", .str("     \n"), "strip_heredoc", [], kw: nil, block: nil,
                  "\"     \\n\"", after: "\"     \\n\"")
        try check("\"     \\n    HTML\\n     naïve\".indent(2, \"\\t\")", .str("     \n    HTML\n     naïve"), "indent", [.integer(2), .str("\t")], kw: nil, block: nil,
                  "\"\\t\\t     \\n\\t\\t    HTML\\n\\t\\t     naïve\"", after: "\"     \\n    HTML\\n     naïve\"")
        try check("\"      \\n \\n\\n\".indent(1, nil, true)", .str("      \n \n\n"), "indent", [.integer(1), .nil, .true], kw: nil, block: nil,
                  "\"       \\n  \\n \\n\"", after: "\"      \\n \\n\\n\"")
        try check("\" 42\\n    HTML\".indent(1, nil, true)", .str(" 42\n    HTML"), "indent", [.integer(1), .nil, .true], kw: nil, block: nil,
                  "\"  42\\n     HTML\"", after: "\" 42\\n    HTML\"")
        try check("\"      \".indent(0)", .str("      "), "indent", [.integer(0)], kw: nil, block: nil,
                  "\"      \"", after: "\"      \"")
        try check("\"  a\".indent(2, \"\\t\")", .str("  a"), "indent", [.integer(2), .str("\t")], kw: nil, block: nil,
                  "\"\\t\\t  a\"", after: "\"  a\"")
        try check("\"    \\n    x_id\".indent(1, nil, true)", .str("    \n    x_id"), "indent", [.integer(1), .nil, .true], kw: nil, block: nil,
                  "\"     \\n     x_id\"", after: "\"    \\n    x_id\"")
        try check("\"    café\\n\".indent(1, nil, true)", .str("    café\n"), "indent", [.integer(1), .nil, .true], kw: nil, block: nil,
                  "\"     café\\n\"", after: "\"    café\\n\"")
        try check("\"\\n      ID\\n\".indent(1, nil, true)", .str("\n      ID\n"), "indent", [.integer(1), .nil, .true], kw: nil, block: nil,
                  "\" \\n       ID\\n\"", after: "\"\\n      ID\\n\"")
        try check("\"  World\\n      World\".indent(2, \"\\t\")", .str("  World\n      World"), "indent", [.integer(2), .str("\t")], kw: nil, block: nil,
                  "\"\\t\\t  World\\n\\t\\t      World\"", after: "\"  World\\n      World\"")
        try check("\"\\n    Über\".indent(2, nil, true)", .str("\n    Über"), "indent", [.integer(2), .nil, .true], kw: nil, block: nil,
                  "\"  \\n      Über\"", after: "\"\\n    Über\"")
        try check("\"   \\n      a\\n \\n  \\n\".indent(0)", .str("   \n      a\n \n  \n"), "indent", [.integer(0)], kw: nil, block: nil,
                  "\"   \\n      a\\n \\n  \\n\"", after: "\"   \\n      a\\n \\n  \\n\"")
        try check("\"42\\n   \\n naïve\\n\".indent(2, nil, true)", .str("42\n   \n naïve\n"), "indent", [.integer(2), .nil, .true], kw: nil, block: nil,
                  "\"  42\\n     \\n   naïve\\n\"", after: "\"42\\n   \\n naïve\\n\"")
        try check("\" Baz-qux\\n    \".indent(0)", .str(" Baz-qux\n    "), "indent", [.integer(0)], kw: nil, block: nil,
                  "\" Baz-qux\\n    \"", after: "\" Baz-qux\\n    \"")
        try check("\"  ID\\n    \\n      Über\\n\".indent(2, \"\\t\")", .str("  ID\n    \n      Über\n"), "indent", [.integer(2), .str("\t")], kw: nil, block: nil,
                  "\"\\t\\t  ID\\n\\t\\t    \\n\\t\\t      Über\\n\"", after: "\"  ID\\n    \\n      Über\\n\"")
        try check("\"      \\n     \\n     \\n\".indent(2)", .str("      \n     \n     \n"), "indent", [.integer(2)], kw: nil, block: nil,
                  "\"        \\n       \\n       \\n\"", after: "\"      \\n     \\n     \\n\"")
        try check("\"\".indent(1, nil, true)", .str(""), "indent", [.integer(1), .nil, .true], kw: nil, block: nil,
                  "\" \"", after: "\"\"")
        try check("\"  \\n\\n\".indent(2, \"\\t\")", .str("  \n\n"), "indent", [.integer(2), .str("\t")], kw: nil, block: nil,
                  "\"\\t\\t  \\n\\n\"", after: "\"  \\n\\n\"")
        try check("\"     foo_bar\\n      x_id\\n    \\n \\n\".indent(2, \"\\t\")", .str("     foo_bar\n      x_id\n    \n \n"), "indent", [.integer(2), .str("\t")], kw: nil, block: nil,
                  "\"\\t\\t     foo_bar\\n\\t\\t      x_id\\n\\t\\t    \\n\\t\\t \\n\"", after: "\"     foo_bar\\n      x_id\\n    \\n \\n\"")
        try check("\"      Baz-qux\\n\".indent(2, nil, true)", .str("      Baz-qux\n"), "indent", [.integer(2), .nil, .true], kw: nil, block: nil,
                  "\"        Baz-qux\\n\"", after: "\"      Baz-qux\\n\"")
        try check("\"  HTML\\n  \\n\".indent(1, \"\\t\")", .str("  HTML\n  \n"), "indent", [.integer(1), .str("\t")], kw: nil, block: nil,
                  "\"\\t  HTML\\n\\t  \\n\"", after: "\"  HTML\\n  \\n\"")
        try check("\" \\n    the\\n\".indent(2, \"\\t\")", .str(" \n    the\n"), "indent", [.integer(2), .str("\t")], kw: nil, block: nil,
                  "\"\\t\\t \\n\\t\\t    the\\n\"", after: "\" \\n    the\\n\"")
        try check("\"      \".indent(2)", .str("      "), "indent", [.integer(2)], kw: nil, block: nil,
                  "\"        \"", after: "\"      \"")
        try check("\"    Baz-qux\".indent(0)", .str("    Baz-qux"), "indent", [.integer(0)], kw: nil, block: nil,
                  "\"    Baz-qux\"", after: "\"    Baz-qux\"")
        try check("\" HTML\".indent(2, nil, true)", .str(" HTML"), "indent", [.integer(2), .nil, .true], kw: nil, block: nil,
                  "\"   HTML\"", after: "\" HTML\"")
        try check("\"    \".indent(2)", .str("    "), "indent", [.integer(2)], kw: nil, block: nil,
                  "\"      \"", after: "\"    \"")
        try check("\"naïve  42\\nthe\\tcafé \\n \".upcase_first", .str("naïve  42\nthe\tcafé \n "), "upcase_first", [], kw: nil, block: nil,
                  "\"Naïve  42\\nthe\\tcafé \\n \"", after: "\"naïve  42\\nthe\\tcafé \\n \"")
        try check("\"World  of\\ta\\nnaïve\\tnaïve\\n\".dasherize", .str("World  of\ta\nnaïve\tnaïve\n"), "dasherize", [], kw: nil, block: nil,
                  "\"World  of\\ta\\nnaïve\\tnaïve\\n\"", after: "\"World  of\\ta\\nnaïve\\tnaïve\\n\"")
        try check("\"HTML\\tWorld  \".upcase_first", .str("HTML\tWorld  "), "upcase_first", [], kw: nil, block: nil,
                  "\"HTML\\tWorld  \"", after: "\"HTML\\tWorld  \"")
        try check("\"HTML \\n Baz-qux\\tfoo_bar  World  \".dasherize", .str("HTML \n Baz-qux\tfoo_bar  World  "), "dasherize", [], kw: nil, block: nil,
                  "\"HTML \\n Baz-qux\\tfoo-bar  World  \"", after: "\"HTML \\n Baz-qux\\tfoo_bar  World  \"")
        try check("\"naïve \\n foo_bar  naïve\\tID café  \".underscore", .str("naïve \n foo_bar  naïve\tID café  "), "underscore", [], kw: nil, block: nil,
                  "\"naïve \\n foo_bar  naïve\\tid café  \"", after: "\"naïve \\n foo_bar  naïve\\tID café  \"")
        try check("\"Baz-qux café\\ncafé  \".camelize", .str("Baz-qux café\ncafé  "), "camelize", [], kw: nil, block: nil,
                  "\"Baz-qux café\\ncafé  \"", after: "\"Baz-qux café\\ncafé  \"")
        try check("\"café\\t\".humanize", .str("café\t"), "humanize", [], kw: nil, block: nil,
                  "\"Café\\t\"", after: "\"café\\t\"")
        try check("\"of\\nof  x_id \\n Baz-qux \\n \".camelize", .str("of\nof  x_id \n Baz-qux \n "), "camelize", [], kw: nil, block: nil,
                  "\"Of\\nof  xId \\n Baz-qux \\n \"", after: "\"of\\nof  x_id \\n Baz-qux \\n \"")
        try check("\"café\\nhello\\thello\\tnaïve  a  \".humanize", .str("café\nhello\thello\tnaïve  a  "), "humanize", [], kw: nil, block: nil,
                  "\"Café\\nhello\\thello\\tnaïve  a  \"", after: "\"café\\nhello\\thello\\tnaïve  a  \"")
        try check("\"World naïve\\tnaïve \\n \".underscore", .str("World naïve\tnaïve \n "), "underscore", [], kw: nil, block: nil,
                  "\"world naïve\\tnaïve \\n \"", after: "\"World naïve\\tnaïve \\n \"")
        try check("\"naïve\\tBaz-qux\\n\".titleize", .str("naïve\tBaz-qux\n"), "titleize", [], kw: nil, block: nil,
                  "\"Naïve\\tBaz Qux\\n\"", after: "\"naïve\\tBaz-qux\\n\"")
        try check("\"hello\\ncafé\\t\".underscore", .str("hello\ncafé\t"), "underscore", [], kw: nil, block: nil,
                  "\"hello\\ncafé\\t\"", after: "\"hello\\ncafé\\t\"")
        try check("\"x_id \\n World  Über \\n the\\thello\\n\".titleize", .str("x_id \n World  Über \n the\thello\n"), "titleize", [], kw: nil, block: nil,
                  "\"X Id \\n World  über \\n The\\tHello\\n\"", after: "\"x_id \\n World  Über \\n the\\thello\\n\"")
        try check("\"ID café  \".titleize", .str("ID café  "), "titleize", [], kw: nil, block: nil,
                  "\"Id Café  \"", after: "\"ID café  \"")
        try check("\"42\\n\".dasherize", .str("42\n"), "dasherize", [], kw: nil, block: nil,
                  "\"42\\n\"", after: "\"42\\n\"")
        try check("\"a  42\\thello \\n 42  \".underscore", .str("a  42\thello \n 42  "), "underscore", [], kw: nil, block: nil,
                  "\"a  42\\thello \\n 42  \"", after: "\"a  42\\thello \\n 42  \"")
        try check("\"ID \\n café\\t\".dasherize", .str("ID \n café\t"), "dasherize", [], kw: nil, block: nil,
                  "\"ID \\n café\\t\"", after: "\"ID \\n café\\t\"")
        try check("\"hello  \".camelize", .str("hello  "), "camelize", [], kw: nil, block: nil,
                  "\"Hello  \"", after: "\"hello  \"")
        try check("\"café café  hello  42 \".underscore", .str("café café  hello  42 "), "underscore", [], kw: nil, block: nil,
                  "\"café café  hello  42 \"", after: "\"café café  hello  42 \"")
        try check("\"naïve \\n a\\n42  hello\\t\".underscore", .str("naïve \n a\n42  hello\t"), "underscore", [], kw: nil, block: nil,
                  "\"naïve \\n a\\n42  hello\\t\"", after: "\"naïve \\n a\\n42  hello\\t\"")
        try check("\"the\\n\".underscore", .str("the\n"), "underscore", [], kw: nil, block: nil,
                  "\"the\\n\"", after: "\"the\\n\"")
        try check("\"naïve Baz-qux  \".parameterize", .str("naïve Baz-qux  "), "parameterize", [], kw: nil, block: nil,
                  "\"naive-baz-qux\"", after: "\"naïve Baz-qux  \"")
        try check("\"naïve Über \".humanize", .str("naïve Über "), "humanize", [], kw: nil, block: nil,
                  "\"Naïve Über \"", after: "\"naïve Über \"")
        try check("\"HTML \\n World x_id  \".upcase_first", .str("HTML \n World x_id  "), "upcase_first", [], kw: nil, block: nil,
                  "\"HTML \\n World x_id  \"", after: "\"HTML \\n World x_id  \"")
        try check("\"x_id\\tof \\n hello  \".humanize", .str("x_id\tof \n hello  "), "humanize", [], kw: nil, block: nil,
                  "\"X id\\tof \\n hello  \"", after: "\"x_id\\tof \\n hello  \"")
        try check("[\"42\", \"the\", \"World\", \"foo_bar\"].to_sentence", .arr([.str("42"), .str("the"), .str("World"), .str("foo_bar")]), "to_sentence", [], kw: nil, block: nil,
                  "\"42, the, World, and foo_bar\"", after: "[\"42\", \"the\", \"World\", \"foo_bar\"]")
        try check("[\"x_id\", \"42\", \"hello\"].to_sentence", .arr([.str("x_id"), .str("42"), .str("hello")]), "to_sentence", [], kw: nil, block: nil,
                  "\"x_id, 42, and hello\"", after: "[\"x_id\", \"42\", \"hello\"]")
        try check("[\"café\", \"World\", \"42\"].to_sentence", .arr([.str("café"), .str("World"), .str("42")]), "to_sentence", [], kw: nil, block: nil,
                  "\"café, World, and 42\"", after: "[\"café\", \"World\", \"42\"]")
        try check("[\"a\", \"the\", \"x_id\", \"ID\"].to_sentence", .arr([.str("a"), .str("the"), .str("x_id"), .str("ID")]), "to_sentence", [], kw: nil, block: nil,
                  "\"a, the, x_id, and ID\"", after: "[\"a\", \"the\", \"x_id\", \"ID\"]")
        try check("[\"of\"].to_sentence", .arr([.str("of")]), "to_sentence", [], kw: nil, block: nil,
                  "\"of\"", after: "[\"of\"]")
        try check("[].to_sentence", .arr([]), "to_sentence", [], kw: nil, block: nil,
                  "\"\"", after: "[]")
        try check("[].to_sentence", .arr([]), "to_sentence", [], kw: nil, block: nil,
                  "\"\"", after: "[]")
        try check("[].to_sentence", .arr([]), "to_sentence", [], kw: nil, block: nil,
                  "\"\"", after: "[]")
        try check("[\"World\"].to_sentence", .arr([.str("World")]), "to_sentence", [], kw: nil, block: nil,
                  "\"World\"", after: "[\"World\"]")
        try check("[\"HTML\", \"World\", \"42\", \"42\"].to_sentence", .arr([.str("HTML"), .str("World"), .str("42"), .str("42")]), "to_sentence", [], kw: nil, block: nil,
                  "\"HTML, World, 42, and 42\"", after: "[\"HTML\", \"World\", \"42\", \"42\"]")
        try check("[\"of\", \"naïve\"].to_sentence", .arr([.str("of"), .str("naïve")]), "to_sentence", [], kw: nil, block: nil,
                  "\"of and naïve\"", after: "[\"of\", \"naïve\"]")
        try check("[\"naïve\", \"of\", \"foo_bar\", \"of\"].to_sentence", .arr([.str("naïve"), .str("of"), .str("foo_bar"), .str("of")]), "to_sentence", [], kw: nil, block: nil,
                  "\"naïve, of, foo_bar, and of\"", after: "[\"naïve\", \"of\", \"foo_bar\", \"of\"]")
        try check("[\"of\"].to_sentence", .arr([.str("of")]), "to_sentence", [], kw: nil, block: nil,
                  "\"of\"", after: "[\"of\"]")
        try check("[\"of\"].to_sentence", .arr([.str("of")]), "to_sentence", [], kw: nil, block: nil,
                  "\"of\"", after: "[\"of\"]")
        try check("[\"HTML\", \"Baz-qux\"].to_sentence", .arr([.str("HTML"), .str("Baz-qux")]), "to_sentence", [], kw: nil, block: nil,
                  "\"HTML and Baz-qux\"", after: "[\"HTML\", \"Baz-qux\"]")
    }
}
