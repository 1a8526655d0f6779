import Foundation
import XCTest

/// Fixtures/script-names/template.rb — FileUtils, File/IO writes and reads, links, Gem::Version,
/// Rails::VERSION, at_exit and the Thor actions Rails templates use — run by `bootstrap apply` on
/// a copy of the shared Rails skeleton, compared with what real Rails 6.1 printed and left for the
/// same template (recorded by Fixtures/script-names/record.sh).
final class ScriptNamesTests: XCTestCase {
    private let fixture = BootstrapProcess.fixtures.appendingPathComponent("script-names")

    /// Runs nested.rb (`apply "template.rb"`), so our statuses are indented one level as Rails'
    /// are inside `rails new -m`; returns the output after the `apply` line, and the folder.
    private func runTemplate() throws -> (output: String, folder: TemporaryFolder) {
        let folder = try TemporaryFolder()
        try folder.copyRailsSkeleton(to: "shop")
        let result = try BootstrapProcess.run(["apply", "-m", fixture.appendingPathComponent("nested.rb").path], in: folder.url.appendingPathComponent("shop"))
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        let afterApply = lines.drop { !$0.hasPrefix("       apply  ") }.dropFirst()
        return (afterApply.joined(separator: "\n"), folder)
    }

    func testPrintsWhatRailsPrints() throws {
        let (output, _) = try runTemplate()
        XCTAssertEqual(output, try String(contentsOf: fixture.appendingPathComponent("expected.log"), encoding: .utf8))
    }

    func testLeavesTheTreeRailsLeaves() throws {
        let (_, folder) = try runTemplate()
        let shop = folder.url.appendingPathComponent("shop")
        XCTAssertEqual(Self.tree(shop), try String(contentsOf: fixture.appendingPathComponent("expected.tree"), encoding: .utf8))
    }

    /// `ARGV` is the command line after `new`, as `rails new` gives its own.
    func testARGVIsTheCommandLineAfterTheCommand() throws {
        let folder = try TemporaryFolder()
        try folder.write("argv.rb", try String(contentsOf: fixture.appendingPathComponent("argv.rb"), encoding: .utf8))
        let result = try BootstrapProcess.run(["new", "argv-app", "-m", "argv.rb", "--skip-bundle"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.stderr)
        let line = result.stdout.split(separator: "\n").first { $0.hasPrefix("ARGV=") }.map { String($0) + "\n" }
        XCTAssertEqual(line, try String(contentsOf: fixture.appendingPathComponent("expected-argv.txt"), encoding: .utf8))
    }

    /// The listing record.sh writes: entries under scripted/ (dotfiles too) and the two class
    /// files, sorted, as `d PATH`, `f MODE PATH CONTENT.inspect` or `l PATH -> TARGET`.
    static func tree(_ root: URL) -> String {
        var paths = ["app/helpers/tools.rb", "app/models/user.rb"]
        let scripted = root.appendingPathComponent("scripted")
        if let enumerator = FileManager.default.enumerator(atPath: scripted.path) {
            while let relative = enumerator.nextObject() as? String { paths.append("scripted/" + relative) }
        }
        var lines: [String] = []
        for path in paths.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let full = root.appendingPathComponent(path).path
            var info = stat()
            guard lstat(full, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFLNK: lines.append("l \(path) -> \((try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "?")")
            case S_IFDIR: lines.append("d \(path)")
            default:
                let text = String(decoding: FileManager.default.contents(atPath: full) ?? Data(), as: UTF8.self)
                lines.append("f \(String(info.st_mode & 0o777, radix: 8)) \(path) \(Self.rubyInspect(text))")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Ruby's String#inspect for the plain text the fixture writes (quotes, backslashes, newlines).
    static func rubyInspect(_ text: String) -> String {
        var out = "\""
        for c in text {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.append(c)
            }
        }
        return out + "\""
    }
}
