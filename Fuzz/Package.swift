// swift-tools-version:6.0
// libFuzzer targets for Paperboy's input parsers, kept out of the main package so that
// `swift build` and `swift test` there are untouched. Build and run them with `make fuzz`
// (Scripts/fuzz/run.sh), which passes `-sanitize=fuzzer,address -parse-as-library`.
import PackageDescription

let targets = ["FuzzFeedParser", "FuzzHTMLSanitizer", "FuzzQuery", "FuzzConfig", "FuzzTemplate"]

let package = Package(
    name: "PaperboyFuzz",
    platforms: [.macOS(.v14)],
    products: targets.map { .executable(name: $0, targets: [$0]) },
    dependencies: [.package(name: "Paperboy", path: "..")],
    targets: [
        // Declares libFuzzer's `LLVMFuzzerRunDriver` (see FuzzSupport/FuzzDriver.swift for why).
        .target(name: "CFuzzerDriver"),
        .target(
            name: "FuzzSupport",
            dependencies: ["CFuzzerDriver", .product(name: "PaperboyModules", package: "Paperboy")]
        ),
    ] + targets.map { name in
        .executableTarget(
            name: name,
            dependencies: [
                "FuzzSupport",
                .product(name: "PaperboyModules", package: "Paperboy"),
                .product(name: "PaperboyKit", package: "Paperboy"),
            ]
        )
    }
)
