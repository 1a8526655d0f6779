import Foundation

extension Workspace {
    /// Whether a text file contains `needle`, searched on the UTF-8 bytes in place (no copy), so
    /// the "already there?" check of every append stays fast on large files.
    public func contains(_ path: String, _ needle: String) throws -> Bool {
        guard let text = try read(path) else { return false }
        if needle.isEmpty { return true }
        let found = text.utf8.withContiguousStorageIfAvailable { hay -> Bool in
            var n = needle
            return n.withUTF8 { pin in
                ByteSearch(pin).firstMatch(in: hay) != nil
            }
        }
        return found ?? text.contains(needle)
    }
}
