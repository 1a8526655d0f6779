import Foundation
import XCTest

/// Fixtures/rails-surface/exercise/surface.rb — every name of Rails' generator bootstrap supports
/// beyond the actions other recordings cover — run by bootstrap the two ways Rails runs a template,
/// and compared with what real Rails 6.1 printed, wrote and said on standard error (exercise/record.sh):
/// `bootstrap apply` against `bin/rails app:template`, and `bootstrap new --base "rails new …"`
/// against `rails new … -m`, whose options and instance variables differ. Both read two files of
/// Rails' own app templates through `source_paths`' `super`, from the copy in exercise/gems, so
/// Rails need not be installed.
final class RailsSurfaceTests: XCTestCase {
    static let exercise = BootstrapProcess.fixtures.appendingPathComponent("rails-surface/exercise")
    static let shims = exercise.appendingPathComponent("shims")
    /// The answers record.sh gave Rails on standard input, as `--set`.
    static let answers = ["--set", "Your name?=Ada", "--set", "Sure?=y", "--set", "Nope?=n", "--defaults"]

    private func environment(prepending folder: URL? = nil) -> [String: String] {
        let path = ([folder?.path, Self.shims.path].compactMap { $0 } + [ProcessInfo.processInfo.environment["PATH"] ?? ""]).joined(separator: ":")
        return ["PATH": path, "THOR_COLUMNS": "60", "GEM_HOME": Self.exercise.appendingPathComponent("gems").path]
    }

    func testApplyIsWhatAppTemplatePrintsAndWrites() throws {
        let folder = try TemporaryFolder()
        try Self.makeShop(at: folder.url.appendingPathComponent("shop"))
        let result = try BootstrapProcess.run(
            ["apply", "--path", "shop", "-m", Self.exercise.appendingPathComponent("outer.rb").path, "--allow-run"] + Self.answers,
            in: folder.url, environment: environment().merging(["HOME": folder.url.path]) { $1 }, unsetting: ["RAILS_ENV", "CI"])
        XCTAssertEqual(result.status, 0, result.stderr)
        try compare(result, with: "app-template", project: folder.url.appendingPathComponent("shop"))
    }

