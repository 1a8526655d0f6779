// Expected values recorded from ruby 3.1 for format directives and values drawn with a fixed seed (srand 1414);
// each case names the Ruby expression it mirrors.
import XCTest

@testable import RunnerLanguage

final class FormatFuzzTests: BuiltinsTestCase {
    func testRandomDirectives() throws {
        try check("\"%c\".%(73)", .str("%c"), "%", [.integer(73)], kw: nil, block: nil,
                  "\"I\"", after: "\"%c\"")
        try check("\"%9.5f\".%(3)", .str("%9.5f"), "%", [.integer(3)], kw: nil, block: nil,
                  "\"  3.00000\"", after: "\"%9.5f\"")
        try check("\"%-c\".%(88)", .str("%-c"), "%", [.integer(88)], kw: nil, block: nil,
                  "\"X\"", after: "\"%-c\"")
        try check("\"%3x\".%(-187.25)", .str("%3x"), "%", [.float(-187.25)], kw: nil, block: nil,
                  "\"..f45\"", after: "\"%3x\"")
        try check("\"%#E\".%(0.9573347471114365)", .str("%#E"), "%", [.float(0.9573347471114365)], kw: nil, block: nil,
                  "\"9.573347E-01\"", after: "\"%#E\"")
        try check("\"%#3x\".%(-74)", .str("%#3x"), "%", [.integer(-74)], kw: nil, block: nil,
                  "\"0x..fb6\"", after: "\"%#3x\"")
        try check("\"%#1.0c\".%(72)", .str("%#1.0c"), "%", [.integer(72)], kw: nil, block: nil,
                  "\"H\"", after: "\"%#1.0c\"")
        try check("\"%0b\".%(-9.62)", .str("%0b"), "%", [.float(-9.62)], kw: nil, block: nil,
                  "\"..10111\"", after: "\"%0b\"")
        try check("\"%.2c\".%(\"xyz\")", .str("%.2c"), "%", [.str("xyz")], kw: nil, block: nil,
                  "!ArgumentError: %c requires a character", after: "\"%.2c\"")
        try check("\"%.0X\".%(-296)", .str("%.0X"), "%", [.integer(-296)], kw: nil, block: nil,
                  "\"..FED8\"", after: "\"%.0X\"")
        try check("\"%1.5g\".%(3.5)", .str("%1.5g"), "%", [.float(3.5)], kw: nil, block: nil,
                  "\"3.5\"", after: "\"%1.5g\"")
        try check("\"%c\".%(79)", .str("%c"), "%", [.integer(79)], kw: nil, block: nil,
                  "\"O\"", after: "\"%c\"")
        try check("\"%4i\".%(215.21)", .str("%4i"), "%", [.float(215.21)], kw: nil, block: nil,
                  "\" 215\"", after: "\"%4i\"")
        try check("\"%i\".%(-55)", .str("%i"), "%", [.integer(-55)], kw: nil, block: nil,
                  "\"-55\"", after: "\"%i\"")
        try check("\"%E\".%(81161289.63696724)", .str("%E"), "%", [.float(81161289.63696724)], kw: nil, block: nil,
                  "\"8.116129E+07\"", after: "\"%E\"")
        try check("\"% #.4p\".%(1.5)", .str("% #.4p"), "%", [.float(1.5)], kw: nil, block: nil,
                  "\"1.5\"", after: "\"% #.4p\"")
        try check("\"%#5.2d\".%(218.53)", .str("%#5.2d"), "%", [.float(218.53)], kw: nil, block: nil,
                  "\"  218\"", after: "\"%#5.2d\"")
        try check("\"%.2s\".%([1])", .str("%.2s"), "%", [.arr([.integer(1)])], kw: nil, block: nil,
                  "\"1\"", after: "\"%.2s\"")
        try check("\"%3.4d\".%(-187.04)", .str("%3.4d"), "%", [.float(-187.04)], kw: nil, block: nil,
                  "\"-0187\"", after: "\"%3.4d\"")
        try check("\"%+X\".%(104)", .str("%+X"), "%", [.integer(104)], kw: nil, block: nil,
                  "\"+68\"", after: "\"%+X\"")
        try check("\"%#.1c\".%(83)", .str("%#.1c"), "%", [.integer(83)], kw: nil, block: nil,
                  "\"S\"", after: "\"%#.1c\"")
        try check("\"% 7E\".%(717)", .str("% 7E"), "%", [.integer(717)], kw: nil, block: nil,
                  "\" 7.170000E+02\"", after: "\"% 7E\"")
        try check("\"%s\".%(1.5)", .str("%s"), "%", [.float(1.5)], kw: nil, block: nil,
                  "\"1.5\"", after: "\"%s\"")
        try check("\"% f\".%(-7)", .str("% f"), "%", [.integer(-7)], kw: nil, block: nil,
                  "\"-7.000000\"", after: "\"% f\"")
        try check("\"%6.3x\".%(-274)", .str("%6.3x"), "%", [.integer(-274)], kw: nil, block: nil,
                  "\"..feee\"", after: "\"%6.3x\"")
        try check("\"%0.5G\".%(-817.431)", .str("%0.5G"), "%", [.float(-817.431)], kw: nil, block: nil,
                  "\"-817.43\"", after: "\"%0.5G\"")
        try check("\"%2.3G\".%(3)", .str("%2.3G"), "%", [.integer(3)], kw: nil, block: nil,
                  "\" 3\"", after: "\"%2.3G\"")
        try check("\"%#i\".%(-96)", .str("%#i"), "%", [.integer(-96)], kw: nil, block: nil,
                  "\"-96\"", after: "\"%#i\"")
        try check("\"% -2.1f\".%(2.0)", .str("% -2.1f"), "%", [.float(2.0)], kw: nil, block: nil,
                  "\" 2.0\"", after: "\"% -2.1f\"")
        try check("\"%# 1i\".%(291)", .str("%# 1i"), "%", [.integer(291)], kw: nil, block: nil,
                  "\" 291\"", after: "\"%# 1i\"")
        try check("\"%6.4e\".%(-1)", .str("%6.4e"), "%", [.integer(-1)], kw: nil, block: nil,
                  "\"-1.0000e+00\"", after: "\"%6.4e\"")
        try check("\"%04.4E\".%(391726.16793396376)", .str("%04.4E"), "%", [.float(391726.16793396376)], kw: nil, block: nil,
                  "\"3.9173E+05\"", after: "\"%04.4E\"")
        try check("\"%-5i\".%(84)", .str("%-5i"), "%", [.integer(84)], kw: nil, block: nil,
                  "\"84   \"", after: "\"%-5i\"")
        try check("\"%+ .4e\".%(-448.718)", .str("%+ .4e"), "%", [.float(-448.718)], kw: nil, block: nil,
                  "\"-4.4872e+02\"", after: "\"%+ .4e\"")
        try check("\"%g\".%(-3.0)", .str("%g"), "%", [.float(-3.0)], kw: nil, block: nil,
                  "\"-3\"", after: "\"%g\"")
        try check("\"%2g\".%(-1.5)", .str("%2g"), "%", [.float(-1.5)], kw: nil, block: nil,
                  "\"-1.5\"", after: "\"%2g\"")
        try check("\"%6.3c\".%(\"xyz\")", .str("%6.3c"), "%", [.str("xyz")], kw: nil, block: nil,
                  "!ArgumentError: %c requires a character", after: "\"%6.3c\"")
        try check("\"%+.0c\".%(81)", .str("%+.0c"), "%", [.integer(81)], kw: nil, block: nil,
                  "\"Q\"", after: "\"%+.0c\"")
        try check("\"%2.4E\".%(4.565155461837897)", .str("%2.4E"), "%", [.float(4.565155461837897)], kw: nil, block: nil,
                  "\"4.5652E+00\"", after: "\"%2.4E\"")
        try check("\"%0o\".%(101.49)", .str("%0o"), "%", [.float(101.49)], kw: nil, block: nil,
                  "\"145\"", after: "\"%0o\"")
        try check("\"%-e\".%(-744.484)", .str("%-e"), "%", [.float(-744.484)], kw: nil, block: nil,
                  "\"-7.444840e+02\"", after: "\"%-e\"")
        try check("\"%4b\".%(242)", .str("%4b"), "%", [.integer(242)], kw: nil, block: nil,
                  "\"11110010\"", after: "\"%4b\"")
        try check("\"%.4X\".%(278)", .str("%.4X"), "%", [.integer(278)], kw: nil, block: nil,
                  "\"0116\"", after: "\"%.4X\"")
        try check("\"%.2E\".%(-4.0)", .str("%.2E"), "%", [.float(-4.0)], kw: nil, block: nil,
                  "\"-4.00E+00\"", after: "\"%.2E\"")
        try check("\"%-1d\".%(239.21)", .str("%-1d"), "%", [.float(239.21)], kw: nil, block: nil,
                  "\"239\"", after: "\"%-1d\"")
        try check("\"%3.2G\".%(5.823159510481491e-07)", .str("%3.2G"), "%", [.float(5.823159510481491e-07)], kw: nil, block: nil,
                  "\"5.8E-07\"", after: "\"%3.2G\"")
        try check("\"%1E\".%(-538.39)", .str("%1E"), "%", [.float(-538.39)], kw: nil, block: nil,
                  "\"-5.383900E+02\"", after: "\"%1E\"")
        try check("\"%0+s\".%(:sym)", .str("%0+s"), "%", [.symbol("sym")], kw: nil, block: nil,
                  "\"sym\"", after: "\"%0+s\"")
        try check("\"%-0s\".%(:sym)", .str("%-0s"), "%", [.symbol("sym")], kw: nil, block: nil,
                  "\"sym\"", after: "\"%-0s\"")
        try check("\"%8.1i\".%(169.57)", .str("%8.1i"), "%", [.float(169.57)], kw: nil, block: nil,
                  "\"     169\"", after: "\"%8.1i\"")
        try check("\"%3.3o\".%(-19)", .str("%3.3o"), "%", [.integer(-19)], kw: nil, block: nil,
                  "\"..755\"", after: "\"%3.3o\"")
        try check("\"%5f\".%(4.557862371459931e-06)", .str("%5f"), "%", [.float(4.557862371459931e-06)], kw: nil, block: nil,
                  "\"0.000005\"", after: "\"%5f\"")
        try check("\"%x\".%(-209)", .str("%x"), "%", [.integer(-209)], kw: nil, block: nil,
                  "\"..f2f\"", after: "\"%x\"")
        try check("\"%+#3p\".%(1.5)", .str("%+#3p"), "%", [.float(1.5)], kw: nil, block: nil,
                  "\"1.5\"", after: "\"%+#3p\"")
        try check("\"%x\".%(-135.16)", .str("%x"), "%", [.float(-135.16)], kw: nil, block: nil,
                  "\"..f79\"", after: "\"%x\"")
        try check("\"%-i\".%(-127.19)", .str("%-i"), "%", [.float(-127.19)], kw: nil, block: nil,
                  "\"-127\"", after: "\"%-i\"")
        try check("\"%-.4b\".%(-18.25)", .str("%-.4b"), "%", [.float(-18.25)], kw: nil, block: nil,
                  "\"..101110\"", after: "\"%-.4b\"")
        try check("\"%#-G\".%(-4)", .str("%#-G"), "%", [.integer(-4)], kw: nil, block: nil,
                  "\"-4.00000\"", after: "\"%#-G\"")
        try check("\"%09.4E\".%(2.5)", .str("%09.4E"), "%", [.float(2.5)], kw: nil, block: nil,
                  "\"2.5000E+00\"", after: "\"%09.4E\"")
        try check("\"%+.2s\".%(1.5)", .str("%+.2s"), "%", [.float(1.5)], kw: nil, block: nil,
                  "\"1.\"", after: "\"%+.2s\"")
        try check("\"% #i\".%(-235)", .str("% #i"), "%", [.integer(-235)], kw: nil, block: nil,
                  "\"-235\"", after: "\"% #i\"")
        try check("\"%#.5e\".%(5782172.406576364)", .str("%#.5e"), "%", [.float(5782172.406576364)], kw: nil, block: nil,
                  "\"5.78217e+06\"", after: "\"%#.5e\"")
        try check("\"%d\".%(-3.72)", .str("%d"), "%", [.float(-3.72)], kw: nil, block: nil,
                  "\"-3\"", after: "\"%d\"")
        try check("\"%-d\".%(-39.4)", .str("%-d"), "%", [.float(-39.4)], kw: nil, block: nil,
                  "\"-39\"", after: "\"%-d\"")
        try check("\"%.3X\".%(-294)", .str("%.3X"), "%", [.integer(-294)], kw: nil, block: nil,
                  "\"..FEDA\"", after: "\"%.3X\"")
        try check("\"%-s\".%(nil)", .str("%-s"), "%", [.nil], kw: nil, block: nil,
                  "\"\"", after: "\"%-s\"")
        try check("\"%.4b\".%(-270.02)", .str("%.4b"), "%", [.float(-270.02)], kw: nil, block: nil,
                  "\"..1011110010\"", after: "\"%.4b\"")
        try check("\"%#b\".%(-218.95)", .str("%#b"), "%", [.float(-218.95)], kw: nil, block: nil,
                  "\"0b..100100110\"", after: "\"%#b\"")
        try check("\"%0.2x\".%(-273)", .str("%0.2x"), "%", [.integer(-273)], kw: nil, block: nil,
                  "\"..feef\"", after: "\"%0.2x\"")
        try check("\"%0#.2p\".%(:sym)", .str("%0#.2p"), "%", [.symbol("sym")], kw: nil, block: nil,
                  "\":s\"", after: "\"%0#.2p\"")
        try check("\"%0.5s\".%(:sym)", .str("%0.5s"), "%", [.symbol("sym")], kw: nil, block: nil,
                  "\"sym\"", after: "\"%0.5s\"")
        try check("\"% .0e\".%(2954983.7365968325)", .str("% .0e"), "%", [.float(2954983.7365968325)], kw: nil, block: nil,
                  "\" 3e+06\"", after: "\"% .0e\"")
        try check("\"%+.5p\".%(-6)", .str("%+.5p"), "%", [.integer(-6)], kw: nil, block: nil,
                  "\"-6\"", after: "\"%+.5p\"")
        try check("\"% 3f\".%(265.21)", .str("% 3f"), "%", [.float(265.21)], kw: nil, block: nil,
                  "\" 265.210000\"", after: "\"% 3f\"")
        try check("\"%+g\".%(4.638626872341123e-06)", .str("%+g"), "%", [.float(4.638626872341123e-06)], kw: nil, block: nil,
                  "\"+4.63863e-06\"", after: "\"%+g\"")
        try check("\"%0#7o\".%(-14)", .str("%0#7o"), "%", [.integer(-14)], kw: nil, block: nil,
                  "\"..77762\"", after: "\"%0#7o\"")
        try check("\"%9.0G\".%(681827095.2112569)", .str("%9.0G"), "%", [.float(681827095.2112569)], kw: nil, block: nil,
                  "\"    7E+08\"", after: "\"%9.0G\"")
        try check("\"%+7.2X\".%(270.47)", .str("%+7.2X"), "%", [.float(270.47)], kw: nil, block: nil,
                  "\"   +10E\"", after: "\"%+7.2X\"")
        try check("\"%-e\".%(771)", .str("%-e"), "%", [.integer(771)], kw: nil, block: nil,
                  "\"7.710000e+02\"", after: "\"%-e\"")
        try check("\"%+.1e\".%(-203.2424)", .str("%+.1e"), "%", [.float(-203.2424)], kw: nil, block: nil,
                  "\"-2.0e+02\"", after: "\"%+.1e\"")
        try check("\"%#2.4e\".%(1.0)", .str("%#2.4e"), "%", [.float(1.0)], kw: nil, block: nil,
                  "\"1.0000e+00\"", after: "\"%#2.4e\"")
        try check("\"% p\".%(\"ab\")", .str("% p"), "%", [.str("ab")], kw: nil, block: nil,
                  "\"\\\"ab\\\"\"", after: "\"% p\"")
        try check("\"%0X\".%(-126)", .str("%0X"), "%", [.integer(-126)], kw: nil, block: nil,
                  "\"..F82\"", after: "\"%0X\"")
        try check("\"%-#X\".%(299)", .str("%-#X"), "%", [.integer(299)], kw: nil, block: nil,
                  "\"0X12B\"", after: "\"%-#X\"")
        try check("\"%#3E\".%(-2)", .str("%#3E"), "%", [.integer(-2)], kw: nil, block: nil,
                  "\"-2.000000E+00\"", after: "\"%#3E\"")
        try check("\"%+2.1X\".%(68)", .str("%+2.1X"), "%", [.integer(68)], kw: nil, block: nil,
                  "\"+44\"", after: "\"%+2.1X\"")
        try check("\"%-+.0i\".%(284.37)", .str("%-+.0i"), "%", [.float(284.37)], kw: nil, block: nil,
                  "\"+284\"", after: "\"%-+.0i\"")
        try check("\"%9.0f\".%(1.5)", .str("%9.0f"), "%", [.float(1.5)], kw: nil, block: nil,
                  "\"        2\"", after: "\"%9.0f\"")
        try check("\"%+p\".%(23)", .str("%+p"), "%", [.integer(23)], kw: nil, block: nil,
                  "\"23\"", after: "\"%+p\"")
        try check("\"%.1f\".%(-2.0)", .str("%.1f"), "%", [.float(-2.0)], kw: nil, block: nil,
                  "\"-2.0\"", after: "\"%.1f\"")
        try check("\"%-1X\".%(-212.15)", .str("%-1X"), "%", [.float(-212.15)], kw: nil, block: nil,
                  "\"..F2C\"", after: "\"%-1X\"")
        try check("\"%5.5c\".%(\"xyz\")", .str("%5.5c"), "%", [.str("xyz")], kw: nil, block: nil,
                  "!ArgumentError: %c requires a character", after: "\"%5.5c\"")
        try check("\"%i\".%(-164.26)", .str("%i"), "%", [.float(-164.26)], kw: nil, block: nil,
                  "\"-164\"", after: "\"%i\"")
        try check("\"%04X\".%(-179.79)", .str("%04X"), "%", [.float(-179.79)], kw: nil, block: nil,
                  "\"..F4D\"", after: "\"%04X\"")
        try check("\"%8b\".%(-58)", .str("%8b"), "%", [.integer(-58)], kw: nil, block: nil,
                  "\"..1000110\"", after: "\"%8b\"")
        try check("\"%.1p\".%(nil)", .str("%.1p"), "%", [.nil], kw: nil, block: nil,
                  "\"n\"", after: "\"%.1p\"")
        try check("\"%+c\".%(90)", .str("%+c"), "%", [.integer(90)], kw: nil, block: nil,
                  "\"Z\"", after: "\"%+c\"")
        try check("\"%-#.5b\".%(-100)", .str("%-#.5b"), "%", [.integer(-100)], kw: nil, block: nil,
                  "\"0b..10011100\"", after: "\"%-#.5b\"")
        try check("\"%-#5G\".%(-1)", .str("%-#5G"), "%", [.integer(-1)], kw: nil, block: nil,
                  "\"-1.00000\"", after: "\"%-#5G\"")
        try check("\"%f\".%(0.5)", .str("%f"), "%", [.float(0.5)], kw: nil, block: nil,
                  "\"0.500000\"", after: "\"%f\"")
        try check("\"%# 6.0o\".%(-192.61)", .str("%# 6.0o"), "%", [.float(-192.61)], kw: nil, block: nil,
                  "\" -0300\"", after: "\"%# 6.0o\"")
        try check("\"% 4b\".%(89.05)", .str("% 4b"), "%", [.float(89.05)], kw: nil, block: nil,
                  "\" 1011001\"", after: "\"% 4b\"")
        try check("\"%.5E\".%(734.29565)", .str("%.5E"), "%", [.float(734.29565)], kw: nil, block: nil,
                  "\"7.34296E+02\"", after: "\"%.5E\"")
        try check("\"%d\".%(-287.45)", .str("%d"), "%", [.float(-287.45)], kw: nil, block: nil,
                  "\"-287\"", after: "\"%d\"")
        try check("\"%-#.1d\".%(-221)", .str("%-#.1d"), "%", [.integer(-221)], kw: nil, block: nil,
                  "\"-221\"", after: "\"%-#.1d\"")
        try check("\"% b\".%(34)", .str("% b"), "%", [.integer(34)], kw: nil, block: nil,
                  "\" 100010\"", after: "\"% b\"")
        try check("\"%d\".%(90)", .str("%d"), "%", [.integer(90)], kw: nil, block: nil,
                  "\"90\"", after: "\"%d\"")
        try check("\"%0.4i\".%(-74.37)", .str("%0.4i"), "%", [.float(-74.37)], kw: nil, block: nil,
                  "\"-0074\"", after: "\"%0.4i\"")
        try check("\"%.0c\".%(81)", .str("%.0c"), "%", [.integer(81)], kw: nil, block: nil,
                  "\"Q\"", after: "\"%.0c\"")
        try check("\"%.3f\".%(23.754592068572112)", .str("%.3f"), "%", [.float(23.754592068572112)], kw: nil, block: nil,
                  "\"23.755\"", after: "\"%.3f\"")
        try check("\"%+0.2c\".%(75)", .str("%+0.2c"), "%", [.integer(75)], kw: nil, block: nil,
                  "\"K\"", after: "\"%+0.2c\"")
        try check("\"%+#8e\".%(7)", .str("%+#8e"), "%", [.integer(7)], kw: nil, block: nil,
                  "\"+7.000000e+00\"", after: "\"%+#8e\"")
        try check("\"%E\".%(-4.0)", .str("%E"), "%", [.float(-4.0)], kw: nil, block: nil,
                  "\"-4.000000E+00\"", after: "\"%E\"")
        try check("\"%.0g\".%(0.00023114686677075047)", .str("%.0g"), "%", [.float(0.00023114686677075047)], kw: nil, block: nil,
                  "\"0.0002\"", after: "\"%.0g\"")
        try check("\"% 8X\".%(-62.49)", .str("% 8X"), "%", [.float(-62.49)], kw: nil, block: nil,
                  "\"     -3E\"", after: "\"% 8X\"")
        try check("\"%b\".%(-10)", .str("%b"), "%", [.integer(-10)], kw: nil, block: nil,
                  "\"..10110\"", after: "\"%b\"")
        try check("\"%-6.0p\".%(:sym)", .str("%-6.0p"), "%", [.symbol("sym")], kw: nil, block: nil,
                  "\"      \"", after: "\"%-6.0p\"")
        try check("\"%0.5X\".%(17.06)", .str("%0.5X"), "%", [.float(17.06)], kw: nil, block: nil,
                  "\"00011\"", after: "\"%0.5X\"")
        try check("\"%p\".%(nil)", .str("%p"), "%", [.nil], kw: nil, block: nil,
                  "\"nil\"", after: "\"%p\"")
        try check("\"%-f\".%(49.87074793339791)", .str("%-f"), "%", [.float(49.87074793339791)], kw: nil, block: nil,
                  "\"49.870748\"", after: "\"%-f\"")
        try check("\"%+.5i\".%(-130)", .str("%+.5i"), "%", [.integer(-130)], kw: nil, block: nil,
                  "\"-00130\"", after: "\"%+.5i\"")
        try check("\"%+.0p\".%(1.5)", .str("%+.0p"), "%", [.float(1.5)], kw: nil, block: nil,
                  "\"\"", after: "\"%+.0p\"")
        try check("\"%2.3G\".%(2)", .str("%2.3G"), "%", [.integer(2)], kw: nil, block: nil,
                  "\" 2\"", after: "\"%2.3G\"")
        try check("\"% +E\".%(4.4167045516822796e-07)", .str("% +E"), "%", [.float(4.4167045516822796e-07)], kw: nil, block: nil,
                  "\"+4.416705E-07\"", after: "\"% +E\"")
        try check("\"%-6X\".%(-51)", .str("%-6X"), "%", [.integer(-51)], kw: nil, block: nil,
                  "\"..FCD \"", after: "\"%-6X\"")
        try check("\"% #e\".%(307)", .str("% #e"), "%", [.integer(307)], kw: nil, block: nil,
                  "\" 3.070000e+02\"", after: "\"% #e\"")
        try check("\"%-#3g\".%(558.5)", .str("%-#3g"), "%", [.float(558.5)], kw: nil, block: nil,
                  "\"558.500\"", after: "\"%-#3g\"")
        try check("\"%1.2s\".%(-12)", .str("%1.2s"), "%", [.integer(-12)], kw: nil, block: nil,
                  "\"-1\"", after: "\"%1.2s\"")
        try check("\"%+G\".%(0.0)", .str("%+G"), "%", [.float(0.0)], kw: nil, block: nil,
                  "\"+0\"", after: "\"%+G\"")
        try check("\"%-+.3d\".%(-283.37)", .str("%-+.3d"), "%", [.float(-283.37)], kw: nil, block: nil,
                  "\"-283\"", after: "\"%-+.3d\"")
        try check("\"%#1o\".%(86.1)", .str("%#1o"), "%", [.float(86.1)], kw: nil, block: nil,
                  "\"0126\"", after: "\"%#1o\"")
        try check("\"%-8G\".%(-5)", .str("%-8G"), "%", [.integer(-5)], kw: nil, block: nil,
                  "\"-5      \"", after: "\"%-8G\"")
        try check("\"%#-.3E\".%(-2.5)", .str("%#-.3E"), "%", [.float(-2.5)], kw: nil, block: nil,
                  "\"-2.500E+00\"", after: "\"%#-.3E\"")
        try check("\"%#+b\".%(266)", .str("%#+b"), "%", [.integer(266)], kw: nil, block: nil,
                  "\"+0b100001010\"", after: "\"%#+b\"")
        try check("\"%.5f\".%(6)", .str("%.5f"), "%", [.integer(6)], kw: nil, block: nil,
                  "\"6.00000\"", after: "\"%.5f\"")
        try check("\"%4.4s\".%(47)", .str("%4.4s"), "%", [.integer(47)], kw: nil, block: nil,
                  "\"  47\"", after: "\"%4.4s\"")
        try check("\"% 7.5o\".%(-61.26)", .str("% 7.5o"), "%", [.float(-61.26)], kw: nil, block: nil,
                  "\" -00075\"", after: "\"% 7.5o\"")
        try check("\"%.1d\".%(-8)", .str("%.1d"), "%", [.integer(-8)], kw: nil, block: nil,
                  "\"-8\"", after: "\"%.1d\"")
        try check("\"%.1g\".%(-201.3465)", .str("%.1g"), "%", [.float(-201.3465)], kw: nil, block: nil,
                  "\"-2e+02\"", after: "\"%.1g\"")
        try check("\"%.3x\".%(-270.69)", .str("%.3x"), "%", [.float(-270.69)], kw: nil, block: nil,
                  "\"..fef2\"", after: "\"%.3x\"")
        try check("\"%#2.1c\".%(\"xyz\")", .str("%#2.1c"), "%", [.str("xyz")], kw: nil, block: nil,
                  "!ArgumentError: %c requires a character", after: "\"%#2.1c\"")
        try check("\"%e\".%(8.324775371350216e-07)", .str("%e"), "%", [.float(8.324775371350216e-07)], kw: nil, block: nil,
                  "\"8.324775e-07\"", after: "\"%e\"")
        try check("\"%+4.3E\".%(-867.873)", .str("%+4.3E"), "%", [.float(-867.873)], kw: nil, block: nil,
                  "\"-8.679E+02\"", after: "\"%+4.3E\"")
        try check("\"%E\".%(-894.7643)", .str("%E"), "%", [.float(-894.7643)], kw: nil, block: nil,
                  "\"-8.947643E+02\"", after: "\"%E\"")
        try check("\"%-5.4g\".%(0.8812919625035006)", .str("%-5.4g"), "%", [.float(0.8812919625035006)], kw: nil, block: nil,
                  "\"0.8813\"", after: "\"%-5.4g\"")
        try check("\"%+.1e\".%(-975.33174)", .str("%+.1e"), "%", [.float(-975.33174)], kw: nil, block: nil,
                  "\"-9.8e+02\"", after: "\"%+.1e\"")
        try check("\"% .3x\".%(-125)", .str("% .3x"), "%", [.integer(-125)], kw: nil, block: nil,
                  "\"-07d\"", after: "\"% .3x\"")
        try check("\"%X\".%(-181)", .str("%X"), "%", [.integer(-181)], kw: nil, block: nil,
                  "\"..F4B\"", after: "\"%X\"")
        try check("\"%0.1X\".%(181.75)", .str("%0.1X"), "%", [.float(181.75)], kw: nil, block: nil,
                  "\"B5\"", after: "\"%0.1X\"")
        try check("\"%0+7.0f\".%(5)", .str("%0+7.0f"), "%", [.integer(5)], kw: nil, block: nil,
                  "\"+000005\"", after: "\"%0+7.0f\"")
    }

