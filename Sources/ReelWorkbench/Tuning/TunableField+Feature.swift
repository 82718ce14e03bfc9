import ReelKit

extension TunableField {
  /// The `tumble` keys tuning may change: how the cells of a cascade chain fall
  /// (``/ReelKit/TumbleParameters``), on a cluster grid or a machine with a `tumble` block.
  static let fallFields = ["gravity", "restitution", "fallDelay", "columnStagger"]

  /// The `paytable.holdAndWin.cellReels` keys tuning may change: the respin round's timing
  /// (``/ReelKit/CellReelTiming``), on a hold-and-win machine.
  static let cellReelFields = ["startInterval", "firstStop", "stopInterval", "respinPause"]

  /// The allowed tunable paths beyond the drum motion, for the loader's message.
  static let featureWords =
    "; tumble.FIELD on a cluster grid or a tumbling machine, FIELD one of "
    + fallFields.joined(separator: ", ") + "; paytable.holdAndWin.cellReels.FIELD on a "
    + "hold-and-win machine, FIELD one of " + cellReelFields.joined(separator: ", ")

  /// Why `machine` has no such field to tune, or `nil`: a `tumble.F` needs a cascade chain (a
  /// cluster grid with cascades, or a `tumble` block), a `cellReels.F` a hold-and-win feature.
  func machineProblem(_ machine: ResolvedMachine) -> String? {
    switch place {
    case .fall:
      let cascades = machine.cluster.map { $0.rules.cascades } ?? (machine.tumble != nil)
      return cascades
        ? nil
        : "the machine plays no cascade chain (allowed: tumble.FIELD on a cluster grid with "
          + "cascades or a machine with a tumble block)"
    case .cellReels:
      return machine.holdAndWinReels != nil
        ? nil
        : "the machine has no hold-and-win round (allowed: paytable.holdAndWin.cellReels.FIELD "
          + "with paytable.holdAndWin)"
    default: return nil
    }
  }

  /// The effective fall parameter `field` of `machine` (its `tumble` block, or the defaults a
  /// cluster grid falls with).
  static func fallValue(_ field: String, of machine: ResolvedMachine) -> Double {
    let parameters = machine.tumble ?? machine.clusterFall
    switch field {
    case "gravity": return parameters.gravity
    case "restitution": return parameters.restitution
    case "fallDelay": return parameters.fallDelay
    default: return parameters.columnStagger
    }
  }

  /// The effective cell-reel timing `field` of `machine` (the defaults without a `cellReels`).
  static func cellReelValue(_ field: String, of machine: ResolvedMachine) -> Double {
    let timing = machine.holdAndWinReels?.machine.timing ?? CellReelTiming()
    switch field {
    case "startInterval": return timing.startInterval
    case "firstStop": return timing.firstStop
    case "stopInterval": return timing.stopInterval
    default: return timing.respinPause
    }
  }
}
