import CYAML

/// What libyaml says went wrong, with its marks already 1-based.
struct LibYAMLFailure: Error {
    var problem: String
    var problemMark: Mark?
    /// For reader errors libyaml gives a byte offset instead of a mark.
    var problemOffset: Int?
    var context: String?
    var contextMark: Mark?
}

/// Pulls events from libyaml's parser and hands each straight to a `TreeBuilder` (libyaml's parser
/// is itself iterative, with an explicit state stack, so deep input cannot overflow the C stack).
/// No event value is made in between: a scalar's text becomes a String once, from libyaml's
/// buffer, and its tag and anchor only when written, since a config has thousands of scalars.
/// Owns the parser and a private copy of the input, which libyaml reads without copying.
final class YAMLEventReader {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeMutableBufferPointer<UInt8>

    init(bytes: [UInt8]) throws {
        parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
        _ = input.initialize(from: bytes)
        guard yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            input.deallocate()
            throw LibYAMLFailure(problem: "out of memory while starting the YAML parser")
        }
        yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }

    /// Feeds every event of the stream to `builder`, up to and including the stream's end. Throws
    /// a `LibYAMLFailure` for what libyaml rejects, and whatever the builder throws.
    func read(into builder: inout TreeBuilder) throws {
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) == 1 else {
                throw failure()
            }
            defer { yaml_event_delete(&event) }
            if try feed(event, to: &builder) { return }
        }
    }

    /// Hands one event to `builder`; true at the end of the stream.
    private func feed(_ event: yaml_event_t, to builder: inout TreeBuilder) throws -> Bool {
        let mark = Self.mark(event.start_mark)
        switch event.type {
        case YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT:
            return false
        case YAML_STREAM_END_EVENT:
            return true
        case YAML_DOCUMENT_START_EVENT:
            try builder.startDocument(at: mark)
        case YAML_ALIAS_EVENT:
            try builder.alias(Self.string(event.data.alias.anchor) ?? "", at: mark)
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text: String
            if let value = data.value, data.length > 0 {
                text = String(decoding: UnsafeBufferPointer(start: value, count: data.length), as: UTF8.self)
            } else {
                text = ""
            }
            let scalar = Scalar(text: text, style: Self.style(data.style), tag: Self.string(data.tag), mark: mark)
            try builder.scalar(scalar, anchor: Self.string(data.anchor))
        case YAML_SEQUENCE_START_EVENT:
            try builder.startCollection(isMapping: false, anchor: Self.string(event.data.sequence_start.anchor), at: mark)
        case YAML_MAPPING_START_EVENT:
            try builder.startCollection(isMapping: true, anchor: Self.string(event.data.mapping_start.anchor), at: mark)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            try builder.endCollection()
        default:
            // YAML_NO_EVENT only appears after an error, which yaml_parser_parse reports above.
            throw LibYAMLFailure(problem: "unexpected end of YAML events", problemMark: mark)
        }
        return false
    }

    private func failure() -> LibYAMLFailure {
        let p = parser.pointee
        var result = LibYAMLFailure(problem: Self.string(p.problem) ?? "invalid YAML")
        if p.error == YAML_READER_ERROR {
            result.problemOffset = p.problem_offset
        } else {
            result.problemMark = Self.mark(p.problem_mark)
        }
        if let context = Self.string(p.context) {
            result.context = context
            result.contextMark = Self.mark(p.context_mark)
        }
        return result
    }

    private static func mark(_ m: yaml_mark_t) -> Mark {
        Mark(line: m.line + 1, column: m.column + 1)
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafePointer($0)) }
    }

    private static func style(_ s: yaml_scalar_style_t) -> ScalarStyle {
        switch s {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }
}
