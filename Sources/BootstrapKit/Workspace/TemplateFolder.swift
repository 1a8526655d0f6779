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

    /// Whether a name is a credential name, compared as file systems compare names (`comparable`).
    static func isCredential(_ name: String) -> Bool {
        guard name.utf8.count <= 64 else { return false }
        return credentialNames.contains(comparable(name))
    }

    /// Whether a name is git's own folder as some file system reads it: the project's `.git`
    /// holds hooks and a config that run programs at the user's next `git` command, so no path a
    /// template names may reach it (git commands may, with consent).
    static func isGitFolder(_ name: String) -> Bool {
        let bytes = name.utf8
        guard bytes.count >= 4, bytes.count <= 64 else { return false }
        // Checked on every path resolved: an ASCII name is compared in place, without copies.
        if bytes.allSatisfy({ $0 < 0x80 }) {
            var end = bytes.endIndex
            while end > bytes.startIndex {
                let before = bytes.index(before: end)
                guard bytes[before] == UInt8(ascii: ".") || bytes[before] == UInt8(ascii: " ") else { break }
                end = before
            }
            let stem = bytes[bytes.startIndex..<end]
            func equals(_ word: String) -> Bool {
                stem.count == word.utf8.count && zip(stem, word.utf8).allSatisfy { ($0 | 0x20) == ($1 | 0x20) }
            }
            return equals(".git") || equals("git~1")
        }
        let form = comparable(name)
        return form == ".git" || form == "git~1"
    }

    /// A name as a case-insensitive file system (macOS) compares it, without the characters HFS+
    /// ignores (zero-width joiners, direction marks, the byte-order mark) and without the trailing
    /// dots and spaces Windows drops: `.SSH`, `.ssh.` and `.s\u{200C}sh` are all `.ssh`, as git
    /// itself reads `.git` (CVE-2014-9390).
    static func comparable(_ name: String) -> String {
        let ignorable: (Unicode.Scalar) -> Bool = {
            (0x200C...0x200F).contains($0.value) || (0x202A...0x202E).contains($0.value)
                || (0x206A...0x206F).contains($0.value) || $0.value == 0xFEFF
        }
        var scalars = String.UnicodeScalarView(name.unicodeScalars.filter { !ignorable($0) })
        while let last = scalars.last, last == "." || last == " ", scalars.count > 1 { scalars.removeLast() }
        return String(scalars).lowercased()
    }

    /// The user's home folder, its real path: `$HOME`, else the account's (Foundation asks the
    /// system only when HOME is not set; a static binary's `getpwuid` may not work otherwise).
    /// Found once per process.
    static func homeFolders() -> [String] { home }

    private static let home: [String] = {
        let home = ProcessEnvironment.value(of: "HOME").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        return home.hasPrefix("/") ? [PathConfinement.realPath(home)] : []
    }()
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
