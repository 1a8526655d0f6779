import Foundation

/// The running executable's own path, links resolved, as the system knows it: never argv[0],
/// which is whatever the caller typed. `bootstrap` found through PATH has argv[0] `bootstrap`,
/// which read as a path is the current folder's: the built-in template would then be looked for
/// in the folders around the current one, where any project could plant one.
enum ExecutablePath {
    /// nil when the system cannot say (then only BOOTSTRAP_TEMPLATE_DIR and the compiled-in copy
    /// are used).
    static let current: URL? = {
        #if os(Linux)
        if let path = procSelfExe() { return URL(fileURLWithPath: path) }
        #endif
        return portable()
    }()

    /// Foundation's answer (CoreFoundation asks the system: `/proc/self/exe`, `_NSGetExecutablePath`).
    /// It sets up the main bundle, about half a million instructions, so Linux reads the link itself.
    static func portable() -> URL? {
        Bundle.main.executableURL.map { URL(fileURLWithPath: $0.resolvingSymlinksInPath().path) }
    }

    #if os(Linux)
    /// The target of `/proc/self/exe`: the kernel's own record of the executable, links resolved.
    static func procSelfExe() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    #endif
}
