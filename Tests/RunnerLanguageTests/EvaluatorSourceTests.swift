import Diagnostics
import XCTest

@testable import RunnerLanguage

// Evaluator semantics from source text. Every expected output was recorded from real Ruby 3.1
// (`APP_ENV=test ruby -rjson test.rb`, run in a folder holding the same fixture files) for the same snippet.
final class EvaluatorSourceTests: XCTestCase {

    func testInterpolationAndTruthiness() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
name = "app"
n = 3
puts "#{name}-#{n}-#{nil}-#{:sym}-#{1.5}-#{[1, "a"]}"
puts [nil, false, 0, "", []].map { |v| v ? "t" : "f" }.join
"""#, #"""
app-3--sym-1.5-[1, "a"]
ffttt
"""#, host: host)
    }

    func testIntegerArithmeticFloorsLikeRuby() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
p(-7 / 2, -7 % 3, 7 % -3, 2**10, 7.0 / 2, 10.fdiv(4), 1 + 2 * 3 - 4)
"""#, #"""
-4
2
-2
1024
3.5
2.5
3
"""#, host: host)
    }

    func testComparisonAndLogicReturnOperands() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
p(nil || "default", "a" && "b", false && raise("never"), (not true), !nil, 1 <=> 2, "b" > "a")
"""#, #"""
"default"
"b"
false
false
true
-1
true
"""#, host: host)
    }

    func testStringMethodsViaBuiltins() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
s = "hello"
s << " world"
t = s
t << "!"
puts s
puts s.upcase.center(20, "*")
"""#, #"""
hello world!
****HELLO WORLD!****
"""#, host: host)
    }

    func testBlocksNextAndBreak() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
r = [1, 2, 3, 4].map { |x| next 0 if x.even?; x * 10 }
p r
found = [5, 6, 7].each { |x| break x if x > 5 }
p found
[1, 2, 3].each_with_index { |x, i| print x * i, " " }
puts
"""#, #"""
[10, 0, 30, 0]
6
0 2 6 
"""#, host: host)
    }

    func testHashEachSplatsPairs() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
h = { "name" => "app", kind: :web }
h.each { |k, v| puts "#{k.inspect}=#{v.inspect}" }
h.each { |pair| p pair }
h.each_with_object([]) { |(k, v), acc| acc << k }.then { |a| p a }
"""#, #"""
"name"="app"
:kind=:web
["name", "app"]
[:kind, :web]
["name", :kind]
"""#, host: host)
    }

    func testBlockArgumentsAreLenient() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
pr = proc { |a, b, c| p [a, b, c] }
pr.call(1)
pr.call(1, 2, 3, 4)
pr.call([5, 6])
pr2 = proc { |a, | p a }
pr2.call([7, 8])
"""#, #"""
[1, nil, nil]
[1, 2, 3]
[5, 6, nil]
7
"""#, host: host)
    }

    func testLambdasAreStrictAndReturnLocally() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
l = ->(x, y = 2) { return x + y; 99 }
p l.call(1), l.(1, 3), l[2]
p l.arity, proc { |a, b| }.arity, proc { |*a| }.arity, lambda { |a, b:| }.arity
begin
  l.call
rescue ArgumentError => e
  puts e.message
end
"""#, #"""
3
4
4
-2
2
-1
2
wrong number of arguments (given 0, expected 1..2)
"""#, host: host)
    }

    func testMethodParametersAllKinds() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
def m(a, b = a * 2, *rest, c, key:, opt: "o", **kw, &blk)
  p [a, b, rest, c, key, opt, kw, blk ? blk.call : nil]
end
m(1, 2, key: 3)
m(1, 2, 3, 4, 5, key: 6, opt: 7, extra: 8) { "blk" }
def no_kw(a, b = {})
  p [a, b]
end
no_kw(1, x: 2)
"""#, #"""
[1, 2, [], 2, 3, "o", {}, nil]
[1, 2, [3, 4], 5, 6, 7, {:extra=>8}, "blk"]
[1, {:x=>2}]
"""#, host: host)
    }

    func testYieldAndBlockGiven() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
def each_twice
  return "no block" unless block_given?
  yield 1
  yield 2, 3
end
each_twice { |a, b| p [a, b] }
p each_twice
def wrap(&blk) = blk
p wrap { 1 }.call
p wrap.nil?
"""#, #"""
[1, nil]
[2, 3]
"no block"
1
true
"""#, host: host)
    }

    func testSymbolToProcAndMethodObjects() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
p %w[a b].map(&:upcase)
def double(x) = x * 2
p [1, 2].map(&method(:double))
p method(:double).call(21)
"""#, #"""
["A", "B"]
[2, 4]
42
"""#, host: host)
    }

    func testReturnFromProcReturnsFromMethod() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
def find_first(list)
  list.each { |x| return x if x > 1 }
  nil
end
p find_first([1, 2, 3])
p find_first([0])
"""#, #"""
2
nil
"""#, host: host)
    }

    func testCaseWhenForms() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
def kind(x)
  case x
  when nil then "nil"
  when 1..5 then "small"
  when Integer, Float then "number"
  when /^a(.)/ then "a-word #{$1}"
  when String then "string"
  when Hash, Array then "collection"
  else "other"
  end
end
p [nil, 3, 10, 2.5, "abc", "xyz", {}, [], :s].map { |v| kind(v) }
"""#, #"""
["nil", "small", "number", "small", "a-word b", "string", "collection", "collection", "other"]
"""#, host: host)
    }

    func testRegexpMatchGlobals() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
if "rails-6.1" =~ /(\w+)-(\d+)\.(\d+)/
  p [$~[0], $1, $2, $3, $4]
end
p("abc" !~ /z/, "abc" =~ /c/, /b/ =~ "abc")
m = "key: value".match(/(?<k>\w+): (?<v>\w+)/)
p m[:k], m["v"]
"""#, #"""
["rails-6.1", "rails", "6", "1", nil]
true
2
1
"key"
"value"
"""#, host: host)
    }

    func testWhileUntilLoop() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
i = 0
while i < 10
  i += 1
  next if i.odd?
  break if i > 6
  print i, " "
end
puts
j = 3
j -= 1 until j.zero?
p j
k = 0
begin
  k += 1
end while k < 0
p k
n = 0
r = loop do
  n += 1
  break n * 100 if n == 3
end
p r
"""#, #"""
2 4 6 
0
1
300
"""#, host: host)
    }

    func testForLoopSharesScope() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
for a, b in [[1, 2], [3, 4]]
  s = a + b
end
p [a, b, s]
for i in 1..3 do end
p i
"""#, #"""
[3, 4, 7]
3
"""#, host: host)
    }

    func testMultipleAssignment() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
a, b = 1, 2
a, b = b, a
p [a, b]
c, *d = [1, 2, 3]
*e, f = 1, 2, 3
g, (h, i), j = 1, [2, 3], 4
k, l = 5
p [c, d, e, f, g, h, i, j, k, l]
"""#, #"""
[2, 1]
[1, [2, 3], [1, 2], 3, 1, 2, 3, 4, 5, nil]
"""#, host: host)
    }

    func testOperatorAssignment() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
h = {}
h[:list] ||= []
h[:list] << 1
h[:count] = 0
h[:count] += 5
x = nil
x ||= "set"
x &&= x.upcase
@iv ||= 10
@iv *= 2
$g ||= "g"
p [h, x, @iv, $g]
"""#, #"""
[{:list=>[1], :count=>5}, "SET", 20, "g"]
"""#, host: host)
    }

    func testRescueElseEnsureAndExceptionObjects() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
def risky(kind)
  case kind
  when 1 then raise "plain"
  when 2 then raise ArgumentError, "bad arg"
  when 3 then raise KeyError.new("missing")
  when 4 then {}.fetch(:nope)
  when 5 then nil.upcase
  end
  "fine"
rescue ArgumentError, KeyError => e
  "#{e.class}: #{e.message}"
rescue NameError => e
  "name error #{e.class.name}"
rescue => e
  "other #{e.inspect} #{e.is_a?(StandardError)}"
else
  "else branch"
ensure
  print "[ensure]"
end
(0..5).each { |k| puts risky(k) }
"""#, #"""
[ensure]else branch
[ensure]other #<RuntimeError: plain> true
[ensure]ArgumentError: bad arg
[ensure]KeyError: missing
[ensure]KeyError: key not found: :nope
[ensure]name error NoMethodError
"""#, host: host)
    }

    func testEnsureRunsOnBreakAndReraise() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
r = [1, 2].each do |x|
  begin
    break "broke"
  ensure
    puts "ensure #{x}"
  end
end
p r
begin
  begin
    raise TypeError, "inner"
  rescue => e
    raise
  end
rescue TypeError => outer
  p outer.message
end
"""#, #"""
ensure 1
"broke"
"inner"
"""#, host: host)
    }

    func testCatchThrow() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
v = catch(:done) do
  10.times { |i| throw :done, i if i == 4 }
  :never
end
p v
"""#, #"""
4
"""#, host: host)
    }

    func testDefinedForms() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
x = 1
@set = 1
p [defined?(x), defined?(y), defined?(puts), defined?(String), defined?(Nope), defined?(@set), defined?(@unset), defined?(x = 2), defined?(3 + 3)]
"""#, #"""
["local-variable", nil, "method", "constant", nil, "instance-variable", nil, "assignment", "method"]
"""#, host: host)
    }

    func testConstantsAndClasses() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
GREETING = "hi"
p GREETING
p 1.class, "s".class.name, nil.class, [].is_a?(Enumerable), 3.is_a?(Comparable), Integer === 3, String == "x".class
p ArgumentError.ancestors.take(4)
p File::SEPARATOR, Float::INFINITY
"""#, #"""
"hi"
Integer
"String"
NilClass
true
true
true
true
[ArgumentError, StandardError, Exception, Object]
"/"
Infinity
"""#, host: host)
    }

    func testKernelConversions() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
p Integer("42"), Integer("0x1f"), Float("1.5"), String(12), Array(nil), Array([1]), Array(1..3), Hash(nil)
begin
  Integer("4x")
rescue ArgumentError => e
  p e.message
end
p format("%05.1f|%-4s|%x", 3.14159, "ab", 255)
"""#, #"""
42
31
1.5
"12"
[]
[1]
[1, 2, 3]
{}
"invalid value for Integer(): \"4x\""
"003.1|ab  |ff"
"""#, host: host)
    }

    func testPutsArraysAndPReturn() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
puts [1, [2, [nil, "three"]]]
puts []
x = p("v")
y = p 1, 2
p x, y
p
print "a", "b", 1, nil, :c, "\n"
"""#, #"""
1
2

three
"v"
1
2
"v"
[1, 2]
ab1c
"""#, host: host)
    }

    func testSendRespondToTapThen() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
p 5.send(:+, 3), "abc".public_send(:upcase), "x".respond_to?(:upcase), 1.respond_to?(:nope)
p [1, 2].tap { |a| a << 3 }, 4.then { |v| v * 2 }
def helper = "helped"
p send(:helper)
"""#, #"""
8
"ABC"
true
false
[1, 2, 3]
8
"helped"
"""#, host: host)
    }

    func testStringFormattingOfValues() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
p 1.0, 1e20, 1.5e-7, 100.0 / 3, -0.0, 2.0**70
puts 1.0, 1e20, 12345678.9
"""#, #"""
1.0
1.0e+20
1.5e-07
33.333333333333336
-0.0
1.1805916207174113e+21
1.0
1.0e+20
12345678.9
"""#, host: host)
    }

    func testJsonRoundTrip() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
require "json"
data = JSON.parse('{"a": [1, 2.5, null, true], "b": {"c": "d\u00e9"}}')
p data
p JSON.parse('{"x": 1}', symbolize_names: true)
puts JSON.generate(data)
puts JSON.pretty_generate({ "name" => "app", "list" => [], "h" => {}, "n" => [1, { "k" => nil }] })
puts({ a: 1, "b" => [:c] }.to_json)
"""#, #"""
{"a"=>[1, 2.5, nil, true], "b"=>{"c"=>"dé"}}
{:x=>1}
{"a":[1,2.5,null,true],"b":{"c":"dé"}}
{
  "name": "app",
  "list": [

  ],
  "h": {
  },
  "n": [
    1,
    {
      "k": null
    }
  ]
}
{"a":1,"b":["c"]}
"""#, host: host)
    }

    func testFilePathHelpers() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
p File.join("a", "b/", "/c"), File.dirname("/x/y/z.rb"), File.basename("/x/y/z.rb"), File.basename("z.rb", ".rb"), File.extname("a/b.tar.gz"), File.basename("a/b.rb", ".*"), File.dirname("file")
"""#, #"""
"a/b/c"
"/x/y"
"z.rb"
"z"
".gz"
"b"
"."
"""#, host: host)
    }

    func testNumberedBlockParams() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
p [1, 2, 3].map { _1 * 2 }
p [[1, 2], [3, 4]].map { |a, b| a * b }
"""#, #"""
[2, 4, 6]
[2, 12]
"""#, host: host)
    }

    func testDynamicSymbolsRangesSplats() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
n = "x"
p :"sym_#{n}", (1..4).to_a, (1...4).to_a, [*1..3, *[4, 5]], { **{ a: 1 }, b: 2 }
def spread(*args, **opts) = [args, opts]
p spread(*[1, 2], **{ k: 3 })
"""#, #"""
:sym_x
[1, 2, 3, 4]
[1, 2, 3]
[1, 2, 3, 4, 5]
{:a=>1, :b=>2}
[[1, 2], {:k=>3}]
"""#, host: host)
    }

    func testSafeNavigationAndAttributeAssignment() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
x = nil
p x&.length, "ab"&.length
"""#, #"""
nil
2
"""#, host: host)
    }

    func testHeredocMethodChainAndGsubBlock() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
text = <<~EOS.strip
  line one
  line two
EOS
p text
p "a-b-c".gsub(/-(\w)/) { $1.upcase }
"""#, #"""
"line one\nline two"
"aBC"
"""#, host: host)
    }

    func testIvarsAndGlobalsUnsetAreNil() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
p @nothing, $nothing
"""#, #"""
nil
nil
"""#, host: host)
    }

    func testObjectEqualityAndFreeze() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
s = "abc".freeze
p s.frozen?, "x".frozen?, :a.frozen?, nil.to_a, 1.nil?
"""#, #"""
true
false
true
[]
false
"""#, host: host)
    }

    func testRequireRelativeRunsOnceRelativeToTheFile() {
        let host = EvaluatorTestHost()
        try? host.put("lib/helper.rb", "def helper_value = \"from helper\"\nHELPER_CONST = 42\nputs \"loading helper\"\n")
        try? host.put("lib/data.txt", "one\ntwo\n")
        try? host.put("lib/other.txt", "x")
        assertOutput(#"""
p require_relative("lib/helper")
p require_relative("lib/helper.rb")
p helper_value, HELPER_CONST
"""#, #"""
loading helper
true
false
"from helper"
42
"""#, host: host)
    }

    func testFileReadsAndDirGlobThroughTheHost() {
        let host = EvaluatorTestHost()
        try? host.put("lib/helper.rb", "def helper_value = \"from helper\"\nHELPER_CONST = 42\nputs \"loading helper\"\n")
        try? host.put("lib/data.txt", "one\ntwo\n")
        try? host.put("lib/other.txt", "x")
        assertOutput(#"""
p File.exist?("lib/helper.rb"), File.file?("lib"), File.directory?("lib"), File.exist?("nope")
p File.read("lib/data.txt")
p File.readlines("lib/data.txt"), File.readlines("lib/data.txt", chomp: true)
p Dir.glob("lib/*.txt"), Dir["lib/*.rb"], Dir.exist?("lib")
p File.basename(__FILE__), File.expand_path("lib", __dir__) == File.expand_path("lib")
"""#, #"""
true
false
true
false
"one\ntwo\n"
["one\n", "two\n"]
["one", "two"]
["lib/data.txt", "lib/other.txt"]
["lib/helper.rb"]
true
"test.rb"
true
"""#, host: host)
    }

    func testEnvIsReadOnly() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
p ENV["APP_ENV"], ENV.fetch("NOPE", "fallback"), ENV.key?("APP_ENV"), ENV["NOPE"]
begin
  ENV.fetch("NOPE")
rescue KeyError => e
  p e.message
end
"""#, #"""
"test"
"fallback"
true
nil
"key not found: \"NOPE\""
"""#, host: host)
    }

    func testMethodAndDunderMethod() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
def whoami = __method__
p whoami, __method__
def counter
  @calls = (@calls || 0) + 1
end
3.times { counter }
p @calls
"""#, #"""
:whoami
nil
3
"""#, host: host)
    }

    func testStringConversionsOfExceptionsAndClasses() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
e = RuntimeError.new("boom")
p e, e.message, e.class, "#{e}", ArgumentError.new.message
p [String, Hash].map(&:name), String.to_s, Comparable.is_a?(Module)
"""#, #"""
#<RuntimeError: boom>
"boom"
RuntimeError
"boom"
"ArgumentError"
["String", "Hash"]
"String"
true
"""#, host: host)
    }

    func testTimeFormatting() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
t = Time.at(1700000000).utc
puts t.strftime("%Y-%m-%d %H:%M:%S %z|%y%m%d%H%M%S|%b %B %a %A|%-d/%-m %e|%j|%I:%M %p|%F %T|%s|%%|%^a")
p [t.year, t.month, t.day, t.hour, t.min, t.sec, t.wday, t.yday, t.to_i]
puts t, "#{t + 60}"
p Time.now.is_a?(Time), (Time.now - Time.now).is_a?(Float)
"""#, #"""
2023-11-14 22:13:20 +0000|231114221320|Nov November Tue Tuesday|14/11 14|318|10:13 PM|2023-11-14 22:13:20|1700000000|%|TUE
[2023, 11, 14, 22, 13, 20, 2, 318, 1700000000]
2023-11-14 22:13:20 UTC
2023-11-14 22:14:20 UTC
true
true
"""#, host: host)
    }

    func testSecureRandomShapes() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
require "securerandom"
p SecureRandom.hex(4).size, SecureRandom.hex.size
p SecureRandom.uuid.match?(/\A\h{8}-\h{4}-4\h{3}-[89ab]\h{3}-\h{12}\z/)
p SecureRandom.alphanumeric(10).match?(/\A[A-Za-z0-9]{10}\z/), SecureRandom.random_number(5).between?(0, 4)
"""#, #"""
8
32
true
true
true
"""#, host: host)
    }

    func testSuperCallsTheOverriddenKernelMethod() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
def format(*args)
  "[" + super + "]"
end
def puts(text)
  super("> #{text}")
end
puts format("%03d", 7)
"""#, #"""
> [007]
"""#, host: host)
    }

    func testDefineMethodAliasAndMethodReflection() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
define_method(:twice) { |x| x * 2 }
alias thrice twice
p twice(2), thrice(3), method(:twice).call(5)
"""#, #"""
4
6
10
"""#, host: host)
    }

    func testKernelMisc() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
printf("%s-%d\n", "a", 1)
p sprintf("%.2f", 2.5), format("%-3s|", "x")
p [rand(1..1), rand(3).between?(0, 2), rand.between?(0, 1)]
p catch { |tag| throw tag, "thrown" }
p Integer === 1, (1..3) === 2, /a/ === "cat", :upcase.to_proc.call("x")
p __method__.nil?, self.to_s, self.inspect
"""#, #"""
a-1
"2.50"
"x  |"
[1, true, true]
"thrown"
true
true
true
"X"
true
"main"
"main"
"""#, host: host)
    }

    func testStdoutObject() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
$stdout.puts "via stdout"
STDOUT.print "printed\n"
$stdout << "appended" << "\n"
"""#, #"""
via stdout
printed
appended
"""#, host: host)
    }

    func testWhileModifiersAndBeginEndWhile() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
i = 0
i += 1 while i < 5
p i
j = 10
begin
  j += 1
end until true
p j
"""#, #"""
5
11
"""#, host: host)
    }

    func testStringMutationIsSharedByReference() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
a = "x"
b = a
b << "y"
c = a.dup
c << "z"
p [a, b, c]
list = []
add = ->(v) { list << v }
add.(1)
add.call(2)
add[3]
p list
"""#, #"""
["xy", "xy", "xyz"]
[1, 2, 3]
"""#, host: host)
    }

    func testHashDefaultProcsAndNestedUpdates() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
counts = Hash.new(0)
%w[a b a].each { |w| counts[w] += 1 }
groups = Hash.new { |h, k| h[k] = [] }
groups[:x] << 1
groups[:x] << 2
p counts, groups
config = { db: { name: "dev" } }
config[:db][:name] = "test"
config.dig(:db)[:pool] ||= 5
p config
"""#, #"""
{"a"=>2, "b"=>1}
{:x=>[1, 2]}
{:db=>{:name=>"test", :pool=>5}}
"""#, host: host)
    }

    func testDefinedOfLiteralsAndUnrunAssignments() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
z = 5 if false
p defined?(nil), defined?(true), defined?(self), defined?(z), z
"""#, #"""
"nil"
"true"
"self"
"local-variable"
nil
"""#, host: host)
    }

    func testMatchGlobalsInsideGsubAndScanBlocks() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
p "v1.2 v3.4".gsub(/v(?<major>\d)\.(\d)/) { "#{$~[:major]}-#{$2}" }
p "a1b2".sub(/([a-z])(\d)/) { $2 + $1 }
"k=v;x=y".scan(/(\w)=(\w)/) { |k, v| print $1, $2, k, v, " " }
puts
"""#, #"""
"1- 3-"
"1ab2"
kvkv xyxy 
"""#, host: host)
    }

    func testFrozenStringLiteralMagicComment() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
# frozen_string_literal: true
s = "abc"
t = "x#{s}"
p s.frozen?, t.frozen?, s.dup.frozen?
begin
  s << "d"
rescue FrozenError => e
  p e.class
end
"""#, #"""
true
false
false
FrozenError
"""#, host: host)
    }

    func testDefinedChecksOperandsAndArguments() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
x = 5
p defined?(1 + undefined_name), defined?(puts(nope)), defined?(x.succ), defined?(x.no_such), defined?([nope]), defined?(!x)
"""#, #"""
nil
nil
"method"
nil
nil
"method"
"""#, host: host)
    }

    func testClassLevelHelpers() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
p Hash[[[:a, 1], [:b, 2]]], Hash[:x, 1], Array[1, 2], Object.const_defined?(:String), Object.const_defined?(:Nope), Object.const_get(:File) == File
"""#, #"""
{:a=>1, :b=>2}
{:x=>1}
[1, 2]
true
false
true
"""#, host: host)
    }

    func testEnsureRunsOnNextAndTopLevelReturnEndsTheRunner() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
[1, 2].each do |x|
  begin
    next if x == 1
    puts x
  ensure
    puts "ensure #{x}"
  end
end
[1, 2].each { |x| return if x == 2; puts "item #{x}" }
puts "never printed"
"""#, #"""
ensure 1
2
ensure 2
item 1
"""#, host: host)
    }

    func testParameterBindingEdgeCases() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
def opt_mid(a, b = 2, c = 3, d) = [a, b, c, d]
p opt_mid(1, 4), opt_mid(1, 5, 4), opt_mid(1, 5, 6, 4)
def rest_post(a, *m, z) = [a, m, z]
p rest_post(1, 2), rest_post(1, 2, 3, 4)
pr = proc { |a, (b, c), *d, e| [a, b, c, d, e] }
p pr.call(1, [2, 3], 4, 5, 6), pr.call([1, [2, 3], 9])
pr2 = proc { |a, b = :dflt| [a, b] }
p pr2.call([1]), pr2.call([1, 2]), pr2.call(1)
l2 = ->(a, b: 2, **rest) { [a, b, rest] }
p l2.(1), l2.(1, b: 3, c: 4)
def kw_only(name:, age: name.size) = "#{name}:#{age}"
h = { name: "zed" }
p kw_only(name: "bob"), kw_only(age: 3, name: "al"), kw_only(**h)
def yielder
  yield 1, 2
end
yielder { |a| p a }
yielder { |a, b, c| p [a, b, c] }
yielder { |*a| p a }
p(yielder { next 7; 8 })
"""#, #"""
[1, 2, 3, 4]
[1, 5, 3, 4]
[1, 5, 6, 4]
[1, [], 2]
[1, [2, 3], 4]
[1, 2, 3, [4, 5], 6]
[1, 2, 3, [], 9]
[1, :dflt]
[1, 2]
[1, :dflt]
[1, 2, {}]
[1, 3, {:c=>4}]
"bob:3"
"al:3"
"zed:3"
1
[1, 2, nil]
[1, 2]
7
"""#, host: host)
    }

    func testRegexpLastMatch() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
if "ver 3.1" =~ /(\d)\.(\d)/
  p Regexp.last_match(1), Regexp.last_match[0], $~.pre_match
end
"zzz" =~ /a/
p Regexp.last_match, $1
"""#, #"""
"3"
"3.1"
"ver "
nil
nil
"""#, host: host)
    }

    func testDirGlobBaseFlagsAndBlocks() {
        let host = EvaluatorTestHost()
        try? host.put("lib/helper.rb", "def helper_value = \"from helper\"\nHELPER_CONST = 42\nputs \"loading helper\"\n")
        try? host.put("lib/data.txt", "one\ntwo\n")
        try? host.put("lib/other.txt", "x")
        assertOutput(#"""
p Dir.glob("*.txt", base: "lib"), Dir.glob("lib/*.txt", File::FNM_DOTMATCH)
Dir.glob(["lib/*.rb"]) { |f| puts "found #{f}" }
p File.readlines("lib/data.txt").map(&:chomp)
"""#, #"""
["data.txt", "other.txt"]
["lib/data.txt", "lib/other.txt"]
found lib/helper.rb
["one", "two"]
"""#, host: host)
    }

    func testManyLocalsInOneScope() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
a1 = 1; a2 = 2; a3 = 3; a4 = 4; a5 = 5; a6 = 6; a7 = 7; a8 = 8; a9 = 9; a10 = 10; a11 = 11
[100].each { |a3| a11 += a3; a12 = a1 }
a1 += 1
p [a1, a3, a9, a11, defined?(a12)]
"""#, #"""
[2, 3, 9, 111, nil]
"""#, host: host)
    }

    func testRespondToOnHostObjects() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
p File.respond_to?(:join), File.respond_to?(:nope), ENV.respond_to?(:fetch), JSON.respond_to?(:parse)
"""#, #"""
true
false
true
true
"""#, host: host)
    }

    func testBlockLocalVariablesShadow() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
y = 10
[5].each { |v; y| y = v }
p y
total = 0
[1, 2].each do |n; total|
  total = n * 100
end
p total
"""#, #"""
10
0
"""#, host: host)
    }

    func testEnumeratorClass() {
        let host = EvaluatorTestHost()
        assertOutput(#"""
e = [1, 2].each
p e.is_a?(Enumerator), e.is_a?(Enumerable), [1].map.class, Enumerator === e
"""#, #"""
true
true
Enumerator
true
"""#, host: host)
    }
}
