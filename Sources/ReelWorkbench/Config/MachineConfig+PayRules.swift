import ReelKit
import ReelKitSupport

extension MachineConfig {
  /// Problems of the pay rules of `paytable` (groups, mixes, directions, multipliers, ways),
  /// each at its JSON path.
  func rulesProblems(_ paytable: PaytableConfig, mode: PayMode, symbols: [String])
    -> [ConfigProblem]
  {
    var problems: [ConfigProblem] = []
    func add(_ path: String, _ message: String) {
      problems.append(ConfigProblem(path: JSONPath("paytable." + path), message: message))
    }
    let lineSymbols = symbols.filter { $0 != paytable.scatter }
    let allowed = "(allowed: one of \(lineSymbols.joined(separator: ", ")))"
    func checkMembers(_ members: [String], at path: String) {
      if members.isEmpty || members.count > MachineSpec.maximumDrums {
        add(path, "has \(members.count) symbols (allowed: 1 ... \(MachineSpec.maximumDrums))")
      }
      for (index, name) in members.enumerated() where !lineSymbols.contains(name) {
        add(
          "\(path)[\(index)]",
          "\(QuotedInput.quoted(name)) is not a line symbol"
            + "\(Suggestion.didYouMean(name, among: lineSymbols)) \(allowed)")
      }
    }
    for (index, pay) in paytable.pays.enumerated() {
      let path = "pays[\(index)]"
      if pay.group != nil && pay.mix != nil {
        add(path, "has both group and mix (allowed: one of them)")
      }
      if let group = pay.group {
        checkMembers(group, at: path + ".group")
        if Set(group).count != group.count {
          add(path + ".group", "names a symbol twice (allowed: each symbol once)")
        }
      }
      if let mix = pay.mix {
        checkMembers(mix, at: path + ".mix")
        if mix.count != pay.count {
          add(
            path + ".mix",
            "has \(mix.count) symbols for count \(pay.count) (allowed: one symbol per counted "
              + "drum)")
        }
      }
      let direction = pay.direction.flatMap(PayDirection.init(rawValue:)) ?? .leftToRight
      if mode == .ways && direction != .leftToRight {
        add(
          path + ".direction",
          "\(QuotedInput.quoted(pay.direction ?? "")) does not apply to ways (allowed: "
            + "leftToRight by ways)")
      }
      if direction == .anywhere && pay.mix != nil {
        add(path + ".direction", "\"anywhere\" has no order for a mix (allowed: a group)")
      }
    }
    let multipliers = paytable.multipliers ?? []
    if multipliers.count > Self.maximumPays {
      add("multipliers", "has \(multipliers.count) entries (allowed: at most \(Self.maximumPays))")
    }
    var seen: [String: Int] = [:]
    for (index, multiplier) in multipliers.enumerated() {
      let path = "multipliers[\(index)]"
      if !lineSymbols.contains(multiplier.symbol) {
        add(
          path + ".symbol",
          "\(QuotedInput.quoted(multiplier.symbol)) is not a line symbol"
            + "\(Suggestion.didYouMean(multiplier.symbol, among: lineSymbols)) \(allowed)")
      }
      if let first = seen[multiplier.symbol] {
        add(path + ".symbol", "is listed twice (first at multipliers[\(first)]; allowed: once)")
      } else {
        seen[multiplier.symbol] = index
      }
      if !PayRules.factorRange.contains(multiplier.factor) {
        add(
          path + ".factor",
          "\(formatNumber(multiplier.factor)) is out of range (allowed: "
            + "\(PayRules.factorRange.allowed))")
      }
    }
    if mode == .ways {
      let rows = Double(max(1, geometry?.visibleRows ?? Defaults.visibleRows))
      let ways = drums.indices.reduce(1.0) { product, _ in product * rows }
      if ways > Double(PayRules.maximumWays) {
        add(
          "mode",
          "\"ways\" gives \(formatNumber(ways)) ways (visibleRows^drums; allowed: at most "
            + "\(PayRules.maximumWays))")
      }
    }
    return problems
  }
}
