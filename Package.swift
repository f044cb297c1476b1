// swift-tools-version:6.0
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

/// SwiftNIO's core, its sockets and HTTP/1: what the network transport, the preview server and the test servers speak.
let nioHTTP: [Target.Dependency] = [
    .product(name: "NIOCore", package: "swift-nio"),
    .product(name: "NIOPosix", package: "swift-nio"),
    .product(name: "NIOHTTP1", package: "swift-nio"),
]

let package = Package(
    name: "Paperboy",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "paperboy", targets: ["PaperboyCLI"]),
        .library(name: "PaperboyKit", targets: ["PaperboyKit"]),
        // The stage modules on their own, for the fuzz targets in Fuzz/ (a separate package).
        .library(name: "PaperboyModules", targets: ["PaperboyText", "PaperboyModels", "PaperboyFileSystem", "PaperboyServices", "PaperboyControllers", "PaperboyMustache", "PaperboyViews"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    ],
    targets: [
        // MARK: - C libraries (system)
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),

        // MARK: - Text
        // Text algorithms on Foundation alone (folding, TeX, names, sentences, key sentences): a leaf.
        .target(name: "PaperboyText", swiftSettings: swiftSettings),

        // MARK: - Models
        .target(name: "PaperboyModels", dependencies: ["PaperboyText"], swiftSettings: swiftSettings),

        // MARK: - The disk
        // The one door to the disk (`FileSystem`): no other module opens a file of a run.
        .target(name: "PaperboyFileSystem", dependencies: ["PaperboyModels"], swiftSettings: swiftSettings),

        // MARK: - Stages
        .target(
            name: "PaperboyServices",
            dependencies: [
                "PaperboyModels",
                // The fetch cache, recordings and `path:` sources go through the run's door to the disk.
                "PaperboyFileSystem",
                "PaperboyText",
                "CLibXML2",
            ],
            swiftSettings: swiftSettings
        ),
        // The production HTTPTransport on AsyncHTTPClient (SwiftNIO, TLS from BoringSSL): the one
        // module that imports the HTTP client; Services keeps only Foundation.
        .target(
            name: "PaperboyNetwork",
            dependencies: nioHTTP + [
                "PaperboyServices",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(name: "PaperboyStore", dependencies: ["PaperboyModels", "PaperboyFileSystem"], swiftSettings: swiftSettings),
        .target(name: "PaperboyControllers", dependencies: ["PaperboyModels", "PaperboyText"], swiftSettings: swiftSettings),
        // Paperboy's own Mustache engine: names resolved by typed accessors; Models only for the one error protocol.
        .target(name: "PaperboyMustache", dependencies: ["PaperboyModels"], swiftSettings: swiftSettings),
        .target(
            name: "PaperboyViews",
            dependencies: [
                "PaperboyModels",
                // A theme folder and its locales are read through the run's door to the disk.
                "PaperboyFileSystem",
                "PaperboyText",
                "CCmark",
                "PaperboyMustache",
                // Locale files (`Templates/locales/*.yml`).
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: swiftSettings,
            plugins: ["EmbedTheme"]
        ),
        // The default theme (Templates/) is compiled in at build time, never committed as code.
        .plugin(name: "EmbedTheme", capability: .buildTool()),

        // MARK: - Pipeline
        .target(
            name: "PaperboyKit",
            dependencies: [
                "PaperboyModels",
                "PaperboyFileSystem",
                "PaperboyText",
                "PaperboyServices",
                "PaperboyStore",
                "PaperboyControllers",
                "PaperboyViews",
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: swiftSettings,
            plugins: ["StampBuildInfo"]
        ),
        // BuildInfo.current (paperboy --version): VERSION, the git commit and the GitHub
        // repository, written at build time, never committed as code.
        .plugin(name: "StampBuildInfo", capability: .buildTool()),

        // MARK: - Preview server
        // `paperboy serve` on SwiftNIO's HTTP server, apart from Kit so the pipeline carries no server.
        .target(
            name: "PaperboyServe",
            dependencies: nioHTTP + ["PaperboyKit", "PaperboyModels"],
            swiftSettings: swiftSettings
        ),

        // MARK: - Command line
        .executableTarget(
            name: "PaperboyCLI",
            dependencies: [
                "PaperboyKit",
                "PaperboyServe",
                // The composition root: the one place that picks the real disk and the real network.
                "PaperboyFileSystem",
                "PaperboyModels",
                "PaperboyNetwork",
                "PaperboyServices",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),

        // MARK: - Tests
        // A local HTTP server with faults on demand, a manual clock and a scripted transport,
        // shared by the Services and Kit tests.
        .target(
            name: "PaperboyTestSupport",
            // TestTLSServer and TestProxy: HTTPS and CONNECT on 127.0.0.1.
            dependencies: nioHTTP + ["PaperboyModels", "PaperboyFileSystem", "PaperboyServices", "PaperboyStore", .product(name: "NIOSSL", package: "swift-nio-ssl")],
            path: "Tests/PaperboyTestSupport",
            swiftSettings: swiftSettings
        ),
        // Where ../shared/fixtures (the team's real captures) is, whether it is there, and the
        // skip reason when it is not; no dependencies, so every test target can use it.
        .target(name: "PaperboySharedFixtures", path: "Tests/PaperboySharedFixtures", swiftSettings: swiftSettings),
        .testTarget(name: "PaperboyTextTests", dependencies: ["PaperboyText", "PaperboySharedFixtures"], swiftSettings: swiftSettings),
        .testTarget(name: "PaperboyModelsTests", dependencies: ["PaperboyModels", "PaperboyText", "PaperboySharedFixtures"], swiftSettings: swiftSettings),
        .testTarget(
            name: "PaperboyServicesTests",
            dependencies: ["PaperboyServices", "PaperboyText", "PaperboyFileSystem", "PaperboyNetwork", "PaperboyTestSupport", "PaperboySharedFixtures"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PaperboyNetworkTests",
            dependencies: ["PaperboyNetwork", "PaperboyServices", "PaperboyTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(name: "PaperboyStoreTests", dependencies: ["PaperboyStore", "PaperboyFileSystem", "PaperboyTestSupport"], swiftSettings: swiftSettings),
        .testTarget(name: "PaperboyControllersTests", dependencies: ["PaperboyControllers", "PaperboyText"], swiftSettings: swiftSettings),
        .testTarget(name: "PaperboyViewsTests", dependencies: ["PaperboyViews", "PaperboyFileSystem", "PaperboyMustache"], swiftSettings: swiftSettings),
        .testTarget(name: "PaperboyMustacheTests", dependencies: ["PaperboyMustache", "PaperboySharedFixtures"], swiftSettings: swiftSettings),
        .testTarget(
            name: "PaperboyKitTests",
            dependencies: [
                "PaperboyKit", "PaperboyFileSystem", "PaperboyNetwork", "PaperboyStore", "PaperboyServices", "PaperboyTestSupport", "PaperboySharedFixtures",
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PaperboyServeTests",
            dependencies: nioHTTP + ["PaperboyServe", "PaperboyKit", "PaperboyNetwork", "PaperboyFileSystem", "PaperboyTestSupport"],
            swiftSettings: swiftSettings
        ),
        // Runs the built `paperboy` executable as a subprocess (exit statuses, usage errors),
        // and its progress output in process against the test server.
        .testTarget(
            name: "PaperboyCLITests",
            dependencies: [
                "PaperboyCLI", "PaperboyModels", "PaperboyFileSystem", "PaperboyServices", "PaperboyNetwork", "PaperboyTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
