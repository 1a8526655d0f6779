/// The spacing every screen uses, in points.
enum Insets {
    static let small = 8.0
    static let standard = 16.0
    static let large = 24.0
}
