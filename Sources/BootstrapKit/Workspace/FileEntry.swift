import Foundation

/// What a file holds: text (edited in place, so appends stay linear) or bytes that are not UTF-8
/// (images, archives copied from the template), which are only ever copied whole.
public enum FileContent: Equatable, Sendable {
    case text(String)
    case binary(Data)

    public init(_ data: Data) {
        if let text = String(data: data, encoding: .utf8) { self = .text(text) } else { self = .binary(data) }
    }

    public var data: Data {
        switch self {
        case .text(var s):
            // One copy of the bytes, where `Data(s.utf8)` went through them one by one.
            return s.withUTF8 { Data(buffer: $0) }
        case .binary(let d): return d
        }
    }

    public var text: String? {
        if case .text(let s) = self { return s }
        return nil
    }
}

/// Something that keeps a text file's newest text in its own form while a run edits it — the
/// Gemfile's `GemfileDocument`, with its lines and gem index — so that thousands of edits do not
/// each re-read and re-render the whole file. The text is asked for only when something else reads
/// or edits the file, or at flush.
public protocol TextFileHolder: AnyObject {
    var currentText: String { get }
}

/// The in-memory state of one path the run has looked at or changed. A class, so that editing
/// its text mutates the one buffer in place instead of copying the file on every append.
final class FileEntry {
    enum Kind {
        case file
        case directory
        case removed
    }

    var kind: Kind
    /// The file's text while `kind == .file` and the content is UTF-8.
    var text: String?
    /// The file's bytes while `kind == .file` and the content is not UTF-8.
    var data: Data?
    /// The permission bits to give the file when it is written; nil keeps the old ones (or the umask's).
    var mode: Int?
    /// Must be written at the next flush.
    var dirty = false
    /// Whatever the disk has at this path is logically gone (a removed folder written again) and
    /// is removed before this entry is written.
    var replacesDisk = false
    /// What the disk had here when the run first looked, for `--diff` and pretend summaries.
    let original: FileContent?
    let existedOnDisk: Bool
    /// While set, the newest text may live in the holder (see `Workspace.hold`), not in `text`.
    var holder: TextFileHolder?
    /// The holder changed the text since it took the file: `text` is stale until `takeBack()`.
    var holderChanged = false

    init(kind: Kind, content: FileContent?, original: FileContent?, existedOnDisk: Bool) {
        self.kind = kind
        self.original = original
        self.existedOnDisk = existedOnDisk
        setContent(content)
    }

    /// Ends a holder's hold, first copying its text back when it changed any. Every way into the
    /// entry's content goes through here, so no reader ever sees stale text.
    func takeBack() {
        guard let holder else { return }
        if holderChanged { text = holder.currentText }
        self.holder = nil
        holderChanged = false
    }

    var content: FileContent? {
        takeBack()
        if let text { return .text(text) }
        if let data { return .binary(data) }
        return nil
    }

    func setContent(_ content: FileContent?) {
        switch content {
        case .text(let s)?: text = s; data = nil
        case .binary(let d)?: data = d; text = nil
        case nil: text = nil; data = nil
        }
    }
}

/// One change a run made (or, under `--pretend`, would make), for `--diff` and summaries.
public struct WorkspaceChange: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case createdFile
        case modifiedFile
        case removed
        case createdDirectory
        case changedMode(Int)
    }

    /// Project-relative path.
    public var path: String
    public var kind: Kind
    /// The content before and after, for files (nil for a file that did not exist / was removed).
    public var before: FileContent?
    public var after: FileContent?
}
