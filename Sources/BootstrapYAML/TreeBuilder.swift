import Diagnostics

/// Turns the events of one YAML stream into a `Node`, with an explicit stack of open collections
/// (no recursion), anchor bookkeeping, duplicate-key checks and the node budget.
///
/// The children of every open collection sit in one array, `entries`, innermost collection last
/// (a mapping's keys and values alternate there); a closing collection takes its slice in one
/// copy. A frame per collection with arrays of its own would grow each of them by doubling, and
/// moving a frame off the stack and back for every child cost more than the node itself.
struct TreeBuilder {
    private struct Frame {
        var isMapping: Bool
        var mark: Mark
        var anchor: String?
        /// Where this collection's children start in `entries`.
        var start: Int
        /// Scalar keys seen so far in this mapping, with where each was first written; filled only
        /// once the mapping has `keyIndexThreshold` pairs; smaller ones (a gem's `version:` and
        /// `group:`) are searched in `entries`, which costs less than a dictionary each.
        var keyIndex: [String: Mark] = [:]
        /// Nodes in this collection's subtree, itself included; what an alias to it costs.
        var size = 1
        /// Collection levels in this subtree, itself included (a scalar adds none); how deep an alias to it reaches.
        var height = 1

        static let keyIndexThreshold = 16
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
    private var entries: [Node] = []
    private var anchors: [String: Anchored] = [:]
    private var expandedNodes = 0
    private var documents = 0

    init(source: LazySourceText) {
        self.source = source
    }

    mutating func startDocument(at mark: Mark) throws {
        documents += 1
        if documents > 1 {
            throw error(.yamlMultipleDocuments, "a config holds one YAML document; found a second one here", mark)
        }
    }

    mutating func alias(_ anchor: String, at mark: Mark) throws {
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
    }

    mutating func scalar(_ scalar: consuming Scalar, anchor: String?) throws {
        let node = Node.scalar(scalar)
        if let anchor { anchors[anchor] = Anchored(node: node, size: 1, height: 0) }
        try attach(node, size: 1, height: 0)
    }

    mutating func startCollection(isMapping: Bool, anchor: String?, at mark: Mark) throws {
        if stack.count >= YAMLLoader.maximumDepth {
            throw error(.yamlTooDeep, "nesting is deeper than \(YAMLLoader.maximumDepth) levels", mark)
        }
        stack.append(Frame(isMapping: isMapping, mark: mark, anchor: anchor, start: entries.count))
    }

    mutating func endCollection() throws {
        guard let frame = stack.popLast() else { return }
        let node: Node
        if frame.isMapping {
            // libyaml gives every key a value (an empty scalar when none is written); a lone key is dropped.
            if (entries.count - frame.start) % 2 != 0 { entries.removeLast() }
            node = .mapping(takePairs(from: frame.start), frame.mark)
        } else {
            node = .sequence(takeItems(from: frame.start), frame.mark)
        }
        if let anchor = frame.anchor { anchors[anchor] = Anchored(node: node, size: frame.size, height: frame.height) }
        try attach(node, size: frame.size, height: frame.height)
    }

    // Both below remove `entries[start...]` and return them in order without copying a node (a copy
    // retains every string it holds, and the removal then releases them again).

    private mutating func takeItems(from start: Int) -> [Node] {
        entries.removeSuffixMoving(from: start)
    }

    private mutating func takePairs(from start: Int) -> [(key: Node, value: Node)] {
        let count = (entries.count - start) / 2
        return [(key: Node, value: Node)](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in stride(from: count - 1, through: 0, by: -1) {
                let value = entries.removeLast()
                let key = entries.removeLast()
                (buffer.baseAddress! + index).initialize(to: (key: key, value: value))
            }
            initialized = count
        }
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

    private mutating func attach(_ node: consuming Node, size: Int, height: Int) throws {
        let top = stack.count - 1
        guard top >= 0 else {
            // An empty document (`---` alone, or a lone empty plain scalar) counts as no document.
            if case .scalar(let s) = node, s.text.isEmpty, s.style == .plain, s.tag == nil {
                root = nil
            } else {
                root = node
            }
            return
        }
        stack[top].size += size
        stack[top].height = max(stack[top].height, height + 1)
        // An even count of children in a mapping: this node is a key.
        if stack[top].isMapping, (entries.count - stack[top].start) % 2 == 0, case .scalar(let key) = node {
            try noteKey(key, inFrame: top)
        }
        entries.append(node)
    }

    /// Throws for a scalar key the mapping already has, else records it.
    private mutating func noteKey(_ key: Scalar, inFrame top: Int) throws {
        let start = stack[top].start
        if stack[top].keyIndex.isEmpty {
            if entries.count - start < 2 * Frame.keyIndexThreshold {
                for index in stride(from: start, to: entries.count, by: 2) {
                    if case .scalar(let earlier) = entries[index], earlier.text == key.text {
                        throw duplicateKey(key, firstAt: earlier.mark)
                    }
                }
                return
            }
            // The mapping has grown large: index the keys so far (no two are equal; each was checked).
            for index in stride(from: start, to: entries.count, by: 2) {
                if case .scalar(let earlier) = entries[index] { stack[top].keyIndex[earlier.text] = earlier.mark }
            }
        }
        // One lookup: the default is stored, and reported new, only when the key is absent.
        var isNew = false
        let first = Self.firstMark(&stack[top].keyIndex[key.text, default: { isNew = true; return key.mark }()])
        if !isNew { throw duplicateKey(key, firstAt: first) }
    }

    private static func firstMark(_ stored: inout Mark) -> Mark { stored }

    private func duplicateKey(_ key: Scalar, firstAt first: Mark) -> Diagnostic {
        error(.yamlDuplicateKey, "duplicate key '\(key.text)' (first defined at line \(first.line))", key.mark)
    }

    private func error(_ code: DiagnosticCode, _ message: String, _ mark: Mark) -> Diagnostic {
        source.diagnostic(code, message, at: mark)
    }
}
