// Behaviour the evaluator relies on; expected messages recorded from ruby 3.1.
import XCTest

@testable import RunnerLanguage

final class BuiltinsBehaviourTests: BuiltinsTestCase {
    private func samples() -> [Value] {
        [.nil, .true, .false, .integer(3), .float(2.5), .str("abc"), .symbol("abc"), .arr([.integer(1), .integer(2)]),
         .hash(HashBox([(.symbol("a"), .integer(1))])), .range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)),
         re("(?<x>b)"), md(re("(?<x>b)"), "abc"),
         .proc(ProcValue(isLambda: false, arity: 0, parameterCount: 0, location: nil) { _ in .nil })]
    }

    /// Every name `methodNames` lists is answered: the call returns a value or raises, never "no such method".
    func testEveryListedMethodIsDispatched() {
        for receiver in samples() {
            for name in Builtins.methodNames(of: receiver) {
                // A fresh copy each time, since mutating methods change the receiver.
                let fresh = UniversalMethods.copy(receiver, keepFrozen: false)
                let block = blk(1) { _ in .integer(1) }
                for args in [[], [Value.integer(1)], [Value.integer(1), .integer(1)]] {
                    do {
                        let result = try Builtins.call(fresh, name, Arguments(positional: args, block: block), context)
                        XCTAssertNotNil(result, "\(receiver.className)#\(name) is listed but not answered")
                        break
                    } catch let error as RuntimeError {
                        XCTAssertNotEqual(error.className, "NoMethodError", "\(receiver.className)#\(name)")
                    } catch {
                        XCTFail("\(receiver.className)#\(name) threw \(error)")
                    }
                }
                XCTAssertTrue(Builtins.respondsTo(receiver, name), "\(receiver.className)#\(name)")
            }
        }
        XCTAssertNil(try Builtins.call(.str("a"), "no_such_method", Arguments(), context))
        XCTAssertFalse(Builtins.respondsTo(.integer(1), "upcase"))
        XCTAssertTrue(Builtins.methodNames(of: .str("")).contains("gsub"))
    }

    func testWrongArgumentCountsUseRubyWording() {
        XCTAssertThrowsError(try Builtins.call(.str("a"), "strip!", Arguments(positional: [.integer(1)]), context)) { error in
            XCTAssertEqual((error as? RuntimeError)?.message, "wrong number of arguments (given 1, expected 0)")
        }
        XCTAssertThrowsError(try Builtins.call(.arr([]), "fetch", Arguments(), context)) { error in
            XCTAssertEqual((error as? RuntimeError)?.message, "wrong number of arguments (given 0, expected 1..2)")
            XCTAssertEqual((error as? RuntimeError)?.className, "ArgumentError")
            XCTAssertEqual((error as? RuntimeError)?.location, self.context.location)
        }
    }

    func testMatchingRecordsTheLastMatch() throws {
        _ = try Builtins.call(.str("version 12.3"), "=~", Arguments(positional: [re("(\\d+)\\.(\\d+)")]), context)
        XCTAssertEqual(context.lastMatch?.groups, ["12.3", "12", "3"])
        var seen: [String?] = []
        let block = blk(1) { [unowned self] _ in
            seen.append(self.context.lastMatch?.groups[1] ?? nil)
            return .str("#")
        }
        let result = try Builtins.call(.str("a1b2"), "gsub", Arguments(positional: [re("[a-z](\\d)")], block: block), context)
        XCTAssertEqual(result?.inspect, "\"##\"")
        XCTAssertEqual(seen, ["1", "2"])
    }

    func testSymbolToProcSendsTheMethod() throws {
        let proc = try Builtins.call(.symbol("upcase"), "to_proc", Arguments(), context)
        guard case .proc(let p)? = proc else { return XCTFail("not a proc") }
        let mapped = try Builtins.call(.arr([.str("a"), .str("b")]), "map", Arguments(block: p), context)
        XCTAssertEqual(mapped?.inspect, #"["A", "B"]"#)
    }

    func testHashDefaultProcReceivesHashAndKey() throws {
        let h = HashBox()
        h.defaultProc = blk(2) { a in
            _ = try self.op(a[0], "[]=", a[1], .str("made"))
            return .str("made")
        }
        XCTAssertEqual(try Builtins.call(.hash(h), "[]", Arguments(positional: [.symbol("k")]), context)?.inspect, #""made""#)
        XCTAssertEqual(Value.hash(h).inspect, #"{:k=>"made"}"#)
        let withDefault = HashBox()
        withDefault.defaultValue = .integer(5)
        XCTAssertEqual(try Builtins.call(.hash(withDefault), "[]", Arguments(positional: [.symbol("x")]), context)?.inspect, "5")
        XCTAssertEqual(try Builtins.call(.hash(withDefault), "fetch", Arguments(positional: [.symbol("x"), .integer(0)]), context)?.inspect, "0")
    }

    /// Break/next/return travel as errors through built-ins; they must arrive untouched.
    func testErrorsFromBlocksPassThrough() {
        struct Signal: Error {}
        let block = blk(1) { _ in throw Signal() }
        for (receiver, name) in [(Value.arr([.integer(1)]), "map"), (.hash(HashBox([(.integer(1), .integer(2))])), "each"),
                                 (.range(RangeValue(lower: .integer(1), upper: .nil, exclusive: false)), "each"), (.integer(3), "times"),
                                 (.str("ab"), "each_char")] {
            XCTAssertThrowsError(try Builtins.call(receiver, name, Arguments(block: block), context)) { error in
                XCTAssertTrue(error is Signal, "\(receiver.className)#\(name)")
            }
        }
    }

    /// Ruby group names may contain `_`, which ICU rejects; names are resolved by the compiler instead.
    func testNamedGroupsWithUnderscores() throws {
        let pattern = re("(?<first_name>\\w+) (?<last_name>\\w+)")
        let m = try op(pattern, "match", .str("John Smith"))
        XCTAssertEqual(try op(m, "[]", .symbol("first_name")).inspect, #""John""#)
        XCTAssertEqual(try op(m, "[]", .str("last_name")).inspect, #""Smith""#)
        XCTAssertEqual(try op(m, "named_captures").inspect, #"{"first_name"=>"John", "last_name"=>"Smith"}"#)
        XCTAssertEqual(try op(re("(?<x_1>ab)\\k<x_1>"), "match?", .str("abab")).inspect, "true")
        XCTAssertEqual(try op(.str("John Smith"), "sub", pattern, .str("\\k<last_name>, \\k<first_name>")).inspect, #""Smith, John""#)
    }

    /// The matching entry points the evaluator can use for `$~`: names and character offsets as Ruby's.
    func testPublicMatchingHelpers() throws {
        let r = try RegexpCompiler.compile("(?<word>[a-zé]+)", options: "")
        let all = RegexpCompiler.matches(r, in: "é1ab")
        XCTAssertEqual(all.map { $0.groups }, [["é", "é"], ["ab", "ab"]])
        XCTAssertEqual(all.map { $0.range }, [0..<1, 2..<4])  // "é1ab".enum_for(:scan, /[a-zé]+/).map { $~.offset(0) }
        XCTAssertEqual(all.first?.names.first?.0, "word")
        XCTAssertEqual(RegexpCompiler.firstMatch(r, in: "é1ab", from: 1)?.range, 2..<4)
    }

    func testInvalidRegexpRaisesRegexpError() {
        XCTAssertThrowsError(try RegexpCompiler.compile("a(b", options: "")) { error in
            XCTAssertEqual((error as? RuntimeError)?.className, "RegexpError")
        }
        XCTAssertEqual(RegexpCompiler.escape("a.b*c (d) e-f"), #"a\.b\*c\ \(d\)\ e\-f"#)
    }

    /// Blockless calls return Enumerators that print and chain as Ruby's do (outputs recorded from ruby 3.1).
    func testEnumeratorsFromBlocklessCalls() throws {
        let abc = Value.arr([.str("a"), .str("b"), .str("c")])
        XCTAssertEqual(try op(.arr([.integer(1), .integer(2), .integer(3)]), "map").inspect, "#<Enumerator: [1, 2, 3]:map>")
        XCTAssertEqual(try op(.arr([.integer(1), .integer(2)]), "each_slice", .integer(1)).inspect, "#<Enumerator: [1, 2]:each_slice(1)>")
        XCTAssertEqual(try op(.integer(3), "times").inspect, "#<Enumerator: 3:times>")
        XCTAssertEqual(try op(.hash(HashBox([(.symbol("a"), .integer(1))])), "each").inspect, "#<Enumerator: {:a=>1}:each>")
        XCTAssertEqual(try op(.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), "each").inspect, "#<Enumerator: 1..3:each>")
        XCTAssertEqual(try op(.str("ab"), "each_char").inspect, #"#<Enumerator: "ab":each_char>"#)
        XCTAssertEqual(try op(try op(.arr([.str("a")]), "map"), "with_index", .integer(1)).inspect,
                       #"#<Enumerator: #<Enumerator: ["a"]:map>:with_index(1)>"#)
        XCTAssertEqual(try op(.range(RangeValue(lower: .integer(1), upper: .integer(3), exclusive: false)), "step", .integer(2)).inspect, "((1..3).step(2))")
        XCTAssertEqual(try op(.integer(1), "step", .integer(10), .integer(3)).inspect, "(1.step(10, 3))")

        // %w[a b].map.with_index(1) { |x, i| "#{i}#{x}" }
        let indexed = try Builtins.call(try op(.arr([.str("a"), .str("b")]), "map"), "with_index", Arguments(positional: [.integer(1)], block: blk(2) { a in
            .str(a[1].toS + a[0].toS)
        }), context)
        XCTAssertEqual(indexed?.inspect, #"["1a", "2b"]"#)
        // %w[a b c].select.with_index { |_, i| i != 1 }
        let selected = try Builtins.call(try op(abc, "select"), "with_index", Arguments(block: blk(2) { a in try self.op(a[1], "!=", .integer(1)) }), context)
        XCTAssertEqual(selected?.inspect, #"["a", "c"]"#)
        // %w[x y].each.with_index(1) { } returns the receiver
        let each = try Builtins.call(try op(.arr([.str("x"), .str("y")]), "each"), "with_index", Arguments(positional: [.integer(1)], block: blk(2) { _ in .nil }), context)
        XCTAssertEqual(each?.inspect, #"["x", "y"]"#)
        // [1, 2, 3, 4].each_slice(2).with_index.map { |pair, i| pair.sum * i }
        let slices = try op(try op(.arr([1, 2, 3, 4].map { Value.integer($0) }), "each_slice", .integer(2)), "with_index")
        let mapped = try Builtins.call(slices, "map", Arguments(block: blk(2) { a in try self.op(try self.op(a[0], "sum"), "*", a[1]) }), context)
        XCTAssertEqual(mapped?.inspect, "[0, 7]")
        // [1, 2].map.with_object([]) { |x, acc| acc << x }
        let memo = try Builtins.call(try op(.arr([.integer(1), .integer(2)]), "map"), "with_object", Arguments(positional: [.arr([])], block: blk(2) { a in
            try self.op(a[1], "<<", a[0])
        }), context)
        XCTAssertEqual(memo?.inspect, "[1, 2]")
        XCTAssertEqual(try op(try op(.str("hello"), "gsub", re("l")), "to_a").inspect, #"["l", "l"]"#)
        XCTAssertEqual(try op(try op(.arr([.integer(3), .integer(1), .integer(2)]), "each_with_index"), "min").inspect, "[1, 1]")
        XCTAssertEqual(try op(try op(.range(RangeValue(lower: .integer(1), upper: .integer(6), exclusive: false)), "each_cons", .integer(3)), "count").inspect, "4")
        XCTAssertEqual(try op(try op(.arr([.integer(1), .integer(2), .integer(3)]), "reverse_each"), "to_a").inspect, "[3, 2, 1]")

        // (1..).each.with_index(1) { |x, i| break … }: an endless range's enumerator runs lazily.
        struct Stop: Error {}
        var seen: [String] = []
        let endless = try op(.range(RangeValue(lower: .integer(1), upper: .nil, exclusive: false)), "each")
        XCTAssertThrowsError(try Builtins.call(endless, "with_index", Arguments(positional: [.integer(1)], block: blk(2) { a in
            seen.append(a[0].inspect + ":" + a[1].inspect)
            if seen.count == 3 { throw Stop() }
            return .nil
        }), context)) { XCTAssertTrue($0 is Stop) }
        XCTAssertEqual(seen, ["1:1", "2:2", "3:3"])
        XCTAssertEqual(try op(.integer(3), "times").inspect, "#<Enumerator: 3:times>")

        let iterator = try op(.arr([.integer(1), .integer(2)]), "each")
        XCTAssertEqual(try op(iterator, "next").inspect, "1")
        XCTAssertEqual(try op(iterator, "next").inspect, "2")
        XCTAssertThrowsError(try op(iterator, "next")) { error in
            XCTAssertEqual((error as? RuntimeError)?.className, "StopIteration")
            XCTAssertEqual((error as? RuntimeError)?.message, "iteration reached an end")
        }
    }

    func testGrepAndKeywordHashArguments() throws {
        let fruits = Value.arr([.str("apple"), .str("banana"), .str("cherry")])
        XCTAssertEqual(try op(fruits, "grep", re("an")).inspect, #"["banana"]"#)
        let upcased = try Builtins.call(fruits, "grep", Arguments(positional: [re("an")], block: blk(1) { a in try self.op(a[0], "upcase") }), context)
        XCTAssertEqual(upcased?.inspect, #"["BANANA"]"#)
        // "hello world".gsub(/o/, "o" => "0"): the braceless hash arrives as keywords.
        let replaced = try Builtins.call(.str("hello world"), "gsub", Arguments(
            positional: [re("o")], keywords: HashBox([(.str("o"), .str("0"))])), context)
        XCTAssertEqual(replaced?.inspect, #""hell0 w0rld""#)
        XCTAssertEqual(try op(.arr([.integer(1), .integer(2), .integer(3)]), "values_at",
                              .range(RangeValue(lower: .integer(0), upper: .integer(1), exclusive: false)),
                              .range(RangeValue(lower: .integer(2), upper: .integer(4), exclusive: false)), .integer(-1)).inspect,
                       "[1, 2, 3, nil, nil, 3]")
    }
}

/// Template input must never crash the process: huge counts and extreme integers raise Ruby errors.
final class BuiltinsLimitsTests: BuiltinsTestCase {
    private func raises(_ receiver: Value, _ name: String, _ args: [Value], _ className: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try Builtins.call(receiver, name, Arguments(positional: args), context), file: file, line: line) { error in
            XCTAssertEqual((error as? RuntimeError)?.className, className, "\(receiver.inspect).\(name)", file: file, line: line)
        }
    }

    func testDeeplyNestedDataDoesNotExhaustTheStack() throws {
        var nested = Value.arr([])
        for _ in 0..<5_000 { nested = .arr([nested]) }
        XCTAssertTrue(nested.inspect.hasPrefix("[[[[") && nested.inspect.contains("[...]"))
        var other = Value.arr([])
        for _ in 0..<5_000 { other = .arr([other]) }
        // Past the depth bound the answer is conservative (unequal, incomparable) instead of a crash.
        XCTAssertFalse(Value.equal(nested, other))
        XCTAssertNil(Value.compare(nested, other))
        XCTAssertTrue(Value.equal(nested, nested))
        raises(nested, "flatten", [], "SystemStackError")
        raises(nested, "join", [], "SystemStackError")
    }

    func testHugeOrOverflowingArgumentsRaise() throws {
        raises(.str("ab"), "*", [.integer(Int.max)], "ArgumentError")
        raises(.arr([.integer(1)]), "*", [.integer(Int.max / 2)], "ArgumentError")
        raises(.arr([]), "[]=", [.integer(Int.max), .integer(1)], "ArgumentError")
        raises(.arr([]), "insert", [.integer(Int.max), .integer(1)], "ArgumentError")
        raises(.integer(Int.max), "+", [.integer(1)], "RangeError")
        raises(.integer(Int.min), "abs", [], "RangeError")
        raises(.integer(Int.min), "/", [.integer(-1)], "RangeError")
        raises(.integer(2), "**", [.integer(64)], "RangeError")
        raises(.integer(Int.min), "lcm", [.integer(3)], "RangeError")
        raises(.range(RangeValue(lower: .integer(Int.min), upper: .integer(Int.max), exclusive: false)), "to_a", [], "RangeError")
        raises(.range(RangeValue(lower: .integer(Int.min), upper: .integer(Int.max), exclusive: false)), "sum", [], "RangeError")
        raises(.float(1), "step", [.float(.infinity), .float(1)], "RangeError")
        raises(.float(.nan), "round", [], "FloatDomainError")
        raises(.float(.infinity), "to_i", [], "FloatDomainError")
        XCTAssertEqual(try op(.arr([.integer(1), .integer(2)]), "[]", .integer(0), .integer(Int.max)).inspect, "[1, 2]")
        XCTAssertEqual(try op(.str("abc"), "[]", .integer(1), .integer(Int.max)).inspect, #""bc""#)
        XCTAssertEqual(try op(.integer(Int.max), "round", .integer(-2)).inspect, String(Int.max / 100 * 100))
        XCTAssertEqual(try op(.str("a"), "center", .integer(3)).inspect, #"" a ""#)
        XCTAssertEqual(try Builtins.format("%*d|", [.integer(Int.min), .integer(1)], context).count, 1_000_001)
    }
}
