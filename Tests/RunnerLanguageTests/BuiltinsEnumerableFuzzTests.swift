// Expected values recorded from ruby 3.1 with ActiveSupport 6.1 (`ruby -ractive_support/all`);
// each case names the Ruby expression it mirrors.
import XCTest

@testable import RunnerLanguage

final class BuiltinsEnumerableFuzzTests: BuiltinsTestCase {
    func testRandomBlocksOverArraysAndHashes() throws {
        try check("[1.5].select { |x| x.to_s.include?(\"1\") }", .arr([.float(1.5)]), "select", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "include?", .str("1")) },
                  "[1.5]", after: "[1.5]")
        try check("[:k0, nil, [-4], 3, :k2, nil].select { |x| x.to_s.include?(\"1\") }", .arr([.symbol("k0"), .nil, .arr([.integer(-4)]), .integer(3), .symbol("k2"), .nil]), "select", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "include?", .str("1")) },
                  "[]", after: "[:k0, nil, [-4], 3, :k2, nil]")
        try check("[1.5, \"s0\", :k1].flat_map { |x| x.to_s.size > 2 }", .arr([.float(1.5), .str("s0"), .symbol("k1")]), "flat_map", [], kw: nil, block: blk(1) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), ">", .integer(2)) },
                  "[true, false, false]", after: "[1.5, \"s0\", :k1]")
        try check("[nil, nil, [2], \"s0\", :k0].take_while { |x| x.to_s.size > 2 }", .arr([.nil, .nil, .arr([.integer(2)]), .str("s0"), .symbol("k0")]), "take_while", [], kw: nil, block: blk(1) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), ">", .integer(2)) },
                  "[]", after: "[nil, nil, [2], \"s0\", :k0]")
        try check("[nil, -1, -9, nil, 1.5].count { |x| x.to_s.size }", .arr([.nil, .integer(-1), .integer(-9), .nil, .float(1.5)]), "count", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "5", after: "[nil, -1, -9, nil, 1.5]")
        try check("[\"s3\", :k2].reject { |x| x.to_s.include?(\"1\") }", .arr([.str("s3"), .symbol("k2")]), "reject", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "include?", .str("1")) },
                  "[\"s3\", :k2]", after: "[\"s3\", :k2]")
        try check("[-2, [-4], [-9], 1.5].flat_map { |x| x.to_s.size > 2 }", .arr([.integer(-2), .arr([.integer(-4)]), .arr([.integer(-9)]), .float(1.5)]), "flat_map", [], kw: nil, block: blk(1) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), ">", .integer(2)) },
                  "[false, true, true, true]", after: "[-2, [-4], [-9], 1.5]")
        try check("[].filter_map { |x| x.to_s.include?(\"1\") }", .arr([]), "filter_map", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "include?", .str("1")) },
                  "[]", after: "[]")
        try check("[].select { |x| x.to_s.include?(\"1\") }", .arr([]), "select", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "include?", .str("1")) },
                  "[]", after: "[]")
        try check("[1.5, nil, 6, -9, :k2].flat_map { |x| x.to_s.include?(\"1\") }", .arr([.float(1.5), .nil, .integer(6), .integer(-9), .symbol("k2")]), "flat_map", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "include?", .str("1")) },
                  "[true, false, false, false, false]", after: "[1.5, nil, 6, -9, :k2]")
        try check("[1.5, -4, -5, 1.5, 2].take_while { |x| x.to_s.size > 2 }", .arr([.float(1.5), .integer(-4), .integer(-5), .float(1.5), .integer(2)]), "take_while", [], kw: nil, block: blk(1) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), ">", .integer(2)) },
                  "[1.5]", after: "[1.5, -4, -5, 1.5, 2]")
        try check("[[-7]].min_by { |x| x.to_s.size }", .arr([.arr([.integer(-7)])]), "min_by", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "[-7]", after: "[[-7]]")
        try check("[nil, 1.5, nil, [8], [-6], nil].select { |x| x.to_s }", .arr([.nil, .float(1.5), .nil, .arr([.integer(8)]), .arr([.integer(-6)]), .nil]), "select", [], kw: nil, block: blk(1) { a in try self.op(a[0], "to_s") },
                  "[nil, 1.5, nil, [8], [-6], nil]", after: "[nil, 1.5, nil, [8], [-6], nil]")
        try check("[:k0, -2].sort_by { |x| x.to_s.size }", .arr([.symbol("k0"), .integer(-2)]), "sort_by", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "[:k0, -2]", after: "[:k0, -2]")
        try check("[-6, nil, [3], \"s1\", \"s0\", nil].map { |x| x.to_s.include?(\"1\") }", .arr([.integer(-6), .nil, .arr([.integer(3)]), .str("s1"), .str("s0"), .nil]), "map", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "include?", .str("1")) },
                  "[false, false, false, true, false, false]", after: "[-6, nil, [3], \"s1\", \"s0\", nil]")
        try check("[nil, 1.5, 1.5, \"s0\", 1.5].flat_map { |x| x.to_s }", .arr([.nil, .float(1.5), .float(1.5), .str("s0"), .float(1.5)]), "flat_map", [], kw: nil, block: blk(1) { a in try self.op(a[0], "to_s") },
                  "[\"\", \"1.5\", \"1.5\", \"s0\", \"1.5\"]", after: "[nil, 1.5, 1.5, \"s0\", 1.5]")
        try check("[nil, :k0, -7, -8, \"s0\"].map { |x| x.to_s.include?(\"1\") }", .arr([.nil, .symbol("k0"), .integer(-7), .integer(-8), .str("s0")]), "map", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "include?", .str("1")) },
                  "[false, false, false, false, false]", after: "[nil, :k0, -7, -8, \"s0\"]")
        try check("[-8, nil, :k2].drop_while { |x| x.to_s }", .arr([.integer(-8), .nil, .symbol("k2")]), "drop_while", [], kw: nil, block: blk(1) { a in try self.op(a[0], "to_s") },
                  "[]", after: "[-8, nil, :k2]")
        try check("[1.5, nil, 1.5].reject { |x| x.to_s }", .arr([.float(1.5), .nil, .float(1.5)]), "reject", [], kw: nil, block: blk(1) { a in try self.op(a[0], "to_s") },
                  "[]", after: "[1.5, nil, 1.5]")
        try check("[0, [7], :k2, [-7], -7, 1.5].group_by { |x| x.to_s.size > 2 }", .arr([.integer(0), .arr([.integer(7)]), .symbol("k2"), .arr([.integer(-7)]), .integer(-7), .float(1.5)]), "group_by", [], kw: nil, block: blk(1) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), ">", .integer(2)) },
                  "{false=>[0, :k2, -7], true=>[[7], [-7], 1.5]}", after: "[0, [7], :k2, [-7], -7, 1.5]")
        try check("[[-7], nil, nil].find_index { |x| x.to_s.size > 2 }", .arr([.arr([.integer(-7)]), .nil, .nil]), "find_index", [], kw: nil, block: blk(1) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), ">", .integer(2)) },
                  "0", after: "[[-7], nil, nil]")
        try check("[-2, 1.5].reject { |x| x.to_s.size }", .arr([.integer(-2), .float(1.5)]), "reject", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "[]", after: "[-2, 1.5]")
        try check("[\"s3\"].take_while { |x| x.to_s }", .arr([.str("s3")]), "take_while", [], kw: nil, block: blk(1) { a in try self.op(a[0], "to_s") },
                  "[\"s3\"]", after: "[\"s3\"]")
        try check("[:k2, 1.5].count { |x| x.to_s }", .arr([.symbol("k2"), .float(1.5)]), "count", [], kw: nil, block: blk(1) { a in try self.op(a[0], "to_s") },
                  "2", after: "[:k2, 1.5]")
        try check("[5, nil, 5].partition { |x| x.to_s.size }", .arr([.integer(5), .nil, .integer(5)]), "partition", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "[[5, nil, 5], []]", after: "[5, nil, 5]")
        try check("[:k2].max_by { |x| x.to_s.size }", .arr([.symbol("k2")]), "max_by", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  ":k2", after: "[:k2]")
        try check("[[9]].each_with_index { |x| x.to_s.size }", .arr([.arr([.integer(9)])]), "each_with_index", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "[[9]]", after: "[[9]]")
        try check("[:k1].min_by { |x| x.to_s.size }", .arr([.symbol("k1")]), "min_by", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  ":k1", after: "[:k1]")
        try check("[\"s3\"].find_index { |x| x.to_s.include?(\"1\") }", .arr([.str("s3")]), "find_index", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "include?", .str("1")) },
                  "nil", after: "[\"s3\"]")
        try check("[1.5, :k2, 2, 6, nil, 6].filter_map { |x| x.to_s.size > 2 }", .arr([.float(1.5), .symbol("k2"), .integer(2), .integer(6), .nil, .integer(6)]), "filter_map", [], kw: nil, block: blk(1) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), ">", .integer(2)) },
                  "[true]", after: "[1.5, :k2, 2, 6, nil, 6]")
        try check("[5, nil].min_by { |x| x.to_s.size }", .arr([.integer(5), .nil]), "min_by", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "nil", after: "[5, nil]")
        try check("[[-3], \"s3\", nil, 1.5].reject { |x| x.to_s.size > 2 }", .arr([.arr([.integer(-3)]), .str("s3"), .nil, .float(1.5)]), "reject", [], kw: nil, block: blk(1) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), ">", .integer(2)) },
                  "[\"s3\", nil]", after: "[[-3], \"s3\", nil, 1.5]")
        try check("[nil, \"s0\", :k1, [-2], 1.5, [-1]].count { |x| x.to_s.include?(\"1\") }", .arr([.nil, .str("s0"), .symbol("k1"), .arr([.integer(-2)]), .float(1.5), .arr([.integer(-1)])]), "count", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "include?", .str("1")) },
                  "3", after: "[nil, \"s0\", :k1, [-2], 1.5, [-1]]")
        try check("[0, 1.5, 1.5, 1.5, nil].partition { |x| x.to_s.include?(\"1\") }", .arr([.integer(0), .float(1.5), .float(1.5), .float(1.5), .nil]), "partition", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "include?", .str("1")) },
                  "[[1.5, 1.5, 1.5], [0, nil]]", after: "[0, 1.5, 1.5, 1.5, nil]")
        try check("[-6, [0], [7], \"s1\"].sort_by { |x| x.to_s.size }", .arr([.integer(-6), .arr([.integer(0)]), .arr([.integer(7)]), .str("s1")]), "sort_by", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "[-6, \"s1\", [0], [7]]", after: "[-6, [0], [7], \"s1\"]")
        try check("[-9, :k2, -7].count { |x| x.to_s.size }", .arr([.integer(-9), .symbol("k2"), .integer(-7)]), "count", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "3", after: "[-9, :k2, -7]")
        try check("[1.5, nil, \"s2\"].partition { |x| x.to_s }", .arr([.float(1.5), .nil, .str("s2")]), "partition", [], kw: nil, block: blk(1) { a in try self.op(a[0], "to_s") },
                  "[[1.5, nil, \"s2\"], []]", after: "[1.5, nil, \"s2\"]")
        try check("[].drop_while { |x| x.to_s.size > 2 }", .arr([]), "drop_while", [], kw: nil, block: blk(1) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), ">", .integer(2)) },
                  "[]", after: "[]")
        try check("[].find_index { |x| x.to_s.size }", .arr([]), "find_index", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "nil", after: "[]")
        try check("[[-2], nil].count { |x| x.to_s.size }", .arr([.arr([.integer(-2)]), .nil]), "count", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "2", after: "[[-2], nil]")
        try check("[4, 0, \"s3\"].find { |x| x.to_s.include?(\"1\") }", .arr([.integer(4), .integer(0), .str("s3")]), "find", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "include?", .str("1")) },
                  "nil", after: "[4, 0, \"s3\"]")
        try check("[-5, 1.5, :k2].drop_while { |x| x.to_s.include?(\"1\") }", .arr([.integer(-5), .float(1.5), .symbol("k2")]), "drop_while", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "include?", .str("1")) },
                  "[-5, 1.5, :k2]", after: "[-5, 1.5, :k2]")
        try check("[1.5, [-5]].each_with_index { |x| x.to_s.include?(\"1\") }", .arr([.float(1.5), .arr([.integer(-5)])]), "each_with_index", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "include?", .str("1")) },
                  "[1.5, [-5]]", after: "[1.5, [-5]]")
        try check("[[7], :k0, [2], -6].find { |x| x.to_s.size > 2 }", .arr([.arr([.integer(7)]), .symbol("k0"), .arr([.integer(2)]), .integer(-6)]), "find", [], kw: nil, block: blk(1) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), ">", .integer(2)) },
                  "[7]", after: "[[7], :k0, [2], -6]")
        try check("[\"s3\", -9, \"s2\", nil].find { |x| x.to_s.size > 2 }", .arr([.str("s3"), .integer(-9), .str("s2"), .nil]), "find", [], kw: nil, block: blk(1) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), ">", .integer(2)) },
                  "nil", after: "[\"s3\", -9, \"s2\", nil]")
        try check("[6, 1.5, nil].min_by { |x| x.to_s.size }", .arr([.integer(6), .float(1.5), .nil]), "min_by", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "nil", after: "[6, 1.5, nil]")
        try check("[:k2, 1.5].drop_while { |x| x.to_s.include?(\"1\") }", .arr([.symbol("k2"), .float(1.5)]), "drop_while", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "include?", .str("1")) },
                  "[:k2, 1.5]", after: "[:k2, 1.5]")
        try check("[:k0, :k2, 2, 1.5, -3].take_while { |x| x.to_s.size > 2 }", .arr([.symbol("k0"), .symbol("k2"), .integer(2), .float(1.5), .integer(-3)]), "take_while", [], kw: nil, block: blk(1) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), ">", .integer(2)) },
                  "[]", after: "[:k0, :k2, 2, 1.5, -3]")
        try check("[1.5, \"s2\", 2, [8], -8].group_by { |x| x.to_s }", .arr([.float(1.5), .str("s2"), .integer(2), .arr([.integer(8)]), .integer(-8)]), "group_by", [], kw: nil, block: blk(1) { a in try self.op(a[0], "to_s") },
                  "{\"1.5\"=>[1.5], \"s2\"=>[\"s2\"], \"2\"=>[2], \"[8]\"=>[[8]], \"-8\"=>[-8]}", after: "[1.5, \"s2\", 2, [8], -8]")
        try check("[].select { |x| x.to_s.size }", .arr([]), "select", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "[]", after: "[]")
        try check("[6, -4, -6, [-2], -3].map { |x| x.to_s }", .arr([.integer(6), .integer(-4), .integer(-6), .arr([.integer(-2)]), .integer(-3)]), "map", [], kw: nil, block: blk(1) { a in try self.op(a[0], "to_s") },
                  "[\"6\", \"-4\", \"-6\", \"[-2]\", \"-3\"]", after: "[6, -4, -6, [-2], -3]")
        try check("[3, [8], \"s3\", -7, -4].flat_map { |x| x.to_s }", .arr([.integer(3), .arr([.integer(8)]), .str("s3"), .integer(-7), .integer(-4)]), "flat_map", [], kw: nil, block: blk(1) { a in try self.op(a[0], "to_s") },
                  "[\"3\", \"[8]\", \"s3\", \"-7\", \"-4\"]", after: "[3, [8], \"s3\", -7, -4]")
        try check("[-4, 4].filter_map { |x| x.to_s }", .arr([.integer(-4), .integer(4)]), "filter_map", [], kw: nil, block: blk(1) { a in try self.op(a[0], "to_s") },
                  "[\"-4\", \"4\"]", after: "[-4, 4]")
        try check("[\"s1\", 4, \"s0\"].max_by { |x| x.to_s.size }", .arr([.str("s1"), .integer(4), .str("s0")]), "max_by", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "\"s1\"", after: "[\"s1\", 4, \"s0\"]")
        try check("[\"s2\", -6, -4, 1.5].drop_while { |x| x.to_s.include?(\"1\") }", .arr([.str("s2"), .integer(-6), .integer(-4), .float(1.5)]), "drop_while", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "include?", .str("1")) },
                  "[\"s2\", -6, -4, 1.5]", after: "[\"s2\", -6, -4, 1.5]")
        try check("[nil, \"s1\"].group_by { |x| x.to_s.size > 2 }", .arr([.nil, .str("s1")]), "group_by", [], kw: nil, block: blk(1) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), ">", .integer(2)) },
                  "{false=>[nil, \"s1\"]}", after: "[nil, \"s1\"]")
        try check("[\"s1\", -8, 1, [-4], \"s3\"].partition { |x| x.to_s.size }", .arr([.str("s1"), .integer(-8), .integer(1), .arr([.integer(-4)]), .str("s3")]), "partition", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "[[\"s1\", -8, 1, [-4], \"s3\"], []]", after: "[\"s1\", -8, 1, [-4], \"s3\"]")
        try check("[].select { |x| x.to_s.size > 2 }", .arr([]), "select", [], kw: nil, block: blk(1) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), ">", .integer(2)) },
                  "[]", after: "[]")
        try check("[nil].map { |x| x.to_s }", .arr([.nil]), "map", [], kw: nil, block: blk(1) { a in try self.op(a[0], "to_s") },
                  "[\"\"]", after: "[nil]")
        try check("[\"s0\", [-7], :k2, \"s3\", 1].reject { |x| x.to_s.size }", .arr([.str("s0"), .arr([.integer(-7)]), .symbol("k2"), .str("s3"), .integer(1)]), "reject", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "[]", after: "[\"s0\", [-7], :k2, \"s3\", 1]")
        try check("[-5, 0, :k2, \"s2\", nil, \"s0\"].find_index { |x| x.to_s.include?(\"1\") }", .arr([.integer(-5), .integer(0), .symbol("k2"), .str("s2"), .nil, .str("s0")]), "find_index", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "include?", .str("1")) },
                  "nil", after: "[-5, 0, :k2, \"s2\", nil, \"s0\"]")
        try check("[4, 1.5, nil, nil, -5].map { |x| x.to_s.size }", .arr([.integer(4), .float(1.5), .nil, .nil, .integer(-5)]), "map", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "[1, 3, 0, 0, 2]", after: "[4, 1.5, nil, nil, -5]")
        try check("[nil, nil, -6].flat_map { |x| x.to_s.size > 2 }", .arr([.nil, .nil, .integer(-6)]), "flat_map", [], kw: nil, block: blk(1) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), ">", .integer(2)) },
                  "[false, false, false]", after: "[nil, nil, -6]")
        try check("[1.5].sum { |x| x.to_s.size }", .arr([.float(1.5)]), "sum", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "3", after: "[1.5]")
        try check("[\"s0\", \"s3\"].min_by { |x| x.to_s.size }", .arr([.str("s0"), .str("s3")]), "min_by", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "\"s0\"", after: "[\"s0\", \"s3\"]")
        try check("[\"s0\", \"s1\", nil].select { |x| x.to_s.size > 2 }", .arr([.str("s0"), .str("s1"), .nil]), "select", [], kw: nil, block: blk(1) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), ">", .integer(2)) },
                  "[]", after: "[\"s0\", \"s1\", nil]")
        try check("[1.5, [-5], \"s1\", nil, -3, nil].find { |x| x.to_s.size }", .arr([.float(1.5), .arr([.integer(-5)]), .str("s1"), .nil, .integer(-3), .nil]), "find", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "1.5", after: "[1.5, [-5], \"s1\", nil, -3, nil]")
        try check("[1.5, :k0].partition { |x| x.to_s.include?(\"1\") }", .arr([.float(1.5), .symbol("k0")]), "partition", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "include?", .str("1")) },
                  "[[1.5], [:k0]]", after: "[1.5, :k0]")
        try check("[nil, nil, nil, nil, 1.5].sort_by { |x| x.to_s.size }", .arr([.nil, .nil, .nil, .nil, .float(1.5)]), "sort_by", [], kw: nil, block: blk(1) { a in try self.op(try self.op(a[0], "to_s"), "size") },
                  "[nil, nil, nil, nil, 1.5]", after: "[nil, nil, nil, nil, 1.5]")
        try check("[1.5].flat_map { |x| x.to_s.size > 2 }", .arr([.float(1.5)]), "flat_map", [], kw: nil, block: blk(1) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), ">", .integer(2)) },
                  "[true]", after: "[1.5]")
        try check("{\"b\"=>\"s2\"}.max_by { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(frozenString("b"), .str("s2"))])), "max_by", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "[\"b\", \"s2\"]", after: "{\"b\"=>\"s2\"}")
        try check("{\"b\"=>1.5}.filter_map { |k, v| v.to_s.size > 1 }", .hash(HashBox([(frozenString("b"), .float(1.5))])), "filter_map", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[1], "to_s"), "size"), ">", .integer(1)) },
                  "[true]", after: "{\"b\"=>1.5}")
        try check("{:c=>8}.any? { |k, v| v.to_s }", .hash(HashBox([(.symbol("c"), .integer(8))])), "any?", [], kw: nil, block: blk(2) { a in try self.op(a[1], "to_s") },
                  "true", after: "{:c=>8}")
        try check("{1=>3, \"d\"=>:k0}.to_h { |k, v| [v.to_s, k] }", .hash(HashBox([(.integer(1), .integer(3)), (frozenString("d"), .symbol("k0"))])), "to_h", [], kw: nil, block: blk(2) { a in .arr([try self.op(a[1], "to_s"), a[0]]) },
                  "{\"3\"=>1, \"k0\"=>\"d\"}", after: "{1=>3, \"d\"=>:k0}")
        try check("{:c=>:k1, \"a\"=>\"s0\", \"b\"=>nil, 1=>nil}.filter_map { |k, v| v.to_s.size > 1 }", .hash(HashBox([(.symbol("c"), .symbol("k1")), (frozenString("a"), .str("s0")), (frozenString("b"), .nil), (.integer(1), .nil)])), "filter_map", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[1], "to_s"), "size"), ">", .integer(1)) },
                  "[true, true]", after: "{:c=>:k1, \"a\"=>\"s0\", \"b\"=>nil, 1=>nil}")
        try check("{\"d\"=>\"s0\", 1=>5}.find { |k, v| v.to_s.size > 1 }", .hash(HashBox([(frozenString("d"), .str("s0")), (.integer(1), .integer(5))])), "find", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[1], "to_s"), "size"), ">", .integer(1)) },
                  "[\"d\", \"s0\"]", after: "{\"d\"=>\"s0\", 1=>5}")
        try check("{\"b\"=>\"s1\"}.min_by { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(frozenString("b"), .str("s1"))])), "min_by", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "[\"b\", \"s1\"]", after: "{\"b\"=>\"s1\"}")
        try check("{\"d\"=>1.5, \"b\"=>[-2]}.each_with_index { |k, v| v.to_s.size > 1 }", .hash(HashBox([(frozenString("d"), .float(1.5)), (frozenString("b"), .arr([.integer(-2)]))])), "each_with_index", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[1], "to_s"), "size"), ">", .integer(1)) },
                  "{\"d\"=>1.5, \"b\"=>[-2]}", after: "{\"d\"=>1.5, \"b\"=>[-2]}")
        try check("{:c=>1.5}.map { |k, v| v.to_s }", .hash(HashBox([(.symbol("c"), .float(1.5))])), "map", [], kw: nil, block: blk(2) { a in try self.op(a[1], "to_s") },
                  "[\"1.5\"]", after: "{:c=>1.5}")
        try check("{\"a\"=>[1], :c=>2, 1=>6}.any? { |k, v| v.to_s.size > 1 }", .hash(HashBox([(frozenString("a"), .arr([.integer(1)])), (.symbol("c"), .integer(2)), (.integer(1), .integer(6))])), "any?", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[1], "to_s"), "size"), ">", .integer(1)) },
                  "true", after: "{\"a\"=>[1], :c=>2, 1=>6}")
        try check("{1=>\"s0\"}.to_h { |k, v| [v.to_s, k] }", .hash(HashBox([(.integer(1), .str("s0"))])), "to_h", [], kw: nil, block: blk(2) { a in .arr([try self.op(a[1], "to_s"), a[0]]) },
                  "{\"s0\"=>1}", after: "{1=>\"s0\"}")
        try check("{\"d\"=>:k1, :c=>2, \"a\"=>:k0, 1=>\"s0\", \"b\"=>-8}.find { |k, v| v.to_s }", .hash(HashBox([(frozenString("d"), .symbol("k1")), (.symbol("c"), .integer(2)), (frozenString("a"), .symbol("k0")), (.integer(1), .str("s0")), (frozenString("b"), .integer(-8))])), "find", [], kw: nil, block: blk(2) { a in try self.op(a[1], "to_s") },
                  "[\"d\", :k1]", after: "{\"d\"=>:k1, :c=>2, \"a\"=>:k0, 1=>\"s0\", \"b\"=>-8}")
        try check("{:c=>[-1]}.transform_values { |v| v.to_s }", .hash(HashBox([(.symbol("c"), .arr([.integer(-1)]))])), "transform_values", [], kw: nil, block: blk(1) { a in try self.op(a[0], "to_s") },
                  "{:c=>\"[-1]\"}", after: "{:c=>[-1]}")
        try check("{\"b\"=>[0], \"d\"=>5}.count { |k, v| v.to_s }", .hash(HashBox([(frozenString("b"), .arr([.integer(0)])), (frozenString("d"), .integer(5))])), "count", [], kw: nil, block: blk(2) { a in try self.op(a[1], "to_s") },
                  "2", after: "{\"b\"=>[0], \"d\"=>5}")
        try check("{\"b\"=>nil}.map { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(frozenString("b"), .nil)])), "map", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "[1]", after: "{\"b\"=>nil}")
        try check("{1=>\"s1\", :c=>[-5], \"a\"=>:k1}.reject { |k, v| v.to_s.size > 1 }", .hash(HashBox([(.integer(1), .str("s1")), (.symbol("c"), .arr([.integer(-5)])), (frozenString("a"), .symbol("k1"))])), "reject", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[1], "to_s"), "size"), ">", .integer(1)) },
                  "{}", after: "{1=>\"s1\", :c=>[-5], \"a\"=>:k1}")
        try check("{\"d\"=>\"s0\", 1=>-5, \"b\"=>[0]}.count { |k, v| v.to_s }", .hash(HashBox([(frozenString("d"), .str("s0")), (.integer(1), .integer(-5)), (frozenString("b"), .arr([.integer(0)]))])), "count", [], kw: nil, block: blk(2) { a in try self.op(a[1], "to_s") },
                  "3", after: "{\"d\"=>\"s0\", 1=>-5, \"b\"=>[0]}")
        try check("{1=>:k1, \"b\"=>7, :c=>nil}.all? { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(.integer(1), .symbol("k1")), (frozenString("b"), .integer(7)), (.symbol("c"), .nil)])), "all?", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "true", after: "{1=>:k1, \"b\"=>7, :c=>nil}")
        try check("{\"d\"=>1.5, :c=>0}.sum { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(frozenString("d"), .float(1.5)), (.symbol("c"), .integer(0))])), "sum", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "6", after: "{\"d\"=>1.5, :c=>0}")
        try check("{}.count { |k, v| v.to_s }", .hash(HashBox()), "count", [], kw: nil, block: blk(2) { a in try self.op(a[1], "to_s") },
                  "0", after: "{}")
        try check("{\"b\"=>-5}.to_h { |k, v| [v.to_s, k] }", .hash(HashBox([(frozenString("b"), .integer(-5))])), "to_h", [], kw: nil, block: blk(2) { a in .arr([try self.op(a[1], "to_s"), a[0]]) },
                  "{\"-5\"=>\"b\"}", after: "{\"b\"=>-5}")
        try check("{\"a\"=>-3}.transform_values { |v| v.to_s }", .hash(HashBox([(frozenString("a"), .integer(-3))])), "transform_values", [], kw: nil, block: blk(1) { a in try self.op(a[0], "to_s") },
                  "{\"a\"=>\"-3\"}", after: "{\"a\"=>-3}")
        try check("{\"a\"=>:k0}.min_by { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(frozenString("a"), .symbol("k0"))])), "min_by", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "[\"a\", :k0]", after: "{\"a\"=>:k0}")
        try check("{1=>:k2}.max_by { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(.integer(1), .symbol("k2"))])), "max_by", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "[1, :k2]", after: "{1=>:k2}")
        try check("{\"b\"=>1.5}.reject { |k, v| v.to_s }", .hash(HashBox([(frozenString("b"), .float(1.5))])), "reject", [], kw: nil, block: blk(2) { a in try self.op(a[1], "to_s") },
                  "{}", after: "{\"b\"=>1.5}")
        try check("{\"b\"=>\"s0\", \"d\"=>-7, 1=>1.5, :c=>-6}.min_by { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(frozenString("b"), .str("s0")), (frozenString("d"), .integer(-7)), (.integer(1), .float(1.5)), (.symbol("c"), .integer(-6))])), "min_by", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "[\"b\", \"s0\"]", after: "{\"b\"=>\"s0\", \"d\"=>-7, 1=>1.5, :c=>-6}")
        try check("{:c=>8, \"b\"=>\"s3\", \"d\"=>[0], \"a\"=>:k1}.min_by { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(.symbol("c"), .integer(8)), (frozenString("b"), .str("s3")), (frozenString("d"), .arr([.integer(0)])), (frozenString("a"), .symbol("k1"))])), "min_by", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "[:c, 8]", after: "{:c=>8, \"b\"=>\"s3\", \"d\"=>[0], \"a\"=>:k1}")
        try check("{:c=>:k2, \"b\"=>1.5}.find { |k, v| v.to_s.size > 1 }", .hash(HashBox([(.symbol("c"), .symbol("k2")), (frozenString("b"), .float(1.5))])), "find", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[1], "to_s"), "size"), ">", .integer(1)) },
                  "[:c, :k2]", after: "{:c=>:k2, \"b\"=>1.5}")
        try check("{1=>:k1, \"b\"=>[6]}.min_by { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(.integer(1), .symbol("k1")), (frozenString("b"), .arr([.integer(6)]))])), "min_by", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "[1, :k1]", after: "{1=>:k1, \"b\"=>[6]}")
        try check("{\"b\"=>nil, 1=>2, \"d\"=>-2, :c=>1.5}.sum { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(frozenString("b"), .nil), (.integer(1), .integer(2)), (frozenString("d"), .integer(-2)), (.symbol("c"), .float(1.5))])), "sum", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "10", after: "{\"b\"=>nil, 1=>2, \"d\"=>-2, :c=>1.5}")
        try check("{:c=>1.5, 1=>6}.max_by { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(.symbol("c"), .float(1.5)), (.integer(1), .integer(6))])), "max_by", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "[:c, 1.5]", after: "{:c=>1.5, 1=>6}")
        try check("{1=>2, \"a\"=>\"s3\", \"d\"=>:k0}.any? { |k, v| v.to_s }", .hash(HashBox([(.integer(1), .integer(2)), (frozenString("a"), .str("s3")), (frozenString("d"), .symbol("k0"))])), "any?", [], kw: nil, block: blk(2) { a in try self.op(a[1], "to_s") },
                  "true", after: "{1=>2, \"a\"=>\"s3\", \"d\"=>:k0}")
        try check("{\"d\"=>:k2, \"a\"=>\"s1\", :c=>[9]}.map { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(frozenString("d"), .symbol("k2")), (frozenString("a"), .str("s1")), (.symbol("c"), .arr([.integer(9)]))])), "map", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "[3, 3, 4]", after: "{\"d\"=>:k2, \"a\"=>\"s1\", :c=>[9]}")
        try check("{\"b\"=>[8]}.flat_map { |k, v| v.to_s }", .hash(HashBox([(frozenString("b"), .arr([.integer(8)]))])), "flat_map", [], kw: nil, block: blk(2) { a in try self.op(a[1], "to_s") },
                  "[\"[8]\"]", after: "{\"b\"=>[8]}")
        try check("{\"b\"=>\"s3\", \"d\"=>:k0}.to_h { |k, v| [v.to_s, k] }", .hash(HashBox([(frozenString("b"), .str("s3")), (frozenString("d"), .symbol("k0"))])), "to_h", [], kw: nil, block: blk(2) { a in .arr([try self.op(a[1], "to_s"), a[0]]) },
                  "{\"s3\"=>\"b\", \"k0\"=>\"d\"}", after: "{\"b\"=>\"s3\", \"d\"=>:k0}")
        try check("{\"a\"=>:k2}.map { |k, v| v.to_s }", .hash(HashBox([(frozenString("a"), .symbol("k2"))])), "map", [], kw: nil, block: blk(2) { a in try self.op(a[1], "to_s") },
                  "[\"k2\"]", after: "{\"a\"=>:k2}")
        try check("{1=>8, :c=>[-9], \"a\"=>\"s3\"}.all? { |k, v| v.to_s }", .hash(HashBox([(.integer(1), .integer(8)), (.symbol("c"), .arr([.integer(-9)])), (frozenString("a"), .str("s3"))])), "all?", [], kw: nil, block: blk(2) { a in try self.op(a[1], "to_s") },
                  "true", after: "{1=>8, :c=>[-9], \"a\"=>\"s3\"}")
        try check("{\"d\"=>1.5, \"a\"=>nil}.count { |k, v| v.to_s }", .hash(HashBox([(frozenString("d"), .float(1.5)), (frozenString("a"), .nil)])), "count", [], kw: nil, block: blk(2) { a in try self.op(a[1], "to_s") },
                  "2", after: "{\"d\"=>1.5, \"a\"=>nil}")
        try check("{\"b\"=>-5, \"a\"=>[7], :c=>2}.each_with_index { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(frozenString("b"), .integer(-5)), (frozenString("a"), .arr([.integer(7)])), (.symbol("c"), .integer(2))])), "each_with_index", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "{\"b\"=>-5, \"a\"=>[7], :c=>2}", after: "{\"b\"=>-5, \"a\"=>[7], :c=>2}")
        try check("{:c=>1.5, \"d\"=>\"s3\"}.find { |k, v| v.to_s.size > 1 }", .hash(HashBox([(.symbol("c"), .float(1.5)), (frozenString("d"), .str("s3"))])), "find", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[1], "to_s"), "size"), ">", .integer(1)) },
                  "[:c, 1.5]", after: "{:c=>1.5, \"d\"=>\"s3\"}")
        try check("{\"a\"=>nil, \"d\"=>1.5}.to_h { |k, v| [v.to_s, k] }", .hash(HashBox([(frozenString("a"), .nil), (frozenString("d"), .float(1.5))])), "to_h", [], kw: nil, block: blk(2) { a in .arr([try self.op(a[1], "to_s"), a[0]]) },
                  "{\"\"=>\"a\", \"1.5\"=>\"d\"}", after: "{\"a\"=>nil, \"d\"=>1.5}")
        try check("{\"d\"=>8, :c=>\"s1\"}.max_by { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(frozenString("d"), .integer(8)), (.symbol("c"), .str("s1"))])), "max_by", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "[:c, \"s1\"]", after: "{\"d\"=>8, :c=>\"s1\"}")
        try check("{\"b\"=>[3]}.flat_map { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(frozenString("b"), .arr([.integer(3)]))])), "flat_map", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "[4]", after: "{\"b\"=>[3]}")
        try check("{\"a\"=>1.5, 1=>4, \"b\"=>5}.max_by { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(frozenString("a"), .float(1.5)), (.integer(1), .integer(4)), (frozenString("b"), .integer(5))])), "max_by", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "[\"a\", 1.5]", after: "{\"a\"=>1.5, 1=>4, \"b\"=>5}")
        try check("{:c=>:k0, \"b\"=>nil}.partition { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(.symbol("c"), .symbol("k0")), (frozenString("b"), .nil)])), "partition", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "[[[:c, :k0], [\"b\", nil]], []]", after: "{:c=>:k0, \"b\"=>nil}")
        try check("{1=>nil, :c=>nil}.max_by { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(.integer(1), .nil), (.symbol("c"), .nil)])), "max_by", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "[1, nil]", after: "{1=>nil, :c=>nil}")
        try check("{\"d\"=>:k2, :c=>nil, \"b\"=>-5}.sum { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(frozenString("d"), .symbol("k2")), (.symbol("c"), .nil), (frozenString("b"), .integer(-5))])), "sum", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "7", after: "{\"d\"=>:k2, :c=>nil, \"b\"=>-5}")
        try check("{:c=>9, \"b\"=>\"s1\", \"a\"=>:k1}.to_h { |k, v| [v.to_s, k] }", .hash(HashBox([(.symbol("c"), .integer(9)), (frozenString("b"), .str("s1")), (frozenString("a"), .symbol("k1"))])), "to_h", [], kw: nil, block: blk(2) { a in .arr([try self.op(a[1], "to_s"), a[0]]) },
                  "{\"9\"=>:c, \"s1\"=>\"b\", \"k1\"=>\"a\"}", after: "{:c=>9, \"b\"=>\"s1\", \"a\"=>:k1}")
        try check("{:c=>:k2}.reject { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(.symbol("c"), .symbol("k2"))])), "reject", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "{}", after: "{:c=>:k2}")
        try check("{\"b\"=>:k1, 1=>7}.group_by { |k, v| v.to_s }", .hash(HashBox([(frozenString("b"), .symbol("k1")), (.integer(1), .integer(7))])), "group_by", [], kw: nil, block: blk(2) { a in try self.op(a[1], "to_s") },
                  "{\"k1\"=>[[\"b\", :k1]], \"7\"=>[[1, 7]]}", after: "{\"b\"=>:k1, 1=>7}")
        try check("{1=>\"s2\", \"a\"=>nil}.flat_map { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(.integer(1), .str("s2")), (frozenString("a"), .nil)])), "flat_map", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "[3, 1]", after: "{1=>\"s2\", \"a\"=>nil}")
        try check("{1=>1.5, \"b\"=>-9}.any? { |k, v| v.to_s }", .hash(HashBox([(.integer(1), .float(1.5)), (frozenString("b"), .integer(-9))])), "any?", [], kw: nil, block: blk(2) { a in try self.op(a[1], "to_s") },
                  "true", after: "{1=>1.5, \"b\"=>-9}")
        try check("{\"a\"=>\"s3\"}.group_by { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(frozenString("a"), .str("s3"))])), "group_by", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "{3=>[[\"a\", \"s3\"]]}", after: "{\"a\"=>\"s3\"}")
        try check("{\"d\"=>1.5}.count { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(frozenString("d"), .float(1.5))])), "count", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "1", after: "{\"d\"=>1.5}")
        try check("{\"b\"=>:k2, 1=>nil, \"d\"=>1.5}.reject { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(frozenString("b"), .symbol("k2")), (.integer(1), .nil), (frozenString("d"), .float(1.5))])), "reject", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "{}", after: "{\"b\"=>:k2, 1=>nil, \"d\"=>1.5}")
        try check("{\"d\"=>8}.group_by { |k, v| v.to_s }", .hash(HashBox([(frozenString("d"), .integer(8))])), "group_by", [], kw: nil, block: blk(2) { a in try self.op(a[1], "to_s") },
                  "{\"8\"=>[[\"d\", 8]]}", after: "{\"d\"=>8}")
        try check("{1=>[-1]}.to_h { |k, v| [v.to_s, k] }", .hash(HashBox([(.integer(1), .arr([.integer(-1)]))])), "to_h", [], kw: nil, block: blk(2) { a in .arr([try self.op(a[1], "to_s"), a[0]]) },
                  "{\"[-1]\"=>1}", after: "{1=>[-1]}")
        try check("{\"b\"=>[-8], \"a\"=>\"s2\"}.filter_map { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(frozenString("b"), .arr([.integer(-8)])), (frozenString("a"), .str("s2"))])), "filter_map", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "[5, 3]", after: "{\"b\"=>[-8], \"a\"=>\"s2\"}")
        try check("{\"b\"=>-1, :c=>\"s2\"}.filter_map { |k, v| v.to_s }", .hash(HashBox([(frozenString("b"), .integer(-1)), (.symbol("c"), .str("s2"))])), "filter_map", [], kw: nil, block: blk(2) { a in try self.op(a[1], "to_s") },
                  "[\"-1\", \"s2\"]", after: "{\"b\"=>-1, :c=>\"s2\"}")
        try check("{\"b\"=>3, :c=>2, 1=>1.5, \"a\"=>1.5}.map { |k, v| v.to_s.size > 1 }", .hash(HashBox([(frozenString("b"), .integer(3)), (.symbol("c"), .integer(2)), (.integer(1), .float(1.5)), (frozenString("a"), .float(1.5))])), "map", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[1], "to_s"), "size"), ">", .integer(1)) },
                  "[false, false, true, true]", after: "{\"b\"=>3, :c=>2, 1=>1.5, \"a\"=>1.5}")
        try check("{\"d\"=>1.5}.each_with_index { |k, v| v.to_s }", .hash(HashBox([(frozenString("d"), .float(1.5))])), "each_with_index", [], kw: nil, block: blk(2) { a in try self.op(a[1], "to_s") },
                  "{\"d\"=>1.5}", after: "{\"d\"=>1.5}")
        try check("{\"d\"=>\"s2\", \"a\"=>\"s2\", \"b\"=>-9, :c=>1.5}.partition { |k, v| v.to_s.size > 1 }", .hash(HashBox([(frozenString("d"), .str("s2")), (frozenString("a"), .str("s2")), (frozenString("b"), .integer(-9)), (.symbol("c"), .float(1.5))])), "partition", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[1], "to_s"), "size"), ">", .integer(1)) },
                  "[[[\"d\", \"s2\"], [\"a\", \"s2\"], [\"b\", -9], [:c, 1.5]], []]", after: "{\"d\"=>\"s2\", \"a\"=>\"s2\", \"b\"=>-9, :c=>1.5}")
        try check("{\"b\"=>:k0, \"a\"=>-2, 1=>:k0}.any? { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(frozenString("b"), .symbol("k0")), (frozenString("a"), .integer(-2)), (.integer(1), .symbol("k0"))])), "any?", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "true", after: "{\"b\"=>:k0, \"a\"=>-2, 1=>:k0}")
        try check("{\"d\"=>-9, 1=>0}.transform_values { |v| v.to_s }", .hash(HashBox([(frozenString("d"), .integer(-9)), (.integer(1), .integer(0))])), "transform_values", [], kw: nil, block: blk(1) { a in try self.op(a[0], "to_s") },
                  "{\"d\"=>\"-9\", 1=>\"0\"}", after: "{\"d\"=>-9, 1=>0}")
        try check("{\"d\"=>\"s2\", \"a\"=>:k0, :c=>\"s3\"}.to_h { |k, v| [v.to_s, k] }", .hash(HashBox([(frozenString("d"), .str("s2")), (frozenString("a"), .symbol("k0")), (.symbol("c"), .str("s3"))])), "to_h", [], kw: nil, block: blk(2) { a in .arr([try self.op(a[1], "to_s"), a[0]]) },
                  "{\"s2\"=>\"d\", \"k0\"=>\"a\", \"s3\"=>:c}", after: "{\"d\"=>\"s2\", \"a\"=>:k0, :c=>\"s3\"}")
        try check("{:c=>-2, \"a\"=>6}.partition { |k, v| v.to_s.size > 1 }", .hash(HashBox([(.symbol("c"), .integer(-2)), (frozenString("a"), .integer(6))])), "partition", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[1], "to_s"), "size"), ">", .integer(1)) },
                  "[[[:c, -2]], [[\"a\", 6]]]", after: "{:c=>-2, \"a\"=>6}")
        try check("{1=>[-2], :c=>1.5}.count { |k, v| v.to_s.size > 1 }", .hash(HashBox([(.integer(1), .arr([.integer(-2)])), (.symbol("c"), .float(1.5))])), "count", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[1], "to_s"), "size"), ">", .integer(1)) },
                  "2", after: "{1=>[-2], :c=>1.5}")
        try check("{:c=>-1}.partition { |k, v| k.to_s.size + v.to_s.size }", .hash(HashBox([(.symbol("c"), .integer(-1))])), "partition", [], kw: nil, block: blk(2) { a in try self.op(try self.op(try self.op(a[0], "to_s"), "size"), "+", try self.op(try self.op(a[1], "to_s"), "size")) },
                  "[[[:c, -1]], []]", after: "{:c=>-1}")
        try check("{}.count { |k, v| v.to_s }", .hash(HashBox()), "count", [], kw: nil, block: blk(2) { a in try self.op(a[1], "to_s") },
                  "0", after: "{}")
        try check("{\"a\"=>-5}.group_by { |k, v| v.to_s }", .hash(HashBox([(frozenString("a"), .integer(-5))])), "group_by", [], kw: nil, block: blk(2) { a in try self.op(a[1], "to_s") },
                  "{\"-5\"=>[[\"a\", -5]]}", after: "{\"a\"=>-5}")
        try check("{1=>1}.invert", .hash(HashBox([(.integer(1), .integer(1))])), "invert", [], kw: nil, block: nil,
                  "{1=>1}", after: "{1=>1}")
        try check("{\"b\"=>:k2, :c=>nil, 1=>-4}.first", .hash(HashBox([(frozenString("b"), .symbol("k2")), (.symbol("c"), .nil), (.integer(1), .integer(-4))])), "first", [], kw: nil, block: nil,
                  "[\"b\", :k2]", after: "{\"b\"=>:k2, :c=>nil, 1=>-4}")
        try check("{\"b\"=>0}.empty?", .hash(HashBox([(frozenString("b"), .integer(0))])), "empty?", [], kw: nil, block: nil,
                  "false", after: "{\"b\"=>0}")
        try check("{:c=>0, \"d\"=>\"s2\", \"a\"=>[1]}.empty?", .hash(HashBox([(.symbol("c"), .integer(0)), (frozenString("d"), .str("s2")), (frozenString("a"), .arr([.integer(1)]))])), "empty?", [], kw: nil, block: nil,
                  "false", after: "{:c=>0, \"d\"=>\"s2\", \"a\"=>[1]}")
        try check("{:c=>[1], \"a\"=>-3, 1=>nil}.compact", .hash(HashBox([(.symbol("c"), .arr([.integer(1)])), (frozenString("a"), .integer(-3)), (.integer(1), .nil)])), "compact", [], kw: nil, block: nil,
                  "{:c=>[1], \"a\"=>-3}", after: "{:c=>[1], \"a\"=>-3, 1=>nil}")
        try check("{\"b\"=>4, \"a\"=>1.5, 1=>-9}.invert", .hash(HashBox([(frozenString("b"), .integer(4)), (frozenString("a"), .float(1.5)), (.integer(1), .integer(-9))])), "invert", [], kw: nil, block: nil,
                  "{4=>\"b\", 1.5=>\"a\", -9=>1}", after: "{\"b\"=>4, \"a\"=>1.5, 1=>-9}")
        try check("{1=>\"s3\", :c=>[7]}.count", .hash(HashBox([(.integer(1), .str("s3")), (.symbol("c"), .arr([.integer(7)]))])), "count", [], kw: nil, block: nil,
                  "2", after: "{1=>\"s3\", :c=>[7]}")
        try check("{\"a\"=>-5, \"d\"=>1.5, 1=>-9}.to_a", .hash(HashBox([(frozenString("a"), .integer(-5)), (frozenString("d"), .float(1.5)), (.integer(1), .integer(-9))])), "to_a", [], kw: nil, block: nil,
                  "[[\"a\", -5], [\"d\", 1.5], [1, -9]]", after: "{\"a\"=>-5, \"d\"=>1.5, 1=>-9}")
        try check("{1=>\"s0\", \"d\"=>-2, \"a\"=>:k1}.empty?", .hash(HashBox([(.integer(1), .str("s0")), (frozenString("d"), .integer(-2)), (frozenString("a"), .symbol("k1"))])), "empty?", [], kw: nil, block: nil,
                  "false", after: "{1=>\"s0\", \"d\"=>-2, \"a\"=>:k1}")
        try check("{\"d\"=>nil, :c=>9, \"b\"=>2}.keys", .hash(HashBox([(frozenString("d"), .nil), (.symbol("c"), .integer(9)), (frozenString("b"), .integer(2))])), "keys", [], kw: nil, block: nil,
                  "[\"d\", :c, \"b\"]", after: "{\"d\"=>nil, :c=>9, \"b\"=>2}")
        try check("{:c=>0}.values", .hash(HashBox([(.symbol("c"), .integer(0))])), "values", [], kw: nil, block: nil,
                  "[0]", after: "{:c=>0}")
        try check("{\"d\"=>-5}.to_a", .hash(HashBox([(frozenString("d"), .integer(-5))])), "to_a", [], kw: nil, block: nil,
                  "[[\"d\", -5]]", after: "{\"d\"=>-5}")
        try check("{\"b\"=>-5}.compact", .hash(HashBox([(frozenString("b"), .integer(-5))])), "compact", [], kw: nil, block: nil,
                  "{\"b\"=>-5}", after: "{\"b\"=>-5}")
        try check("{\"b\"=>-8}.count", .hash(HashBox([(frozenString("b"), .integer(-8))])), "count", [], kw: nil, block: nil,
                  "1", after: "{\"b\"=>-8}")
        try check("{\"d\"=>7, 1=>1.5}.empty?", .hash(HashBox([(frozenString("d"), .integer(7)), (.integer(1), .float(1.5))])), "empty?", [], kw: nil, block: nil,
                  "false", after: "{\"d\"=>7, 1=>1.5}")
        try check("{:c=>3, \"b\"=>nil, \"a\"=>6}.compact", .hash(HashBox([(.symbol("c"), .integer(3)), (frozenString("b"), .nil), (frozenString("a"), .integer(6))])), "compact", [], kw: nil, block: nil,
                  "{:c=>3, \"a\"=>6}", after: "{:c=>3, \"b\"=>nil, \"a\"=>6}")
        try check("{\"d\"=>-3}.to_a", .hash(HashBox([(frozenString("d"), .integer(-3))])), "to_a", [], kw: nil, block: nil,
                  "[[\"d\", -3]]", after: "{\"d\"=>-3}")
        try check("{\"d\"=>:k2}.count", .hash(HashBox([(frozenString("d"), .symbol("k2"))])), "count", [], kw: nil, block: nil,
                  "1", after: "{\"d\"=>:k2}")
        try check("{}.keys", .hash(HashBox()), "keys", [], kw: nil, block: nil,
                  "[]", after: "{}")
        try check("{1=>1}.count", .hash(HashBox([(.integer(1), .integer(1))])), "count", [], kw: nil, block: nil,
                  "1", after: "{1=>1}")
        try check("{\"b\"=>[2], \"d\"=>1.5}.empty?", .hash(HashBox([(frozenString("b"), .arr([.integer(2)])), (frozenString("d"), .float(1.5))])), "empty?", [], kw: nil, block: nil,
                  "false", after: "{\"b\"=>[2], \"d\"=>1.5}")
        try check("{\"b\"=>-1, 1=>-6}.empty?", .hash(HashBox([(frozenString("b"), .integer(-1)), (.integer(1), .integer(-6))])), "empty?", [], kw: nil, block: nil,
                  "false", after: "{\"b\"=>-1, 1=>-6}")
        try check("{:c=>nil, \"a\"=>-3, \"d\"=>1.5}.empty?", .hash(HashBox([(.symbol("c"), .nil), (frozenString("a"), .integer(-3)), (frozenString("d"), .float(1.5))])), "empty?", [], kw: nil, block: nil,
                  "false", after: "{:c=>nil, \"a\"=>-3, \"d\"=>1.5}")
        try check("{\"a\"=>5, :c=>nil}.sort", .hash(HashBox([(frozenString("a"), .integer(5)), (.symbol("c"), .nil)])), "sort", [], kw: nil, block: nil,
                  "!ArgumentError: comparison of Array with Array failed", after: "{\"a\"=>5, :c=>nil}")
        try check("{\"b\"=>nil, 1=>[-4], :c=>:k0, \"a\"=>-8}.inspect", .hash(HashBox([(frozenString("b"), .nil), (.integer(1), .arr([.integer(-4)])), (.symbol("c"), .symbol("k0")), (frozenString("a"), .integer(-8))])), "inspect", [], kw: nil, block: nil,
                  "\"{\\\"b\\\"=>nil, 1=>[-4], :c=>:k0, \\\"a\\\"=>-8}\"", after: "{\"b\"=>nil, 1=>[-4], :c=>:k0, \"a\"=>-8}")
        try check("{\"a\"=>6}.sort", .hash(HashBox([(frozenString("a"), .integer(6))])), "sort", [], kw: nil, block: nil,
                  "[[\"a\", 6]]", after: "{\"a\"=>6}")
        try check("{:c=>1.5}.values", .hash(HashBox([(.symbol("c"), .float(1.5))])), "values", [], kw: nil, block: nil,
                  "[1.5]", after: "{:c=>1.5}")
        try check("{}.sort", .hash(HashBox()), "sort", [], kw: nil, block: nil,
                  "[]", after: "{}")
    }
}
