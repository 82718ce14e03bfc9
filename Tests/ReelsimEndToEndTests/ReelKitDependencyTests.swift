import Foundation
import TestSupport
import Testing

/// An app that embeds the model depends on ReelKit alone: with `traits: []` SwiftPM resolves
/// none of the packages the workbench and the tool use (argument parser, subprocess, the
/// studio's server, the property-test library).
@Suite struct ReelKitDependencyTests {
  /// Writes, in `folder`, a package whose executable `App` depends on this repository's
  /// ReelKit (with `traits`, the package's defaults when `nil`) and runs `main`.
  static func writeApp(in folder: URL, traits: String?, main: String) throws {
    let sources = folder.appendingPathComponent("Sources/App")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let identity = Repo.root.lastPathComponent.lowercased()
    let manifest = """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "App",
        platforms: [.macOS(.v15), .iOS(.v18)],
        dependencies: [.package(path: "\(Repo.root.path)"\(traits.map { ", traits: \($0)" } ?? ""))],
        targets: [
          .executableTarget(
            name: "App", dependencies: [.product(name: "ReelKit", package: "\(identity)")])
        ]
      )
      """
    try manifest.write(
      to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try main.write(
      to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
  }

  /// The dependency tree `swift package show-dependencies` prints for a package that depends
  /// on this repository with `traits`.
  static func dependencies(traits: String?) throws -> [String] {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try writeApp(
      in: folder, traits: traits, main: "import ReelKit\nprint(SimulationClock().timeStep)\n")
    let run = try Launcher.tool(
      ["swift", "package", "show-dependencies", "--format", "flatlist"], in: folder)
    #expect(run.status == 0, "\(run.errors)")
    return run.text.split(separator: "\n").map(String.init)
  }

  @Test func anAppWithoutTheWorkbenchTraitResolvesReelKitAlone() throws {
    #expect(try Self.dependencies(traits: "[]") == [Repo.root.lastPathComponent.lowercased()])
  }

  @Test func theDefaultTraitsBringTheWorkbenchDependencies() throws {
    let found = try Self.dependencies(traits: nil)
    for package in ["swift-argument-parser", "swift-subprocess", "flyingfox"] {
      #expect(found.contains(package), "\(found)")
    }
  }

  /// An app that imports ReelKit and nothing else (no Foundation, no Glibc): the machine of
  /// Docs/reelkit.md spun frame by frame at 60 Hz with drum 1's stop button pressed at 0.6 s,
  /// then as a batch. It prints the outcome, which the test reads.
  static let spinningApp = #"""
    import ReelKit

    let strip = ["7", "BAR", "CHERRY", "BELL", "PLUM", "REPLAY", "WATERMELON", "BELL"]
    let geometry = DrumGeometry(strip: strip, symbolHeight: 100, visibleRows: 3)
    let spec = MachineSpec(
      strips: [strip, strip, strip],
      motion: MotionParameters(cruiseSpeed: geometry.pointsPerSecond(rpm: 80)),
      schedule: DrumSchedule(firstStop: 1.0, stopInterval: 0.3))
    precondition(spec.issues().isEmpty)
    let targets = Outcome.randomTargets(for: spec, seed: 42)
    var spin = try SpinFrameLoop(spec: spec, targets: targets)
    var frame = try spin.frame(at: 0)
    var frames = 0
    while !frame.isFinished {
      frames += 1
      frame = try spin.frame(at: Double(frames) / 60)
      if frames == 36 { try spin.press(drum: 1) }
    }
    let batch = try SpinRunner(spec: spec, targets: targets).runInline()
    print("decided \(targets)")
    print("targets \(spin.machine.targets)")
    print("resting \(frame.drums.map { $0.restingIndex ?? -1 })")
    print("frames \(frames)")
    print("batch \(batch.targets) tick \(batch.spinTick ?? -1)")

    """#

  /// Builds the app of ``spinningApp`` with `configuration` and runs it; returns its lines.
  static func buildAndRun(_ configuration: String, in folder: URL) throws -> [Substring] {
    let build = try Launcher.tool(["swift", "build", "-c", configuration], in: folder)
    try #require(build.status == 0, "swift build -c \(configuration): \(build.text)\(build.errors)")
    let bin = try Launcher.tool(
      ["swift", "build", "-c", configuration, "--show-bin-path"], in: folder)
    let path = bin.text.trimmingCharacters(in: .whitespacesAndNewlines) + "/App"
    let run = try Launcher.run(URL(fileURLWithPath: path), [], in: folder)
    #expect(run.status == 0, "\(configuration): \(run.errors)")
    return run.text.split(separator: "\n")
  }

  /// The package links what ReelKit needs itself (libm on Linux, which an app that imports
  /// no C library would not link otherwise: `undefined reference to 'ceil'`, …): the app
  /// builds and runs, in debug and in release, and both spin the same.
  @Test(SlowTests.trait)
  func anAppImportingReelKitAloneBuildsAndSpinsInDebugAndRelease() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.writeApp(in: folder, traits: "[]", main: Self.spinningApp)
    let debug = try Self.buildAndRun("debug", in: folder)
    let lines = Dictionary(
      debug.map { line in
        (String(line.prefix { $0 != " " }), String(line.drop { $0 != " " }.dropFirst()))
      }, uniquingKeysWith: { first, _ in first })
    try #require(lines.count == 5, "\(debug)")
    #expect(lines["targets"] == lines["resting"], "\(debug)")
    #expect(lines["batch"]?.hasPrefix(lines["decided"] ?? "?") == true, "\(debug)")
    #expect((Int(lines["frames"] ?? "") ?? 0) >= 60, "\(debug)")
    let release = try Self.buildAndRun("release", in: folder)
    #expect(release == debug)
  }
}
