import ReelKit
import ReelKitSupport

extension MachineConfig {
  /// Whether the paytable's wild may also be its scatter (the book of "Book of" machines): only
  /// with free spins for it to trigger, on fixed rows, not on a cluster grid.
  var allowsWildScatter: Bool {
    paytable?.freeSpins != nil && !hasVariableRows && !isCluster
  }

  /// Problems of a "Book of" machine's `paytable.freeSpins.expandingSymbols`, each at its JSON
  /// path: along lines, on fixed rows, each symbol a paying
  /// symbol of the feature once (not the wild, not the scatter), weights 0 …
  /// ``ExpandingChoiceConfig/maximumWeight`` summing to more than 0, and feature drums with at
  /// most ``/ReelKit/ExpandingSymbolSheet/maximumCombinations`` stop combinations (the sheet's
  /// exact spread visits them).
  func bookProblems() -> [ConfigProblem] {
    guard let paytable, (1...MachineSpec.maximumDrums).contains(drums.count) else { return [] }
    var problems: [ConfigProblem] = []
    func add(_ path: String, _ message: String) {
      problems.append(ConfigProblem(path: JSONPath("paytable" + path), message: message))
    }
    guard let feature = paytable.freeSpins, let choices = feature.expandingSymbols else {
      return []
    }
    let path = ".freeSpins.expandingSymbols"
    if hasVariableRows || isCluster || (paytable.mode ?? "lines") != PayMode.lines.rawValue {
      add(path, "is given on a machine that does not pay along lines (allowed: paylines)")
      return problems
    }
    if choices.isEmpty || choices.count > Self.maximumPays {
      add(
        path,
        "has \(counted(choices.count, "choice")) (allowed: 1 ... \(Self.maximumPays))")
    }
    let pays = feature.pays ?? paytable.pays
    var seen: [String: Int] = [:]
    var sum = 0
    for (index, choice) in choices.enumerated() {
      let at = "\(path)[\(index)]"
      if !symbols.contains(choice.symbol) {
        add(
          at + ".symbol",
          "\(QuotedInput.quoted(choice.symbol)) is not one of the machine's symbols"
            + "\(Suggestion.didYouMean(choice.symbol, among: symbols)) (allowed: "
            + "\(symbols.joined(separator: ", ")))")
      } else if choice.symbol == paytable.wild || choice.symbol == paytable.scatter {
        add(
          at + ".symbol",
          "\(QuotedInput.quoted(choice.symbol)) is the wild or the scatter (allowed: a paying "
            + "symbol)")
      } else if !pays.contains(where: {
        $0.symbol == choice.symbol && $0.group == nil && $0.mix == nil && $0.pay > 0
      }) {
        add(
          at + ".symbol",
          "\(QuotedInput.quoted(choice.symbol)) has no line pay of its own in the feature "
            + "(allowed: a symbol with a plain line pay above 0)")
      }
      if let first = seen[choice.symbol] {
        add(
          at,
          "symbol \(QuotedInput.quoted(choice.symbol)) is listed twice (first at "
            + "expandingSymbols[\(first)]; allowed: once)")
      } else {
        seen[choice.symbol] = index
      }
      if !(0...ExpandingChoiceConfig.maximumWeight).contains(choice.weight) {
        add(
          at + ".weight",
          "\(choice.weight) is out of range (allowed: 0 ... \(ExpandingChoiceConfig.maximumWeight))"
        )
      } else {
        sum += choice.weight
      }
    }
    if !choices.isEmpty, sum == 0,
      choices.allSatisfy({ (0...ExpandingChoiceConfig.maximumWeight).contains($0.weight) })
    {
      add(path, "has weights summing to 0 (allowed: a sum above 0)")
    }
    let lengths = feature.strips?.map(\.count) ?? drums.map(\.strip.count)
    var combinations = 1.0
    for length in lengths { combinations *= Double(max(1, length)) }
    if combinations > Double(ExpandingSymbolSheet.maximumCombinations) {
      add(
        path,
        "needs the exact spread of \(formatNumber(combinations)) feature stop combinations "
          + "(allowed: at most \(ExpandingSymbolSheet.maximumCombinations), the product of the "
          + "feature strips' lengths)")
    }
    return problems
  }

  /// The expanding symbol of a validated config's free spins, or `nil`.
  func resolvedExpandingSymbol() -> ExpandingSymbol? {
    guard let choices = paytable?.freeSpins?.expandingSymbols, !choices.isEmpty else {
      return nil
    }
    return ExpandingSymbol(
      choices: choices.map { ExpandingChoice(symbol: $0.symbol, weight: $0.weight) })
  }
}