    func testNewOnARailsNewBaseIsWhatRailsNewPrintsAndWrites() throws {
        let folder = try TemporaryFolder()
        // `rails new NAME …` makes the skeleton (the real one made a full app); other `rails` commands print themselves.
        let bin = folder.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let rails = bin.appendingPathComponent("rails")
        try """
            #!/bin/sh
            if [ "$1" = new ]; then exec /bin/sh -c 'cp -R "$0" "$1"' '\(BootstrapProcess.railsSkeleton.path)' "$2"; fi
            exec '\(Self.shims.appendingPathComponent("rails").path)' "$@"

            """.write(to: rails, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: rails.path)
        let words = try String(contentsOf: Self.exercise.appendingPathComponent("new-words.txt"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").dropFirst().joined(separator: " ")
        let result = try BootstrapProcess.run(
            ["new", "shop", "-m", Self.exercise.appendingPathComponent("outer.rb").path, "--base", "rails new %app_path% \(words)",
             "--allow-run"] + Self.answers,
            in: folder.url, environment: environment(prepending: bin).merging(["HOME": folder.url.path]) { $1 }, unsetting: ["RAILS_ENV", "CI"])
        XCTAssertEqual(result.status, 0, result.stderr)
        try compare(result, with: "new", project: folder.url.appendingPathComponent("shop"))
    }

    /// A copy of the shared skeleton whose bin/rails runs the shim, as the recording's commands did.
    static func makeShop(at shop: URL) throws {
        try FileManager.default.copyItem(at: BootstrapProcess.railsSkeleton, to: shop)
        let binRails = shop.appendingPathComponent("bin/rails")
        try? FileManager.default.removeItem(at: binRails)
        try "#!/bin/sh\nexec '\(shims.appendingPathComponent("rails").path)' \"$@\"\n".write(to: binRails, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binRails.path)
    }

    /// The template's lines (after `apply  …/surface.rb`, up to "-- end"), what it wrote to standard
    /// error, and the files under surface/, against the recording `name`.
    private func compare(_ result: BootstrapProcess.Result, with name: String, project: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let lines = result.stdout.components(separatedBy: "\n")
        let surface = Self.exercise.appendingPathComponent("surface.rb").path
        guard let start = lines.firstIndex(where: { $0.hasSuffix("  " + surface) && $0.contains("apply  ") }),
              let end = lines[start...].firstIndex(where: { $0.hasSuffix("-- end") }) else {
            return XCTFail("no `apply  surface.rb` … `-- end` section in:\n\(result.stdout)\n\(result.stderr)", file: file, line: line)
        }
        let actual = lines[(start + 1)...end].joined(separator: "\n") + "\n"
        let expected = try String(contentsOf: Self.exercise.appendingPathComponent("\(name).log"), encoding: .utf8)
        for (index, pair) in zip(expected.components(separatedBy: "\n"), actual.components(separatedBy: "\n")).enumerated() where pair.0 != pair.1 {
            XCTFail("line \(index + 1): Rails printed\n\(pair.0.debugDescription)\nbootstrap printed\n\(pair.1.debugDescription)", file: file, line: line)
            break
        }
        XCTAssertEqual(actual, expected, file: file, line: line)
        let said = try String(contentsOf: Self.exercise.appendingPathComponent("\(name).stderr"), encoding: .utf8)
        for expectedLine in said.split(separator: "\n") {
            XCTAssertTrue(result.stderr.components(separatedBy: "\n").contains(String(expectedLine)),
                          "standard error lacks \(expectedLine.debugDescription):\n\(result.stderr)", file: file, line: line)
        }
        // The files: as recorded, a link as `NAME.link` holding `link -> TARGET`.
        let recorded = Self.exercise.appendingPathComponent(name)
        let walker = FileManager.default.enumerator(atPath: recorded.appendingPathComponent("surface").path)
        var compared = 0
        while let relative = walker?.nextObject() as? String {
            let want = recorded.appendingPathComponent("surface/" + relative)
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: want.path, isDirectory: &isDirectory)
            if isDirectory.boolValue { continue }
            if relative.hasSuffix(".link") {
                let link = project.appendingPathComponent("surface/" + String(relative.dropLast(5)))
                let target = try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
                XCTAssertEqual("link -> \(target)\n", try String(contentsOf: want, encoding: .utf8), relative, file: file, line: line)
            } else {
                XCTAssertEqual(try Data(contentsOf: project.appendingPathComponent("surface/" + relative)), try Data(contentsOf: want),
                               relative, file: file, line: line)
            }
            compared += 1
        }
        XCTAssertGreaterThanOrEqual(compared, 7, file: file, line: line)
        // Nothing under surface/ that Rails did not write.
        let made = FileManager.default.enumerator(atPath: project.appendingPathComponent("surface").path)
        while let relative = made?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: project.appendingPathComponent("surface/" + relative).path, isDirectory: &isDirectory)
            if isDirectory.boolValue { continue }
            let exists = FileManager.default.fileExists(atPath: recorded.appendingPathComponent("surface/" + relative).path)
                || FileManager.default.fileExists(atPath: recorded.appendingPathComponent("surface/" + relative + ".link").path)
            XCTAssertTrue(exists, "bootstrap wrote surface/\(relative), which Rails did not", file: file, line: line)
        }
    }

    /// What probe.rb printed of the generator's state under `rails new WORDS -m probe.rb` (new/NAME.txt),
    /// printed the same way by bootstrap under `new --base "rails new WORDS"`: every instance variable
    /// bootstrap sets (docs/actions.md names the ones Rails' machinery alone has), `options`, and
    /// `source_paths`, for every line of command-lines.txt.
    func testEveryRecordedCommandLineGivesRailsOptionsAndInstanceVariables() throws {
        let surface = BootstrapProcess.fixtures.appendingPathComponent("rails-surface")
        let lines = try String(contentsOf: surface.appendingPathComponent("command-lines.txt"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }
        XCTAssertGreaterThanOrEqual(lines.count, 4)
        let unset: Set<String> = ["@_initializer", "@_invocations", "@builder", "@gem_filter", "@output_buffer"]
        for line in lines {
            let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
            let (name, words) = (fields[0], fields[1])
            let folder = try TemporaryFolder()
            let work = folder.url.resolvingSymlinksInPath().path
            try FileManager.default.copyItem(at: surface.appendingPathComponent("railsrc"), to: folder.url.appendingPathComponent("railsrc"))
            let templates = folder.url.appendingPathComponent("templates")
            try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
            try Self.statePrinter.write(to: templates.appendingPathComponent("probe.rb"), atomically: true, encoding: .utf8)
            let bin = folder.url.appendingPathComponent("bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            try "#!/bin/sh\n[ \"$1\" = new ] && mkdir \"$2\"\n".write(to: bin.appendingPathComponent("rails"), atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("rails").path)
            let base = "rails new %app_path% " + words.split(separator: " ").dropFirst().joined(separator: " ").replacingOccurrences(of: "RAILSRC", with: work + "/railsrc")
            var environment = environment(prepending: bin)
            environment["HOME"] = folder.url.appendingPathComponent("home").path
            let result = try BootstrapProcess.run(
                ["new", "shop", "-m", templates.appendingPathComponent("probe.rb").path, "--base", base, "--allow-run"],
                in: folder.url, environment: environment, unsetting: ["RAILS_ENV", "CI"])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            let railties = Self.exercise.appendingPathComponent("gems/gems").path
            let output = result.stdout.replacingOccurrences(of: templates.resolvingSymlinksInPath().path, with: "<TEMPLATE>")
                .replacingOccurrences(of: templates.path, with: "<TEMPLATE>")
                .replacingOccurrences(of: work, with: "<WORK>").replacingOccurrences(of: folder.url.path, with: "<WORK>")
                .replacingOccurrences(of: railties + "/railties-6.1.7.10", with: "<RAILTIES>")
            guard let start = output.range(of: "# instance variables\n") else { return XCTFail("\(name): \(result.stdout)\n\(result.stderr)") }
            let ours = output[start.lowerBound...].split(separator: "\n").map(String.init)
            let recorded = try String(contentsOf: surface.appendingPathComponent("new/\(name).txt"), encoding: .utf8)
                .split(separator: "\n").map(String.init)
                .filter { !unset.contains(String($0.prefix { $0 != "\t" })) }
                .map { Self.withOurRuby($0, recorded: "/usr/bin/ruby") }
            XCTAssertEqual(ours, recorded, name)
        }
    }

    /// `ruby`'s default is the Ruby running Rails: on the recording machine /usr/bin/ruby, here the
    /// first `ruby` on PATH (which the test's PATH makes the shim's folder).
    static func withOurRuby(_ line: String, recorded: String) -> String {
        let ours = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { "\($0)/ruby" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        let rubyOnPath = [shims.appendingPathComponent("ruby").path, ours].compactMap { $0 }.first!
        return line.replacingOccurrences(of: "\"\(recorded)\"", with: "\"\(rubyOnPath)\"")
    }

    /// probe.rb's first sections, in the runner language: the instance variables (machinery shown by
    /// class, as probe.rb shows it), `options` sorted, and `source_paths`.
    static let statePrinter = """
        source_paths
        puts "# instance variables"
        instance_variables.sort.each do |name|
          value = instance_variable_get(name)
          shown = name == :@shell ? "#<#{value.class.name}>" : value.inspect
          puts "#{name}\t#{value.class.name}\t#{shown}"
        end
        puts "# options"
        options.to_h.sort.each { |key, value| puts "#{key}\t#{value.inspect}" }
        puts "# source_paths"
        source_paths.each { |path| puts path }

        """
}
