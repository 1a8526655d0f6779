import BigStack
import Diagnostics
import Foundation
import RunnerLanguage

/// The static checks of a loaded template, run without running anything: every runner (and every
/// file they `apply` or `require_relative` with a known path) analysed against the names a run
/// knows plus everything the template defines, the callbacks, and the syntax of its `.tt` sources.
/// `bootstrap check` prints the findings; `new` and `apply` refuse to start on an error among them.
public enum TemplateAnalysis {
    /// A parsed file of the template, named by its real path.
    public struct File {
        public var url: URL
        public var program: Program
        public init(url: URL, program: Program) {
            self.url = url.standardizedFile
            self.program = program
        }
    }

    /// The findings of a loaded template (its load warnings are not repeated here). `beforeRun` (what
    /// `new` and `apply` check) makes an error in code that may never run a warning, so that only
    /// what is certain to fail refuses the run; `bootstrap check` passes false and reports it as an error.
    /// `answers`: the run's `--set`/`--answers`, checked against the questions the template asks
    /// (`AnswerCheck`), so a wrong one refuses the run before its first line.
    public static func findings(for template: LoadedTemplate, beforeRun: Bool = true, answers: RunOptions? = nil) -> [Diagnostic] {
        onLargeStack { findingsOnThisThread(for: template, beforeRun: beforeRun, answers: answers) }
    }

    /// The findings of runner files checked on their own (`bootstrap check FILE.rb …`), with `templateRoot`
    /// as TEMPLATE_PATH.
    /// `context` files (the other runners of the template) are not reported on, but what they define counts.
    public static func findings(
        forFiles files: [File], context: [File] = [], templateRoot: URL, displayPath: @escaping (URL) -> String
    ) -> [Diagnostic] {
        onLargeStack {
            analyze(files, context: context, templateRoot: templateRoot, displayPath: displayPath).findings
        }
    }

    /// The walks recurse as deep as the syntax tree nests, which the parser allows deeper than a
    /// default thread stack holds: they run where the interpreter runs templates.
    private static func onLargeStack(_ work: @escaping () -> [Diagnostic]) -> [Diagnostic] {
        do {
            return try Interpreter.withLargeStack(work)
        } catch {
            return [Diagnostic(code: .checkFailed, message: "the check could not run: \(error)")]
        }
    }

