import Foundation
import ReelKit

/// What a studio serves: the machine it was started with (its file, parsed tree and resolved
/// machine), an optional second machine to compare with, and the folder Save writes into.
///
/// The studio reads only these files, once, at start; every edit is a set of
/// `StudioOverrides` applied to the loaded tree, so the page can never make the server read
/// another file.
public struct StudioWorkspace: Sendable {
  /// One loaded machine.
  public struct Loaded: Sendable {
    /// The path as given, or `nil` for the built-in default machine.
    public var file: String?
    /// The config as parsed.
    public var tree: JSONNode
    /// The validated machine.
    public var machine: ResolvedMachine

    /// The name used in messages and in `GET /api/machine`.
    public var displayName: String { file ?? ConfigLoader.defaultName }
  }

  /// The machine being edited (A).
  public var primary: Loaded
  /// The second config given on the command line (B); without it, B is A as loaded.
  public var comparison: Loaded?
  /// Where Save writes: the folder of the primary config (the current folder for the
  /// built-in default machine).
  public var folder: String

  /// Loads the primary config (`nil`: the built-in default machine) and the optional
  /// comparison config.
  public init(config: String?, compare: String?) throws(ConfigError) {
    primary = try Self.load(config)
    comparison = try compare.map { path throws(ConfigError) in try Self.load(path) }
    let directory =
      config.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
      ?? FileManager.default.currentDirectoryPath
    folder = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
  }

  private static func load(_ path: String?) throws(ConfigError) -> Loaded {
    let bytes =
      try path.map { path throws(ConfigError) in try ConfigLoader.read(path) }
      ?? PackageResources.default_json
    let name = path ?? ConfigLoader.defaultName
    let (machine, tree) = try ConfigLoader.loadWithTree(bytes: bytes, file: name)
    return Loaded(file: path, tree: tree, machine: machine)
  }

  /// The machine the page edits: the primary config with `overrides` applied, validated.
  ///
  /// - Returns: the machine and the edited config's text (what Save writes).
  func edited(with overrides: StudioOverrides) throws(StudioError) -> (ResolvedMachine, String) {
    let edited = overrides.applied(to: primary.tree.value)
    let text = JSONWriter.write(edited)
    do {
      var machine = try ConfigLoader.load(
        node: JSONNode(value: edited, line: 0, column: 0), file: primary.displayName)
      machine.digest = SHA256.hex(of: Array(text.utf8))
      return (machine, text)
    } catch {
      throw StudioError.config(error)
    }
  }
}
