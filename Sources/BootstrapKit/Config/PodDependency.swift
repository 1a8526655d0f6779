import Diagnostics

/// One entry of a block's `pods:`: a CocoaPods dependency for the project's Podfile. Disabled
/// entries (`Alamofire: false`) are kept so a later `apply` can switch them on, but add nothing.
public struct PodDependency {
    public var name: String
    /// Version requirements (`~> 5.8`), in the order written; empty for the latest version.
    public var requirements: [String]
    /// The `:key => value` options, in the order written (CocoaPods' own option names).
    public var options: [(key: String, value: PodOptionValue)]
    /// The Podfile `target '…' do` block the pod goes into; nil for the Podfile's first target.
    public var target: String?
    public var enabled: Bool
    public var location: SourceLocation

    public init(
        name: String, requirements: [String] = [], options: [(key: String, value: PodOptionValue)] = [], target: String? = nil,
        enabled: Bool = true, location: SourceLocation
    ) {
        self.name = name
        self.requirements = requirements
        self.options = options
        self.target = target
        self.enabled = enabled
        self.location = location
    }

    /// The runner method called right after the pod is added: the pod's name in lower case, with
    /// `-`, `/` and `+` made `_` (`Alamofire` → `alamofire_callback`, `QueryKit/Attribute` →
    /// `querykit_attribute_callback`), since a Ruby method named `Alamofire_callback` could not be
    /// called without parentheses.
    public var callbackName: String {
        let safe = name.lowercased().map { $0 == "-" || $0 == "/" || $0 == "+" || $0 == "." ? "_" : $0 }
        return String(safe) + "_callback"
    }

    /// The options of the Podfile DSL's `pod` (CocoaPods' Podfile syntax reference), plus `version`
    /// and `target`, which place the line rather than being written as options.
    public static let podfileOptions = [
        "git", "branch", "tag", "commit", "path", "podspec", "source", "configurations", "configuration", "subspecs",
        "testspecs", "modular_headers", "inhibit_warnings",
    ]
    public static let knownKeys = ["version", "target"] + podfileOptions
    /// Options that take a list of names.
    static let listOptions: Set<String> = ["configurations", "subspecs", "testspecs"]
    static let boolOptions: Set<String> = ["modular_headers", "inhibit_warnings"]
}

/// The value of a pod option, written in the Podfile as CocoaPods' examples write it.
public enum PodOptionValue: Equatable {
    case string(String)
    case list([String])
    case bool(Bool)
}
