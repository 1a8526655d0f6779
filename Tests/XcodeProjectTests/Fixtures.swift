import Foundation

/// The real Xcode projects under Fixtures/, each with a README naming its origin.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let projects = ["GenerambaTestProject", "GenerambaSandbox", "ExampleMVVM", "ToDoListVIPER"]

    static func url(_ name: String) -> URL {
        root.appendingPathComponent(name).appendingPathComponent("project.pbxproj")
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url(name)))
    }
}
