// Expected values recorded from ruby 3.1 + ActiveSupport 6.1 on values drawn with a fixed seed (srand 424242);
// each case names the Ruby expression it mirrors.
import XCTest

@testable import RunnerLanguage

final class BuiltinsValueFuzzTests: BuiltinsTestCase {
    func testRandomNumbersArraysFormats() throws {
        try check("-357684.6460358995.<(2)", .float(-357684.6460358995), "<", [.integer(2)], kw: nil, block: nil,
                  "true", after: "-357684.6460358995")
        try check("4.7903352122672165e-05.==(2)", .float(4.7903352122672165e-05), "==", [.integer(2)], kw: nil, block: nil,
                  "false", after: "4.7903352122672165e-05")
        try check("249758.64022779302.<=>(2.0)", .float(249758.64022779302), "<=>", [.float(2.0)], kw: nil, block: nil,
                  "1", after: "249758.64022779302")
        try check("8.==(787915.6655429486)", .integer(8), "==", [.float(787915.6655429486)], kw: nil, block: nil,
                  "false", after: "8")
        try check("18.+(2)", .integer(18), "+", [.integer(2)], kw: nil, block: nil,
                  "20", after: "18")
        try check("1.+(4.5)", .integer(1), "+", [.float(4.5)], kw: nil, block: nil,
                  "5.5", after: "1")
        try check("92.512.*(12)", .float(92.512), "*", [.integer(12)], kw: nil, block: nil,
                  "1110.144", after: "92.512")
        try check("-14.<(12)", .integer(-14), "<", [.integer(12)], kw: nil, block: nil,
                  "true", after: "-14")
        try check("77.643.%(12)", .float(77.643), "%", [.integer(12)], kw: nil, block: nil,
                  "5.643000000000001", after: "77.643")
        try check("-17.==(12)", .integer(-17), "==", [.integer(12)], kw: nil, block: nil,
                  "false", after: "-17")
        try check("403357.38901601336.divmod(7)", .float(403357.38901601336), "divmod", [.integer(7)], kw: nil, block: nil,
                  "[57622, 3.389016013359651]", after: "403357.38901601336")
        try check("662234828204.828.+(-19)", .float(662234828204.828), "+", [.integer(-19)], kw: nil, block: nil,
                  "662234828185.828", after: "662234828204.828")
        try check("7.+(259827.28124135034)", .integer(7), "+", [.float(259827.28124135034)], kw: nil, block: nil,
                  "259834.28124135034", after: "7")
        try check("-1.5.div(-1)", .float(-1.5), "div", [.integer(-1)], kw: nil, block: nil,
                  "1", after: "-1.5")
        try check("6.596836344332149e-08.remainder(19)", .float(6.596836344332149e-08), "remainder", [.integer(19)], kw: nil, block: nil,
                  "6.596836344332149e-08", after: "6.596836344332149e-08")
        try check("3.+(4)", .integer(3), "+", [.integer(4)], kw: nil, block: nil,
                  "7", after: "3")
        try check("-12.77.**(1)", .float(-12.77), "**", [.integer(1)], kw: nil, block: nil,
                  "-12.77", after: "-12.77")
        try check("2.%(-37.19)", .integer(2), "%", [.float(-37.19)], kw: nil, block: nil,
                  "-35.19", after: "2")
        try check("193168.96756116906.div(-65.8317)", .float(193168.96756116906), "div", [.float(-65.8317)], kw: nil, block: nil,
                  "-2935", after: "193168.96756116906")
        try check("9.div(35.6)", .integer(9), "div", [.float(35.6)], kw: nil, block: nil,
                  "0", after: "9")
        try check("-4.0.**(1)", .float(-4.0), "**", [.integer(1)], kw: nil, block: nil,
                  "-4.0", after: "-4.0")
        try check("-8.**(0)", .integer(-8), "**", [.integer(0)], kw: nil, block: nil,
                  "1", after: "-8")
        try check("2.%(-12)", .integer(2), "%", [.integer(-12)], kw: nil, block: nil,
                  "-10", after: "2")
        try check("4.621226294996217e+17.-(22933.45967729925)", .float(4.621226294996217e+17), "-", [.float(22933.45967729925)], kw: nil, block: nil,
                  "4.621226294995988e+17", after: "4.621226294996217e+17")
        try check("-10.<(2.5)", .integer(-10), "<", [.float(2.5)], kw: nil, block: nil,
                  "true", after: "-10")
        try check("-13.remainder(-79.6)", .integer(-13), "remainder", [.float(-79.6)], kw: nil, block: nil,
                  "-13.0", after: "-13")
        try check("-13./(57489517.55466859)", .integer(-13), "/", [.float(57489517.55466859)], kw: nil, block: nil,
                  "-2.261281804572093e-07", after: "-13")
        try check("20.*(-11)", .integer(20), "*", [.integer(-11)], kw: nil, block: nil,
                  "-220", after: "20")
        try check("20.<(-18)", .integer(20), "<", [.integer(-18)], kw: nil, block: nil,
                  "false", after: "20")
        try check("8.-(-13)", .integer(8), "-", [.integer(-13)], kw: nil, block: nil,
                  "21", after: "8")
        try check("-5.<(44958.44221476802)", .integer(-5), "<", [.float(44958.44221476802)], kw: nil, block: nil,
                  "true", after: "-5")
        try check("-586598.4156440625.**(4)", .float(-586598.4156440625), "**", [.integer(4)], kw: nil, block: nil,
                  "1.1840322799598503e+23", after: "-586598.4156440625")
        try check("-19.+(12)", .integer(-19), "+", [.integer(12)], kw: nil, block: nil,
                  "-7", after: "-19")
        try check("-8.%(-1)", .integer(-8), "%", [.integer(-1)], kw: nil, block: nil,
                  "0", after: "-8")
        try check("6.-(6)", .integer(6), "-", [.integer(6)], kw: nil, block: nil,
                  "0", after: "6")
        try check("-4.remainder(8)", .integer(-4), "remainder", [.integer(8)], kw: nil, block: nil,
                  "-4", after: "-4")
        try check("16.08.remainder(99)", .float(16.08), "remainder", [.integer(99)], kw: nil, block: nil,
                  "16.08", after: "16.08")
        try check("-606950.846265693.modulo(-10)", .float(-606950.846265693), "modulo", [.integer(-10)], kw: nil, block: nil,
                  "-0.8462656929623336", after: "-606950.846265693")
        try check("-1.remainder(-9)", .integer(-1), "remainder", [.integer(-9)], kw: nil, block: nil,
                  "-1", after: "-1")
        try check("-126517.11070158763.fdiv(-4)", .float(-126517.11070158763), "fdiv", [.integer(-4)], kw: nil, block: nil,
                  "31629.27767539691", after: "-126517.11070158763")
        try check("-2.59.floor(2)", .float(-2.59), "floor", [.integer(2)], kw: nil, block: nil,
                  "-2.59", after: "-2.59")
        try check("-859492.187430263.ceil(2)", .float(-859492.187430263), "ceil", [.integer(2)], kw: nil, block: nil,
                  "-859492.18", after: "-859492.187430263")
        try check("0.0.floor", .float(0.0), "floor", [], kw: nil, block: nil,
                  "0", after: "0.0")
        try check("271430089.2566073.round", .float(271430089.2566073), "round", [], kw: nil, block: nil,
                  "271430089", after: "271430089.2566073")
        try check("-366247.95234744775.round(3)", .float(-366247.95234744775), "round", [.integer(3)], kw: nil, block: nil,
                  "-366247.952", after: "-366247.95234744775")
        try check("2.410143762201079e+17.round", .float(2.410143762201079e+17), "round", [], kw: nil, block: nil,
                  "241014376220107904", after: "2.410143762201079e+17")
        try check("36020700.67576812.truncate", .float(36020700.67576812), "truncate", [], kw: nil, block: nil,
                  "36020700", after: "36020700.67576812")
        try check("-2.0.round(2)", .float(-2.0), "round", [.integer(2)], kw: nil, block: nil,
                  "-2.0", after: "-2.0")
        try check("0.5.round(-1)", .float(0.5), "round", [.integer(-1)], kw: nil, block: nil,
                  "0", after: "0.5")
        try check("0.0007604568079251587.round(3)", .float(0.0007604568079251587), "round", [.integer(3)], kw: nil, block: nil,
                  "0.001", after: "0.0007604568079251587")
        try check("-182175.62104446918.floor", .float(-182175.62104446918), "floor", [], kw: nil, block: nil,
                  "-182176", after: "-182175.62104446918")
        try check("8486373030345.71.round", .float(8486373030345.71), "round", [], kw: nil, block: nil,
                  "8486373030346", after: "8486373030345.71")
        try check("-93.4.ceil(-1)", .float(-93.4), "ceil", [.integer(-1)], kw: nil, block: nil,
                  "-90", after: "-93.4")
        try check("-24.8681.truncate", .float(-24.8681), "truncate", [], kw: nil, block: nil,
                  "-24", after: "-24.8681")
        try check("19.7105.round", .float(19.7105), "round", [], kw: nil, block: nil,
                  "20", after: "19.7105")
        try check("2.0.round(0)", .float(2.0), "round", [.integer(0)], kw: nil, block: nil,
                  "2", after: "2.0")
        try check("99.529.ceil", .float(99.529), "ceil", [], kw: nil, block: nil,
                  "100", after: "99.529")
        try check("2.5.round", .float(2.5), "round", [], kw: nil, block: nil,
                  "3", after: "2.5")
        try check("2.7840637464792864e-05.floor(3)", .float(2.7840637464792864e-05), "floor", [.integer(3)], kw: nil, block: nil,
                  "0.0", after: "2.7840637464792864e-05")
        try check("0.6142040219494461.truncate(-2)", .float(0.6142040219494461), "truncate", [.integer(-2)], kw: nil, block: nil,
                  "0", after: "0.6142040219494461")
        try check("-86.6.to_s", .float(-86.6), "to_s", [], kw: nil, block: nil,
                  "\"-86.6\"", after: "-86.6")
        try check("14.6296.to_s", .float(14.6296), "to_s", [], kw: nil, block: nil,
                  "\"14.6296\"", after: "14.6296")
        try check("942535.0456931328.to_s", .float(942535.0456931328), "to_s", [], kw: nil, block: nil,
                  "\"942535.0456931328\"", after: "942535.0456931328")
        try check("432319.7124484449.to_s", .float(432319.7124484449), "to_s", [], kw: nil, block: nil,
                  "\"432319.7124484449\"", after: "432319.7124484449")
        try check("-1.5.to_s", .float(-1.5), "to_s", [], kw: nil, block: nil,
                  "\"-1.5\"", after: "-1.5")
        try check("7161007696183.879.to_s", .float(7161007696183.879), "to_s", [], kw: nil, block: nil,
                  "\"7161007696183.879\"", after: "7161007696183.879")
        try check("293665.437353635.to_s", .float(293665.437353635), "to_s", [], kw: nil, block: nil,
                  "\"293665.437353635\"", after: "293665.437353635")
        try check("-736969.0303543963.to_s", .float(-736969.0303543963), "to_s", [], kw: nil, block: nil,
                  "\"-736969.0303543963\"", after: "-736969.0303543963")
        try check("-1.5.to_s", .float(-1.5), "to_s", [], kw: nil, block: nil,
                  "\"-1.5\"", after: "-1.5")
        try check("146241.27237925935.to_s", .float(146241.27237925935), "to_s", [], kw: nil, block: nil,
                  "\"146241.27237925935\"", after: "146241.27237925935")
        try check("99198608.04878406.to_s", .float(99198608.04878406), "to_s", [], kw: nil, block: nil,
                  "\"99198608.04878406\"", after: "99198608.04878406")
        try check("3.0.to_s", .float(3.0), "to_s", [], kw: nil, block: nil,
                  "\"3.0\"", after: "3.0")
        try check("5859.578350173682.to_s", .float(5859.578350173682), "to_s", [], kw: nil, block: nil,
                  "\"5859.578350173682\"", after: "5859.578350173682")
        try check("21122140.298479795.to_s", .float(21122140.298479795), "to_s", [], kw: nil, block: nil,
                  "\"21122140.298479795\"", after: "21122140.298479795")
        try check("-87.8915.to_s", .float(-87.8915), "to_s", [], kw: nil, block: nil,
                  "\"-87.8915\"", after: "-87.8915")
        try check("3.353171639783274e-08.to_s", .float(3.353171639783274e-08), "to_s", [], kw: nil, block: nil,
                  "\"3.353171639783274e-08\"", after: "3.353171639783274e-08")
        try check("3.0.to_s", .float(3.0), "to_s", [], kw: nil, block: nil,
                  "\"3.0\"", after: "3.0")
        try check("0.7.to_s", .float(0.7), "to_s", [], kw: nil, block: nil,
                  "\"0.7\"", after: "0.7")
        try check("-50.4.to_s", .float(-50.4), "to_s", [], kw: nil, block: nil,
                  "\"-50.4\"", after: "-50.4")
        try check("3.5.to_s", .float(3.5), "to_s", [], kw: nil, block: nil,
                  "\"3.5\"", after: "3.5")
        try check("6.ceil(0)", .integer(6), "ceil", [.integer(0)], kw: nil, block: nil,
                  "6", after: "6")
        try check("12.round(-1)", .integer(12), "round", [.integer(-1)], kw: nil, block: nil,
                  "10", after: "12")
        try check("3.floor(0)", .integer(3), "floor", [.integer(0)], kw: nil, block: nil,
                  "3", after: "3")
        try check("3.ceil(-1)", .integer(3), "ceil", [.integer(-1)], kw: nil, block: nil,
                  "10", after: "3")
        try check("17.round(-1)", .integer(17), "round", [.integer(-1)], kw: nil, block: nil,
                  "20", after: "17")
        try check("7.round(0)", .integer(7), "round", [.integer(0)], kw: nil, block: nil,
                  "7", after: "7")
        try check("3.ceil(-1)", .integer(3), "ceil", [.integer(-1)], kw: nil, block: nil,
                  "10", after: "3")
        try check("4.floor(-1)", .integer(4), "floor", [.integer(-1)], kw: nil, block: nil,
                  "0", after: "4")
        try check("1.ceil(0)", .integer(1), "ceil", [.integer(0)], kw: nil, block: nil,
                  "1", after: "1")
        try check("9.round(0)", .integer(9), "round", [.integer(0)], kw: nil, block: nil,
                  "9", after: "9")
        try check("-1.round(-1)", .integer(-1), "round", [.integer(-1)], kw: nil, block: nil,
                  "0", after: "-1")
        try check("19.floor(-2)", .integer(19), "floor", [.integer(-2)], kw: nil, block: nil,
                  "0", after: "19")
        try check("20.ceil(-1)", .integer(20), "ceil", [.integer(-1)], kw: nil, block: nil,
                  "20", after: "20")
        try check("-10.ceil(0)", .integer(-10), "ceil", [.integer(0)], kw: nil, block: nil,
                  "-10", after: "-10")
        try check("10.ceil(-2)", .integer(10), "ceil", [.integer(-2)], kw: nil, block: nil,
                  "100", after: "10")
        try check("[2, -16, 20, -18, -2, 13, 8].sort", .arr([.integer(2), .integer(-16), .integer(20), .integer(-18), .integer(-2), .integer(13), .integer(8)]), "sort", [], kw: nil, block: nil,
                  "[-18, -16, -2, 2, 8, 13, 20]", after: "[2, -16, 20, -18, -2, 13, 8]")
        try check("[16, -1].sort", .arr([.integer(16), .integer(-1)]), "sort", [], kw: nil, block: nil,
                  "[-1, 16]", after: "[16, -1]")
        try check("[-5, 13].sort", .arr([.integer(-5), .integer(13)]), "sort", [], kw: nil, block: nil,
                  "[-5, 13]", after: "[-5, 13]")
        try check("[-17, -16].sum", .arr([.integer(-17), .integer(-16)]), "sum", [], kw: nil, block: nil,
                  "-33", after: "[-17, -16]")
        try check("[-14, -20, -15].sum", .arr([.integer(-14), .integer(-20), .integer(-15)]), "sum", [], kw: nil, block: nil,
                  "-49", after: "[-14, -20, -15]")
        try check("[9, -6, 4, 15, -17, -2].sum", .arr([.integer(9), .integer(-6), .integer(4), .integer(15), .integer(-17), .integer(-2)]), "sum", [], kw: nil, block: nil,
                  "3", after: "[9, -6, 4, 15, -17, -2]")
        try check("[20, 13, -19, -9, -18, -4, -16].min", .arr([.integer(20), .integer(13), .integer(-19), .integer(-9), .integer(-18), .integer(-4), .integer(-16)]), "min", [], kw: nil, block: nil,
                  "-19", after: "[20, 13, -19, -9, -18, -4, -16]")
        try check("[-2, -7, 1, 1, 5, 10, 14].min", .arr([.integer(-2), .integer(-7), .integer(1), .integer(1), .integer(5), .integer(10), .integer(14)]), "min", [], kw: nil, block: nil,
                  "-7", after: "[-2, -7, 1, 1, 5, 10, 14]")
        try check("[-7, 3, 11, -13, 7, -3].min", .arr([.integer(-7), .integer(3), .integer(11), .integer(-13), .integer(7), .integer(-3)]), "min", [], kw: nil, block: nil,
                  "-13", after: "[-7, 3, 11, -13, 7, -3]")
        try check("[-12, 0].max", .arr([.integer(-12), .integer(0)]), "max", [], kw: nil, block: nil,
                  "0", after: "[-12, 0]")
        try check("[8].max", .arr([.integer(8)]), "max", [], kw: nil, block: nil,
                  "8", after: "[8]")
        try check("[-6, -14, 4, 17, 9, 12].max", .arr([.integer(-6), .integer(-14), .integer(4), .integer(17), .integer(9), .integer(12)]), "max", [], kw: nil, block: nil,
                  "17", after: "[-6, -14, 4, 17, 9, 12]")
        try check("[].compact", .arr([]), "compact", [], kw: nil, block: nil,
                  "[]", after: "[]")
        try check("[14].compact", .arr([.integer(14)]), "compact", [], kw: nil, block: nil,
                  "[14]", after: "[14]")
        try check("[\"s1\"].compact", .arr([.str("s1")]), "compact", [], kw: nil, block: nil,
                  "[\"s1\"]", after: "[\"s1\"]")
        try check("[3, \"s1\", -12, 19, -18].uniq", .arr([.integer(3), .str("s1"), .integer(-12), .integer(19), .integer(-18)]), "uniq", [], kw: nil, block: nil,
                  "[3, \"s1\", -12, 19, -18]", after: "[3, \"s1\", -12, 19, -18]")
        try check("[nil].uniq", .arr([.nil]), "uniq", [], kw: nil, block: nil,
                  "[nil]", after: "[nil]")
        try check("[nil, -18, 17].uniq", .arr([.nil, .integer(-18), .integer(17)]), "uniq", [], kw: nil, block: nil,
                  "[nil, -18, 17]", after: "[nil, -18, 17]")
        try check("[-8, \"s0\", \"s2\", nil].reverse", .arr([.integer(-8), .str("s0"), .str("s2"), .nil]), "reverse", [], kw: nil, block: nil,
                  "[nil, \"s2\", \"s0\", -8]", after: "[-8, \"s0\", \"s2\", nil]")
        try check("[nil, 5, -8, \"s1\", nil].reverse", .arr([.nil, .integer(5), .integer(-8), .str("s1"), .nil]), "reverse", [], kw: nil, block: nil,
                  "[nil, \"s1\", -8, 5, nil]", after: "[nil, 5, -8, \"s1\", nil]")
        try check("[].reverse", .arr([]), "reverse", [], kw: nil, block: nil,
                  "[]", after: "[]")
        try check("[-11, \"s2\", nil, 10, -7, -10].first(2)", .arr([.integer(-11), .str("s2"), .nil, .integer(10), .integer(-7), .integer(-10)]), "first", [.integer(2)], kw: nil, block: nil,
                  "[-11, \"s2\"]", after: "[-11, \"s2\", nil, 10, -7, -10]")
        try check("[\"s2\", \"s1\"].first(0)", .arr([.str("s2"), .str("s1")]), "first", [.integer(0)], kw: nil, block: nil,
                  "[]", after: "[\"s2\", \"s1\"]")
        try check("[-16, nil, 0, -16, \"s0\", 0].first(2)", .arr([.integer(-16), .nil, .integer(0), .integer(-16), .str("s0"), .integer(0)]), "first", [.integer(2)], kw: nil, block: nil,
                  "[-16, nil]", after: "[-16, nil, 0, -16, \"s0\", 0]")
        try check("[2, 0].last(3)", .arr([.integer(2), .integer(0)]), "last", [.integer(3)], kw: nil, block: nil,
                  "[2, 0]", after: "[2, 0]")
        try check("[19, \"s2\", 20].last", .arr([.integer(19), .str("s2"), .integer(20)]), "last", [], kw: nil, block: nil,
                  "20", after: "[19, \"s2\", 20]")
        try check("[-18, nil, 4].last", .arr([.integer(-18), .nil, .integer(4)]), "last", [], kw: nil, block: nil,
                  "4", after: "[-18, nil, 4]")
        try check("[nil, \"s0\", 3, \"s0\"].flatten", .arr([.nil, .str("s0"), .integer(3), .str("s0")]), "flatten", [], kw: nil, block: nil,
                  "[nil, \"s0\", 3, \"s0\"]", after: "[nil, \"s0\", 3, \"s0\"]")
        try check("[-4, \"s1\", 12].flatten", .arr([.integer(-4), .str("s1"), .integer(12)]), "flatten", [], kw: nil, block: nil,
                  "[-4, \"s1\", 12]", after: "[-4, \"s1\", 12]")
        try check("[].flatten", .arr([]), "flatten", [], kw: nil, block: nil,
                  "[]", after: "[]")
        try check("[].tally", .arr([]), "tally", [], kw: nil, block: nil,
                  "{}", after: "[]")
        try check("[].tally", .arr([]), "tally", [], kw: nil, block: nil,
                  "{}", after: "[]")
        try check("[17, -4, 1, 13, 4].tally", .arr([.integer(17), .integer(-4), .integer(1), .integer(13), .integer(4)]), "tally", [], kw: nil, block: nil,
                  "{17=>1, -4=>1, 1=>1, 13=>1, 4=>1}", after: "[17, -4, 1, 13, 4]")
        try check("[-5, nil, nil, \"s2\", \"s2\", \"s2\"].take(0)", .arr([.integer(-5), .nil, .nil, .str("s2"), .str("s2"), .str("s2")]), "take", [.integer(0)], kw: nil, block: nil,
                  "[]", after: "[-5, nil, nil, \"s2\", \"s2\", \"s2\"]")
        try check("[20, 0, 16].take(4)", .arr([.integer(20), .integer(0), .integer(16)]), "take", [.integer(4)], kw: nil, block: nil,
                  "[20, 0, 16]", after: "[20, 0, 16]")
        try check("[-5].take(0)", .arr([.integer(-5)]), "take", [.integer(0)], kw: nil, block: nil,
                  "[]", after: "[-5]")
        try check("[18, -16, -9, \"s0\", \"s0\"].drop(2)", .arr([.integer(18), .integer(-16), .integer(-9), .str("s0"), .str("s0")]), "drop", [.integer(2)], kw: nil, block: nil,
                  "[-9, \"s0\", \"s0\"]", after: "[18, -16, -9, \"s0\", \"s0\"]")
        try check("[-2, -13, \"s2\"].drop(4)", .arr([.integer(-2), .integer(-13), .str("s2")]), "drop", [.integer(4)], kw: nil, block: nil,
                  "[]", after: "[-2, -13, \"s2\"]")
        try check("[-18, -8, -5].drop(0)", .arr([.integer(-18), .integer(-8), .integer(-5)]), "drop", [.integer(0)], kw: nil, block: nil,
                  "[-18, -8, -5]", after: "[-18, -8, -5]")
        try check("[\"s0\", 15, 12, \"s0\"].rotate(3)", .arr([.str("s0"), .integer(15), .integer(12), .str("s0")]), "rotate", [.integer(3)], kw: nil, block: nil,
                  "[\"s0\", \"s0\", 15, 12]", after: "[\"s0\", 15, 12, \"s0\"]")
        try check("[18].rotate(4)", .arr([.integer(18)]), "rotate", [.integer(4)], kw: nil, block: nil,
                  "[18]", after: "[18]")
        try check("[\"s1\", 9, nil].rotate(3)", .arr([.str("s1"), .integer(9), .nil]), "rotate", [.integer(3)], kw: nil, block: nil,
                  "[\"s1\", 9, nil]", after: "[\"s1\", 9, nil]")
        try check("[-6, -12, nil].length", .arr([.integer(-6), .integer(-12), .nil]), "length", [], kw: nil, block: nil,
                  "3", after: "[-6, -12, nil]")
        try check("[\"s0\", \"s0\", 4].length", .arr([.str("s0"), .str("s0"), .integer(4)]), "length", [], kw: nil, block: nil,
                  "3", after: "[\"s0\", \"s0\", 4]")
        try check("[-12, 1].length", .arr([.integer(-12), .integer(1)]), "length", [], kw: nil, block: nil,
                  "2", after: "[-12, 1]")
        try check("[nil, \"s0\", -1, nil].[](1, 1)", .arr([.nil, .str("s0"), .integer(-1), .nil]), "[]", [.integer(1), .integer(1)], kw: nil, block: nil,
                  "[\"s0\"]", after: "[nil, \"s0\", -1, nil]")
        try check("[nil, \"s2\", nil, -16, 4].[](-5, 1)", .arr([.nil, .str("s2"), .nil, .integer(-16), .integer(4)]), "[]", [.integer(-5), .integer(1)], kw: nil, block: nil,
                  "[nil]", after: "[nil, \"s2\", nil, -16, 4]")
        try check("[0, nil, \"s0\", -14].[](-1, 1)", .arr([.integer(0), .nil, .str("s0"), .integer(-14)]), "[]", [.integer(-1), .integer(1)], kw: nil, block: nil,
                  "[-14]", after: "[0, nil, \"s0\", -14]")
        try check("[16, -15].[](6, 3)", .arr([.integer(16), .integer(-15)]), "[]", [.integer(6), .integer(3)], kw: nil, block: nil,
                  "nil", after: "[16, -15]")
        try check("[].[](2, 3)", .arr([]), "[]", [.integer(2), .integer(3)], kw: nil, block: nil,
                  "nil", after: "[]")
        try check("[20].[](-4, 2)", .arr([.integer(20)]), "[]", [.integer(-4), .integer(2)], kw: nil, block: nil,
                  "nil", after: "[20]")
        try check("[\"s2\", nil, \"s0\"].[](5, 0)", .arr([.str("s2"), .nil, .str("s0")]), "[]", [.integer(5), .integer(0)], kw: nil, block: nil,
                  "nil", after: "[\"s2\", nil, \"s0\"]")
        try check("[-12, 11, \"s0\", nil, 3].[](-3, 1)", .arr([.integer(-12), .integer(11), .str("s0"), .nil, .integer(3)]), "[]", [.integer(-3), .integer(1)], kw: nil, block: nil,
                  "[\"s0\"]", after: "[-12, 11, \"s0\", nil, 3]")
        try check("[nil, \"s2\", 9, 19].[](4, 1)", .arr([.nil, .str("s2"), .integer(9), .integer(19)]), "[]", [.integer(4), .integer(1)], kw: nil, block: nil,
                  "[]", after: "[nil, \"s2\", 9, 19]")
        try check("[-1, \"s2\", -18, \"s0\", nil].[](-3, 2)", .arr([.integer(-1), .str("s2"), .integer(-18), .str("s0"), .nil]), "[]", [.integer(-3), .integer(2)], kw: nil, block: nil,
                  "[-18, \"s0\"]", after: "[-1, \"s2\", -18, \"s0\", nil]")
        try check("[-12, nil, -16, -12].[](0..-1)", .arr([.integer(-12), .nil, .integer(-16), .integer(-12)]), "[]", [.range(RangeValue(lower: .integer(0), upper: .integer(-1), exclusive: false))], kw: nil, block: nil,
                  "[-12, nil, -16, -12]", after: "[-12, nil, -16, -12]")
        try check("[-4, nil, nil, -5, \"s1\", -6].[](7..-1)", .arr([.integer(-4), .nil, .nil, .integer(-5), .str("s1"), .integer(-6)]), "[]", [.range(RangeValue(lower: .integer(7), upper: .integer(-1), exclusive: false))], kw: nil, block: nil,
                  "nil", after: "[-4, nil, nil, -5, \"s1\", -6]")
        try check("[\"s2\", -18, \"s2\", 15].[](-6..-2)", .arr([.str("s2"), .integer(-18), .str("s2"), .integer(15)]), "[]", [.range(RangeValue(lower: .integer(-6), upper: .integer(-2), exclusive: false))], kw: nil, block: nil,
                  "nil", after: "[\"s2\", -18, \"s2\", 15]")
        try check("[\"s1\", nil, \"s0\", 4].[](8..1)", .arr([.str("s1"), .nil, .str("s0"), .integer(4)]), "[]", [.range(RangeValue(lower: .integer(8), upper: .integer(1), exclusive: false))], kw: nil, block: nil,
                  "nil", after: "[\"s1\", nil, \"s0\", 4]")
        try check("[nil, -2].[](2..3)", .arr([.nil, .integer(-2)]), "[]", [.range(RangeValue(lower: .integer(2), upper: .integer(3), exclusive: false))], kw: nil, block: nil,
                  "[]", after: "[nil, -2]")
        try check("[\"s1\", \"s0\", 0].[](-7..1)", .arr([.str("s1"), .str("s0"), .integer(0)]), "[]", [.range(RangeValue(lower: .integer(-7), upper: .integer(1), exclusive: false))], kw: nil, block: nil,
                  "nil", after: "[\"s1\", \"s0\", 0]")
        try check("[\"s2\", -7, nil, \"s2\"].[](-8..0)", .arr([.str("s2"), .integer(-7), .nil, .str("s2")]), "[]", [.range(RangeValue(lower: .integer(-8), upper: .integer(0), exclusive: false))], kw: nil, block: nil,
                  "nil", after: "[\"s2\", -7, nil, \"s2\"]")
        try check("[-11, nil, 17, \"s0\", nil].[](-3..-2)", .arr([.integer(-11), .nil, .integer(17), .str("s0"), .nil]), "[]", [.range(RangeValue(lower: .integer(-3), upper: .integer(-2), exclusive: false))], kw: nil, block: nil,
                  "[17, \"s0\"]", after: "[-11, nil, 17, \"s0\", nil]")
        try check("[nil, \"s0\"].[](7..7)", .arr([.nil, .str("s0")]), "[]", [.range(RangeValue(lower: .integer(7), upper: .integer(7), exclusive: false))], kw: nil, block: nil,
                  "nil", after: "[nil, \"s0\"]")
        try check("[].[](6..-3)", .arr([]), "[]", [.range(RangeValue(lower: .integer(6), upper: .integer(-3), exclusive: false))], kw: nil, block: nil,
                  "nil", after: "[]")
        try check("[-4, -3, -1, -7, -10].each_slice(3).to_a", .arr([.integer(-4), .integer(-3), .integer(-1), .integer(-7), .integer(-10)]), "each_slice", [.integer(3)], kw: nil, block: nil, then: "to_a",
                  "[[-4, -3, -1], [-7, -10]]", after: "[-4, -3, -1, -7, -10]")
        try check("[15, -7, 5, 0, -4, 0].each_slice(3).to_a", .arr([.integer(15), .integer(-7), .integer(5), .integer(0), .integer(-4), .integer(0)]), "each_slice", [.integer(3)], kw: nil, block: nil, then: "to_a",
                  "[[15, -7, 5], [0, -4, 0]]", after: "[15, -7, 5, 0, -4, 0]")
        try check("[-14, -14].each_slice(3).to_a", .arr([.integer(-14), .integer(-14)]), "each_slice", [.integer(3)], kw: nil, block: nil, then: "to_a",
                  "[[-14, -14]]", after: "[-14, -14]")
        try check("[].each_slice(2).to_a", .arr([]), "each_slice", [.integer(2)], kw: nil, block: nil, then: "to_a",
                  "[]", after: "[]")
        try check("[-8, -11, -6, 9, 9].each_slice(1).to_a", .arr([.integer(-8), .integer(-11), .integer(-6), .integer(9), .integer(9)]), "each_slice", [.integer(1)], kw: nil, block: nil, then: "to_a",
                  "[[-8], [-11], [-6], [9], [9]]", after: "[-8, -11, -6, 9, 9]")
        try check("[-18, -19, 4, 1, 0].each_slice(1).to_a", .arr([.integer(-18), .integer(-19), .integer(4), .integer(1), .integer(0)]), "each_slice", [.integer(1)], kw: nil, block: nil, then: "to_a",
                  "[[-18], [-19], [4], [1], [0]]", after: "[-18, -19, 4, 1, 0]")
        try check("[6, -3].each_slice(3).to_a", .arr([.integer(6), .integer(-3)]), "each_slice", [.integer(3)], kw: nil, block: nil, then: "to_a",
                  "[[6, -3]]", after: "[6, -3]")
        try check("[-20, 7].each_slice(3).to_a", .arr([.integer(-20), .integer(7)]), "each_slice", [.integer(3)], kw: nil, block: nil, then: "to_a",
                  "[[-20, 7]]", after: "[-20, 7]")
        try check("[].each_slice(1).to_a", .arr([]), "each_slice", [.integer(1)], kw: nil, block: nil, then: "to_a",
                  "[]", after: "[]")
        try check("[-6, 8, -8, 15].each_slice(1).to_a", .arr([.integer(-6), .integer(8), .integer(-8), .integer(15)]), "each_slice", [.integer(1)], kw: nil, block: nil, then: "to_a",
                  "[[-6], [8], [-8], [15]]", after: "[-6, 8, -8, 15]")
        try check("[-9].-([-17, -8, -5])", .arr([.integer(-9)]), "-", [.arr([.integer(-17), .integer(-8), .integer(-5)])], kw: nil, block: nil,
                  "[-9]", after: "[-9]")
        try check("[-16, -13, -7, -5, 5, 19, 9].-([-20, 20, 20, -5, 7, 0, 17])", .arr([.integer(-16), .integer(-13), .integer(-7), .integer(-5), .integer(5), .integer(19), .integer(9)]), "-", [.arr([.integer(-20), .integer(20), .integer(20), .integer(-5), .integer(7), .integer(0), .integer(17)])], kw: nil, block: nil,
                  "[-16, -13, -7, 5, 19, 9]", after: "[-16, -13, -7, -5, 5, 19, 9]")
        try check("[16, -1, 11, 3, 7, -3, 18].-([2])", .arr([.integer(16), .integer(-1), .integer(11), .integer(3), .integer(7), .integer(-3), .integer(18)]), "-", [.arr([.integer(2)])], kw: nil, block: nil,
                  "[16, -1, 11, 3, 7, -3, 18]", after: "[16, -1, 11, 3, 7, -3, 18]")
        try check("[-9, 1, -4, -14, 17, 14].-([-13, 19, -5, 7, 4])", .arr([.integer(-9), .integer(1), .integer(-4), .integer(-14), .integer(17), .integer(14)]), "-", [.arr([.integer(-13), .integer(19), .integer(-5), .integer(7), .integer(4)])], kw: nil, block: nil,
                  "[-9, 1, -4, -14, 17, 14]", after: "[-9, 1, -4, -14, 17, 14]")
        try check("[4, -1, 12, -4, -17, 19, -12].-([7, 17])", .arr([.integer(4), .integer(-1), .integer(12), .integer(-4), .integer(-17), .integer(19), .integer(-12)]), "-", [.arr([.integer(7), .integer(17)])], kw: nil, block: nil,
                  "[4, -1, 12, -4, -17, 19, -12]", after: "[4, -1, 12, -4, -17, 19, -12]")
        try check("[-16, 9].-([7, 4, 13, 19, -11])", .arr([.integer(-16), .integer(9)]), "-", [.arr([.integer(7), .integer(4), .integer(13), .integer(19), .integer(-11)])], kw: nil, block: nil,
                  "[-16, 9]", after: "[-16, 9]")
        try check("[17, -5, -8, -11, 16, -13].-([-2, -6, 3, 6, -14, -17])", .arr([.integer(17), .integer(-5), .integer(-8), .integer(-11), .integer(16), .integer(-13)]), "-", [.arr([.integer(-2), .integer(-6), .integer(3), .integer(6), .integer(-14), .integer(-17)])], kw: nil, block: nil,
                  "[17, -5, -8, -11, 16, -13]", after: "[17, -5, -8, -11, 16, -13]")
        try check("[-11, -6, 17, -18, 8].-([-6, 2, -4, 1])", .arr([.integer(-11), .integer(-6), .integer(17), .integer(-18), .integer(8)]), "-", [.arr([.integer(-6), .integer(2), .integer(-4), .integer(1)])], kw: nil, block: nil,
                  "[-11, 17, -18, 8]", after: "[-11, -6, 17, -18, 8]")
        try check("[12, 2, -3, 5].-([11, -4, -12, 16, -3, 14])", .arr([.integer(12), .integer(2), .integer(-3), .integer(5)]), "-", [.arr([.integer(11), .integer(-4), .integer(-12), .integer(16), .integer(-3), .integer(14)])], kw: nil, block: nil,
                  "[12, 2, 5]", after: "[12, 2, -3, 5]")
        try check("[].-([-16])", .arr([]), "-", [.arr([.integer(-16)])], kw: nil, block: nil,
                  "[]", after: "[]")
        try check("[-1, 2, -11].&([])", .arr([.integer(-1), .integer(2), .integer(-11)]), "&", [.arr([])], kw: nil, block: nil,
                  "[]", after: "[-1, 2, -11]")
        try check("[16, 15].&([15])", .arr([.integer(16), .integer(15)]), "&", [.arr([.integer(15)])], kw: nil, block: nil,
                  "[15]", after: "[16, 15]")
        try check("[-13, -14, -8].&([10, 15, 8])", .arr([.integer(-13), .integer(-14), .integer(-8)]), "&", [.arr([.integer(10), .integer(15), .integer(8)])], kw: nil, block: nil,
                  "[]", after: "[-13, -14, -8]")
        try check("[-10, 2].&([-19, -18, 4])", .arr([.integer(-10), .integer(2)]), "&", [.arr([.integer(-19), .integer(-18), .integer(4)])], kw: nil, block: nil,
                  "[]", after: "[-10, 2]")
        try check("[-18, -7, -13, -5, 14, 17].&([])", .arr([.integer(-18), .integer(-7), .integer(-13), .integer(-5), .integer(14), .integer(17)]), "&", [.arr([])], kw: nil, block: nil,
                  "[]", after: "[-18, -7, -13, -5, 14, 17]")
        try check("[2, 16, 6, -4, 11, 2].&([15])", .arr([.integer(2), .integer(16), .integer(6), .integer(-4), .integer(11), .integer(2)]), "&", [.arr([.integer(15)])], kw: nil, block: nil,
                  "[]", after: "[2, 16, 6, -4, 11, 2]")
        try check("[-12, 13, 12, -3, -12].&([-7, 12, 6, 1, 16])", .arr([.integer(-12), .integer(13), .integer(12), .integer(-3), .integer(-12)]), "&", [.arr([.integer(-7), .integer(12), .integer(6), .integer(1), .integer(16)])], kw: nil, block: nil,
                  "[12]", after: "[-12, 13, 12, -3, -12]")
        try check("[7].&([7, 4])", .arr([.integer(7)]), "&", [.arr([.integer(7), .integer(4)])], kw: nil, block: nil,
                  "[7]", after: "[7]")
        try check("[-19].&([-2, 2])", .arr([.integer(-19)]), "&", [.arr([.integer(-2), .integer(2)])], kw: nil, block: nil,
                  "[]", after: "[-19]")
        try check("[-16, -19, -14, -15, 2, 17].&([0, -3, -10])", .arr([.integer(-16), .integer(-19), .integer(-14), .integer(-15), .integer(2), .integer(17)]), "&", [.arr([.integer(0), .integer(-3), .integer(-10)])], kw: nil, block: nil,
                  "[]", after: "[-16, -19, -14, -15, 2, 17]")
        try check("[11, -5, 0, -11, 2].join(\"-\")", .arr([.integer(11), .integer(-5), .integer(0), .integer(-11), .integer(2)]), "join", [.str("-")], kw: nil, block: nil,
                  "\"11--5-0--11-2\"", after: "[11, -5, 0, -11, 2]")
        try check("[].join(\"-\")", .arr([]), "join", [.str("-")], kw: nil, block: nil,
                  "\"\"", after: "[]")
        try check("[17, -17, 11, -10, -11].join(\"-\")", .arr([.integer(17), .integer(-17), .integer(11), .integer(-10), .integer(-11)]), "join", [.str("-")], kw: nil, block: nil,
                  "\"17--17-11--10--11\"", after: "[17, -17, 11, -10, -11]")
        try check("[-2, 13, 18, -13, 0, 12, 8].join(\"-\")", .arr([.integer(-2), .integer(13), .integer(18), .integer(-13), .integer(0), .integer(12), .integer(8)]), "join", [.str("-")], kw: nil, block: nil,
                  "\"-2-13-18--13-0-12-8\"", after: "[-2, 13, 18, -13, 0, 12, 8]")
        try check("[7, -10, 11, -13, 20].join(\"-\")", .arr([.integer(7), .integer(-10), .integer(11), .integer(-13), .integer(20)]), "join", [.str("-")], kw: nil, block: nil,
                  "\"7--10-11--13-20\"", after: "[7, -10, 11, -13, 20]")
        try check("[-6, -15].join(\"-\")", .arr([.integer(-6), .integer(-15)]), "join", [.str("-")], kw: nil, block: nil,
                  "\"-6--15\"", after: "[-6, -15]")
        try check("[18, 2, -6].join(\"-\")", .arr([.integer(18), .integer(2), .integer(-6)]), "join", [.str("-")], kw: nil, block: nil,
                  "\"18-2--6\"", after: "[18, 2, -6]")
        try check("[].join(\"-\")", .arr([]), "join", [.str("-")], kw: nil, block: nil,
                  "\"\"", after: "[]")
        try check("[3, -12, -4, -16].join(\"-\")", .arr([.integer(3), .integer(-12), .integer(-4), .integer(-16)]), "join", [.str("-")], kw: nil, block: nil,
                  "\"3--12--4--16\"", after: "[3, -12, -4, -16]")
        try check("[].join(\"-\")", .arr([]), "join", [.str("-")], kw: nil, block: nil,
                  "\"\"", after: "[]")
        try check("\"%+.3e\".%(14)", .str("%+.3e"), "%", [.integer(14)], kw: nil, block: nil,
                  "\"+1.400e+01\"", after: "\"%+.3e\"")
        try check("\"%05d\".%(-2.5)", .str("%05d"), "%", [.float(-2.5)], kw: nil, block: nil,
                  "\"-0002\"", after: "\"%05d\"")
        try check("\"%o\".%(885086.6150693607)", .str("%o"), "%", [.float(885086.6150693607)], kw: nil, block: nil,
                  "\"3300536\"", after: "\"%o\"")
        try check("\"%08.3f\".%(2.5)", .str("%08.3f"), "%", [.float(2.5)], kw: nil, block: nil,
                  "\"0002.500\"", after: "\"%08.3f\"")
        try check("\"%g\".%(9.03)", .str("%g"), "%", [.float(9.03)], kw: nil, block: nil,
                  "\"9.03\"", after: "\"%g\"")
        try check("\"%g\".%(-2.5)", .str("%g"), "%", [.float(-2.5)], kw: nil, block: nil,
                  "\"-2.5\"", after: "\"%g\"")
        try check("\"%+.3e\".%(55.51018915342257)", .str("%+.3e"), "%", [.float(55.51018915342257)], kw: nil, block: nil,
                  "\"+5.551e+01\"", after: "\"%+.3e\"")
        try check("\"% d\".%(0.052034816250393634)", .str("% d"), "%", [.float(0.052034816250393634)], kw: nil, block: nil,
                  "\" 0\"", after: "\"% d\"")
        try check("\"%5.2f\".%(5)", .str("%5.2f"), "%", [.integer(5)], kw: nil, block: nil,
                  "\" 5.00\"", after: "\"%5.2f\"")
        try check("\"% d\".%(16)", .str("% d"), "%", [.integer(16)], kw: nil, block: nil,
                  "\" 16\"", after: "\"% d\"")
        try check("\"%.1f\".%(0)", .str("%.1f"), "%", [.integer(0)], kw: nil, block: nil,
                  "\"0.0\"", after: "\"%.1f\"")
        try check("\"%05d\".%(6)", .str("%05d"), "%", [.integer(6)], kw: nil, block: nil,
                  "\"00006\"", after: "\"%05d\"")
        try check("\"%o\".%(11)", .str("%o"), "%", [.integer(11)], kw: nil, block: nil,
                  "\"13\"", after: "\"%o\"")
        try check("\"%10.4g\".%(-3)", .str("%10.4g"), "%", [.integer(-3)], kw: nil, block: nil,
                  "\"        -3\"", after: "\"%10.4g\"")
        try check("\"%10.4g\".%(-43.68)", .str("%10.4g"), "%", [.float(-43.68)], kw: nil, block: nil,
                  "\"    -43.68\"", after: "\"%10.4g\"")
        try check("\"%-6d|\".%(-0.5)", .str("%-6d|"), "%", [.float(-0.5)], kw: nil, block: nil,
                  "\"0     |\"", after: "\"%-6d|\"")
        try check("\"%o\".%(18)", .str("%o"), "%", [.integer(18)], kw: nil, block: nil,
                  "\"22\"", after: "\"%o\"")
        try check("\"%p\".%(-14)", .str("%p"), "%", [.integer(-14)], kw: nil, block: nil,
                  "\"-14\"", after: "\"%p\"")
        try check("\"%g\".%(16)", .str("%g"), "%", [.integer(16)], kw: nil, block: nil,
                  "\"16\"", after: "\"%g\"")
        try check("\"%10.4g\".%(3.5)", .str("%10.4g"), "%", [.float(3.5)], kw: nil, block: nil,
                  "\"       3.5\"", after: "\"%10.4g\"")
        try check("\"%05d\".%(-61.6)", .str("%05d"), "%", [.float(-61.6)], kw: nil, block: nil,
                  "\"-0061\"", after: "\"%05d\"")
        try check("\"%.0f\".%(771348197723577.0)", .str("%.0f"), "%", [.float(771348197723577.0)], kw: nil, block: nil,
                  "\"771348197723577\"", after: "\"%.0f\"")
        try check("\"%+.3e\".%(-33.21)", .str("%+.3e"), "%", [.float(-33.21)], kw: nil, block: nil,
                  "\"-3.321e+01\"", after: "\"%+.3e\"")
        try check("\"%05d\".%(0)", .str("%05d"), "%", [.integer(0)], kw: nil, block: nil,
                  "\"00000\"", after: "\"%05d\"")
        try check("\"%p\".%(4)", .str("%p"), "%", [.integer(4)], kw: nil, block: nil,
                  "\"4\"", after: "\"%p\"")
        try check("\"%x\".%(234950.42963209935)", .str("%x"), "%", [.float(234950.42963209935)], kw: nil, block: nil,
                  "\"395c6\"", after: "\"%x\"")
        try check("\"%.1f\".%(2.5)", .str("%.1f"), "%", [.float(2.5)], kw: nil, block: nil,
                  "\"2.5\"", after: "\"%.1f\"")
        try check("\"% d\".%(9)", .str("% d"), "%", [.integer(9)], kw: nil, block: nil,
                  "\" 9\"", after: "\"% d\"")
        try check("\"%05d\".%(1)", .str("%05d"), "%", [.integer(1)], kw: nil, block: nil,
                  "\"00001\"", after: "\"%05d\"")
        try check("\"%08.3f\".%(-98.5191)", .str("%08.3f"), "%", [.float(-98.5191)], kw: nil, block: nil,
                  "\"-098.519\"", after: "\"%08.3f\"")
    }
}
