import Foundation

/// Fixture folders sit beside the tests and are excluded from the target, so they are found from this file's path.
enum FixturePaths {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The `rails new shop` skeleton both test targets share (Tests/Fixtures, re-made by its record script).
    static let railsSkeleton = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/rails-skeleton")

    static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }

    static func text(_ relative: String) throws -> String {
        try String(contentsOfFile: path(relative), encoding: .utf8)
    }
}
