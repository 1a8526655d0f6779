import Diagnostics
import Foundation
import RunnerLanguage

/// libFuzzer entry point for the runner parser: any text must parse or give a located syntax
/// error (rendered with its line and caret), never a crash, a hang or a stack overflow.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRunner(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    do {
        _ = try RunnerParser.parse(SourceText(path: "fuzz.rb", text: text))
    } catch let diagnostic as Diagnostic {
        _ = diagnostic.rendered
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
exit(LLVMFuzzerRunDriver(&argumentCount, &argumentVector, { fuzzRunner($0, $1) }))
