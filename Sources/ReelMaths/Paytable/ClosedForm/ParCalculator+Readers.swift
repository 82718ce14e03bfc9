extension ParCalculator {
  /// The most letter sequences tabulated for one reader of a paytable with the rules of
  /// ``PayRules`` (`Π_d` letters of drum `d`; see ``closedFormSheet()``): 2²⁰.
  public static let maximumReaderSequences = 1 << 20

  /// The readers of a spin's pay, in the order the enumeration adds them: every line (or, by
  /// ways, every entry name in order of first appearance), then the scatter count.
  ///
  /// - A classic line reads the class in its row through the ``LineAutomaton``.
  /// - A line with the rules reads its row's class up to what the rules tell apart (classes
  ///   that every entry matches alike, at every position, with the same factor, are one
  ///   letter); each sequence of letters is paid by ``PayEvaluator/ruleLineWin(_:)`` on
  ///   representative classes.
  /// - A ways name reads, per drum, each of its entries' matching cells `m`, their
  ///   multipliers' sum with and without 1 for plain cells, and the plain cells: what
  ///   ``PayEvaluator/waysRun(entry:_:)`` reads; each sequence is paid by
  ///   ``PayEvaluator/waysWin(name:_:)`` on representative columns.
  /// - The scatter reads its count in each column, capped at the highest scatter entry's.
  ///
  /// - Throws: ``ParError`` (``ParError/Bound/closedForm``) when a reader with the rules
  ///   would tabulate more than ``maximumReaderSequences`` sequences.
  func closedFormReaders() throws(ParError) -> [ColumnReader] {
    let paytable = evaluator.paytable
    let columns = distinct.map { $0.columns }
    var readers: [ColumnReader] = []
    if evaluator.rules != nil {
      if paytable.mode == .ways {
        var names: [String] = []
        for (first, pay) in paytable.pays.enumerated() where !names.contains(pay.symbol) {
          names.append(pay.symbol)
          let entries = (first..<paytable.pays.count).filter {
            paytable.pays[$0].symbol == pay.symbol && paytable.pays[$0].pay > 0
          }
          let (letters, counts, representatives) = waysAlphabet(entries: entries)
          let reader = ColumnReader.tabulate(
            letters: letters, letterCounts: counts, limit: Self.maximumReaderSequences
          ) { sequence in
            let window = sequence.enumerated().map { columns[$0][representatives[$0][$1]] }
            guard let win = evaluator.waysWin(name: first, window), let entry = win.entry else {
              return ColumnReader.Outcome(entry: -1, credits: 0)
            }
            return ColumnReader.Outcome(entry: entry, credits: win.pay)
          }
          guard let reader else {
            throw tooManySequences("the ways entry \(pay.symbol)", counts)
          }
          readers.append(reader)
        }
      } else {
        let signature = ruleSignatures()
        for (index, line) in paytable.lines.enumerated() {
          let (letters, counts, representatives) = ColumnReader.alphabet(columns) {
            drum, column in signature[column[line[drum]]]
          }
          let reader = ColumnReader.tabulate(
            letters: letters, letterCounts: counts, limit: Self.maximumReaderSequences
          ) { sequence in
            let symbols = sequence.enumerated().map {
              columns[$0][representatives[$0][$1]][line[$0]]
            }
            let win = evaluator.ruleLineWin(symbols)
            guard win.entry >= 0 else { return ColumnReader.Outcome(entry: -1, credits: 0) }
            return ColumnReader.Outcome(
              entry: win.entry,
              credits: paytable.pays[win.entry].pay * paytable.bet * win.multiplier)
          }
          guard let reader else { throw tooManySequences("line \(index)", counts) }
          readers.append(reader)
        }
      }
    } else {
      let classes = automaton.classCount
      for line in paytable.lines {
        let (letters, counts, representatives) = ColumnReader.alphabet(columns) {
          drum, column in column[line[drum]]
        }
        readers.append(
          ColumnReader.explore(
            isScatter: false, letters: letters, letterCounts: counts, start: automaton.start,
            step: { state, drum, letter in
              automaton.next[
                state * classes + columns[drum][representatives[drum][letter]][line[drum]]]
            },
            outcome: { state in
              let entry = automaton.final[state]
              return ColumnReader.Outcome(
                entry: entry, credits: entry >= 0 ? paytable.pays[entry].pay * paytable.bet : 0)
            }))
      }
    }
    if evaluator.scatter >= 0 {
      let scatter = evaluator.scatter
      let cap = min(strips.rows * columns.count, paytable.scatterPays.map { $0.count }.max() ?? 0)
      let (letters, counts, _) = ColumnReader.alphabet(columns) { _, column in
        column.count(where: { $0 == scatter })
      }
      let values = (0..<columns.count).map { drum in
        var value = [Int](repeating: 0, count: counts[drum])
        for (index, column) in columns[drum].enumerated() {
          value[letters[drum][index]] = column.count(where: { $0 == scatter })
        }
        return value
      }
      readers.append(
        ColumnReader.explore(
          isScatter: true, letters: letters, letterCounts: counts, start: 0,
          step: { count, drum, letter in min(cap, count + values[drum][letter]) },
          outcome: { count in
            let entry = evaluator.scatterEntry(count: count)
            return ColumnReader.Outcome(
              entry: entry,
              credits: entry >= 0 ? paytable.scatterPays[entry].pay * paytable.totalBet : 0)
          }))
    }
    return readers
  }

  /// What the rules see of each class: whether it counts at each position of each entry, and
  /// the factor it brings (classes with equal signatures are one letter of a line reader).
  func ruleSignatures() -> [[Double]] {
    guard let rules = evaluator.rules else { return [] }
    let drums = distinct.count
    return (0..<evaluator.classCount).map { symbol in
      evaluator.paytable.pays.indices.flatMap { entry in
        (0..<drums).map { rules.matches(entry, $0, symbol) ? 1.0 : 0 }
          + [rules.factors[entry][symbol]]
      }
    }
  }

  /// The alphabet of the ways reader of `entries` (one entry name's paying entries): per drum,
  /// each entry's matching cells `m`, `Σ (f or 1)`, `Σ f` and the plain cells, and, by
  /// ``MultiplierRule/once``, the cells at each factor level.
  func waysAlphabet(entries: [Int]) -> (
    letters: [[Int]], counts: [Int], representatives: [[Int]]
  ) {
    let paytable = evaluator.paytable
    let columns = distinct.map { $0.columns }
    guard let rules = evaluator.rules else { return ([], [], []) }
    return ColumnReader.alphabet(columns) { drum, column -> [Double] in
      entries.flatMap { entry -> [Double] in
        guard drum < paytable.pays[entry].count else { return [] }
        // m, Σ (f or 1), Σ f, plain cells; once, the cells at each factor level.
        let once = paytable.multiplierRule == .once
        var cells = [Double](repeating: 0, count: once ? 4 + rules.levels.count : 4)
        for symbol in column where rules.matches(entry, drum, symbol) {
          let factor = rules.factors[entry][symbol]
          cells[0] += 1
          cells[1] += factor == 0 ? 1 : factor
          cells[2] += factor
          if factor == 0 { cells[3] += 1 }
          if once, let level = rules.levels.firstIndex(of: factor == 0 ? 1 : factor) {
            cells[4 + level] += 1
          }
        }
        return cells
      }
    }
  }

  /// The letter sequences the closed form tabulates for a paytable with the rules of
  /// ``PayRules``, `Σ_readers Π_d letters_d` (0 for a classic paytable, whose readers are
  /// explored, not tabulated): with the entries each sequence is paid against, the bulk of
  /// the closed form's work, known without tabulating.
  public func closedFormSequences() -> Double {
    guard evaluator.rules != nil else { return 0 }
    let paytable = evaluator.paytable
    let columns = distinct.map { $0.columns }
    var total = 0.0
    if paytable.mode == .ways {
      var names: [String] = []
      for (first, pay) in paytable.pays.enumerated() where !names.contains(pay.symbol) {
        names.append(pay.symbol)
        let entries = (first..<paytable.pays.count).filter {
          paytable.pays[$0].symbol == pay.symbol && paytable.pays[$0].pay > 0
        }
        total += waysAlphabet(entries: entries).counts.reduce(1.0) { $0 * Double($1) }
      }
    } else {
      let signature = ruleSignatures()
      for line in paytable.lines {
        let counts = ColumnReader.alphabet(columns) { drum, column in
          signature[column[line[drum]]]
        }.counts
        total += counts.reduce(1.0) { $0 * Double($1) }
      }
    }
    return total
  }

  /// The error of a reader whose letter sequences are too many.
  private func tooManySequences(_ what: String, _ counts: [Int]) -> ParError {
    ParError(
      bound: .closedForm,
      problem: "the closed form cannot tabulate \(what): "
        + counts.map(String.init).joined(separator: " × ")
        + " sequences of what its drums show are too many",
      allowed: "at most \(Self.maximumReaderSequences)")
  }
}
