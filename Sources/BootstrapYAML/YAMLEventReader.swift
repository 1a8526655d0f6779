import CYAML

/// One libyaml parse event, copied out of C memory so it outlives `yaml_event_delete`.
enum YAMLEvent {
    case streamStart
    case streamEnd
    case documentStart(Mark)
    case documentEnd
    case alias(anchor: String, Mark)
    case scalar(Scalar, anchor: String?)
    case sequenceStart(anchor: String?, Mark)
    case sequenceEnd
    case mappingStart(anchor: String?, Mark)
    case mappingEnd
}

/// What libyaml says went wrong, with its marks already 1-based.
struct LibYAMLFailure: Error {
    var problem: String
    var problemMark: Mark?
    /// For reader errors libyaml gives a byte offset instead of a mark.
    var problemOffset: Int?
    var context: String?
    var contextMark: Mark?
}

/// Pulls events from libyaml's parser one at a time (libyaml's parser is itself iterative, with
/// an explicit state stack, so deep input cannot overflow the C stack).
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

    func next() throws -> YAMLEvent {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else {
            throw failure()
        }
        defer { yaml_event_delete(&event) }
        let mark = Self.mark(event.start_mark)
        switch event.type {
        case YAML_STREAM_START_EVENT:
            return .streamStart
        case YAML_STREAM_END_EVENT:
            return .streamEnd
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart(mark)
        case YAML_DOCUMENT_END_EVENT:
            return .documentEnd
        case YAML_ALIAS_EVENT:
            return .alias(anchor: Self.string(event.data.alias.anchor) ?? "", mark)
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text: String
            if let value = data.value, data.length > 0 {
                text = String(decoding: UnsafeBufferPointer(start: value, count: data.length), as: UTF8.self)
            } else {
                text = ""
            }
            let scalar = Scalar(
                text: text, style: Self.style(data.style), tag: Self.string(data.tag), mark: mark)
            return .scalar(scalar, anchor: Self.string(data.anchor))
        case YAML_SEQUENCE_START_EVENT:
            return .sequenceStart(anchor: Self.string(event.data.sequence_start.anchor), mark)
        case YAML_SEQUENCE_END_EVENT:
            return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            return .mappingStart(anchor: Self.string(event.data.mapping_start.anchor), mark)
        case YAML_MAPPING_END_EVENT:
            return .mappingEnd
        default:
            // YAML_NO_EVENT only appears after an error, which yaml_parser_parse reports above.
            throw LibYAMLFailure(problem: "unexpected end of YAML events", problemMark: mark)
        }
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
