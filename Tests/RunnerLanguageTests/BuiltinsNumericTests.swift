// Expected values recorded from ruby 3.1 with ActiveSupport 6.1 (`ruby -ractive_support/all`);
// each case names the Ruby expression it mirrors.
import XCTest

@testable import RunnerLanguage

final class BuiltinsNumericTests: BuiltinsTestCase {
    func testNumericMethods() throws {
        try check("7./(2)", .integer(7), "/", [.integer(2)], kw: nil, block: nil,
                  "3", after: "7")
        try check("-7./(2)", .integer(-7), "/", [.integer(2)], kw: nil, block: nil,
                  "-4", after: "-7")
        try check("7./(-2)", .integer(7), "/", [.integer(-2)], kw: nil, block: nil,
                  "-4", after: "7")
        try check("-7.%(3)", .integer(-7), "%", [.integer(3)], kw: nil, block: nil,
                  "2", after: "-7")
        try check("7.%(-3)", .integer(7), "%", [.integer(-3)], kw: nil, block: nil,
                  "-2", after: "7")
        try check("-7.0.%(3)", .float(-7.0), "%", [.integer(3)], kw: nil, block: nil,
                  "2.0", after: "-7.0")
        try check("7.0.%(-3)", .float(7.0), "%", [.integer(-3)], kw: nil, block: nil,
                  "-2.0", after: "7.0")
        try check("7./(2.0)", .integer(7), "/", [.float(2.0)], kw: nil, block: nil,
                  "3.5", after: "7")
        try check("1./(0)", .integer(1), "/", [.integer(0)], kw: nil, block: nil,
                  "!ZeroDivisionError: divided by 0", after: "1")
        try check("1.%(0)", .integer(1), "%", [.integer(0)], kw: nil, block: nil,
                  "!ZeroDivisionError: divided by 0", after: "1")
        try check("1.0./(0)", .float(1.0), "/", [.integer(0)], kw: nil, block: nil,
                  "Infinity", after: "1.0")
        try check("-1./(0.0)", .integer(-1), "/", [.float(0.0)], kw: nil, block: nil,
                  "-Infinity", after: "-1")
        try check("0.0./(0)", .float(0.0), "/", [.integer(0)], kw: nil, block: nil,
                  "NaN", after: "0.0")
        try check("1.0.%(0)", .float(1.0), "%", [.integer(0)], kw: nil, block: nil,
                  "!ZeroDivisionError: divided by 0", after: "1.0")
        try check("2.**(10)", .integer(2), "**", [.integer(10)], kw: nil, block: nil,
                  "1024", after: "2")
        try check("2.**(0.5)", .integer(2), "**", [.float(0.5)], kw: nil, block: nil,
                  "1.4142135623730951", after: "2")
        try check("2.0.**(3)", .float(2.0), "**", [.integer(3)], kw: nil, block: nil,
                  "8.0", after: "2.0")
        try check("1.+(2.5)", .integer(1), "+", [.float(2.5)], kw: nil, block: nil,
                  "3.5", after: "1")
        try check("0.1.+(0.2)", .float(0.1), "+", [.float(0.2)], kw: nil, block: nil,
                  "0.30000000000000004", after: "0.1")
        try check("3.0.*(1.1)", .float(3.0), "*", [.float(1.1)], kw: nil, block: nil,
                  "3.3000000000000003", after: "3.0")
        try check("1.+(nil)", .integer(1), "+", [.nil], kw: nil, block: nil,
                  "!TypeError: nil can't be coerced into Integer", after: "1")
        try check("1.+(\"a\")", .integer(1), "+", [.str("a")], kw: nil, block: nil,
                  "!TypeError: String can't be coerced into Integer", after: "1")
        try check("-7.divmod(2)", .integer(-7), "divmod", [.integer(2)], kw: nil, block: nil,
                  "[-4, 1]", after: "-7")
        try check("-7.5.divmod(2)", .float(-7.5), "divmod", [.integer(2)], kw: nil, block: nil,
                  "[-4, 0.5]", after: "-7.5")
        try check("7.divmod(-2.0)", .integer(7), "divmod", [.float(-2.0)], kw: nil, block: nil,
                  "[-4, -1.0]", after: "7")
        try check("7.fdiv(2)", .integer(7), "fdiv", [.integer(2)], kw: nil, block: nil,
                  "3.5", after: "7")
        try check("7.remainder(-3)", .integer(7), "remainder", [.integer(-3)], kw: nil, block: nil,
                  "1", after: "7")
        try check("-7.div(2)", .integer(-7), "div", [.integer(2)], kw: nil, block: nil,
                  "-4", after: "-7")
        try check("5.-@", .integer(5), "-@", [], kw: nil, block: nil,
                  "-5", after: "5")
        try check("-7.abs", .integer(-7), "abs", [], kw: nil, block: nil,
                  "7", after: "-7")
        try check("-7.5.abs", .float(-7.5), "abs", [], kw: nil, block: nil,
                  "7.5", after: "-7.5")
        try check("1.==(1.0)", .integer(1), "==", [.float(1.0)], kw: nil, block: nil,
                  "true", after: "1")
        try check("1.eql?(1.0)", .integer(1), "eql?", [.float(1.0)], kw: nil, block: nil,
                  "false", after: "1")
        try check("1.<=>(2.5)", .integer(1), "<=>", [.float(2.5)], kw: nil, block: nil,
                  "-1", after: "1")
        try check("1.<=>(\"a\")", .integer(1), "<=>", [.str("a")], kw: nil, block: nil,
                  "nil", after: "1")
        try check("1.<(\"a\")", .integer(1), "<", [.str("a")], kw: nil, block: nil,
                  "!ArgumentError: comparison of Integer with String failed", after: "1")
        try check("2.>=(2.0)", .integer(2), ">=", [.float(2.0)], kw: nil, block: nil,
                  "true", after: "2")
        try check("255.to_s", .integer(255), "to_s", [], kw: nil, block: nil,
                  "\"255\"", after: "255")
        try check("255.to_s(2)", .integer(255), "to_s", [.integer(2)], kw: nil, block: nil,
                  "\"11111111\"", after: "255")
        try check("255.to_s(16)", .integer(255), "to_s", [.integer(16)], kw: nil, block: nil,
                  "\"ff\"", after: "255")
        try check("3.99.to_i", .float(3.99), "to_i", [], kw: nil, block: nil,
                  "3", after: "3.99")
        try check("-3.99.to_i", .float(-3.99), "to_i", [], kw: nil, block: nil,
                  "-3", after: "-3.99")
        try check("3.to_f", .integer(3), "to_f", [], kw: nil, block: nil,
                  "3.0", after: "3")
        try check("2.5.round", .float(2.5), "round", [], kw: nil, block: nil,
                  "3", after: "2.5")
        try check("3.5.round", .float(3.5), "round", [], kw: nil, block: nil,
                  "4", after: "3.5")
        try check("-2.5.round", .float(-2.5), "round", [], kw: nil, block: nil,
                  "-3", after: "-2.5")
        try check("1.25.round(1)", .float(1.25), "round", [.integer(1)], kw: nil, block: nil,
                  "1.3", after: "1.25")
        try check("2.675.round(2)", .float(2.675), "round", [.integer(2)], kw: nil, block: nil,
                  "2.68", after: "2.675")
        try check("1234.round(-2)", .integer(1234), "round", [.integer(-2)], kw: nil, block: nil,
                  "1200", after: "1234")
        try check("1250.round(-2)", .integer(1250), "round", [.integer(-2)], kw: nil, block: nil,
                  "1300", after: "1250")
        try check("-1250.round(-2)", .integer(-1250), "round", [.integer(-2)], kw: nil, block: nil,
                  "-1300", after: "-1250")
        try check("12.34.round(-1)", .float(12.34), "round", [.integer(-1)], kw: nil, block: nil,
                  "10", after: "12.34")
        try check("1.0.round(2)", .float(1.0), "round", [.integer(2)], kw: nil, block: nil,
                  "1.0", after: "1.0")
        try check("1.5.floor", .float(1.5), "floor", [], kw: nil, block: nil,
                  "1", after: "1.5")
        try check("-1.5.ceil", .float(-1.5), "ceil", [], kw: nil, block: nil,
                  "-1", after: "-1.5")
        try check("1.2345.floor(2)", .float(1.2345), "floor", [.integer(2)], kw: nil, block: nil,
                  "1.23", after: "1.2345")
        try check("1.2345.ceil(2)", .float(1.2345), "ceil", [.integer(2)], kw: nil, block: nil,
                  "1.24", after: "1.2345")
        try check("1.1.floor(1)", .float(1.1), "floor", [.integer(1)], kw: nil, block: nil,
                  "1.1", after: "1.1")
        try check("1.1.ceil(1)", .float(1.1), "ceil", [.integer(1)], kw: nil, block: nil,
                  "1.1", after: "1.1")
        try check("3.7.truncate", .float(3.7), "truncate", [], kw: nil, block: nil,
                  "3", after: "3.7")
        try check("12.5.round(half: :even)", .float(12.5), "round", [], kw: HashBox([(.symbol("half"), .symbol("even"))]), block: nil,
                  "12", after: "12.5")
        try check("1.0.round", .float(1.0), "round", [], kw: nil, block: nil,
                  "1", after: "1.0")
        try check("4.even?", .integer(4), "even?", [], kw: nil, block: nil,
                  "true", after: "4")
        try check("3.odd?", .integer(3), "odd?", [], kw: nil, block: nil,
                  "true", after: "3")
        try check("0.zero?", .integer(0), "zero?", [], kw: nil, block: nil,
                  "true", after: "0")
        try check("0.0.zero?", .float(0.0), "zero?", [], kw: nil, block: nil,
                  "true", after: "0.0")
        try check("-1.positive?", .integer(-1), "positive?", [], kw: nil, block: nil,
                  "false", after: "-1")
        try check("-1.negative?", .integer(-1), "negative?", [], kw: nil, block: nil,
                  "true", after: "-1")
        try check("5.succ", .integer(5), "succ", [], kw: nil, block: nil,
                  "6", after: "5")
        try check("5.pred", .integer(5), "pred", [], kw: nil, block: nil,
                  "4", after: "5")
        try check("65.chr", .integer(65), "chr", [], kw: nil, block: nil,
                  "\"A\"", after: "65")
        try check("1.ordinalize", .integer(1), "ordinalize", [], kw: nil, block: nil,
                  "\"1st\"", after: "1")
        try check("11.ordinalize", .integer(11), "ordinalize", [], kw: nil, block: nil,
                  "\"11th\"", after: "11")
        try check("22.ordinalize", .integer(22), "ordinalize", [], kw: nil, block: nil,
                  "\"22nd\"", after: "22")
        try check("103.ordinalize", .integer(103), "ordinalize", [], kw: nil, block: nil,
                  "\"103rd\"", after: "103")
        try check("-1.ordinalize", .integer(-1), "ordinalize", [], kw: nil, block: nil,
                  "\"-1st\"", after: "-1")
        try check("112.ordinalize", .integer(112), "ordinalize", [], kw: nil, block: nil,
                  "\"112th\"", after: "112")
        try check("5.between?(1, 5)", .integer(5), "between?", [.integer(1), .integer(5)], kw: nil, block: nil,
                  "true", after: "5")
        try check("5.clamp(1, 3)", .integer(5), "clamp", [.integer(1), .integer(3)], kw: nil, block: nil,
                  "3", after: "5")
        try check("0.clamp(1, 3)", .integer(0), "clamp", [.integer(1), .integer(3)], kw: nil, block: nil,
                  "1", after: "0")
        try check("2.5.clamp(1, 3)", .float(2.5), "clamp", [.integer(1), .integer(3)], kw: nil, block: nil,
                  "2.5", after: "2.5")
        try check("5.clamp(1..3)", .integer(5), "clamp", [.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false))], kw: nil, block: nil,
                  "3", after: "5")
        try check("1234.digits", .integer(1234), "digits", [], kw: nil, block: nil,
                  "[4, 3, 2, 1]", after: "1234")
        try check("3.integer?", .integer(3), "integer?", [], kw: nil, block: nil,
                  "true", after: "3")
        try check("3.0.integer?", .float(3.0), "integer?", [], kw: nil, block: nil,
                  "false", after: "3.0")
        try check("3.0.nan?", .float(3.0), "nan?", [], kw: nil, block: nil,
                  "false", after: "3.0")
        try check("3.0.finite?", .float(3.0), "finite?", [], kw: nil, block: nil,
                  "true", after: "3.0")
        try check("6.gcd(4)", .integer(6), "gcd", [.integer(4)], kw: nil, block: nil,
                  "2", after: "6")
        try check("6.lcm(4)", .integer(6), "lcm", [.integer(4)], kw: nil, block: nil,
                  "12", after: "6")
        try check("5.&(3)", .integer(5), "&", [.integer(3)], kw: nil, block: nil,
                  "1", after: "5")
        try check("5.|(3)", .integer(5), "|", [.integer(3)], kw: nil, block: nil,
                  "7", after: "5")
        try check("5.^(3)", .integer(5), "^", [.integer(3)], kw: nil, block: nil,
                  "6", after: "5")
        try check("1.<<(4)", .integer(1), "<<", [.integer(4)], kw: nil, block: nil,
                  "16", after: "1")
        try check("3.times { |i| i }", .integer(3), "times", [], kw: nil, block: blk(1) { a in a[0] },
                  "3", after: "3")
        try check("3.times.to_a", .integer(3), "times", [], kw: nil, block: nil, then: "to_a",
                  "[0, 1, 2]", after: "3")
        try check("1.upto(3).to_a", .integer(1), "upto", [.integer(3)], kw: nil, block: nil, then: "to_a",
                  "[1, 2, 3]", after: "1")
        try check("3.downto(1).to_a", .integer(3), "downto", [.integer(1)], kw: nil, block: nil, then: "to_a",
                  "[3, 2, 1]", after: "3")
        try check("1.step(10, 3).to_a", .integer(1), "step", [.integer(10), .integer(3)], kw: nil, block: nil, then: "to_a",
                  "[1, 4, 7, 10]", after: "1")
        try check("1.0.step(2.0, 0.5).to_a", .float(1.0), "step", [.float(2.0), .float(0.5)], kw: nil, block: nil, then: "to_a",
                  "[1.0, 1.5, 2.0]", after: "1.0")
        try check("10.step(1, -4).to_a", .integer(10), "step", [.integer(1), .integer(-4)], kw: nil, block: nil, then: "to_a",
                  "[10, 6, 2]", after: "10")
        try check("1e16.to_s", .float(1.0e+16), "to_s", [], kw: nil, block: nil,
                  "\"1.0e+16\"", after: "1.0e+16")
        try check("1e15.to_s", .float(1.0e+15), "to_s", [], kw: nil, block: nil,
                  "\"1.0e+15\"", after: "1.0e+15")
        try check("123456789012345.0.to_s", .float(123456789012345.0), "to_s", [], kw: nil, block: nil,
                  "\"123456789012345.0\"", after: "123456789012345.0")
        try check("0.0001.to_s", .float(0.0001), "to_s", [], kw: nil, block: nil,
                  "\"0.0001\"", after: "0.0001")
        try check("0.00001.to_s", .float(1.0e-05), "to_s", [], kw: nil, block: nil,
                  "\"1.0e-05\"", after: "1.0e-05")
        try check("1.5e20.inspect", .float(1.5e+20), "inspect", [], kw: nil, block: nil,
                  "\"1.5e+20\"", after: "1.5e+20")
        try check("-0.0.to_s", .float(-0.0), "to_s", [], kw: nil, block: nil,
                  "\"-0.0\"", after: "-0.0")
        try check("100.0.to_s", .float(100.0), "to_s", [], kw: nil, block: nil,
                  "\"100.0\"", after: "100.0")
        try check("1.23456789012e-7.to_s", .float(1.23456789012e-07), "to_s", [], kw: nil, block: nil,
                  "\"1.23456789012e-07\"", after: "1.23456789012e-07")
        try check("(1.0/3).to_s", .float(0.3333333333333333), "to_s", [], kw: nil, block: nil,
                  "\"0.3333333333333333\"", after: "0.3333333333333333")
        try check("1e100.to_s", .float(1.0e+100), "to_s", [], kw: nil, block: nil,
                  "\"1.0e+100\"", after: "1.0e+100")
        try check("2.5e-5.to_s", .float(2.5e-05), "to_s", [], kw: nil, block: nil,
                  "\"2.5e-05\"", after: "2.5e-05")
        try check("1.5.*(:a)", .float(1.5), "*", [.symbol("a")], kw: nil, block: nil,
                  "!TypeError: :a can't be coerced into Float", after: "1.5")
        try check("1.+(true)", .integer(1), "+", [.true], kw: nil, block: nil,
                  "!TypeError: true can't be coerced into Integer", after: "1")
        try check("1.-([1])", .integer(1), "-", [.arr([.integer(1)])], kw: nil, block: nil,
                  "!TypeError: Array can't be coerced into Integer", after: "1")
        try check("3.7.truncate", .float(3.7), "truncate", [], kw: nil, block: nil,
                  "3", after: "3.7")
        try check("-3.7.truncate", .float(-3.7), "truncate", [], kw: nil, block: nil,
                  "-3", after: "-3.7")
        try check("3.789.truncate(2)", .float(3.789), "truncate", [.integer(2)], kw: nil, block: nil,
                  "3.78", after: "3.789")
        try check("37.truncate(-1)", .integer(37), "truncate", [.integer(-1)], kw: nil, block: nil,
                  "30", after: "37")
        try check("3.to_int", .integer(3), "to_int", [], kw: nil, block: nil,
                  "3", after: "3")
        try check("1.present?", .integer(1), "present?", [], kw: nil, block: nil,
                  "true", after: "1")
        try check("0.blank?", .integer(0), "blank?", [], kw: nil, block: nil,
                  "false", after: "0")
        try check("1.in?([1, 2])", .integer(1), "in?", [.arr([.integer(1), .integer(2)])], kw: nil, block: nil,
                  "true", after: "1")
        try check("1.frozen?", .integer(1), "frozen?", [], kw: nil, block: nil,
                  "true", after: "1")
        try check("1.dup", .integer(1), "dup", [], kw: nil, block: nil,
                  "1", after: "1")
        try check("3.coerce(2.5)", .integer(3), "coerce", [.float(2.5)], kw: nil, block: nil,
                  "[2.5, 3.0]", after: "3")
        try check("10.pow(3)", .integer(10), "pow", [.integer(3)], kw: nil, block: nil,
                  "1000", after: "10")
    }

    func testRoundingModesAndPow() throws {
        try check("2.5.round(half: :down)", .float(2.5), "round", [], kw: HashBox([(.symbol("half"), .symbol("down"))]), block: nil,
                  "2", after: "2.5")
        try check("2.5.round(half: :up)", .float(2.5), "round", [], kw: HashBox([(.symbol("half"), .symbol("up"))]), block: nil,
                  "3", after: "2.5")
        try check("25.round(-1, half: :down)", .integer(25), "round", [.integer(-1)], kw: HashBox([(.symbol("half"), .symbol("down"))]), block: nil,
                  "20", after: "25")
        try check("25.round(-1, half: :even)", .integer(25), "round", [.integer(-1)], kw: HashBox([(.symbol("half"), .symbol("even"))]), block: nil,
                  "20", after: "25")
        try check("35.round(-1, half: :even)", .integer(35), "round", [.integer(-1)], kw: HashBox([(.symbol("half"), .symbol("even"))]), block: nil,
                  "40", after: "35")
        try check("-2.5.round(half: :down)", .float(-2.5), "round", [], kw: HashBox([(.symbol("half"), .symbol("down"))]), block: nil,
                  "-2", after: "-2.5")
        try check("1.25.round(1, half: :even)", .float(1.25), "round", [.integer(1)], kw: HashBox([(.symbol("half"), .symbol("even"))]), block: nil,
                  "1.2", after: "1.25")
        try check("1.35.round(1, half: :even)", .float(1.35), "round", [.integer(1)], kw: HashBox([(.symbol("half"), .symbol("even"))]), block: nil,
                  "1.4", after: "1.35")
        try check("1.25.round(1, half: :down)", .float(1.25), "round", [.integer(1)], kw: HashBox([(.symbol("half"), .symbol("down"))]), block: nil,
                  "1.2", after: "1.25")
        try check("-25.round(-1, half: :down)", .integer(-25), "round", [.integer(-1)], kw: HashBox([(.symbol("half"), .symbol("down"))]), block: nil,
                  "-20", after: "-25")
        try check("2.pow(10, 1000)", .integer(2), "pow", [.integer(10), .integer(1000)], kw: nil, block: nil,
                  "24", after: "2")
        try check("3.pow(3, -7)", .integer(3), "pow", [.integer(3), .integer(-7)], kw: nil, block: nil,
                  "-1", after: "3")
        try check("-3.pow(3, 7)", .integer(-3), "pow", [.integer(3), .integer(7)], kw: nil, block: nil,
                  "1", after: "-3")
        try check("2.pow(100, 1_000_000_007)", .integer(2), "pow", [.integer(100), .integer(1000000007)], kw: nil, block: nil,
                  "976371285", after: "2")
        try check("[1, 2, 4, 5, 7].chunk { |x| x.even? }.to_a", .arr([.integer(1), .integer(2), .integer(4), .integer(5), .integer(7)]), "chunk", [], kw: nil, block: blk(1) { a in try self.op(a[0], "even?") }, then: "to_a",
                  "[[false, [1]], [true, [2, 4]], [false, [5, 7]]]", after: "[1, 2, 4, 5, 7]")
    }
}