    func testNegativeRadixPadding() throws {
        try check("\"%0#7o\".%(-14)", .str("%0#7o"), "%", [.integer(-14)], kw: nil, block: nil,
                  "\"..77762\"", after: "\"%0#7o\"")
        try check("\"%07o\".%(-14)", .str("%07o"), "%", [.integer(-14)], kw: nil, block: nil,
                  "\"..77762\"", after: "\"%07o\"")
        try check("\"%#08x\".%(-14)", .str("%#08x"), "%", [.integer(-14)], kw: nil, block: nil,
                  "\"0x..fff2\"", after: "\"%#08x\"")
        try check("\"%08x\".%(-14)", .str("%08x"), "%", [.integer(-14)], kw: nil, block: nil,
                  "\"..fffff2\"", after: "\"%08x\"")
        try check("\"%08b\".%(-5)", .str("%08b"), "%", [.integer(-5)], kw: nil, block: nil,
                  "\"..111011\"", after: "\"%08b\"")
        try check("\"%#08b\".%(-5)", .str("%#08b"), "%", [.integer(-5)], kw: nil, block: nil,
                  "\"0b..1011\"", after: "\"%#08b\"")
        try check("\"%.5x\".%(-14)", .str("%.5x"), "%", [.integer(-14)], kw: nil, block: nil,
                  "\"..ff2\"", after: "\"%.5x\"")
        try check("\"%8.5x\".%(-14)", .str("%8.5x"), "%", [.integer(-14)], kw: nil, block: nil,
                  "\"   ..ff2\"", after: "\"%8.5x\"")
        try check("\"%-8x|\".%(-14)", .str("%-8x|"), "%", [.integer(-14)], kw: nil, block: nil,
                  "\"..f2    |\"", after: "\"%-8x|\"")
        try check("\"%c\".%(\"x\")", .str("%c"), "%", [.str("x")], kw: nil, block: nil,
                  "\"x\"", after: "\"%c\"")
        try check("\"%c\".%(\"é\")", .str("%c"), "%", [.str("é")], kw: nil, block: nil,
                  "\"é\"", after: "\"%c\"")
    }
}
