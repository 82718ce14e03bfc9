/// One part of a spin's pay read drum by drum as a **layered automaton**: a payline, a ways
/// entry name or the scatter count. The closed-form PAR sheet
/// (``ParCalculator/closedFormSheet()``) carries the distributions of these automata's
/// states instead of visiting windows.
///
/// Drum `d`'s distinct columns (``DecodedStrips/distinctColumns(_:)``) are mapped to
/// **letters**, what this reader sees of them (the class in the line's row, the ways
/// signature of a name, the number of scatters); layer `d` holds the states after drums
/// `0 … d−1`, so layer 0 is the start alone and every state of layer `n` (all drums read) has
/// an **outcome**: the winning entry (or none) and the credits it pays. The automaton is
/// minimal layer by layer: two states are one when every continuation pays the same. A state
/// is **decided** when every continuation reaches the same outcome, so that the joint walk can
/// book its pay early and forget it.
struct ColumnReader: Sendable {
  /// What a reader's outcome pays.
  struct Outcome: Hashable, Sendable {
    /// The winning entry (in ``Paytable/pays`` or, for the scatter, ``Paytable/scatterPays``),
    /// or −1.
    var entry: Int
    /// The credits it pays (0 without a win).
    var credits: Double
  }

  /// Whether the reader's entries are scatter entries.
  let isScatter: Bool
  /// `letters[d][c]`: the letter of drum `d`'s distinct column `c`.
  let letters: [[Int]]
  /// The number of letters of each drum.
  let letterCounts: [Int]
  /// `next[d][s·letterCounts[d] + l]`: the state of layer `d + 1` after state `s` of layer `d`
  /// reads letter `l`.
  let next: [[Int]]
  /// The number of states of each layer `0 … n`.
  let stateCounts: [Int]
  /// `decided[d][s]`: the outcome (index into ``outcomes``) every continuation of state `s` of
  /// layer `d` reaches, or −1.
  let decided: [[Int]]
  /// The distinct outcomes.
  let outcomes: [Outcome]

  /// The number of drums read.
  var drumCount: Int { letters.count }

  /// The outcome of each state of the last layer.
  var finalOutcomes: [Int] { decided[drumCount] }

  /// Minimises a layered automaton given by its transitions and the outcome of each state of
  /// its last layer: bottom up, a state of layer `d` is the tuple of its successors' classes,
  /// and equal tuples are one state.
  init(
    isScatter: Bool, letters: [[Int]], letterCounts: [Int], next: [[Int]], stateCounts: [Int],
    finalOutcome: [Outcome]
  ) {
    self.isScatter = isScatter
    self.letters = letters
    self.letterCounts = letterCounts
    let drums = letters.count
    var outcomes: [Outcome] = []
    var outcomeIndex: [Outcome: Int] = [:]
    // canonical[s]: the minimal state of state s of the current layer.
    var canonical = finalOutcome.map { outcome -> Int in
      if let known = outcomeIndex[outcome] { return known }
      outcomeIndex[outcome] = outcomes.count
      outcomes.append(outcome)
      return outcomes.count - 1
    }
    var layersNext: [[Int]] = Array(repeating: [], count: drums)
    var counts = [Int](repeating: 0, count: drums + 1)
    var decided: [[Int]] = Array(repeating: [], count: drums + 1)
    counts[drums] = outcomes.count
    decided[drums] = Array(0..<outcomes.count)
    for drum in stride(from: drums - 1, through: 0, by: -1) {
      let width = letterCounts[drum]
      var rows: [[Int]: Int] = [:]
      var table: [Int] = []
      var layerDecided: [Int] = []
      var mapped = [Int](repeating: 0, count: stateCounts[drum])
      for state in 0..<stateCounts[drum] {
        let row = (0..<width).map { canonical[next[drum][state * width + $0]] }
        if let known = rows[row] {
          mapped[state] = known
          continue
        }
        rows[row] = layerDecided.count
        mapped[state] = layerDecided.count
        table += row
        let first = decided[drum + 1][row[0]]
        layerDecided.append(
          first >= 0 && row.allSatisfy { decided[drum + 1][$0] == first } ? first : -1)
      }
      layersNext[drum] = table
      counts[drum] = layerDecided.count
      decided[drum] = layerDecided
      canonical = mapped
    }
    self.next = layersNext
    self.stateCounts = counts
    self.decided = decided
    self.outcomes = outcomes
  }
}

