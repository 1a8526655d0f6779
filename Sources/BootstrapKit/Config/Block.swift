import Diagnostics

/// One top-level key of the config: a named step of the template. Its runner is
/// `runners/<name>.rb`; its dependencies become manifest lines, in file order.
public struct Block {
    public var name: String
    /// `false`/null blocks are kept (so `--only` can name them and `check` can list them) but nothing of them runs.
    public var enabled: Bool
    public var gems: [GemDependency]
    public var packages: [PackageDependency]
    /// CocoaPods dependencies for the Podfile.
    public var pods: [PodDependency] = []
    /// Where the block's key is written.
    public var location: SourceLocation

    public init(
        name: String, enabled: Bool, gems: [GemDependency] = [], packages: [PackageDependency] = [],
        location: SourceLocation
    ) {
        self.name = name
        self.enabled = enabled
        self.gems = gems
        self.packages = packages
        self.location = location
    }

    /// The block keys the config understands; anything else is warned about and ignored.
    public static let knownKeys = ["gems", "packages", "pods"]
}
