import Foundation

// embed-templates PACKAGE_ROOT OUTPUT FILE...: writes OUTPUT, a Swift source declaring
// `EmbeddedTemplateFiles.files` (each package-relative FILE with its bytes, base64, which keeps the
// source small to compile and any byte exact) and a digest of them all. Run by the
// EmbedBuiltInTemplates build-tool plugin; see BuiltInTemplates in BootstrapKit for the reader.

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: embed-templates PACKAGE_ROOT OUTPUT FILE...\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: arguments[0])
let output = URL(fileURLWithPath: arguments[1])
let files = arguments.dropFirst(2).sorted()

/// FNV-1a over every path and its bytes: names the folder the files are unpacked into, so a binary
/// with other templates never reuses another binary's folder.
var digest: UInt64 = 0xcbf2_9ce4_8422_2325
func mix(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
        digest ^= UInt64(byte)
        digest = digest &* 0x100_0000_01b3
    }
}

var entries: [String] = []
for path in files {
    guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
        FileHandle.standardError.write(Data("embed-templates: cannot read \(path)\n".utf8))
        exit(1)
    }
    mix(Array(path.utf8) + [0])
    mix(data)
    mix([0])
    let executable = FileManager.default.isExecutableFile(atPath: root.appendingPathComponent(path).path)
    let literal = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    entries.append("        (\"\(literal)\", \(executable), \"\(data.base64EncodedString())\"),")
}

let source = """
    // Generated at build time by the EmbedBuiltInTemplates plugin (embed-templates); not checked in.
    enum EmbeddedTemplateFiles {
        /// A digest of every path and its bytes.
        static let digest = "\(String(digest, radix: 16))"
        /// Package-relative path, whether the file is executable, and its bytes in base64.
        static let files: [(path: String, executable: Bool, base64: String)] = [
    \(entries.joined(separator: "\n"))
        ]
    }

    """
do {
    let existing = try? Data(contentsOf: output)
    if existing != Data(source.utf8) { try Data(source.utf8).write(to: output, options: .atomic) }
} catch {
    FileHandle.standardError.write(Data("embed-templates: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
}
