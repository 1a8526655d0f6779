import Dispatch
import Foundation

/// Cleans up when the user presses Ctrl-C or the run is terminated: the staging folder of `new` is
/// removed, the journaled files of `apply` are restored, then the process exits 130 (SIGINT) or
/// 143 (SIGTERM), as shells expect. A command running at that moment gets the signal from the
/// terminal itself (same process group) or is left to its own handling.
final class InterruptGuard {
    private var sources: [DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "bootstrap.signals")
    private let lock = NSLock()
    private var cleanup: (() -> Void)?

    init(cleanup: @escaping () -> Void) {
        self.cleanup = cleanup
        for (signalNumber, code) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { [weak self] in
                self?.fire()
                exit(code)
            }
            source.resume()
            sources.append(source)
        }
    }

    private func fire() {
        lock.lock()
        let work = cleanup
        cleanup = nil
        lock.unlock()
        if let work {
            FileHandle.standardError.write(Data("\ninterrupted: cleaning up\n".utf8))
            work()
        }
    }

    /// The run finished (either way) and did its own cleanup: signals no longer clean up, and get
    /// their default behaviour back.
    func disarm() {
        lock.lock()
        cleanup = nil
        lock.unlock()
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
