import Foundation
import XCTest

@testable import RunnerLanguage
import TestOracles

/// Symbol#inspect beside every printable ASCII character, in the two positions that decide whether
/// a symbol prints plain (`:a!`, `:$a`) or quoted (`:"a "`, `:"!a"`). Recorded from ruby 3.1 by running
/// `script` with `ruby -e`, and re-checked against `ruby` when it is installed.
final class SymbolInspectASCIITests: XCTestCase {
    static let script = #"puts (0x20..0x7e).map { |c| ch = c.chr; [("a" + ch).to_sym.inspect, (ch + "a").to_sym.inspect] }.flatten.join("\n")"#

    static let recorded = ##"""
        :"a "
        :" a"
        :a!
        :"!a"
        :"a\""
        :"\"a"
        :"a#"
        :"#a"
        :"a$"
        :$a
        :"a%"
        :"%a"
        :"a&"
        :"&a"
        :"a'"
        :"'a"
        :"a("
        :"(a"
        :"a)"
        :")a"
        :"a*"
        :"*a"
        :"a+"
        :"+a"
        :"a,"
        :",a"
        :"a-"
        :"-a"
        :"a."
        :".a"
        :"a/"
        :"/a"
        :a0
        :"0a"
        :a1
        :"1a"
        :a2
        :"2a"
        :a3
        :"3a"
        :a4
        :"4a"
        :a5
        :"5a"
        :a6
        :"6a"
        :a7
        :"7a"
        :a8
        :"8a"
        :a9
        :"9a"
        :"a:"
        :":a"
        :"a;"
        :";a"
        :"a<"
        :"<a"
        :a=
        :"=a"
        :"a>"
        :">a"
        :a?
        :"?a"
        :"a@"
        :@a
        :aA
        :Aa
        :aB
        :Ba
        :aC
        :Ca
        :aD
        :Da
        :aE
        :Ea
        :aF
        :Fa
        :aG
        :Ga
        :aH
        :Ha
        :aI
        :Ia
        :aJ
        :Ja
        :aK
        :Ka
        :aL
        :La
        :aM
        :Ma
        :aN
        :Na
        :aO
        :Oa
        :aP
        :Pa
        :aQ
        :Qa
        :aR
        :Ra
        :aS
        :Sa
        :aT
        :Ta
        :aU
        :Ua
        :aV
        :Va
        :aW
        :Wa
        :aX
        :Xa
        :aY
        :Ya
        :aZ
        :Za
        :"a["
        :"[a"
        :"a\\"
        :"\\a"
        :"a]"
        :"]a"
        :"a^"
        :"^a"
        :a_
        :_a
        :"a`"
        :"`a"
        :aa
        :aa
        :ab
        :ba
        :ac
        :ca
        :ad
        :da
        :ae
        :ea
        :af
        :fa
        :ag
        :ga
        :ah
        :ha
        :ai
        :ia
        :aj
        :ja
        :ak
        :ka
        :al
        :la
        :am
        :ma
        :an
        :na
        :ao
        :oa
        :ap
        :pa
        :aq
        :qa
        :ar
        :ra
        :as
        :sa
        :at
        :ta
        :au
        :ua
        :av
        :va
        :aw
        :wa
        :ax
        :xa
        :ay
        :ya
        :az
        :za
        :"a{"
        :"{a"
        :"a|"
        :"|a"
        :"a}"
        :"}a"
        :"a~"
        :"~a"
        """##

    private static var symbols: [String] {
        (0x20...0x7E).flatMap { code -> [String] in
            let character = String(UnicodeScalar(UInt8(code)))
            return ["a" + character, character + "a"]
        }
    }

    func testSymbolsBesideEachASCIICharacterInspectAsRubyDoes() {
        let expected = Self.recorded.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(expected.count, Self.symbols.count)
        for (symbol, want) in zip(Self.symbols, expected) {
            XCTAssertEqual(SymbolText.inspect(symbol), want, symbol.debugDescription)
        }
    }

    func testTheRecordingIsWhatRubyPrints() throws {
        guard let ruby = Oracles.ruby else { throw XCTSkip("no Ruby 3.1") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ruby)
        process.arguments = ["-e", Self.script]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { throw XCTSkip("ruby is not installed") }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw XCTSkip("ruby is not installed") }
        XCTAssertEqual(String(decoding: output, as: UTF8.self), Self.recorded + "\n")
    }
}
