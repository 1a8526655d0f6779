import Diagnostics
import Foundation
import RunnerLanguage

/// `bootstrap check`: loads a template (config and every runner) or parses the given `.rb` files,
/// running nothing, and reports every error found with its location. Exit 1 when there is an
/// error (or, with `--strict`, a warning), 0 otherwise.
public struct TemplateCheck {
    public var options: RunOptions
    public var workingDirectory: URL
    public var output: (String) -> Void

    public init(
        options: RunOptions, workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        output: @escaping (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) }
    ) {
        self.options = options
        self.workingDirectory = workingDirectory
        self.output = output
    }

    public func run(template: String?, files: [String], syntaxOnly: Bool) -> ExitStatus {
        var findings: [Diagnostic] = []
        if !files.isEmpty {
            for file in files { findings += parse(file) }
        } else if syntaxOnly, template == nil {
            output("bootstrap: check --syntax-only needs FILE.rb arguments or -m TEMPLATE\n")
            return .badInput
        } else {
            do {
                let location = try TemplateLocation.resolve(template, workingDirectory: workingDirectory)
                let loaded = try LoadedTemplate.load(location, workingDirectory: workingDirectory)
                findings += loaded.warnings
            } catch let diagnostic as Diagnostic {
                findings.append(diagnostic)
            } catch let list as DiagnosticList {
                findings += list.diagnostics
            } catch {
                findings.append(Diagnostic(code: "error", message: "\(error)"))
            }
        }
        for finding in findings { print(finding) }
        let errors = findings.filter { $0.severity == .error || (options.strict && $0.severity == .warning) }
        if options.format == .text {
            output(errors.isEmpty && findings.isEmpty ? "no problems found\n" : "\(errors.count) error(s), \(findings.count - errors.count) warning(s)\n")
        }
        return errors.isEmpty ? .success : .generationFailed
    }

    /// Every syntax error of one file (the parser stops at the first error of a file).
    private func parse(_ file: String) -> [Diagnostic] {
        let url = URL(fileURLWithPath: file, relativeTo: workingDirectory)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return [Diagnostic(code: "unreadable", message: "\(file): cannot read the file")]
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return [Diagnostic(code: "invalid-utf8", message: "\(file): the file is not valid UTF-8")]
        }
        do {
            _ = try RunnerParser.parse(SourceText(path: file, text: text))
            return []
        } catch let diagnostic as Diagnostic {
            return [diagnostic]
        } catch let list as DiagnosticList {
            return list.diagnostics
        } catch {
            return [Diagnostic(code: "syntax-error", message: "\(file): \(error)")]
        }
    }

    private func print(_ finding: Diagnostic) {
        switch options.format {
        case .text:
            output(finding.rendered + "\n")
        case .json:
            var fields: [(String, JSONEvent.Field)] = [
                ("severity", .string(finding.severity.rawValue)), ("code", .string(finding.code)),
                ("message", .string(finding.message)),
            ]
            if let location = finding.location {
                fields += [("file", .string(location.file)), ("line", .int(location.line)), ("column", .int(location.column))]
            }
            output(JSONEvent.line(fields))
        }
    }
}
