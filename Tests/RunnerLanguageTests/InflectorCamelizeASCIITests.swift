import RunnerLanguage
import XCTest

/// `camelize` of ASCII terms runs without regexps; the expected values were recorded from
/// ActiveSupport 6.1 (`ruby -ractive_support/all -e 'p "my_app".camelize'`).
final class InflectorCamelizeASCIITests: XCTestCase {
    func testASCIITermsCamelizeAsActiveSupport() {
        let recorded: [(String, String)] = [
            ("myapp", "Myapp"), ("my_app", "MyApp"), ("a__b", "AB"), ("foo_BAR", "FooBar"), ("admin/users", "Admin::Users"),
            ("my-app", "My-app"), ("1st_place", "1stPlace"), ("_private", "Private"), ("x/y_z/", "X::YZ::"),
            ("Hello_World", "HelloWorld"), ("a/b/c", "A::B::C"), ("trailing_", "Trailing"), ("__", ""), ("MyApp", "MyApp"),
            ("app2_x3", "App2X3"),
        ]
        for (term, camelized) in recorded {
            XCTAssertEqual(Inflector.camelize(term), camelized, term)
        }
    }
}
