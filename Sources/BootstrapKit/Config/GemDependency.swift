import Foundation
import Diagnostics

/// One entry of a block's `gems:`. Disabled entries (`faker: false`) are kept so a later
/// `apply` can switch them on, but add nothing.
public struct GemDependency {
    public var name: String
    /// The line to write, options already in the config's rendering order (group, require, then as written).
    public var declaration: GemDeclaration
    public var enabled: Bool
    /// Where the gem's name is written in the config.
    public var location: SourceLocation

    public init(name: String, declaration: GemDeclaration, enabled: Bool, location: SourceLocation) {
        self.name = name
        self.declaration = declaration
        self.enabled = enabled
        self.location = location
    }

    /// The method a runner defines to be called right after this gem is added (`rspec-rails` → `rspec_rails_callback`).
    public var callbackName: String { callbackMethodName(for: name) }

    /// The options a gem mapping may hold, in the order the config documents them.
    public static let knownOptions = [
        "version", "group", "require", "git", "branch", "tag", "ref", "github", "path", "platforms", "source", "comment",
    ]
}

/// `<name with every '-' replaced by '_'>_callback` (docs/template-format.md, "Run order").
func callbackMethodName(for dependency: String) -> String {
    // Names are ASCII in practice: the bytes are swapped straight into the new string (Foundation's
    // search is slow, and this runs for every gem of a run and of its check); anything else goes
    // through Foundation.
    let suffix: StaticString = "_callback"
    var name = dependency
    return name.withUTF8 { bytes in
        guard !bytes.contains(where: { $0 >= 0x80 }) else {
            return dependency.replacingOccurrences(of: "-", with: "_") + "_callback"
        }
        return String(unsafeUninitializedCapacity: bytes.count + suffix.utf8CodeUnitCount) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte == UInt8(ascii: "-") ? UInt8(ascii: "_") : byte }
            for index in 0..<suffix.utf8CodeUnitCount { buffer[bytes.count + index] = suffix.utf8Start[index] }
            return bytes.count + suffix.utf8CodeUnitCount
        }
    }
}
