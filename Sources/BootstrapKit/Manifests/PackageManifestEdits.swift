/// A replacement of `length` bytes at `offset` (an insertion when `length` is 0).
struct ManifestEdit {
    var offset: Int
    var length: Int = 0
    var text: String
}

extension Array where Element == UInt8 {
    /// Applies edits that do not overlap, from the last to the first so earlier offsets stay valid.
    mutating func apply(_ edits: [ManifestEdit]) {
        for edit in edits.sorted(by: { $0.offset > $1.offset }) {
            replaceSubrange(edit.offset..<(edit.offset + edit.length), with: Array(edit.text.utf8))
        }
    }
}

/// Edits that add elements to an array literal, or a labeled array argument to a call, laid out the
/// way the surrounding code already is: one line per element in a multi-line list, inline in a
/// one-line list, with the list's trailing-comma habit kept.
extension PackageManifestSyntax {
    /// Appends `elements` to the array literal whose `[` is token `open`. An empty `[]` is opened up
    /// into one line per element when `expandEmpty` (its call spans several lines), else filled inline.
    func appending(_ elements: [String], toArrayAt open: Int, expandEmpty: Bool) -> [ManifestEdit] {
        let close = partner[open]
        let outer = indentation(ofLineOf: open)
        guard let last = items(inside: open).last else {
            let gap = tokens[close].start - tokens[open].end
            let blank = bytes[tokens[open].end..<tokens[close].start].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            if line(ofToken: open) == line(ofToken: close) {
                if !expandEmpty { return [ManifestEdit(offset: tokens[open].end, length: blank ? gap : 0, text: elements.joined(separator: ", "))] }
                let lines = elements.map { newline + outer + indentUnit + $0 + "," }.joined()
                return [ManifestEdit(offset: tokens[open].end, length: blank ? gap : 0, text: lines + newline + outer)]
            }
            if beginsLine(close) {
                // `[` … newline … `]`: the new lines go right above the closing bracket's line.
                let lineStart = tokens[close].start - indentation(ofLineOf: close).utf8.count
                return [ManifestEdit(offset: lineStart, text: elements.map { outer + indentUnit + $0 + "," + newline }.joined())]
            }
            let lines = elements.map { newline + outer + indentUnit + $0 + "," }.joined()
            return [ManifestEdit(offset: tokens[close].start, text: lines + newline + outer)]
        }
        if line(ofToken: open) == line(ofToken: close) {
            if let comma = last.comma {
                return [ManifestEdit(offset: tokens[comma].end, text: elements.map { " " + $0 + "," }.joined())]
            }
            return [ManifestEdit(offset: tokens[last.last].end, text: elements.map { ", " + $0 }.joined())]
        }
        let indent = beginsLine(last.first) ? indentation(ofLineOf: last.first) : outer + indentUnit
        if let comma = last.comma {
            return [ManifestEdit(offset: insertionPoint(after: comma), text: elements.map { newline + indent + $0 + "," }.joined())]
        }
        return addingComma(after: last.last, then: elements.map { newline + indent + $0 }.joined(separator: ","))
    }

    /// Adds `label: [elements]` to the call whose `(` is token `open`, right after its argument `item`.
    func inserting(label: String, elements: [String], after item: ManifestListItem, inCallAt open: Int) -> [ManifestEdit] {
        let arguments = items(inside: open)
        let position = arguments.firstIndex { $0.first == item.first } ?? arguments.count - 1
        let next = position + 1 < arguments.count ? arguments[position + 1].first : partner[open]
        // One argument per line when what follows this argument starts on a later line.
        let multiLine = line(ofToken: next) > line(ofToken: item.last)
        let indent = beginsLine(item.first) ? indentation(ofLineOf: item.first) : indentation(ofLineOf: open) + indentUnit
        let argument: String
        if multiLine {
            let lines = elements.map { indent + indentUnit + $0 + "," + newline }.joined()
            argument = "\(label): [" + newline + lines + indent + "]"
        } else {
            argument = "\(label): [" + elements.joined(separator: ", ") + "]"
        }
        switch (item.comma, multiLine) {
        case (let comma?, true):
            return [ManifestEdit(offset: insertionPoint(after: comma), text: newline + indent + argument + ",")]
        case (let comma?, false):
            return [ManifestEdit(offset: tokens[comma].end, text: " " + argument + ",")]
        case (nil, true):
            return addingComma(after: item.last, then: newline + indent + argument)
        case (nil, false):
            return [ManifestEdit(offset: tokens[item.last].end, text: ", " + argument)]
        }
    }

    /// A comma right after token `index`, then `text` where the line allows (after a trailing comment).
    private func addingComma(after index: Int, then text: String) -> [ManifestEdit] {
        let end = tokens[index].end
        let point = insertionPoint(after: index)
        if point == end { return [ManifestEdit(offset: end, text: "," + text)] }
        return [ManifestEdit(offset: end, text: ","), ManifestEdit(offset: point, text: text)]
    }
}
