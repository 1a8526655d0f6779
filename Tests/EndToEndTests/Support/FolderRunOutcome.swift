import Foundation
import XCTest

/// What a user sees of one command run in a folder: exit status, both output streams, and every
/// file under the folder except the template `t`. The tests that run one template twice (padded
/// past a size that changes how it is loaded, and not) compare two of these.
struct FolderRunOutcome: Equatable {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Every file under the folder the command ran in (the template left out), with its text.
    var files: [String: String]

    /// Runs `arguments` in `folder` and collects the outcome. The folder's own path (in
    /// `.bootstrap.yml`, in messages) is the one thing that differs between two runs, so it is
    /// written as `FOLDER`.
    static func run(_ arguments: [String], in folder: TemporaryFolder, input: String? = nil) throws -> FolderRunOutcome {
        let run = try BootstrapProcess.run(arguments, in: folder.url, input: input)
        var files: [String: String] = [:]
        let root = folder.url.standardizedFileURL.path
        let walker = FileManager.default.enumerator(atPath: root)
        while let path = walker?.nextObject() as? String {
            guard !path.hasPrefix("t/"), path != "t" else { continue }
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
            files[path] = isDirectory.boolValue ? "(folder)" : (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? "(unreadable)"
        }
        let anonymous = { (text: String) in
            text.replacingOccurrences(of: root, with: "FOLDER").replacingOccurrences(of: folder.url.path, with: "FOLDER")
        }
        return FolderRunOutcome(status: run.status, stdout: anonymous(run.stdout), stderr: anonymous(run.stderr),
                                files: files.mapValues(anonymous))
    }

    /// Asserts `self` (the padded run) is `other` (the plain one), part by part.
    func assertSame(as other: FolderRunOutcome, file: StaticString, line: UInt) {
        XCTAssertEqual(status, other.status, "exit status", file: file, line: line)
        XCTAssertEqual(stdout, other.stdout, "standard output", file: file, line: line)
        XCTAssertEqual(stderr, other.stderr, "standard error", file: file, line: line)
        XCTAssertEqual(files, other.files, "files", file: file, line: line)
    }
}
