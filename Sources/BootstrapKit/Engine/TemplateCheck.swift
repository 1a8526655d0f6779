import Diagnostics
import Foundation
import RunnerLanguage

/// `bootstrap check`: loads a template (config and every runner) or parses the given `.rb` files,
/// running nothing, then analyses them (`TemplateAnalysis`) and reports every finding with its
/// location, severity and code. Exit 1 when there is an error (or, with `--strict`, a warning), 0 otherwise.
public struct TemplateCheck {
    public var options: RunOptions
    public var workingDirectory: URL
    public var output: (String) -> Void

    public init(
        options: RunOptions, workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        output: @escaping (String) -> Void = { OutputStreams.write($0, to: .output) }
    ) {
        self.options = options
        self.workingDirectory = workingDirectory
        self.output = output
    }

    public func run(template: String?, files: [String], syntaxOnly: Bool) -> ExitStatus {
        var template = template, files = files
        // `check tpl` or `check tpl/config.yml` alone names a template, not a Ruby file: as `-m`.
        if template == nil, files.count == 1, Self.namesATemplate(files[0], in: workingDirectory) {
            template = files[0]
            files = []
        }
        var findings: [Diagnostic] = []
        if !files.isEmpty {
            findings = check(files: files, template: template, syntaxOnly: syntaxOnly)
        } else if syntaxOnly, template == nil {
            output("bootstrap: check --syntax-only needs FILE.rb arguments or -m TEMPLATE\n")
            return .badInput
        } else {
            // A template that cannot be found (or fetched) is a wrong command line, as for `new` and
            // `apply` (exit 2). Resolved once: a remote template is fetched once.
            let location: TemplateLocation
            do { location = try TemplateLocation.resolve(template, workingDirectory: workingDirectory, remote: options.remote) } catch {
                for finding in Self.findings(of: error) { print(finding) }
                return .badInput
            }
            findings = check(location: location, syntaxOnly: syntaxOnly)
        }
        for finding in findings { print(finding) }
        let failures = findings.filter { $0.isFailure(strict: options.strict) }
        if options.format == .text {
            // Under --strict, warnings are among the failures and counted as errors.
            let warnings = findings.filter { $0.severity == .warning && !$0.isFailure(strict: options.strict) }.count
            let notes = findings.filter { $0.severity == .note }.count
            if failures.isEmpty && warnings == 0 {
                output(notes == 0 ? "no problems found\n" : "no problems found; \(notes) note(s)\n")
            } else {
                output("\(failures.count) error(s), \(warnings) warning(s), \(notes) note(s)\n")
            }
        }
        return failures.isEmpty ? .success : .generationFailed
    }

    /// Every finding of a template: its config, the syntax of its runners, then the static analysis
    /// of every runner that parses (a syntax error in one runner hides nothing in the others).
    public func check(template: String?, syntaxOnly: Bool = false) -> [Diagnostic] {
        do {
            let location = try TemplateLocation.resolve(template, workingDirectory: workingDirectory, remote: options.remote)
            return check(location: location, syntaxOnly: syntaxOnly)
        } catch {
            return Self.findings(of: error)
        }
    }

