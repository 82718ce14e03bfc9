import Foundation
import TestSupport
import Testing

/// An app that embeds the model depends on ReelKit alone: with `traits: []` SwiftPM resolves
/// none of the packages the workbench and the tool use (argument parser, subprocess, the
/// studio's server, the property-test library).
@Suite struct ReelKitDependencyTests {
  /// The dependency tree `swift package show-dependencies` prints for a package that depends
  /// on this repository with `traits`.
  static func dependencies(traits: String?) throws -> [String] {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
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
    try "import ReelKit\nprint(SimulationClock().timeStep)\n".write(
      to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
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
}
