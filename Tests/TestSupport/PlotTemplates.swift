import Foundation

/// The committed chart templates, `Plots/*.gp`, copied for tests that edit one of them.
public enum PlotTemplates {
  /// `Plots/`, the committed templates.
  public static var folder: URL { Repo.root.appendingPathComponent("Plots") }

  /// Copies the `files` of `Plots/` (`style.gp`, `velocity.gp`, …) into `destination`, with
  /// `edit` applied to the text of `edited`.
  public static func copy(
    _ files: [String], to destination: URL, editing edited: String, _ edit: (String) -> String
  ) throws {
    for name in files {
      var text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      if name == edited { text = edit(text) }
      try text.write(
        to: destination.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
  }
}
