import RunnerLanguage

extension EditActions {
    /// `append_to_file` and `insert_into_file` with a String anchor, done on the file's
    /// `TextEditBuffer`, which then holds the file for the next such edit: a template whose
    /// callbacks append to and inject into the same files once per gem stays linear. Statuses,
    /// errors and results are those of the plain path in `insertIntoFile`. Returns nil for the
    /// edits the buffer does not do (prepend, Regexp anchors, an empty anchor).
    static func bufferedInsert(
        _ context: ActionContext, _ a: ActionCall, given: String, data: String, action: String, anchor: Anchor, strict: Bool
    ) throws -> Value? {
        var literal: (text: String, placement: Anchor.Placement)?
        switch anchor {
        case .end: literal = nil
        case .literal(let text, let placement) where !text.isEmpty: literal = (text, placement)
        default: return nil
        }
        let workspace = context.workspace
        // The location is read from `call` only when resolving afresh (a closure over `a` itself
        // would copy the whole call).
        let call = a.call
        let (path, display, holder) = try workspace.editTarget(given, at: call.location)
        let buffer: TextEditBuffer
        if let held = holder as? TextEditBuffer {
            buffer = held
        } else {
            try BinaryEdits.refuseText(context, a, path)
            guard let text = try workspace.read(path) else {
                try missingTarget(context, a, display: display)
                return .nil
            }
            buffer = TextEditBuffer(text: text)
            try workspace.hold(path, by: buffer)
        }
        if !(a.flag("force") ?? false), buffer.contains(data) {
            try insertionUnchanged(context, a, action: action, display: display, .alreadyThere, strict: strict)
            return .nil
        }
        if let literal {
            let starts = buffer.matches(of: literal.text)
            guard !starts.isEmpty else {
                try insertionUnchanged(
                    context, a, action: action, display: display,
                    .anchorNotFound(Anchor.description(ofLiteral: literal.text, literal.placement)), strict: strict)
                return .nil
            }
            let length = literal.text.utf8.count
            // Last match first, so the offsets of the matches still to do do not move.
            for start in starts.reversed() {
                buffer.insert(data, at: literal.placement == .after ? start + length : start)
            }
        } else {
            buffer.append(data)
        }
        // Once told, the workspace keeps the file changed for as long as this buffer holds it.
        if !buffer.changeReported {
            workspace.holderChanged(path)
            buffer.changeReported = true
        }
        if a.verbose { context.log.status(anchor.status, display) }
        return .nil
    }
}
