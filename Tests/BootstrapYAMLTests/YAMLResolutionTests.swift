import BootstrapYAML
import XCTest

/// Plain-scalar types as Ruby 3.1's Psych reads them (`ruby -ryaml -e 'p YAML.load("x: TEXT")["x"]'`).
final class YAMLResolutionTests: XCTestCase {
    func testIntegersAsPsychReadsThem() {
        let ints: [(String, Int)] = [
            ("1,000", 1000), ("+12", 12), ("-0b11", -3), ("0x_1F", 31), ("00", 0), ("0", 0), ("-0", 0), ("1,2", 12), ("017", 15),
        ]
        for (text, value) in ints { XCTAssertEqual(YAMLResolution.int(text), value, text) }
        for text in ["1_", "1__0", "09", "0o7", "1.5", "", "-", "0b", "0x", "abc", "9223372036854775808"] {
            XCTAssertNil(YAMLResolution.int(text), text)
        }
    }

    func testFloatsAsPsychReadsThem() {
        let floats: [(String, Double)] = [
            (".5", 0.5), ("1.", 1.0), ("-.5", -0.5), ("1.5e+3", 1500.0), ("1,000.5", 1000.5), ("+.inf", .infinity),
            ("-.Inf", -.infinity),
        ]
        for (text, value) in floats { XCTAssertEqual(YAMLResolution.float(text), value, text) }
        XCTAssertTrue(YAMLResolution.float(".NaN")?.isNaN == true)
        for text in ["1.5e3", ".", "0.0.1", "1", "1e3", "-", "+."] { XCTAssertNil(YAMLResolution.float(text), text) }
    }

    func testDatesAndBase60AreRecognisedAsNotStrings() {
        XCTAssertTrue(YAMLResolution.looksLikeDate("2024-01-31"))
        XCTAssertTrue(YAMLResolution.looksLikeDate("2024-1-1"))
        XCTAssertTrue(YAMLResolution.looksLikeDate("2024-01-31 10:00:00"))
        XCTAssertFalse(YAMLResolution.looksLikeDate("2024-01"))
        XCTAssertTrue(YAMLResolution.isSexagesimal("1:30"))
        XCTAssertTrue(YAMLResolution.isSexagesimal("1:30:15.5"))
        XCTAssertFalse(YAMLResolution.isSexagesimal("12:60"))
        XCTAssertFalse(YAMLResolution.isSexagesimal("1:2:3:4"))
    }
}
