// swift-tools-version: 6.1
// The benchmarks live in their own package so that building and testing reelsim does not
// build the benchmark tooling. Run them with `Scripts/benchmarks.sh` (or
// `swift package --package-path Benchmarks benchmark`).
//
// The root package is named explicitly: a path dependency's identity is its folder's name
// (`reelsim`, `main`, …), but a product can always be found by the package's name.
import PackageDescription

let package = Package(
  name: "reelsim-benchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "reelsim", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "ReelBenchmarks",
      dependencies: [
        .product(name: "ReelKit", package: "reelsim"),
        .product(name: "ReelWorkbench", package: "reelsim"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/ReelBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ],
  swiftLanguageModes: [.v6]
)
