// The one place a motion `MachineSpec` becomes the maths' `ReelStrips`. `Bridge/` holds every
// maths API an app calls with a `MachineSpec` (or `TumbleParameters`), each a thin overload
// over its `ReelStrips` form, here in the umbrella that sees both modules (Docs/modules.md).
import ReelMaths
import ReelMotion

extension ReelStrips {
  /// The reels of `spec` as the maths reads them: each drum's strip, visible rows and the row
  /// its stop rests on (``DrumGeometry/targetRow``); heights, segment widths, motion and clock
  /// are left out.
  public init(_ spec: MachineSpec) {
    self.init(
      name: spec.name,
      reels: spec.drums.map { drum in
        Reel(
          strip: drum.geometry.strip, visibleRows: drum.geometry.visibleRows,
          targetRow: drum.geometry.targetRow)
      })
  }
}