    private static func findingsOnThisThread(for template: LoadedTemplate, beforeRun: Bool, answers: RunOptions?) -> [Diagnostic] {
        var files: [File] = []
        var runnerFiles: [String: String] = [:]
        var config: TemplateConfig?
        switch template.content {
        case .config(let loadedConfig, let runners):
            config = loadedConfig
            for block in loadedConfig.blocks where block.enabled {
                guard let runner = runners[block.name] else { continue }
                let file = File(url: runner.url, program: runner.program)
                files.append(file)
                runnerFiles[block.name] = file.url.path
            }
        case .singleFile(let runner):
            files.append(File(url: runner.url, program: runner.program))
        }
        let root = template.location.root
        let analyzeRunners = { (known: ((TemplateDefinitions, [String: SourceText]) -> Void)?) in
            analyze(
                files, templateRoot: root, beforeRun: beforeRun, displayPath: template.displayPath, keep: template.parsedPrograms,
                whenDefinitionsAreKnown: known)
        }
        var result: Outcome
        var alongside: CallbackCheckAlongside?
        if let config, CallbackAnalysis.dependencyCount(of: config) >= minimumDependenciesAlongside {
            let side = CallbackCheckAlongside(config: config, runnerFiles: runnerFiles, templateRoot: root)
            result = BigStackThread.alongside(side.run) { analyzeRunners(side.definitionsAreKnown) }
            alongside = side
        } else {
            result = analyzeRunners(nil)
        }
        if let config {
            if !result.loadsUnnamedFiles {
                result.findings += StrayRunners.findings(config: config, templateRoot: root, reached: result.reached, displayPath: template.displayPath)
            }
            result.findings += alongside?.findings ?? CallbackAnalysis.findings(
                config: config, runnerFiles: runnerFiles, callbacks: result.definitions.callbacks, sources: result.sources)
            let sources = SourceReferenceAnalysis(
                templateRoot: root, sourcePathsOverridden: result.definitions.methods.contains("source_paths"))
            let definitions = result.definitions
            let rendered = result.renderedSources
            var templateFileAsks = false
            for url in alongside?.templateFiles ?? ERBSyntaxCheck.templateFiles(under: root) {
                // Every `.tt` file's syntax; the code of those a `template`/`directory` call renders.
                let path = url.standardizedFile.path
                let renders = rendered.filter { path == $0.path || path.hasPrefix($0.path + "/") }
                let isRendered = !renders.isEmpty
                // A call that always runs makes its `.tt` always run: an error there refuses the run,
                // as `bootstrap check` reports it; only one rendered by code that may not run is a warning.
                let mayNotRun = !renders.contains { $0.certain }
                result.findings += ERBSyntaxCheck.findings(for: url, displayPath: template.displayPath(url)) { program in
                    guard isRendered else { return [] }
                    var analyzer = StaticAnalyzer(
                        vocabulary: .standard, definitions: definitions, sources: sources, file: url.path, source: program.source,
                        beforeRun: beforeRun, mayNotRun: mayNotRun)
                    analyzer.analyze(program)
                    // A question asked from a `.tt` is not listed (its location is the compiled code's).
                    if !analyzer.questions.questions.isEmpty || !analyzer.questions.complete { templateFileAsks = true }
                    return analyzer.findings
                }
            }
            if templateFileAsks { result.questions.complete = false }
        }
        if let answers {
            if ["ask", "yes?", "no?"].contains(where: result.definitions.methods.contains) { result.questions.complete = false }
            result.findings += AnswerCheck.findings(answers, declared: config?.questions ?? [], asked: result.questions)
        }
        // Migrations run only in `update`: a run does not wait for their check.
        if let config, !beforeRun, !config.migrations.isEmpty { result.findings += MigrationCheck.findings(for: template, config: config) }
        return result.findings
    }

    /// From how many gems, packages and pods the config's side of the callbacks is worth a thread.
    static let minimumDependenciesAlongside = 128

    struct Outcome {
        var findings: [Diagnostic]
        var definitions: TemplateDefinitions
        /// The source of every file analysed, by real path.
        var sources: [String: SourceText]
        /// The ERB sources (files or folders) the files render, by real path, and whether a call
        /// rendering it always runs.
        var renderedSources: [(path: String, certain: Bool)] = []
        /// The questions the files ask.
        var questions = QuestionInventory()
        /// The real paths of every file analysed, those the runners load included, and whether one
        /// loads a file the check cannot name (any Ruby file of the template may then run).
        var reached: Set<String> = []
        var loadsUnnamedFiles = false
    }

