import ReelKit

/// How the pachislot rules treat a variable-row machine's top drum, in one place for
/// `reelsim check`, the studio's badges, `tune`'s `cruiseRpm`, `cruiseMargin` and skill-stop
/// metrics, and the controls' presses.
///
/// The rules (at most 80 rpm, every reel at speed before a stop button works, a press rests
/// within 4 symbols and 190 ms) are about the reels a player stops with buttons. The top drum
/// is a horizontal strip over drums 1 … n − 2 with no stop button: it is asked to stop with
/// drum 1 (``/ReelKit/MachineSpec/topDrumSpec(_:)``), a press on it is refused, and the rules
/// judge the machine's drums only. Its own rpm, `60·V/L` of its strip, is shown beside them.
public enum TopDrumRules {
  /// Why the top drum is not judged, as the check, the badges and the docs say it.
  public static let reason =
    "the top drum is not judged by the pachislot rules: it has no stop button (it is asked "
    + "to stop with drum 1, and a press on it is refused)"

  /// The top drum's cruise in revolutions per minute, `60·V/L`, on a spin's machine whose
  /// last drum is the top drum (`spec` with more drums than the machine's `drums`), or `nil`.
  static func rpm(spec: MachineSpec, drums: Int) -> Double? {
    guard spec.drums.count > drums, let top = spec.drums.last, top.geometry.stripLength > 0
    else { return nil }
    return 60 * top.motion.cruiseSpeed / top.geometry.stripLength
  }

  /// The machine's drums of a spin's machine: `spec` without a top drum.
  static func machineDrums(of spec: MachineSpec, drums: Int) -> MachineSpec {
    guard spec.drums.count > drums else { return spec }
    var trimmed = spec
    trimmed.drums = Array(spec.drums.prefix(drums))
    return trimmed
  }
}