extension ColumnReader {
  /// A reader whose states are values of `State`, explored forward from `start` layer by
  /// layer (`step(state, drum, letter)`), then minimised.
  static func explore<State: Hashable>(
    isScatter: Bool, letters: [[Int]], letterCounts: [Int], start: State,
    step: (State, Int, Int) -> State, outcome: (State) -> Outcome
  ) -> ColumnReader {
    var layer = [start]
    var next: [[Int]] = []
    var stateCounts = [1]
    for drum in letters.indices {
      var index: [State: Int] = [:]
      var following: [State] = []
      var table: [Int] = []
      table.reserveCapacity(layer.count * letterCounts[drum])
      for state in layer {
        for letter in 0..<letterCounts[drum] {
          let target = step(state, drum, letter)
          if let known = index[target] {
            table.append(known)
          } else {
            index[target] = following.count
            table.append(following.count)
            following.append(target)
          }
        }
      }
      next.append(table)
      layer = following
      stateCounts.append(layer.count)
    }
    return ColumnReader(
      isScatter: isScatter, letters: letters, letterCounts: letterCounts, next: next,
      stateCounts: stateCounts, finalOutcome: layer.map(outcome))
  }

  /// A reader over every sequence of letters (the states of layer `d` are the prefixes of
  /// `d` letters, numbered in mixed radix), each full sequence paid by `outcome`, then
  /// minimised; `nil` when there are more than `limit` sequences.
  static func tabulate(
    letters: [[Int]], letterCounts: [Int], limit: Int, outcome: ([Int]) -> Outcome
  ) -> ColumnReader? {
    var sequences = 1
    for count in letterCounts {
      let (product, overflow) = sequences.multipliedReportingOverflow(by: count)
      guard !overflow, product <= limit else { return nil }
      sequences = product
    }
    var next: [[Int]] = []
    var stateCounts = [1]
    for drum in letters.indices {
      let states = stateCounts[drum]
      next.append(Array(0..<(states * letterCounts[drum])))
      stateCounts.append(states * letterCounts[drum])
    }
    var sequence = [Int](repeating: 0, count: letters.count)
    let finals = (0..<sequences).map { index -> Outcome in
      var rest = index
      for drum in stride(from: letters.count - 1, through: 0, by: -1) {
        sequence[drum] = rest % letterCounts[drum]
        rest /= letterCounts[drum]
      }
      return outcome(sequence)
    }
    return ColumnReader(
      isScatter: false, letters: letters, letterCounts: letterCounts, next: next,
      stateCounts: stateCounts, finalOutcome: finals)
  }

  /// Numbers the distinct values of `key` over each drum's distinct columns: the letters,
  /// their counts, and one representative column index per letter.
  static func alphabet<Key: Hashable>(
    _ columns: [[[Int]]], key: (Int, [Int]) -> Key
  ) -> (letters: [[Int]], counts: [Int], representatives: [[Int]]) {
    var letters: [[Int]] = []
    var counts: [Int] = []
    var representatives: [[Int]] = []
    for (drum, drumColumns) in columns.enumerated() {
      var index: [Key: Int] = [:]
      var chosen: [Int] = []
      letters.append(
        drumColumns.enumerated().map { position, column in
          let value = key(drum, column)
          if let known = index[value] { return known }
          index[value] = chosen.count
          chosen.append(position)
          return chosen.count - 1
        })
      counts.append(chosen.count)
      representatives.append(chosen)
    }
    return (letters, counts, representatives)
  }
}