    static func analyze(
        _ files: [File], context: [File] = [], templateRoot: URL, beforeRun: Bool = false, displayPath: (URL) -> String,
        keep parsed: ParsedPrograms? = nil, whenDefinitionsAreKnown known: ((TemplateDefinitions, [String: SourceText]) -> Void)? = nil
    ) -> Outcome {
        var findings: [Diagnostic] = []
        // Every file whose definitions count, and whether it is reported on: `context` files (the other
        // runners when some are checked alone) and what they run are not; the files checked and what they run are.
        var all = files.map { (file: $0, reported: true) }
        var seen = Set(files.map(\.url.path))
        for file in context where seen.insert(file.url.path).inserted { all.append((file, false)) }
        var (definitions, followedCalls) = collectDefinitions(all)

        // Files run by `apply`/`require_relative`: their definitions count for every runner. Each is read
        // once, however often it is named.
        var index = 0
        while index < all.count {
            let sources = SourceReferenceAnalysis(
                templateRoot: templateRoot, sourcePathsOverridden: definitions.methods.contains("source_paths"))
            let parent = all[index]
            for url in followedFiles(of: parent.file, calls: followedCalls[index], sources: sources)
            where seen.insert(url.path).inserted {
                switch parse(url, displayPath: displayPath(url)) {
                case .success(let program):
                    // The run that reaches the file takes this program rather than parsing it again.
                    parsed?.keep(program)
                    all.append((File(url: url, program: program), parent.reported))
                    followedCalls.append(definitions.collect(program, file: url.path, withCallbacks: parent.reported))
                case .failure(let list):
                    if parent.reported { findings += list.diagnostics }
                }
            }
            index += 1
        }
        // A file loaded by a computed path (`Dir[File.join(__dir__, "lib/*.rb")].each { |f| require f }`)
        // or by name from `$LOAD_PATH` cannot be named before the run: every Ruby file of the template
        // folder may be it, so their definitions count (their own defects are theirs, not reported).
        let loadsUnnamedFiles = followedCalls.contains(where: { $0.contains(where: Self.loadsUnnamedFile) })
        if loadsUnnamedFiles {
            for url in Self.rubyFiles(under: templateRoot) where seen.insert(url.path).inserted {
                guard case .success(let program) = parse(url, displayPath: displayPath(url)) else { continue }
                definitions.collect(program, file: url.path, withCallbacks: false)
            }
        }

        let sources = SourceReferenceAnalysis(
            templateRoot: templateRoot, sourcePathsOverridden: definitions.methods.contains("source_paths"))
        // Read only now: a check of many dependencies has it built on a second core meanwhile.
        let vocabulary = CheckVocabulary.standard
        var texts: [String: SourceText] = [:]
        var rendered: [(path: String, certain: Bool)] = []
        let reported = all.filter(\.reported).map(\.file)
        for file in reported { texts[file.url.path] = file.program.source }
        known?(definitions, texts)
        let complete = definitions
        let analyzed = inTwoShares(reported) { file -> StaticAnalyzer in
            var analyzer = StaticAnalyzer(
                vocabulary: vocabulary, definitions: complete, sources: sources, file: file.url.path,
                source: file.program.source, beforeRun: beforeRun)
            analyzer.analyze(file.program)
            return analyzer
        }
        var questions = QuestionInventory()
        for analyzer in analyzed {
            findings += analyzer.findings
            rendered += analyzer.renderedSources
            questions.add(analyzer.questions)
        }
        // Files that are not reported on (context) may ask questions too.
        if all.contains(where: { !$0.reported }) { questions.complete = false }
        return Outcome(
            findings: findings, definitions: definitions, sources: texts, renderedSources: rendered, questions: questions,
            reached: seen, loadsUnnamedFiles: loadsUnnamedFiles)
    }

    /// The definitions of every file (the callbacks of those reported on), and the calls each may run
    /// another file with, by position. Many runners' walks are shared by two threads, as their
    /// analyses are; the names of both shares are then hashed together.
    private static func collectDefinitions(_ entries: [(file: File, reported: Bool)]) -> (TemplateDefinitions, [[Call]]) {
        var definitions = TemplateDefinitions()
        guard let split = splitPoint(entries.map(\.file)) else {
            if entries.count == 1, let statements = topLevelStatements(ofLarge: entries[0].file) {
                return collectDefinitions(entries[0], inHalves: statements)
            }
            let whole = SharedDefinitions(entries, 0..<entries.count)
            definitions.add(whole.walk)
            return (definitions, whole.calls)
        }
        let later = SharedResults<SharedDefinitions>()
        let earlier = BigStackThread.alongside({ later.values = [SharedDefinitions(entries, split..<entries.count)] }) {
            SharedDefinitions(entries, 0..<split)
        }
        definitions.add(earlier.walk, then: later.values[0].walk)
        return (definitions, earlier.calls + later.values[0].calls)
    }

    /// The definitions of one large file (a runner of thousands of lines), its top-level statements
    /// walked in two halves on two threads.
    private static func collectDefinitions(
        _ entry: (file: File, reported: Bool), inHalves statements: [Node]
    ) -> (TemplateDefinitions, [[Call]]) {
        let half = statements.count / 2
        let later = SharedResults<SharedDefinitions>()
        let earlier = BigStackThread.alongside({ later.values = [SharedDefinitions(entry, statements[half...])] }) {
            SharedDefinitions(entry, statements[..<half])
        }
        var definitions = TemplateDefinitions()
        definitions.add(earlier.walk, then: later.values[0].walk)
        return (definitions, [earlier.calls[0] + later.values[0].calls[0]])
    }

