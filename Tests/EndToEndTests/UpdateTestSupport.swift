import Foundation
import XCTest

/// What the `bootstrap update` tests share: a template in a git repository made with the real
/// `git` (tagged v1, v1.1 and v2), reached as `file://`, and a project `app` made from v1 by
/// `bootstrap new` (`title` answered by --set; it has no default, so a later run that asked
/// again, with no terminal, would fail), with the block `extra` (new in v1.1) added by
/// `apply --ref v1.1 --only extra`.
final class UpdateScene: EditedProject {
    let scene: RemoteScene
    let repository: GitRepository
    var project: URL { scene.work.appendingPathComponent("app") }

    /// v1's base runner. v2 changes the README's last line, replaces one route and drops the
    /// other, no longer makes obsolete.txt and kept.txt, changes CHANGELOG.md, adds docs/color.md.
    static let baseV1 = """
        create_file "Gemfile", "source 'https://rubygems.org'\\n\\n"
        create_file "README.md", "# #{answers[:title]}\\n\\nIntro line.\\n\\nSetup:\\n  run setup\\n\\nUsage:\\n  run it\\n\\nLicense: MIT\\n"
        create_file "CHANGELOG.md", "v1\\n"
        create_file "config/routes.rb", "Rails.application.routes.draw do\\nend\\n"
        route "get 'old_a', to: 'a#show'"
        route "get 'dropped', to: 'd#show'"
        create_file "obsolete.txt", "gone in v2\\n"
        create_file "kept.txt", "v1 makes it\\n"

        """
    static let baseV2 = """
        create_file "Gemfile", "source 'https://rubygems.org'\\n\\n"
        create_file "README.md", "# #{answers[:title]}\\n\\nIntro line.\\n\\nSetup:\\n  run setup\\n\\nUsage:\\n  run it\\n\\nLicense: Apache-2.0\\n"
        create_file "CHANGELOG.md", "v2\\n"
        create_file "config/routes.rb", "Rails.application.routes.draw do\\nend\\n"
        route "get 'new_a', to: 'a#index'"
        create_file "docs/color.md", "#{answers[:color]}\\n"

        """

    /// README.md as v1 and v2 write it for title Shop.
    static func readme(license: String, intro: String = "Intro line.") -> String {
        "# Shop\n\n\(intro)\n\nSetup:\n  run setup\n\nUsage:\n  run it\n\nLicense: \(license)\n"
    }

    static func config(_ version: Int, extra: Bool) -> String {
        let question = version == 1 ? "" : """
              color:
                type: choice
                choices: [red, blue]
                default: blue

            """
        let gems = version == 1
            ? "    rails: \"~> 6.1\"\n    puma: \"~> 5.0\"\n    sass-rails: true\n"
            : "    rails: \"~> 6.1\"\n    puma: \"~> 6.0\"\n    bootsnap: true\n"
        return """
            _questions:
              title:
                type: str
              db:
                type: choice
                choices: [sqlite, postgres]
                default: sqlite
              token:
                type: secret
                default: s3cret
            \(question)base:
              gems:
            \(gems)\(extra ? "extra: true\n" : "")

            """
    }

    init() throws {
        scene = try RemoteScene()
        repository = try GitRepository(at: scene.root.appendingPathComponent("tpl"))
        let extraV11 = "create_file \"extra.txt\", \"extra for #{answers[:db]}\\n\"\n"
        let versions: [(tag: String, config: String, base: String, extra: String?)] = [
            ("v1", Self.config(1, extra: false), Self.baseV1, nil),
            ("v1.1", Self.config(1, extra: true), Self.baseV1, extraV11),
            ("v2", Self.config(2, extra: true), Self.baseV2, extraV11 + "create_file \"extra-v2.txt\", \"made by v2's extra block\\n\"\n"),
        ]
        for version in versions {
            try repository.write("config.yml", version.config)
            try repository.write("runners/base.rb", version.base)
            if let extra = version.extra { try repository.write("runners/extra.rb", extra) }
            try repository.commit(version.tag)
            try repository.git("tag", version.tag)
        }
        let made = try scene.bootstrap(["new", "app", "-m", repository.fileURL, "--ref", "v1", "--set", "title=Shop", "-q"])
        XCTAssertEqual(made.status, 0, made.stderr)
        let applied = try BootstrapProcess.run(
            ["apply", "-m", repository.fileURL, "--ref", "v1.1", "--only", "extra", "-q"], in: project, environment: scene.environment)
        XCTAssertEqual(applied.status, 0, applied.stderr)
    }

    /// `bootstrap update ARGUMENTS` in the project, with no terminal and no answers given.
    func update(_ arguments: [String] = []) throws -> BootstrapProcess.Result {
        try BootstrapProcess.run(["update"] + arguments, in: project, environment: scene.environment)
    }

    func file(_ path: String) -> String? { scene.file("app/" + path) }

    /// `git merge-file -p` of the three texts with update's labels: what the real git makes of them.
    func gitMergeFile(ours: String, base: String, theirs: String) throws -> (text: String, conflicts: Int32) {
        try Self.gitMergeFile(in: scene.root.appendingPathComponent("merge-oracle"), ours: ours, base: base, theirs: theirs)
    }

    static func gitMergeFile(
        in folder: URL, ours: String, base: String, theirs: String, labels: [String] = ["project", "template v1", "template v2"]
    ) throws -> (text: String, conflicts: Int32) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = ["ours", "base", "theirs"].map { folder.appendingPathComponent($0) }
        for (file, text) in zip(files, [ours, base, theirs]) { try Data(text.utf8).write(to: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "merge-file", "-p"] + labels.flatMap { ["-L", $0] } + files.map(\.path)
        let out = Pipe()
        process.standardOutput = out
        // (It says why it refuses a binary file; the status says it too.)
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), process.terminationStatus)
    }

    func commit(of tag: String) throws -> String { try repository.git("rev-parse", tag + "^{commit}") }

    /// Every file below the project, byte for byte (links as where they point).
    func snapshot() -> [String: Data] {
        var result: [String: Data] = [:]
        let base = project.path
        guard let walker = FileManager.default.enumerator(atPath: base) else { return result }
        while let relative = walker.nextObject() as? String {
            let full = base + "/" + relative
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: full) {
                result[relative] = Data(("link:" + target).utf8)
            } else if let data = FileManager.default.contents(atPath: full) {
                result[relative] = data
            }
        }
        return result
    }
}

/// A scene's project the user edits: files written and edited in place.
protocol EditedProject {
    var project: URL { get }
    func file(_ path: String) -> String?
}

extension EditedProject {
    func write(_ path: String, _ text: String) throws {
        let url = project.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Replaces `old` by `new` in a project file, as a user's edit.
    func edit(_ path: String, _ old: String, _ new: String) throws {
        let text = try XCTUnwrap(file(path))
        XCTAssertTrue(text.contains(old), "\(path) lacks \(old)")
        try write(path, text.replacingOccurrences(of: old, with: new))
    }
}
