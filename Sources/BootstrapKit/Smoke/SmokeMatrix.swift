import Diagnostics
import Foundation

/// `smoke --matrix`: every combination of the template's `choice` and `bool` answers (those not
/// fixed with `--set`), in declaration order, the first question varying slowest; bounded by
/// `--max-combinations`, and saying so when the bound cuts the matrix.
enum SmokeMatrix {
    struct Combination {
        var answers: [String: String]
        /// `database=postgres docker=true`: the suite's name in the JUnit report.
        var name: String
    }

    static func combinations(of configuration: SmokeRun.Configuration, workingDirectory: URL, output: (String) -> Void) -> [Combination]? {
        let loaded: LoadedTemplate
        do {
            let location = try TemplateLocation.resolve(configuration.template, workingDirectory: workingDirectory, remote: configuration.remote)
            loaded = try LoadedTemplate.load(location, workingDirectory: workingDirectory)
        } catch let list as DiagnosticList {
            list.diagnostics.forEach { output($0.rendered + "\n") }
            return nil
        } catch let diagnostic as Diagnostic {
            output(diagnostic.rendered + "\n")
            return nil
        } catch {
            output("bootstrap: \(error)\n")
            return nil
        }
        guard case .config(let config, _) = loaded.content else { return [Combination(answers: [:], name: "(no questions)")] }
        let axes: [(name: String, values: [String])] = config.questions.compactMap { question in
            guard configuration.answers[question.name] == nil, question.condition == nil else { return nil }
            switch question.kind {
            case .choice: return (question.name, question.choices)
            case .bool: return (question.name, ["false", "true"])
            default: return nil
            }
        }
        var all: [[(String, String)]] = [[]]
        for axis in axes { all = all.flatMap { prefix in axis.values.map { prefix + [(axis.name, $0)] } } }
        if let limit = configuration.maxCombinations, all.count > limit {
            output("the matrix has \(all.count) combinations; --max-combinations \(limit) runs the first \(limit)\n")
            all = Array(all.prefix(limit))
        }
        return all.map { pairs in
            Combination(
                answers: Dictionary(pairs, uniquingKeysWith: { first, _ in first }),
                name: pairs.isEmpty ? "(no choice or bool questions)" : pairs.map { "\($0.0)=\($0.1)" }.joined(separator: " "))
        }
    }
}
