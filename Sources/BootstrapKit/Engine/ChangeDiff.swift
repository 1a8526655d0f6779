/// `--diff`: every change a run would make, as one unified diff (`a/` and `b/` names as git prints
/// them, `/dev/null` for created and removed files), in path order.
enum ChangeDiff {
    static func render(_ changes: [WorkspaceChange]) -> String {
        var out = ""
        for change in changes {
            let before = change.before.map { $0.text ?? "(binary content)\n" } ?? ""
            let after = change.after.map { $0.text ?? "(binary content)\n" } ?? ""
            switch change.kind {
            case .createdFile:
                out += UnifiedDiff.diff(old: "", new: after, oldName: "/dev/null", newName: "b/\(change.path)")
            case .modifiedFile:
                out += UnifiedDiff.diff(old: before, new: after, oldName: "a/\(change.path)", newName: "b/\(change.path)")
            case .removed:
                out += UnifiedDiff.diff(old: before, new: "", oldName: "a/\(change.path)", newName: "/dev/null")
            case .createdDirectory:
                continue
            case .changedMode(let mode):
                out += "mode \(String(mode, radix: 8)) \(change.path)\n"
            }
        }
        return out
    }
}
