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
    /// The config's text as read (Save patches it: ``JSONTextPatch``).
    public var bytes: [UInt8]
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
    return Loaded(file: path, tree: tree, bytes: bytes, machine: machine)
  }

  /// The machine the page edits: the primary config with `overrides` applied, validated.
  ///
  /// - Returns: the machine and the edited config's text (what Save writes).
  /// The text is the loaded file's with only the edited values replaced (or added in the
  /// file's style), every other byte kept (``JSONTextPatch``); `description`, when given,
  /// replaces the config's description the same way.
  func edited(
    with overrides: StudioOverrides, description: String? = nil
  ) throws(StudioError) -> (ResolvedMachine, String) {
    var edits = overrides.values
    if let description { edits.append((JSONPath("description"), .string(description))) }
    let edited = edits.reduce(primary.tree.value) { tree, edit in
      tree.setting(edit.value, at: edit.path.components[...])
    }
    var patch = JSONTextPatch(primary.bytes)
    do throws(JSONTextPatch.Failure) {
      for edit in edits { try patch.set(edit.value, at: edit.path) }
    } catch {
      throw StudioError(status: 500, error.description, path: "$.overrides")
    }
    let text = patch.text
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
