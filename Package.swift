// swift-tools-version:5.9
import PackageDescription

// Layout (see README "Architecture"):
//   CYAML           system library over libyaml (Debian's libyaml-dev, Homebrew's libyaml; no vendored C)
//   BigStack        the big-stack threads every command runs on: the one place that starts threads
//   RubyText        Ruby's text conventions shared by the interpreter, Liquid and the engine: lines, Float#to_s
//   Diagnostics     source locations and `FILE:LINE:COL: message` rendering, shared by every front end
//   BootstrapYAML   ordered YAML node tree built from libyaml events, with marks
//   RunnerLanguage  lexer, parser, AST, evaluator and values of the runner language; knows no actions
//   Liquid          Liquid templates (Generamba's .rambaspec files), as Ruby Liquid 5 renders them
//   XcodeProject    OpenStep-plist reader and in-place editor of project.pbxproj
//   BootstrapKit    the engine: config model, manifests, workspace, actions, run order
//   BootstrapCLI    the command line: declared commands and flags, the parser and help derived from them
//   bootstrap       the executable: main.swift hands the arguments to BootstrapCLI
//   embed-templates + the EmbedBuiltInTemplates plugin: the built-in templates compiled into BootstrapKit
/// `-static-executable` needs `--static-swift-stdlib` too (only then is Foundation's static ICU
/// linked), which a manifest cannot see: `make release` (and so the benchmark) asks for it with
/// BOOTSTRAP_STATIC_EXECUTABLE=1, and any other build links as the toolchain does by default.
let staticExecutable: [LinkerSetting] = Context.environment["BOOTSTRAP_STATIC_EXECUTABLE"] == "1"
    ? [.unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))]
    : []

let package = Package(
    name: "bootstrap",
    // Foundation's newer APIs and posix_spawn_file_actions_addchdir_np (macOS 10.15) are there.
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "bootstrap", targets: ["bootstrap"]),
        .library(name: "BootstrapKit", targets: ["BootstrapKit"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            path: "Sources/CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "BigStack"),
        .target(name: "Diagnostics"),
        .target(name: "RubyText"),
        .target(name: "BootstrapYAML", dependencies: ["CYAML", "Diagnostics"]),
        // posix_spawn's chdir, which glibc declares only under _GNU_SOURCE (Swift's Glibc module does
        // not set it) and macOS declares in spawn.h.
        .target(name: "CSpawn"),
        .target(name: "RunnerLanguage", dependencies: ["BigStack", "Diagnostics", "RubyText"]),
        .target(name: "Liquid", dependencies: ["Diagnostics", "RubyText"]),
        .target(name: "XcodeProject", dependencies: ["Diagnostics"]),
        .target(
            name: "BootstrapKit", dependencies: ["BigStack", "BootstrapYAML", "CSpawn", "RunnerLanguage", "RubyText", "Diagnostics", "Liquid", "XcodeProject"],
            plugins: ["EmbedBuiltInTemplates"]
        ),
        // The built-in templates compiled into BootstrapKit, so a binary copied alone still has them.
        .executableTarget(name: "embed-templates"),
        .plugin(name: "EmbedBuiltInTemplates", capability: .buildTool(), dependencies: ["embed-templates"]),
        .target(name: "BootstrapCLI", dependencies: ["BigStack", "BootstrapKit", "Diagnostics", "RunnerLanguage"]),
        // The toolchain links executables with --export-dynamic, which puts every public symbol of
        // the modules into the dynamic symbol table: the loader and the runtime's start-up `dladdr`
        // then walk ~3,600 symbols nothing looks up (a twentieth of `bootstrap --version`).
        // -static-executable links libc, libstdc++ and libyaml in too: with them dynamic, the loader's
        // relocations and symbol look-ups were 85% of `bootstrap --version` (3.5 M instructions of
        // 3.5 M; 0.35 M static) and it probed ~40 missing library folders beside the binary.
        .executableTarget(
            name: "bootstrap", dependencies: ["BootstrapCLI", "BootstrapKit"],
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux])),
            ] + staticExecutable),
        // Where the reference programs are (Ruby 3.1, Rails 6.1, ruby-liquid, pbxproj), for every test target.
        .target(name: "TestOracles", path: "Tests/TestOracles"),
        .testTarget(name: "BigStackTests", dependencies: ["BigStack"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "BootstrapYAMLTests", dependencies: ["BootstrapYAML"]),
        .testTarget(name: "LiquidTests", dependencies: ["Liquid", "TestOracles"], exclude: ["Conformance"]),
        .testTarget(
            name: "RunnerLanguageTests",
            dependencies: ["RunnerLanguage", "BigStack", "TestOracles"],
            exclude: ["Conformance", "ParserFixtures"]
        ),
        // Fixtures are found through #filePath, so they stay plain folders beside the tests.
        .testTarget(name: "BootstrapKitTests", dependencies: ["BootstrapKit", "RubyText", "TestOracles"], exclude: ["Fixtures"]),
        .testTarget(name: "XcodeProjectTests", dependencies: ["XcodeProject"], exclude: ["Fixtures"]),
        .testTarget(name: "EndToEndTests", dependencies: ["BootstrapKit", "BootstrapYAML", "TestOracles"], exclude: ["Fixtures"]),
        .testTarget(name: "BootstrapCLITests", dependencies: ["BootstrapCLI", "BootstrapKit"]),
    ]
)

// Release builds skip the run-time exclusivity checks (`swift_beginAccess` on every access to a
// class's stored property or a global): with them a 1,000-gem apply ran 10.1% more instructions
// (78.1 → 86.0 M; 14.1% more on the thread the command waits for), 10,000 gems 10.4% more, the
// 20,000-line runner 3.1% (callgrind, static release binaries, bench/MEASURED.md). Debug builds,
// which the test suite runs, keep them, so a conflicting access is still caught there, and the
// code that runs on more than one thread is also tested under ThreadSanitizer in CI
// (scripts/thread-sanitizer.sh), which finds the data races the checks cannot.
//
// They also reach a generic type's metadata through its accessor function, not by its mangled name
// (-disable-concrete-type-metadata-mangled-name-accessors). The mangled-name way saves code size,
// but the first use of each such type in a process demangles the name and checks the type's generic
// requirements through the runtime, a search of every conformance record of the binary, ~5,300 in
// the static executable, where the accessor passes the witness tables it already knows: a small
// template ran 6.38 M instructions before, 5.82 M after, `--version` 0.34 M before, 0.29 M after.
for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .unsafeFlags(["-enforce-exclusivity=unchecked", "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
                     .when(configuration: .release))
    ]
}
