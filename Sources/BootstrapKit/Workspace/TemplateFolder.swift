import Foundation

/// What a template folder keeps from the template's own reads even inside it (docs/safety.md,
/// "The template folder"):
///
/// - credentials, always: a path with a component named like a credential store or a private key
///   (`.ssh`, `.gnupg`, `.aws`, `.git`, `.netrc`, `id_ed25519`, …) is refused, wherever the folder is;
/// - everything but the template's own file, when the folder is sealed: it is `/`, the user's
///   home folder or a folder holding it, or lies inside a credential folder. A single-file
///   template saved as `~/template.rb` has the home folder as its folder; its siblings are the
///   user's files, not the template's.
///
/// Checked on the resolved path (links followed), with string comparisons only: no system call
/// beyond what resolving already made.
struct TemplateShield: Sendable {
    /// Why the folder is sealed; nil when the template may read what is inside it.
    let sealedBecause: String?
    /// The root-relative path of the template's own file, which a sealed folder still gives.
    let ownFile: String?

    /// Folder and file names that hold credentials, lowercased.
    static let credentialNames: Set<String> = [
        ".ssh", ".gnupg", ".gpg", ".aws", ".azure", ".kube", ".docker", ".password-store", ".git", ".terraform.d",
        ".netrc", ".git-credentials", ".pgpass", ".pypirc", ".vault-token", ".bash_history", ".zsh_history",
        "id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", "id_ecdsa_sk", "id_ed25519_sk",
    ]

    /// Why reading the resolved path `components` (`joined`: them joined) is refused; nil when it is not.
    func refusal(of components: [String], joined: String) -> String? {
        if let sealedBecause, !joined.isEmpty, joined != ownFile { return sealedBecause }
        for component in components where Self.isCredential(component) {
            return "'\(component)' holds credentials, which a template may never read"
        }
        return nil
    }

    /// Whether a name is a credential name, compared as a case-insensitive file system (macOS)
    /// and Windows' trailing dots and spaces would compare it: `.SSH` and `.ssh.` are `.ssh`.
    static func isCredential(_ name: String) -> Bool {
        guard name.utf8.count <= 24 else { return false }
        var lower = name.lowercased()
        while let last = lower.last, last == "." || last == " ", lower.count > 1 { lower.removeLast() }
        return credentialNames.contains(lower)
    }

    /// The user's home folders, real paths: `$HOME` and the account's home (they differ under `sudo`
    /// or when HOME is set by hand).
    static func homeFolders() -> [String] {
        var homes: [String] = []
        if let home = ProcessEnvironment.value(of: "HOME"), home.hasPrefix("/") { homes.append(PathConfinement.realPath(home)) }
        if let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
            let home = PathConfinement.realPath(String(cString: directory))
            if !homes.contains(home) { homes.append(home) }
        }
        return homes
    }
}

extension PathConfinement {
    /// The template folder's confinement: refusals name "the template folder", and the shield keeps
    /// credentials and, for a sealed folder, everything but `ownFile` (the config or `.rb` file).
    static func templateFolder(_ root: URL, ownFile: URL? = nil, homes: [String] = TemplateShield.homeFolders()) -> PathConfinement {
        let real = realPath(root.standardizedFile.path)
        let own = ownFile.flatMap { relative(realPath($0.standardizedFile.path), to: real) }
        return PathConfinement(
            root: root, rootName: "the template folder",
            shield: TemplateShield(sealedBecause: sealedReason(real, homes: homes), ownFile: own))
    }

    /// Why a template folder at the real path `real` is sealed, nil when it is not.
    static func sealedReason(_ real: String, homes: [String]) -> String? {
        let advice = "so a template there may read no file beside itself (move the template into a folder of its own)"
        if real == "/" { return "the template's folder is /, \(advice)" }
        if homes.contains(real) { return "the template's folder is your home folder, \(advice)" }
        if homes.contains(where: { $0.hasPrefix(real + "/") }) { return "the template's folder \(real) holds your home folder, \(advice)" }
        if let name = split(real).first(where: TemplateShield.isCredential) {
            return "the template's folder is inside '\(name)', which holds credentials, \(advice)"
        }
        return nil
    }
}