    /// A folder holding `config.yml`, or a file named `config.yml`.
    static func namesATemplate(_ argument: String, in folder: URL) -> Bool {
        let url = URL(fileURLWithPath: argument, relativeTo: folder)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return false }
        if isFolder.boolValue { return FileManager.default.fileExists(atPath: url.appendingPathComponent("config.yml").path) }
        return url.lastPathComponent == "config.yml"
    }

    /// The errors a failed resolve or load threw, as findings.
    static func findings(of error: Error) -> [Diagnostic] {
        switch error {
        case let diagnostic as Diagnostic: return [diagnostic]
        case let list as DiagnosticList: return list.diagnostics
        default: return [Diagnostic(code: .unclassified, message: "\(error)")]
        }
    }

    /// Every finding of a template already found: its config, the syntax of its runners, then the
    /// static analysis of every runner that parses.
    func check(location: TemplateLocation, syntaxOnly: Bool) -> [Diagnostic] {
        do {
            let (loaded, errors) = try LoadedTemplate.loadReportingRunnerErrors(location, workingDirectory: workingDirectory)
            guard let loaded else { return errors }
            return loaded.warnings + errors + (syntaxOnly ? [] : TemplateAnalysis.findings(for: loaded, beforeRun: false))
        } catch {
            return Self.findings(of: error)
        }
    }

    /// Runner files checked on their own: TEMPLATE_PATH is the template's folder with `-m`, else the
    /// folder of the first file.
    private func check(files: [String], template: String?, syntaxOnly: Bool) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var parsed: [TemplateAnalysis.File] = []
        for file in files {
            switch parse(file) {
            case .success(let program):
                parsed.append(TemplateAnalysis.File(url: URL(fileURLWithPath: file, relativeTo: workingDirectory), program: program))
            case .failure(let list):
                findings += list.diagnostics
            }
        }
        // The files that parse are analysed even when others do not: every file's findings are reported.
        guard !syntaxOnly, let first = parsed.first else { return findings }
        let root: URL
        if let template, let location = try? TemplateLocation.resolve(template, workingDirectory: workingDirectory, remote: options.remote) {
            root = location.root
        } else {
            root = Self.templateRoot(containing: first.url)
        }
        // Checking some runners of a config template: the methods and constants its other runners define count.
        var context: [TemplateAnalysis.File] = []
        if FileManager.default.fileExists(atPath: root.appendingPathComponent("config.yml").path),
           let loaded = (try? LoadedTemplate.loadReportingRunnerErrors(
               TemplateLocation(shape: .config(root.appendingPathComponent("config.yml")), root: root),
               workingDirectory: workingDirectory))?.template,
           case .config(_, let runners) = loaded.content {
            context = runners.values.map { TemplateAnalysis.File(url: $0.url, program: $0.program) }
        }
        let base = workingDirectory
        return findings + TemplateAnalysis.findings(forFiles: parsed, context: context, templateRoot: root) {
            TemplateLocation.displayPath($0, workingDirectory: base)
        }
    }

    /// The template folder a runner file belongs to: the folder holding `config.yml` that the file's
    /// folder is (or is the `runners/` folder of); else the file's own folder, as for a single-file template.
    static func templateRoot(containing file: URL) -> URL {
        let folder = file.standardizedFileURL.deletingLastPathComponent()
        for candidate in [folder, folder.deletingLastPathComponent()]
        where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("config.yml").path) {
            return candidate
        }
        return folder
    }

    /// A file parsed, or its syntax errors (the parser stops at the first error of a file).
    private func parse(_ file: String) -> Result<Program, DiagnosticList> {
        let url = URL(fileURLWithPath: file, relativeTo: workingDirectory)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(DiagnosticList([Diagnostic(code: .unreadableFile, message: "\(file): cannot read the file")]))
        }
        do {
            return .success(try RunnerParser.parse(SourceText.ruby(path: file, data: data)))
        } catch let diagnostic as Diagnostic {
            return .failure(DiagnosticList([diagnostic]))
        } catch let list as DiagnosticList {
            return .failure(list)
        } catch {
            return .failure(DiagnosticList([Diagnostic(code: .syntaxError, message: "\(file): \(error)")]))
        }
    }

    private func print(_ finding: Diagnostic) {
        switch options.format {
        case .text:
            output(finding.rendered + "\n")
        case .json:
            var fields: [(String, JSONEvent.Field)] = [
                ("severity", .string(finding.severity.rawValue)), ("code", .string(finding.code.rawValue)),
                ("message", .string(finding.message)),
            ]
            if let location = finding.location {
                fields += [("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))]
            }
            output(JSONEvent.line(fields))
        }
    }
}
