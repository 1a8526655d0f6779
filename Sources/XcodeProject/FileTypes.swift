/// What Xcode records for a file by its extension, and which build phase it belongs in.
public enum FileTypes {
    /// `lastKnownFileType` as Xcode sets it when a file is added (Xcode 15's own table for the
    /// common kinds); an unknown extension is `file`, as Xcode shows it.
    public static func lastKnownFileType(forPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "file" }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? "file"
    }

    static let byExtension: [String: String] = [
        "swift": "sourcecode.swift",
        "m": "sourcecode.c.objc",
        "mm": "sourcecode.cpp.objcpp",
        "c": "sourcecode.c.c",
        "cc": "sourcecode.cpp.cpp", "cpp": "sourcecode.cpp.cpp", "cxx": "sourcecode.cpp.cpp",
        "h": "sourcecode.c.h",
        "hh": "sourcecode.cpp.h", "hpp": "sourcecode.cpp.h",
        "metal": "sourcecode.metal",
        "s": "sourcecode.asm",
        "storyboard": "file.storyboard",
        "xib": "file.xib",
        "xcassets": "folder.assetcatalog",
        "plist": "text.plist.xml",
        "strings": "text.plist.strings",
        "stringsdict": "text.plist.stringsdict",
        "entitlements": "text.plist.entitlements",
        "xcconfig": "text.xcconfig",
        "json": "text.json",
        "xml": "text.xml",
        "html": "text.html",
        "txt": "text",
        "md": "net.daringfireball.markdown",
        "yml": "text.yaml", "yaml": "text.yaml",
        "sh": "text.script.sh",
        "rb": "text.script.ruby",
        "py": "text.script.python",
        "png": "image.png",
        "jpg": "image.jpeg", "jpeg": "image.jpeg",
        "gif": "image.gif",
        "pdf": "image.pdf",
        "svg": "text.svg",
        "ttf": "file", "otf": "file",
        "mp3": "audio.mp3",
        "wav": "audio.wav",
        "mov": "video.quicktime",
        "mp4": "video.mp4",
        "xcdatamodel": "wrapper.xcdatamodel",
        "framework": "wrapper.framework",
        "bundle": "wrapper.plug-in",
        "a": "archive.ar",
        "dylib": "compiled.mach-o.dylib",
        "xctestplan": "text",
        "intentdefinition": "file.intentdefinition",
    ]

    /// The phase a file is built in when none is asked for: compiled sources go to Sources;
    /// headers, build settings, entitlements and `Info.plist` to none (Xcode warns when they are
    /// copied as resources); everything else — storyboards, xibs, asset catalogs, data — to Resources.
    public static func defaultPhase(forPath path: String) -> BuildPhase {
        let type = lastKnownFileType(forPath: path)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if type.hasPrefix("sourcecode.") { return type.hasSuffix(".h") ? .none : .sources }
        if type == "text.xcconfig" || type == "text.plist.entitlements" || name == "Info.plist" { return .none }
        if type == "file.intentdefinition" || type == "wrapper.xcdatamodel" { return .sources }
        return .resources
    }
}

/// Where a file added to a target is built.
public enum BuildPhase: String, Sendable {
    /// `PBXSourcesBuildPhase`: compiled.
    case sources
    /// `PBXResourcesBuildPhase`: copied into the bundle.
    case resources
    /// In the project's groups only, in no target's phase (headers, build settings).
    case none
    /// Chosen from the file's type (`FileTypes.defaultPhase`).
    case automatic

    var isa: String? {
        switch self {
        case .sources: return "PBXSourcesBuildPhase"
        case .resources: return "PBXResourcesBuildPhase"
        case .none, .automatic: return nil
        }
    }
}
