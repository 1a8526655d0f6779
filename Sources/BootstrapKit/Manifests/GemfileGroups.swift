/// The block-shaped Gemfile actions of Rails' generators: `gem_group`, `github` and `add_source`.
/// Each writes its opening line, runs the body one indentation level deeper (the body adds gems
/// through `add`), then writes its `end`, with the exact blank lines and indentation Rails uses.
///
/// Unlike Rails, a block whose body added nothing (every gem in it was already declared) is taken
/// out again, so applying a template twice leaves the Gemfile byte-for-byte unchanged.
extension GemfileDocument {
    /// `gem_group :development, :test do … end`. Returns `.added` when the body added a gem;
    /// otherwise the block is dropped and the result is `.replaced` if the body changed an existing
    /// line, `.identical` if it changed nothing.
    @discardableResult
    public func gemGroup(
        _ names: [String], options: [(key: String, value: GemOptionValue)] = [], _ body: () throws -> Void
    ) rethrows -> GemfileChange {
        let header = "group " + GemfileLine.groupArguments(names, options: options, quoting: quoting)
        // Rails: append_file_with_newline "\ngroup … do", then the body, then "end" (not indented).
        return try block(opening: ["", header + " do"], closing: "end", body)
    }

    /// The text after `group` in the status line Rails logs (`gemfile  group :development, :test`).
    public func groupStatusMessage(_ names: [String], options: [(key: String, value: GemOptionValue)] = []) -> String {
        "group " + GemfileLine.groupArguments(names, options: options, quoting: quoting)
    }

    /// `github 'user/repo' do … end`: at the top level preceded by a blank line, inside another
    /// block indented instead, and closed by an `end` at the current indentation, as Rails writes it.
    @discardableResult
    public func github(
        _ repo: String, options: [(key: String, value: GemOptionValue)] = [], _ body: () throws -> Void
    ) rethrows -> GemfileChange {
        let arguments = githubArguments(repo, options: options)
        let opening = nestingLevel == 0 ? ["", "github \(arguments) do"] : ["\(indentation)github \(arguments) do"]
        return try block(opening: opening, closing: "\(indentation)end", body)
    }

    /// `repo, options` as Rails joins them for `github` (the status line is `github  github <this>`).
    public func githubArguments(_ repo: String, options: [(key: String, value: GemOptionValue)] = []) -> String {
        var parts = [quoting.quote(repo)]
        if !options.isEmpty {
            parts.append(options.map { "\($0.key): \($0.value.rendered(quoting))" }.joined(separator: ", "))
        }
        return parts.joined(separator: ", ")
    }

    /// `add_source(url)` without a block: `source 'url'` prepended to the Gemfile, unless the Gemfile
    /// already holds that exact line (Thor's `prepend_file` skips content already present).
    @discardableResult
    public func addSource(_ url: String) -> GemfileChange {
        let line = "source \(quoting.quote(url))"
        // Thor checks `content.include?("source 'url'\n")`.
        if text.contains(line + "\n") { return .identical }
        prepend([line])
        return .added
    }

    /// `add_source(url) do … end`: a `source 'url' do` section after a blank line, gems indented.
    @discardableResult
    public func addSource(_ url: String, _ body: () throws -> Void) rethrows -> GemfileChange {
        try block(opening: ["", "source \(quoting.quote(url)) do"], closing: "end", body)
    }

    private func block(opening: [String], closing: String, _ body: () throws -> Void) rethrows -> GemfileChange {
        let before = lines.count
        let replacementsBefore = replacementCount
        let addsBefore = addCalls
        let openedAt = appendWithNewline(opening)
        nestingLevel += 1
        do {
            defer { nestingLevel -= 1 }
            try body()
        }
        appendWithNewline([closing])
        // The body appended nothing when the closing line directly follows the opening lines
        // (lines: …, opening…, closing, ""). A body that asked for no gem at all (`gem_group :x do
        // end`) keeps its block, as Rails writes it, unless the Gemfile holds that empty block already;
        // one whose gems were all declared drops it again, so a second run changes nothing. Lines
        // the body replaced in place (a changed version) stay replaced.
        guard lines.count == openedAt + opening.count + 2 else { return .added }
        if addCalls == addsBefore, let header = opening.last,
           !lines[..<openedAt].indices.contains(where: { $0 + 1 < openedAt && lines[$0] == header && lines[$0 + 1] == closing }) {
            return .added
        }
        removeBlock(from: openedAt, restoringFinalNewline: before > openedAt)
        return replacementCount > replacementsBefore ? .replaced : .identical
    }
}
