import ReelKit

extension TunableField {
  /// The paths ``init(path:drums:)`` can parse, as the published schema states them: a
  /// regular expression built from ``motionFields`` and the drum indices a machine may have
  /// (`0 … 63`, written without leading zeros); whether drum `i` exists in the base is
  /// checked by the loader.
  static let pathPattern: FieldDoc.Pattern = {
    let drum = #"drums\[(?:"# + digits(upTo: MachineSpec.maximumDrums - 1) + #")\]"#
    let motion = #"motion\.(?:"# + motionFields.joined(separator: "|") + ")"
    let fall = #"tumble\.(?:"# + fallFields.joined(separator: "|") + ")"
    let cellReels =
      #"paytable\.holdAndWin\.cellReels\.(?:"# + cellReelFields.joined(separator: "|") + ")"
    return FieldDoc.Pattern(
      expression: "^(?:(?:" + drum + #"\.)?"# + motion + "|" + drum + #"\.stopTime"#
        + #"|simulation\.timeStep|"# + fall + "|" + cellReels + ")$",
      words: "`motion.F`, `drums[i].motion.F`, `drums[i].stopTime` or `simulation.timeStep`, "
        + "`F` a numeric `motion` key, `i` from 0 to \(MachineSpec.maximumDrums - 1); "
        + "`tumble.F` (`F` one of " + fallFields.map { "`\($0)`" }.joined(separator: ", ")
        + ") on a cluster grid or a tumbling machine; `paytable.holdAndWin.cellReels.F` (`F` "
        + "one of " + cellReelFields.map { "`\($0)`" }.joined(separator: ", ")
        + ") on a hold-and-win machine")
  }()

  /// A regular expression of the whole numbers `0 … largest` without leading zeros
  /// (`[0-9]|[1-5][0-9]|6[0-3]` for 63); `largest` is below 100.
  static func digits(upTo largest: Int) -> String {
    precondition((0..<100).contains(largest), "a drum index has at most two digits")
    guard largest >= 10 else { return "[0-\(largest)]" }
    let tens = largest / 10
    var parts = ["[0-9]"]
    if tens > 1 { parts.append(tens == 2 ? "1[0-9]" : "[1-\(tens - 1)][0-9]") }
    parts.append("\(tens)[0-\(largest % 10)]")
    return parts.joined(separator: "|")
  }
}
