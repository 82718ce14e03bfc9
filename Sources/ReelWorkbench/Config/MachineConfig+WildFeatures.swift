import ReelKit
import ReelKitSupport

extension MachineConfig {
  /// Problems of `paytable.wilds`, each at its JSON path.
  func wildFeaturesProblems() -> [ConfigProblem] {
    guard let paytable, let written = paytable.wilds else { return [] }
    var problems: [ConfigProblem] = []
    func add(_ path: String, _ message: String) {
      problems.append(ConfigProblem(path: JSONPath("paytable.wilds" + path), message: message))
    }
    if paytable.wild == nil {
      add("", "needs paytable.wild (allowed: wild features of the machine's wild symbol)")
    }
    if (paytable.mode ?? "lines") != "lines" || wheel != nil || hasVariableRows
      || tumble != nil || paytable.holdAndWin != nil
    {
      add(
        "",
        "is allowed only on a fixed window paid along lines, without tumble or hold-and-win "
          + "(allowed: remove paytable.wilds or those rules)")
    }
    if let drumsWritten = written.expandingDrums {
      if written.expanding != true {
        add(".expandingDrums", "is allowed only with expanding true")
      }
      for (index, drum) in drumsWritten.enumerated() {
        if !(0..<drums.count).contains(drum) {
          add(
            ".expandingDrums[\(index)]",
            "\(drum) is out of range (allowed: 0 ... \(drums.count - 1), a drum index)")
        } else if drumsWritten[..<index].contains(drum) {
          add(".expandingDrums[\(index)]", "\(drum) is listed twice (allowed: each drum once)")
        }
      }
    }
    if written.sticky == true, paytable.freeSpins == nil {
      add(".sticky", "needs paytable.freeSpins (allowed: sticky wilds in free spins)")
    }
    if written.walking == true {
      if paytable.freeSpins != nil {
        add(".walking", "is not allowed with paytable.freeSpins (allowed: walking wilds alone)")
      }
      if let wild = paytable.wild {
        let rows = max(1, geometry?.visibleRows ?? Defaults.visibleRows)
        for (index, drum) in drums.enumerated().dropFirst() where !drum.strip.isEmpty {
          let strip = drum.strip
          let clear = strip.indices.contains { start in
            (0..<rows).allSatisfy { strip[(start + $0) % strip.count] != wild }
          }
          if !clear {
            problems.append(
              ConfigProblem(
                path: JSONPath("drums[\(index)].strip"),
                message: "shows a wild at every stop, so walking respins could never end "
                  + "(allowed: a stop whose window shows no \(QuotedInput.quoted(wild)))"))
          }
        }
      }
    }
    return problems
  }

  /// The wild features of a valid config, if it has `paytable.wilds`.
  func resolvedWildFeatures() -> WildFeatures? {
    guard let written = paytable?.wilds else { return nil }
    let expanding = written.expanding ?? false
    let chosen = written.expandingDrums
    return WildFeatures(
      expandingDrums: drums.indices.map { expanding && (chosen?.contains($0) ?? true) },
      sticky: written.sticky ?? false, walking: written.walking ?? false)
  }
}
