// swift-tools-version:5.9
import PackageDescription

// The libFuzzer targets live in their own package, beside the main one, so that a normal
// `swift build` / `swift test` of the project never sees them: their entry point hands over to
// libFuzzer's driver (`LLVMFuzzerRunDriver`), which exists only when linking with
// `-sanitize=fuzzer`. Build and run them as README "Safety" says:
// `swift build -c release -Xswiftc -sanitize=fuzzer` in this folder.
let package = Package(
    name: "bootstrap-fuzz",
    dependencies: [.package(name: "bootstrap", path: "..")],
    targets: [
        .executableTarget(
            name: "FuzzConfig",
            dependencies: [.product(name: "BootstrapKit", package: "bootstrap")],
            path: "Config"),
        .executableTarget(
            name: "FuzzRunner",
            dependencies: [.product(name: "BootstrapKit", package: "bootstrap")],
            path: "Runner"),
    ]
)
