// Expected values recorded from ruby 3.1 (Onigmo); the Ruby warnings about unescaped `]` are expected.
// each case names the Ruby expression it mirrors.
import XCTest

@testable import RunnerLanguage

final class RegexpEdgeCaseTests: BuiltinsTestCase {
    func testRegexpEdgeCases() throws {
        try check("/[{}]/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("[{}]", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"{\">", after: "/[{}]/")
        try check("/a{,2}b/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("a{,2}b", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"b\">", after: "/a{,2}b/")
        try check("/[$]/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("[$]", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"$\">", after: "/[$]/")
        try check("/[a-z&&[^aeiou]]+/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("[a-z&&[^aeiou]]+", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"b\">", after: "/[a-z&&[^aeiou]]+/")
        try check("/\\p{^Alpha}+/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("\\p{^Alpha}+", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"{\">", after: "/\\p{^Alpha}+/")
        try check("/[\\w-]+/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("[\\w-]+", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"a\">", after: "/[\\w-]+/")
        try check("/[-\\w]+/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("[-\\w]+", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"a\">", after: "/[-\\w]+/")
        try check("/[]]/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("[]]", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"]\">", after: "/[]]/")
        try check("/[^]\\s]+]/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("[^]\\s]+]", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"[z]\">", after: "/[^]\\s]+]/")
        try check("/\\u00e9/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("\\u00e9", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"é\">", after: "/\\u00e9/")
        try check("/\\x41/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("\\x41", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"A\">", after: "/\\x41/")
        try check("/(?#comment)b/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("(?#comment)b", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"b\">", after: "/(?#comment)b/")
        try check("/a(?=b)/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("a(?=b)", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"a\">", after: "/a(?=b)/")
        try check("/(?<!a)b/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("(?<!a)b", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"b\">", after: "/(?<!a)b/")
        try check("/\\//.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("/", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"/\">", after: "/\\//")
        try check("/[\\/]/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("[/]", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"/\">", after: "/[\\/]/")
        try check("/[\"']/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("[\"']", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"\\\"\">", after: "/[\"']/")
        try check("/a++b/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("a++b", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"ab\">", after: "/a++b/")
        try check("/(?>a+)b/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("(?>a+)b", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"ab\">", after: "/(?>a+)b/")
        try check("/\\bab\\b/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("\\bab\\b", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"ab\">", after: "/\\bab\\b/")
        try check("/\\S+\\/\\S+/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("\\S+/\\S+", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"ab-cd_e/f\">", after: "/\\S+\\/\\S+/")
        try check("/[[:punct:]]+/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("[[:punct:]]+", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"{\">", after: "/[[:punct:]]+/")
        try check("/[[:word:]]+/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("[[:word:]]+", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"a\">", after: "/[[:word:]]+/")
        try check("/[[:xdigit:]]{2,}/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("[[:xdigit:]]{2,}", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"AB\">", after: "/[[:xdigit:]]{2,}/")
        try check("/[[:alnum:]]+/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("[[:alnum:]]+", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"a\">", after: "/[[:alnum:]]+/")
        try check("/[[:^alpha:]]+/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("[[:^alpha:]]+", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"{\">", after: "/[[:^alpha:]]+/")
        try check("/\\$x/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("\\$x", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"$x\">", after: "/\\$x/")
        try check("/[.]/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("[.]", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "nil", after: "/[.]/")
        try check("/\\d{2,}/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("\\d{2,}", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"123\">", after: "/\\d{2,}/")
        try check("/\\h{2}!/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("\\h{2}!", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"ff!\">", after: "/\\h{2}!/")
        try check("/(\\w)\\1/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("(\\w)\\1", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"aa\" 1:\"a\">", after: "/(\\w)\\1/")
        try check("/(?<c>\\w)\\k<c>/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("(?<c>\\w)\\k<c>", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"aa\" c:\"a\">", after: "/(?<c>\\w)\\k<c>/")
        try check("/x\\z/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("x\\z", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"x\">", after: "/x\\z/")
        try check("/\\Aa/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("\\Aa", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"a\">", after: "/\\Aa/")
        try check("/[[:lower:]]+-/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("[[:lower:]]+-", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"ab-\">", after: "/[[:lower:]]+-/")
        try check("/É/i.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("É", "i"), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"é\">", after: "/É/i")
        try check("/\\p{Upper}{2}/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("\\p{Upper}{2}", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"AB\">", after: "/\\p{Upper}{2}/")
        try check("/[\\s\\S]{3}/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("[\\s\\S]{3}", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"a{b\">", after: "/[\\s\\S]{3}/")
        try check("/a.*?c/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("a.*?c", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"a{b}c\">", after: "/a.*?c/")
        try check("/(a|b)+/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("(a|b)+", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"a\" 1:\"a\">", after: "/(a|b)+/")
        try check("/\\W+/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("\\W+", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"{\">", after: "/\\W+/")
        try check("/[^[:space:]]+/.match(\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\")", re("[^[:space:]]+", ""), "match", [.str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x")], kw: nil, block: nil,
                  "#<MatchData \"a{b}c\">", after: "/[^[:space:]]+/")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/[{}]/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("[{}]", "")], kw: nil, block: nil,
                  "[\"{\", \"}\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/a{,2}b/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("a{,2}b", "")], kw: nil, block: nil,
                  "[\"b\", \"ab\", \"aab\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/[$]/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("[$]", "")], kw: nil, block: nil,
                  "[\"$\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/[a-z&&[^aeiou]]+/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("[a-z&&[^aeiou]]+", "")], kw: nil, block: nil,
                  "[\"b\", \"c\", \"x\", \"y\", \"z\", \"b\", \"cd\", \"f\", \"q\", \"r\", \"b\", \"ff\", \"x\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/\\p{^Alpha}+/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("\\p{^Alpha}+", "")], kw: nil, block: nil,
                  "[\"{\", \"}\", \" $\", \" ]\", \" [\", \"] \", \" \", \" \", \"-\", \"_\", \"/\", \" \\\"\", \"\\\" '\", \"' \", \" 123 \", \"!? \"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/[\\w-]+/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("[\\w-]+", "")], kw: nil, block: nil,
                  "[\"a\", \"b\", \"c\", \"x\", \"y\", \"z\", \"A\", \"AB\", \"ab-cd_e\", \"f\", \"q\", \"r\", \"aab\", \"123\", \"ff\", \"x\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/[-\\w]+/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("[-\\w]+", "")], kw: nil, block: nil,
                  "[\"a\", \"b\", \"c\", \"x\", \"y\", \"z\", \"A\", \"AB\", \"ab-cd_e\", \"f\", \"q\", \"r\", \"aab\", \"123\", \"ff\", \"x\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/[]]/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("[]]", "")], kw: nil, block: nil,
                  "[\"]\", \"]\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/[^]\\s]+]/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("[^]\\s]+]", "")], kw: nil, block: nil,
                  "[\"[z]\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/\\u00e9/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("\\u00e9", "")], kw: nil, block: nil,
                  "[\"é\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/\\x41/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("\\x41", "")], kw: nil, block: nil,
                  "[\"A\", \"A\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/(?#comment)b/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("(?#comment)b", "")], kw: nil, block: nil,
                  "[\"b\", \"b\", \"b\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/a(?=b)/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("a(?=b)", "")], kw: nil, block: nil,
                  "[\"a\", \"a\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/(?<!a)b/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("(?<!a)b", "")], kw: nil, block: nil,
                  "[\"b\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/\\//)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("/", "")], kw: nil, block: nil,
                  "[\"/\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/[\\/]/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("[/]", "")], kw: nil, block: nil,
                  "[\"/\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/[\"']/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("[\"']", "")], kw: nil, block: nil,
                  "[\"\\\"\", \"\\\"\", \"'\", \"'\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/a++b/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("a++b", "")], kw: nil, block: nil,
                  "[\"ab\", \"aab\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/(?>a+)b/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("(?>a+)b", "")], kw: nil, block: nil,
                  "[\"ab\", \"aab\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/\\bab\\b/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("\\bab\\b", "")], kw: nil, block: nil,
                  "[\"ab\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/\\S+\\/\\S+/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("\\S+/\\S+", "")], kw: nil, block: nil,
                  "[\"ab-cd_e/f\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/[[:punct:]]+/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("[[:punct:]]+", "")], kw: nil, block: nil,
                  "[\"{\", \"}\", \"$\", \"]\", \"[\", \"]\", \"-\", \"_\", \"/\", \"\\\"\", \"\\\"\", \"'\", \"'\", \"!?\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/[[:word:]]+/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("[[:word:]]+", "")], kw: nil, block: nil,
                  "[\"a\", \"b\", \"c\", \"x\", \"y\", \"z\", \"éA\", \"AB\", \"ab\", \"cd_e\", \"f\", \"q\", \"r\", \"aab\", \"123\", \"ff\", \"x\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/[[:xdigit:]]{2,}/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("[[:xdigit:]]{2,}", "")], kw: nil, block: nil,
                  "[\"AB\", \"ab\", \"cd\", \"aab\", \"123\", \"ff\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/[[:alnum:]]+/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("[[:alnum:]]+", "")], kw: nil, block: nil,
                  "[\"a\", \"b\", \"c\", \"x\", \"y\", \"z\", \"éA\", \"AB\", \"ab\", \"cd\", \"e\", \"f\", \"q\", \"r\", \"aab\", \"123\", \"ff\", \"x\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/[[:^alpha:]]+/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("[[:^alpha:]]+", "")], kw: nil, block: nil,
                  "[\"{\", \"}\", \" $\", \" ]\", \" [\", \"] \", \" \", \" \", \"-\", \"_\", \"/\", \" \\\"\", \"\\\" '\", \"' \", \" 123 \", \"!? \"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/\\$x/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("\\$x", "")], kw: nil, block: nil,
                  "[\"$x\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/[.]/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("[.]", "")], kw: nil, block: nil,
                  "[]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/\\d{2,}/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("\\d{2,}", "")], kw: nil, block: nil,
                  "[\"123\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/\\h{2}!/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("\\h{2}!", "")], kw: nil, block: nil,
                  "[\"ff!\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/(\\w)\\1/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("(\\w)\\1", "")], kw: nil, block: nil,
                  "[[\"a\"], [\"f\"]]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/(?<c>\\w)\\k<c>/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("(?<c>\\w)\\k<c>", "")], kw: nil, block: nil,
                  "[[\"a\"], [\"f\"]]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/x\\z/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("x\\z", "")], kw: nil, block: nil,
                  "[\"x\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/\\Aa/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("\\Aa", "")], kw: nil, block: nil,
                  "[\"a\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/[[:lower:]]+-/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("[[:lower:]]+-", "")], kw: nil, block: nil,
                  "[\"ab-\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/É/i)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("É", "i")], kw: nil, block: nil,
                  "[\"é\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/\\p{Upper}{2}/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("\\p{Upper}{2}", "")], kw: nil, block: nil,
                  "[\"AB\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/[\\s\\S]{3}/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("[\\s\\S]{3}", "")], kw: nil, block: nil,
                  "[\"a{b\", \"}c \", \"$x \", \"]y \", \"[z]\", \" éA\", \" AB\", \" ab\", \"-cd\", \"_e/\", \"f \\\"\", \"q\\\" \", \"'r'\", \" aa\", \"b 1\", \"23 \", \"ff!\", \"? x\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/a.*?c/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("a.*?c", "")], kw: nil, block: nil,
                  "[\"a{b}c\", \"ab-c\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/(a|b)+/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("(a|b)+", "")], kw: nil, block: nil,
                  "[[\"a\"], [\"b\"], [\"b\"], [\"b\"]]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/\\W+/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("\\W+", "")], kw: nil, block: nil,
                  "[\"{\", \"}\", \" $\", \" ]\", \" [\", \"] é\", \" \", \" \", \"-\", \"/\", \" \\\"\", \"\\\" '\", \"' \", \" \", \" \", \"!? \"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
        try check("\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\".scan(/[^[:space:]]+/)", .str("a{b}c $x ]y [z] éA AB ab-cd_e/f \"q\" 'r' aab 123 ff!? x"), "scan", [re("[^[:space:]]+", "")], kw: nil, block: nil,
                  "[\"a{b}c\", \"$x\", \"]y\", \"[z]\", \"éA\", \"AB\", \"ab-cd_e/f\", \"\\\"q\\\"\", \"'r'\", \"aab\", \"123\", \"ff!?\", \"x\"]", after: "\"a{b}c $x ]y [z] éA AB ab-cd_e/f \\\"q\\\" 'r' aab 123 ff!? x\"")
    }

    func testExtendedMode() throws {
        try check("\"a b#c\".scan(/[ #]/x)", .str("a b#c"), "scan", [re("[ #]", "x")], kw: nil, block: nil,
                  "[\" \", \"#\"]", after: "\"a b#c\"")
        try check("/a\\sb/x.match?(\"a b\")", re("a\\sb", "x"), "match?", [.str("a b")], kw: nil, block: nil,
                  "true", after: "/a\\sb/x")
        try check("/a [ ] b/x.match?(\"a b\")", re("a [ ] b", "x"), "match?", [.str("a b")], kw: nil, block: nil,
                  "true", after: "/a [ ] b/x")
        try check("/ (\\d+) \\s* - \\s* (\\d+) # range\n   /x.match(\"pages 10 - 20\")", re(" (\\d+) \\s* - \\s* (\\d+) # range\n   ", "x"), "match", [.str("pages 10 - 20")], kw: nil, block: nil,
                  "#<MatchData \"10 - 20\" 1:\"10\" 2:\"20\">", after: "/ (\\d+) \\s* - \\s* (\\d+) # range\n   /x")
    }
}
