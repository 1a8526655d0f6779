import BootstrapKit
import Diagnostics
import XCTest

/// `pods:` in the config and their Podfile lines. The expected lines are CocoaPods' own examples
/// from its Podfile Syntax Reference (guides.cocoapods.org/syntax/podfile, `pod`), as recorded in
/// Tests/EndToEndTests/Fixtures/ios-dependencies/README.md.
final class PodfileDocumentTests: XCTestCase {
    private func pods(_ yaml: String) throws -> [PodDependency] {
        try XCTUnwrap(try ConfigLoader.load(text: "libraries:\n  pods:\n" + yaml, path: "config.yml").config.block(named: "libraries")).pods
    }

    func testEveryDocumentedFormIsWrittenAsTheReferenceWritesIt() throws {
        let lines = try pods("""
                SSZipArchive: true
                Objection: "0.9"
                AFNetworking: ~> 1.0
                Range:
                  version: ["> 0.1", "< 0.2"]
                PonyDebugger:
                  configurations: [Debug, Beta]
                QueryKit:
                  subspecs: [Attribute, QuerySet]
                Local:
                  path: ~/Documents/AFNetworking
                Dev:
                  git: https://github.com/gowalla/AFNetworking.git
                  branch: dev
                Tagged:
                  git: https://github.com/gowalla/AFNetworking.git
                  tag: 0.7.0
                Pinned:
                  git: https://github.com/gowalla/AFNetworking.git
                  commit: 082f8319af
                Modular:
                  modular_headers: true
                JSONKit:
                  podspec: https://example.com/JSONKit.podspec
                Off: false
            """).filter(\.enabled).map(PodfileDocument.line(for:))
        XCTAssertEqual(lines, [
            "pod 'SSZipArchive'",
            "pod 'Objection', '0.9'",
            "pod 'AFNetworking', '~> 1.0'",
            "pod 'Range', '> 0.1', '< 0.2'",
            "pod 'PonyDebugger', :configurations => ['Debug', 'Beta']",
            "pod 'QueryKit', :subspecs => ['Attribute', 'QuerySet']",
            "pod 'Local', :path => '~/Documents/AFNetworking'",
            "pod 'Dev', :git => 'https://github.com/gowalla/AFNetworking.git', :branch => 'dev'",
            "pod 'Tagged', :git => 'https://github.com/gowalla/AFNetworking.git', :tag => '0.7.0'",
            "pod 'Pinned', :git => 'https://github.com/gowalla/AFNetworking.git', :commit => '082f8319af'",
            "pod 'Modular', :modular_headers => true",
            "pod 'JSONKit', :podspec => 'https://example.com/JSONKit.podspec'",
        ])
    }

    func testBadPodsAreLocatedErrors() {
        let text = "libraries:\n  pods:\n    A:\n      branch: dev\n    B:\n      git: g\n      path: p\n    C:\n      modular_headers: yes please\n"
        XCTAssertThrowsError(try ConfigLoader.load(text: text, path: "config.yml")) { error in
            let messages = ((error as? DiagnosticList)?.diagnostics ?? [error as? Diagnostic].compactMap { $0 }).map(\.rendered)
                .map { String($0.prefix { $0 != "\n" }) }
            XCTAssertEqual(messages, [
                "config.yml:3:5: pod 'A' has 'branch' without 'git': CocoaPods reads it only with :git",
                "config.yml:5:5: pod 'B' has git and path: give only one of git, path, podspec",
                "config.yml:9:24: 'modular_headers' must be true or false, not a string",
            ])
        }
    }

    func testAPodGoesAfterTheTargetsSettingsThenAfterTheLastPodAndIsNeverWrittenTwice() throws {
        let document = PodfileDocument(text: """
            platform :ios, '15.0'

            target 'MyApp' do
              use_frameworks!

              target 'MyAppTests' do
                inherit! :search_paths
              end
            end

            post_install do |installer|
              puts installer
            end

            """)
        let found = try pods("    Alamofire: ~> 5.8\n    Kingfisher: true\n    OCMock:\n      target: MyAppTests\n")
        XCTAssertEqual(try found.map { try document.add($0) }, [.added, .added, .added])
        XCTAssertEqual(try found.map { try document.add($0) }, [.identical, .identical, .identical])
        let changed = try pods("    Alamofire: ~> 5.9\n")[0]
        XCTAssertEqual(try document.add(changed), .replaced)
        XCTAssertEqual(document.text, """
            platform :ios, '15.0'

            target 'MyApp' do
              use_frameworks!
              pod 'Alamofire', '~> 5.9'
              pod 'Kingfisher'

              target 'MyAppTests' do
                inherit! :search_paths
                pod 'OCMock'
              end
            end

            post_install do |installer|
              puts installer
            end

            """)
    }

    func testAPodfileWithoutTheTargetIsAnErrorAtThePod() throws {
        let pod = try pods("    OCMock:\n      target: Missing\n")[0]
        XCTAssertThrowsError(try PodfileDocument(text: "target 'MyApp' do\nend\n").add(pod)) { error in
            XCTAssertEqual((error as? Diagnostic)?.rendered.prefix { $0 != "\n" }, "config.yml:3:5: cannot add the pod OCMock: the Podfile has no `target 'Missing' do` block")
        }
    }

    func testCallbacksAreNamedLikeGemCallbacksInLowerCase() throws {
        XCTAssertEqual(try pods("    Alamofire: true\n    QueryKit/Attribute: true\n    Swift-Log: true\n").map(\.callbackName), [
            "alamofire_callback", "querykit_attribute_callback", "swift_log_callback",
        ])
    }
}