    /// The statements of a file large enough for a second thread to pay, when it has several.
    private static func topLevelStatements(ofLarge file: File) -> [Node]? {
        guard file.program.source.text.utf8.count >= RunnerParses.minimumBytes, let body = file.program.body,
              case .sequence(let statements) = body.kind, statements.count > 1 else { return nil }
        return statements
    }

    /// `analyze` of each file, in order. The files are independent once every definition is known,
    /// so a template with many runners has the later ones (about half the bytes) analysed on a
    /// second thread while this one does the first: the check's wall time halves on two cores.
    private static func inTwoShares<T>(_ files: [File], _ analyze: @escaping (File) -> T) -> [T] {
        guard let split = splitPoint(files) else { return files.map(analyze) }
        let later = SharedResults<T>()
        let rest = Array(files[split...])
        let earlier = BigStackThread.alongside({ later.values = rest.map(analyze) }) {
            files[..<split].map(analyze)
        }
        return earlier + later.values
    }

    /// Where `files` split into two shares of about equal bytes; nil when they are too few or too
    /// small for a second thread to pay.
    private static func splitPoint(_ files: [File]) -> Int? {
        let sizes = files.map { $0.program.source.text.utf8.count }
        let total = sizes.reduce(0, +)
        guard files.count > 1, total >= RunnerParses.minimumBytes else { return nil }
        var split = 0
        var first = 0
        while split < files.count - 1, 2 * (first + sizes[split]) <= total {
            first += sizes[split]
            split += 1
        }
        return max(split, 1)
    }

    /// A `require`/`load` whose file is not a literal path: computed, or a name looked for in `$LOAD_PATH`.
    static func loadsUnnamedFile(_ call: Call) -> Bool {
        guard call.name == "require" || call.name == "load", let argument = call.arguments.first else { return false }
        guard let name = argument.literalName else { return true }
        return !(name.hasPrefix("/") || name.hasPrefix("./") || name.hasPrefix("../")) && !StandardLibrary.provides(name)
    }

    /// The `.rb` files under the template folder (not in hidden folders), at most a few thousand.
    static func rubyFiles(under root: URL) -> [URL] {
        var found: [URL] = []
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        while let url = walker?.nextObject() as? URL, found.count < 2000 {
            if url.pathExtension == "rb" { found.append(url.standardizedFileURL) }
        }
        return found
    }

    /// The existing `.rb` files one file runs with `apply` or `require_relative` and a known path, of
    /// the calls its definitions' walk noted (`TemplateDefinitions.collect`).
    private static func followedFiles(of file: File, calls: [Call], sources: SourceReferenceAnalysis) -> [URL] {
        calls.compactMap { call in
            call.arguments.first.flatMap { sources.followedFile(action: call.name, argument: $0, file: file.url.path) }
        }
    }

    private static func parse(_ url: URL, displayPath: String) -> Swift.Result<Program, DiagnosticList> {
        switch RunnerRead.read(url, displayPath: displayPath) {
        case .parsed(let program):
            return .success(program)
        case .unreadable:
            return .failure(DiagnosticList([Diagnostic(code: .unreadableFile, message: "\(displayPath): cannot read the file")]))
        case .failed(let diagnostics):
            return .failure(DiagnosticList(diagnostics))
        }
    }
}

/// The definitions of some of a check's files, and the calls each may run another file with.
private struct SharedDefinitions {
    var walk = DefinitionWalk()
    var calls: [[Call]] = []

    init(_ entries: [(file: TemplateAnalysis.File, reported: Bool)], _ range: Range<Int>) {
        for index in range {
            let entry = entries[index]
            calls.append(walk.walk(entry.file.program, file: entry.file.url.path, withCallbacks: entry.reported))
        }
    }

    /// Some top-level statements of one file: their calls are the one entry of `calls`.
    init(_ entry: (file: TemplateAnalysis.File, reported: Bool), _ statements: ArraySlice<Node>) {
        calls = [walk.walk(statements, file: entry.file.url.path, withCallbacks: entry.reported)]
    }
}

/// What the second thread of `inTwoShares` hands back, read once both threads are done.
private final class SharedResults<T>: @unchecked Sendable {
    var values: [T] = []
}
