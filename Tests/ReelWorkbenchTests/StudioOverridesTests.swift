import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The page's edits applied by the server (``StudioOverrides``, ``StudioWorkspace``).
@Suite struct StudioOverridesTests {
  /// A whole-number field (`minimumRevolutions`) edited machine-wide and per drum reaches the
  /// machine: the config's check reads a whole number's digits, which the edit keeps.
  @Test func aWholeNumberEditReachesTheMachine() throws {
    let workspace = try StudioWorkspace(config: Repo.config("default"), compare: nil)
    let node = try JSONParser.parse(
      Array(
        "{\"motion.minimumRevolutions\": 3, \"drums[1].motion.minimumRevolutions\": 0}".utf8))
    let overrides = try StudioOverrides(node, drums: 3)
    let (machine, text) = try workspace.edited(with: overrides)
    #expect(machine.spec.drums.map(\.motion.minimumRevolutions) == [3, 0, 3])
    #expect(text.contains("\"minimumRevolutions\": 3"))
  }
}
