import Diagnostics
import Foundation
import RunnerLanguage

/// The static check of a large template (`TemplateAnalysis`), run on a second core while the
/// template already runs, instead of before it: the check had both cores to itself and the run
/// that followed used one, so the check's wall time was all added to the command's. (A 1,000-gem
/// `apply` took 23.4 ms before, 19.5 ms with the check alongside: medians of 30 runs in turn.)
///
/// Nothing the run does leaves the process before the check has passed: its output is held
/// (`HeldTerminal`), and every way out — a write to the disk (`Workspace.flush`), a command, a
/// download, a question to the user — first settles the check (`settleFirst`), which waits for
/// its findings and reports them as a run that checked first would have. A check that passes
/// lets the held output out behind its warnings, and the run goes on; one that refuses the run
/// drops the held output, and every way out from then on throws `CheckRefusal`: the workspace
/// never reaches the disk, and the command ends as a refused one did, with exit status 2.
final class SpeculativeCheck: @unchecked Sendable {
    /// The check the run going on now must settle before it leaves the process (under `lock`).
    nonisolated(unsafe) private static var current: SpeculativeCheck?
    private static let lock = NSLock()

    /// What the check found: the findings in the template, or (streamed) the errors of runners
    /// that did not parse, which refuse the run as they refused to load the template.
    enum Outcome {
        case checked([Diagnostic])
        case unloadable(DiagnosticList)
    }

    private let done = DispatchSemaphore(value: 0)
    private var outcome: Outcome = .checked([])
    private let output: HeldTerminal
    /// Reports the outcome (to the real output, ahead of what was held) and tells whether the
    /// run may go on: `ProjectRun`'s own rule for a checked template.
    private let verdict: (Outcome) -> Bool
    private var settled = false
    /// The check refused the run: nothing it did may leave the process.
    private var refused = false

    /// A template this large has its check run alongside (the size from which the check's own
    /// work is split between two threads). A streamed one is: its runners filled a second thread.
    static func pays(for template: LoadedTemplate) -> Bool {
        if template.isStreamed { return true }
        switch template.content {
        case .config(let config, let runners):
            let bytes = runners.values.reduce(0) { $0 + $1.program.source.text.utf8.count }
            return bytes >= RunnerParses.minimumBytes
                || CallbackAnalysis.dependencyCount(of: config) >= TemplateAnalysis.minimumDependenciesAlongside
        case .singleFile(let runner):
            return runner.program.source.text.utf8.count >= RunnerParses.minimumBytes
        }
    }

    /// Starts the check of `template` and holds `output` until it settles. A streamed template is
    /// checked on the thread that parses its runners, once they are all parsed.
    /// `answers`: the run's `--set`/`--answers`, checked with the template (`AnswerCheck`).
    init(_ template: LoadedTemplate, output: HeldTerminal, answers: RunOptions? = nil, verdict: @escaping (Outcome) -> Bool) {
        self.output = output
        self.verdict = verdict
        output.hold()
        let check = {
            switch template.finishLoading() {
            case .success(let loaded):
                self.outcome = .checked(TemplateAnalysis.findings(for: loaded, oneThread: true, answers: answers).filter { $0.severity != .note })
            case .failure(let errors):
                self.outcome = .unloadable(errors)
            }
            self.done.signal()
        }
        if let streamed = template.streamed {
            streamed.parses.handOver(check)
        } else {
            BigStackThread.inBackground(check)
        }
    }

    /// Runs `body` (the run) with this check as the one every way out settles first.
    func during<T>(_ body: () throws -> T) rethrows -> T {
        Self.lock.lock()
        Self.current = self
        Self.lock.unlock()
        defer {
            Self.lock.lock()
            Self.current = nil
            Self.lock.unlock()
        }
        return try body()
    }

    /// Called on the run's thread before anything leaves the process: settles the check of the
    /// run going on, if there is one, and throws when it refused the run.
    static func settleFirst() throws {
        lock.lock()
        let check = current
        lock.unlock()
        try check?.settle()
    }

    /// Waits for the findings the first time and reports them; throws from then on if the check
    /// refused the run.
    func settle() throws {
        if !settled {
            settled = true
            done.wait()
            refused = !output.release { verdict(outcome) }
        }
        if refused { throw CheckRefusal() }
    }
}

/// What a way out of a run throws once the check has refused the run: the run ends there, and the
/// command with the check's exit status.
struct CheckRefusal: Error, CustomStringConvertible {
    var description: String { "the template's check refused the run" }
}

/// The run's terminal while its check is pending: what it writes is kept, in order, until the check
/// settles (`SpeculativeCheck`); a question first settles the check. Passes everything through
/// otherwise.
final class HeldTerminal: Terminal {
    private let base: Terminal
    private let notes: (String) -> Void
    /// While holding: the bytes written, and where each run of output or a note ends in them
    /// (one run of output, however many lines, until a note comes between). nil: passing through.
    private var held: (bytes: [UInt8], pieces: [(isNote: Bool, end: Int)])?

    init(_ base: Terminal, notes: @escaping (String) -> Void) {
        self.base = base
        self.notes = notes
    }

    var isInteractive: Bool { base.isInteractive }
    var showsColors: Bool { base.showsColors }

    func hold() {
        held = ([], [])
    }

    /// Stops holding, lets `verdict` write (the check's findings) ahead of what was held, and
    /// writes the held output behind it when the verdict lets the run go on; returns the verdict.
    func release(_ verdict: () -> Bool) -> Bool {
        let kept = held
        held = nil
        guard verdict() else { return false }
        guard let kept else { return true }
        var start = 0
        kept.bytes.withUnsafeBufferPointer { bytes in
            for piece in kept.pieces {
                let slice = UnsafeBufferPointer(rebasing: bytes[start..<piece.end])
                if piece.isNote { notes(String(decoding: slice, as: UTF8.self)) } else { base.write(utf8: slice) }
                start = piece.end
            }
        }
        return true
    }

    private func keep(_ bytes: UnsafeBufferPointer<UInt8>, isNote: Bool) {
        held!.bytes.append(contentsOf: bytes)
        let end = held!.bytes.count
        if let last = held!.pieces.last, last.isNote == isNote, !isNote {
            held!.pieces[held!.pieces.count - 1].end = end
        } else {
            held!.pieces.append((isNote, end))
        }
    }

    func write(_ s: String) {
        guard held != nil else { return base.write(s) }
        var text = s
        text.withUTF8 { keep($0, isNote: false) }
    }

    func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard held != nil else { return base.write(utf8: bytes) }
        keep(bytes, isNote: false)
    }

    /// A note of the run (standard error), kept in its place among the held output.
    func note(_ text: String) {
        guard held != nil else { return notes(text) }
        var text = text
        text.withUTF8 { keep($0, isNote: true) }
    }

    /// A question is a way out: asked only once the check has let the run go on (end of input
    /// otherwise, which ends the run).
    func readLine(prompt: String) -> String? {
        guard (try? SpeculativeCheck.settleFirst()) != nil else { return nil }
        return base.readLine(prompt: prompt)
    }
}
