import Diagnostics
import Foundation
import RunnerLanguage

/// What reading and parsing one runner file gave, before it is known which block (if any) names it:
/// the loader turns a failure into its diagnostic, located where the config names the block.
enum RunnerRead {
    case parsed(Program)
    case unreadable(reason: String)
    case failed([Diagnostic])

    var isUnreadable: Bool {
        if case .unreadable = self { return true }
        return false
    }

    /// Reads and parses `url`, naming it `displayPath` in the program's source and its diagnostics.
    /// `streaming`: a large file may come back parsed up to a split only (`Program.isStreamed`).
    static func read(_ url: URL, displayPath: String, streaming: Bool = false) -> RunnerRead {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            let reason = (error as NSError).userInfo[NSUnderlyingErrorKey].map { ($0 as? NSError)?.localizedDescription ?? "\($0)" }
                ?? error.localizedDescription
            return .unreadable(reason: reason)
        }
        do {
            return .parsed(try RunnerParser.parse(SourceText.ruby(path: displayPath, data: data), streaming: streaming))
        } catch let diagnostic as Diagnostic {
            return .failed([diagnostic])
        } catch let list as DiagnosticList {
            return .failed(list.diagnostics)
        } catch {
            return .failed([Diagnostic(code: .syntaxError, message: "\(displayPath): \(error)")])
        }
    }
}

/// The runners of a config template parsed on two cores: a second thread starts on the files of
/// `runners/` while this one reads the config (YAML), and once the config says which blocks run,
/// both take those blocks' files, in block order, until none is left. Parsing is most of the
/// load of a large template and needs nothing from the config, so the config's time and half the
/// parsing come off the wall clock. Files no enabled block names are only parsed while the config
/// is still being read, and their outcomes are dropped; the loader reports outcomes in block order,
/// so the diagnostics are the same as one thread's.
final class RunnerParses: @unchecked Sendable {
    /// Worth a thread start (about 0.1 ms with its first stack pages) only when the runners have
    /// this many bytes between them; a small template parses its runners in less.
    static let minimumBytes = 32 << 10

    private let folder: URL
    private let displayPath: (URL) -> String
    /// Guards the fields below; signalled when an outcome comes in or the second thread gets its
    /// next job.
    private let condition = NSCondition()
    /// File stems (block names) not yet claimed by either thread, taken from `next` on.
    private var pending: [String]
    /// The stems listed at the start: the only ones the second thread may be handed.
    private let listed: Set<String>
    private var next = 0
    private var claimed: Set<String> = []
    /// What parsing each file gave, with the URL it was read from (made on the thread that parsed it:
    /// Foundation builds a URL in about 16,000 instructions).
    private var outcomes: [String: Parsed] = [:]

    /// One file's outcome and the URL it was read from.
    typealias Parsed = (url: URL, read: RunnerRead)
    /// Streamed: what the second thread does once no file is left to claim (the check); nil until
    /// handed over, `.some(nil)` for nothing.
    private var afterwards: (() -> Void)??

    /// The `.rb` files directly in `folder`, nil when they are too few bytes to share out.
    init?(folder: URL, displayPath: @escaping (URL) -> String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        var stems: [String] = []
        var bytes = 0
        let folderPath = folder.path
        for name in names.sorted() where name.hasSuffix(".rb") {
            var info = stat()
            guard stat(folderPath + "/" + name, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            stems.append(String(name.dropLast(3)))
            bytes += Int(info.st_size)
        }
        guard bytes >= Self.minimumBytes, stems.count > 1 || bytes >= 4 * Self.minimumBytes else { return nil }
        self.folder = folder
        self.displayPath = displayPath
        self.pending = stems
        self.listed = Set(stems)
    }

    /// The URL the loader uses for block `name`'s runner, so that display paths are the same.
    func url(of stem: String) -> URL {
        folder.appendingPathComponent("\(stem).rb")
    }

    /// Runs `loadConfig` on this thread while a second thread parses runner files, then `wanted`
    /// (the enabled blocks' names, in order) is shared out between both; returns when both are done.
    func parse<T>(whileLoading loadConfig: () throws -> T, wanted: (T) -> [String]) rethrows -> T {
        try BigStackThread.alongside({ self.work() }) {
            let config: T
            do { config = try loadConfig() } catch {
                prioritise([])
                throw error
            }
            prioritise(wanted(config))
            work()
            return config
        }
    }

    /// Streamed: runs `loadConfig` on this thread while a second thread parses runner files, and
    /// returns once the config is loaded; the second thread goes on through `wanted`'s files in
    /// block order, then runs the job `handOver` gives it. The run starts on the first block while
    /// the later blocks' files are still being parsed (`outcome(waitingFor:)`).
    func start<T>(whileLoading loadConfig: () throws -> T, wanted: (T) -> [String]) rethrows -> T {
        BigStackThread.inBackground {
            self.work()
            self.nextJob()?()
        }
        let config: T
        do { config = try loadConfig() } catch {
            prioritise([])
            handOver(nil)
            throw error
        }
        prioritise(wanted(config))
        return config
    }

    /// Gives the second thread of `start` what to do once the files are parsed (nil: nothing).
    func handOver(_ job: (() -> Void)?) {
        condition.lock()
        afterwards = .some(job)
        condition.signal()
        condition.unlock()
    }

    private func nextJob() -> (() -> Void)? {
        condition.lock()
        defer { condition.unlock() }
        while afterwards == nil { condition.wait() }
        return afterwards!
    }

    /// The outcome for block `stem`, nil when neither thread parsed its file.
    func outcome(for stem: String) -> Parsed? {
        condition.lock()
        defer { condition.unlock() }
        return outcomes[stem]
    }

    /// The outcome for block `stem` as soon as there is one: parsed here when no thread has taken
    /// its file yet, waited for when the other thread is parsing it; nil for a file not listed.
    func outcome(waitingFor stem: String) -> Parsed? {
        condition.lock()
        guard listed.contains(stem) else {
            condition.unlock()
            return nil
        }
        if outcomes[stem] == nil, claimed.insert(stem).inserted {
            condition.unlock()
            let outcome = parse(stem)
            condition.lock()
            outcomes[stem] = outcome
            condition.broadcast()
        }
        while outcomes[stem] == nil { condition.wait() }
        defer { condition.unlock() }
        return outcomes[stem]
    }

    /// Takes part in the parse until every wanted file has an outcome (the files the other thread
    /// is parsing are waited for).
    func finishAll() {
        work()
        condition.lock()
        while claimed.contains(where: { outcomes[$0] == nil }) { condition.wait() }
        condition.unlock()
    }

    private func work() {
        while let stem = claim() {
            let outcome = parse(stem)
            condition.lock()
            outcomes[stem] = outcome
            condition.broadcast()
            condition.unlock()
        }
    }

    private func parse(_ stem: String) -> Parsed {
        let url = url(of: stem)
        return (url, RunnerRead.read(url, displayPath: displayPath(url)))
    }

    private func claim() -> String? {
        condition.lock()
        defer { condition.unlock() }
        while next < pending.count {
            let stem = pending[next]
            next += 1
            if claimed.insert(stem).inserted { return stem }
        }
        return nil
    }

    /// From now on only the files of `stems` are taken, in their order.
    private func prioritise(_ stems: [String]) {
        condition.lock()
        defer { condition.unlock() }
        pending = stems.filter { listed.contains($0) }
        next = 0
    }
}
