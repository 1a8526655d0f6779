import BootstrapKit
import Diagnostics
import Foundation

/// libFuzzer entry point for the YAML loader and the config validation: any bytes must give a
/// config or a located error, never a crash, a hang or unbounded memory.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    // The loader takes text; invalid UTF-8 is repaired here exactly as `String(decoding:)` would
    // repair a file read by a caller, so the bytes the loader sees stay close to the input.
    let text = String(decoding: bytes, as: UTF8.self)
    do {
        let loaded = try ConfigLoader.load(text: text, path: "fuzz.yml")
        _ = loaded.config.blocks.count
        for warning in loaded.warnings { _ = warning.rendered }
    } catch let diagnostic as Diagnostic {
        _ = diagnostic.rendered
    } catch let list as DiagnosticList {
        for diagnostic in list.diagnostics { _ = diagnostic.rendered }
    } catch {
        // Any other error is still an error, not a crash.
    }
    return 0
}

// SwiftPM links an executable with `main` renamed to this file's top-level code, so libFuzzer's
// own `main` is not the entry point: the top-level code hands over to libFuzzer's driver, which
// parses the libFuzzer flags and calls the target for every input.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

var argumentCount = CommandLine.argc
var argumentVector = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argumentCount, &argumentVector, { fuzzConfig($0, $1) }))
