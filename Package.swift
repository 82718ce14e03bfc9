// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "reelsim",
  // SwiftPM declares platforms for a whole package, not per target. ReelKit alone needs only
  // macOS 10.15 / iOS 13 (task groups, AsyncStream) and must stay free of Synchronization;
  // the workbench (PartialFiles: Mutex) and the CLI (Progress: Mutex and ContinuousClock,
  // Output: Atomic) need macOS 15 / iOS 18, so the package declares those.
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "ReelKit", targets: ["ReelKit"]),
    .library(name: "ReelWorkbench", targets: ["ReelWorkbench"]),
    .executable(name: "reelsim", targets: ["reelsim"]),
    // The C ABI (include/reelkit.h, Docs/c-abi.md) as a native library for hosts that are not
    // Swift: the same exports as the WebAssembly module, shared (libreelkit.so) and static.
    .library(name: "reelkit", type: .dynamic, targets: ["ReelKitWasm"]),
    .library(name: "reelkit-static", type: .static, targets: ["ReelKitWasm"]),
  ],
  // An app that embeds the model needs only ReelKit, which depends on nothing: it depends on
  // this package with `traits: []`, and SwiftPM then leaves out every package the workbench
  // and the tool use (their product dependencies are guarded by the `Workbench` trait, which
  // is on by default, so `swift build` and `swift test` here build everything).
  traits: [
    .trait(
      name: "Workbench",
      description: "The workbench library and the reelsim tool, with their dependencies."),
    .default(enabledTraits: ["Workbench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
  ],
  targets: [
    // The pure model is two modules behind the `ReelKit` umbrella (Docs/modules.md); none uses
    // Foundation or I/O, and each is built with Embedded Swift by Scripts/build-wasm.sh.
    // Helpers our own modules share (message wording, portable sorting and comparison):
    // `package` API, not a product.
    .target(name: "ReelKitSupport"),
    // The vocabulary both model modules check values with: `ParameterRange` and
    // `ParameterIssue`. Public (apps read them), re-exported by both and by the umbrella.
    .target(name: "ReelParameters"),
    // What moves and when: geometry, clock, stop planner, drums, spins, controls, splices,
    // respins, tumble cell falls.
    // It calls C's maths (`sqrt`, `floor`, `fma`, …), which on Linux and Android live in
    // libm: linked here, or an app that imports ReelKit and no C library fails to link
    // (`undefined reference to 'ceil'`). As swift-numerics' RealModule does. The WebAssembly
    // module (Scripts/build-wasm.sh) takes them from wasi-libc's libc.a and is not built here.
    .target(
      name: "ReelMotion",
      dependencies: ["ReelKitSupport", "ReelParameters"],
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
    // What a window pays and how often: paytables, closed-form PAR sheets, pay rules, free
    // spins, outcomes, Monte Carlo, tumble chains' pays. Reads the reels as `ReelStrips`, not a
    // `MachineSpec`: it does not see the motion (Docs/modules.md). Calls libm too (`rounded()`,
    // `squareRoot()`).
    .target(
      name: "ReelMaths",
      dependencies: ["ReelKitSupport", "ReelParameters"],
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
    // The umbrella an app imports: re-exports ReelMotion and ReelMaths (swift-numerics'
    // `Numerics`), and holds what needs both: the `MachineSpec` overloads of the maths
    // (Bridge/), a tumble chain with its cell falls (Tumble/), a target resolved on a drum and
    // a spin's window checked against its outcome (Outcome/). Its DocC catalog is the model's
    // documentation.
    .target(
      name: "ReelKit",
      dependencies: ["ReelKitSupport", "ReelParameters", "ReelMotion", "ReelMaths"]),
    // ReelKit's C ABI for hosts that are not Swift (include/reelkit.h): built as WebAssembly by
    // `Scripts/build-wasm.sh` (Embedded Swift), and natively as the `reelkit` libraries.
    .target(name: "ReelKitWasm", dependencies: ["ReelKit", "ReelKitSupport"]),
    // Everything the command-line tool needs that is not argument parsing:
    // JSON config loading and validation, trace and summary export, charts with gnuplot.
    .target(
      name: "ReelWorkbench",
      dependencies: [
        "ReelKit", "ReelKitSupport",
        .product(
          name: "Subprocess", package: "swift-subprocess", condition: .when(traits: ["Workbench"])),
      ],
      // Generated charts (`Plots/out/`, git-ignored) and example images are not resources.
      exclude: ["Resources/Plots/example", "Resources/Plots/out"],
      // The shipped files, compiled into the binary as `PackageResources.<file_name>`
      // byte arrays: no bundle to install beside the binary, no Foundation to read it.
      // `Resources/` holds only symlinks to the repository's own files (`Configs/default.json`,
      // `Plots/`, `Studio/`): each file exists once, where users, docs
      // and tests find it, and an edit to it is rebuilt in.
      resources: [
        .embedInCode("Resources/default.json"),
        .embedInCode("Resources/Plots"),
        .embedInCode("Resources/Studio"),
      ]
    ),
    .executableTarget(
      name: "reelsim",
      dependencies: [
        "ReelKit",
        "ReelKitSupport",
        "ReelWorkbench",
        .product(
          name: "ArgumentParser", package: "swift-argument-parser",
          condition: .when(traits: ["Workbench"])),
        // The studio's sockets and event loop (epoll / kqueue): FlyingFox's socket layer,
        // small, no dependencies of its own. The HTTP/1.1 reading on top is the studio's own
        // (StudioRequestReader), bounded against hostile clients (Docs/hardening.md).
        .product(
          name: "FlyingSocks", package: "FlyingFox", condition: .when(traits: ["Workbench"])),
      ]
    ),
    // Helpers the workbench and end-to-end tests share: the repository's files, temporary
    // folders, a process launcher, JSON editing, required-tool skipping. Not a product.
    .target(
      name: "TestSupport",
      dependencies: ["ReelWorkbench", "TestTiers"],
      path: "Tests/TestSupport"
    ),
    // The test tiers (the slow tier's switch), on Foundation alone, so that the model's tests
    // use them without the workbench. Not a product.
    .target(name: "TestTiers", path: "Tests/TestTiers"),
    // An app's frame loop in a terminal, depending on ReelKit alone (Examples/ReelKitTerminal).
    .executableTarget(
      name: "reelkit-terminal", dependencies: ["ReelKit"], path: "Examples/ReelKitTerminal"),
    .testTarget(
      name: "ReelKitTests",
      dependencies: [
        "ReelKit", "ReelMaths", "ReelMotion", "TestTiers",
        .product(
          name: "PropertyBased", package: "swift-property-based",
          condition: .when(traits: ["Workbench"])),
      ]
    ),
    .testTarget(
      name: "ReelWorkbenchTests",
      dependencies: [
        "ReelKit", "ReelKitSupport", "ReelKitWasm", "ReelWorkbench", "TestSupport",
        .product(
          name: "PropertyBased", package: "swift-property-based",
          condition: .when(traits: ["Workbench"])),
      ]
    ),
    .testTarget(
      name: "ReelsimEndToEndTests",
      dependencies: ["reelsim", "reelkit-terminal", "ReelWorkbench", "TestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
