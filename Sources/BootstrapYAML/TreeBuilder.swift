import Diagnostics

/// Turns the event stream of one YAML stream into a `Node`, with an explicit stack of open
/// collections (no recursion), anchor bookkeeping, duplicate-key checks and the node budget.
struct TreeBuilder {
    private struct Frame {
        var isMapping: Bool
        var mark: Mark
        var anchor: String?
        var items: [Node] = []
        var pairs: [(key: Node, value: Node)] = []
        var pendingKey: Node?
        /// Scalar keys seen so far in this mapping, with where each was first written; filled only
        /// once the mapping has `keyIndexThreshold` pairs; smaller ones (a gem's `version:` and
        /// `group:`) are searched in `pairs`, which costs less than a dictionary each.
        var seenKeys: [String: Mark] = [:]

        static let keyIndexThreshold = 16

        /// Where the scalar key `text` was first written in this mapping, if it was.
        func firstMark(ofKey text: String) -> Mark? {
            if !seenKeys.isEmpty { return seenKeys[text] }
            for pair in pairs {
                if case .scalar(let key) = pair.key, key.text == text { return key.mark }
            }
            return nil
        }

        /// Records the scalar key just read, indexing every key once the mapping is large.
        mutating func noteKey(_ text: String, at mark: Mark) {
            guard !seenKeys.isEmpty || pairs.count >= Self.keyIndexThreshold else { return }
            if seenKeys.isEmpty {
                for pair in pairs {
                    if case .scalar(let key) = pair.key, seenKeys[key.text] == nil { seenKeys[key.text] = key.mark }
                }
            }
            if seenKeys[text] == nil { seenKeys[text] = mark }
        }
        /// Nodes in this collection's subtree, itself included; what an alias to it costs.
        var size = 1
        /// Collection levels in this subtree, itself included (a scalar adds none); how deep an alias to it reaches.
        var height = 1
    }

    /// An anchored node with what expanding an alias to it adds to the tree.
    private struct Anchored {
        var node: Node
        var size: Int
        var height: Int
    }

    let source: LazySourceText
    private(set) var root: Node?
    private var stack: [Frame] = []
    private var anchors: [String: Anchored] = [:]
    private var expandedNodes = 0
    private var documents = 0

    init(source: LazySourceText) {
        self.source = source
    }

    /// Feeds one event; returns true at the end of the stream.
    mutating func consume(_ event: YAMLEvent) throws -> Bool {
        switch event {
        case .streamStart, .documentEnd:
            break
        case .streamEnd:
            return true
        case .documentStart(let mark):
            documents += 1
            if documents > 1 {
                throw error(.yamlMultipleDocuments, "a config holds one YAML document; found a second one here", mark)
            }
        case .alias(let anchor, let mark):
            guard let target = anchors[anchor] else {
                throw error(.yamlUnknownAlias, "unknown alias '*\(anchor)': no anchor '&\(anchor)' is defined before it", mark)
            }
            try countExpansion(target.size, at: mark)
            // Chained aliases could otherwise build a tree far deeper than any written nesting.
            if stack.count + target.height > YAMLLoader.maximumDepth {
                throw error(
                    .yamlTooDeep,
                    "nesting is deeper than \(YAMLLoader.maximumDepth) levels after expanding alias '*\(anchor)'", mark)
            }
            try attach(target.node, size: target.size, height: target.height)
        case .scalar(let scalar, let anchor):
            let node = Node.scalar(scalar)
            if let anchor { anchors[anchor] = Anchored(node: node, size: 1, height: 0) }
            try attach(node, size: 1, height: 0)
        case .sequenceStart(let anchor, let mark), .mappingStart(let anchor, let mark):
            if stack.count >= YAMLLoader.maximumDepth {
                throw error(.yamlTooDeep, "nesting is deeper than \(YAMLLoader.maximumDepth) levels", mark)
            }
            var isMapping = false
            if case .mappingStart = event { isMapping = true }
            stack.append(Frame(isMapping: isMapping, mark: mark, anchor: anchor))
        case .sequenceEnd, .mappingEnd:
            guard let frame = stack.popLast() else { break }
            let node: Node = frame.isMapping ? .mapping(frame.pairs, frame.mark) : .sequence(frame.items, frame.mark)
            if let anchor = frame.anchor { anchors[anchor] = Anchored(node: node, size: frame.size, height: frame.height) }
            try attach(node, size: frame.size, height: frame.height)
        }
        return false
    }

    /// Nodes written in the file are bounded by its size; only copies made by aliases can grow
    /// without bound (an alias bomb doubles them at every level), so only those are budgeted.
    private mutating func countExpansion(_ nodes: Int, at mark: Mark) throws {
        expandedNodes += nodes
        if expandedNodes > YAMLLoader.maximumNodes {
            throw error(
                .yamlTooManyNodes, "too many nodes after expanding aliases (limit \(YAMLLoader.maximumNodes))", mark)
        }
    }

    private mutating func attach(_ node: Node, size: Int, height: Int) throws {
        guard var top = stack.popLast() else {
            // An empty document (`---` alone, or a lone empty plain scalar) counts as no document.
            if case .scalar(let s) = node, s.text.isEmpty, s.style == .plain, s.tag == nil {
                root = nil
            } else {
                root = node
            }
            return
        }
        top.size += size
        top.height = max(top.height, height + 1)
        if !top.isMapping {
            top.items.append(node)
        } else if let key = top.pendingKey {
            top.pairs.append((key: key, value: node))
            top.pendingKey = nil
        } else {
            if case .scalar(let s) = node {
                if let first = top.firstMark(ofKey: s.text) {
                    stack.append(top)
                    throw error(
                        .yamlDuplicateKey, "duplicate key '\(s.text)' (first defined at line \(first.line))", s.mark)
                }
                top.noteKey(s.text, at: s.mark)
            }
            top.pendingKey = node
        }
        stack.append(top)
    }

    private func error(_ code: DiagnosticCode, _ message: String, _ mark: Mark) -> Diagnostic {
        source.diagnostic(code, message, at: mark)
    }
}
