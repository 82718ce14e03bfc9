/// A line read drum by drum as a small automaton, so that the PAR sheet can carry every
/// line's partial state down a tree of stops instead of re-reading whole lines.
///
/// A state is what matters of the symbols read so far:
/// - `leading(w)`: only wilds so far, `w` of them;
/// - `run(w, P, k)`: `w` leading wilds, then the first other symbol `P`, and the run of
///   `P`-or-wild from drum 0 is `k` long and still open;
/// - `closed(e)`: the line's winning entry `e` (or none) is already decided.
///
/// A run closes as soon as it breaks, or as soon as a longer run could not pay more; states
/// that decide the same entry are the same state. ``final`` gives each state's entry after
/// the last drum, exactly as ``PayEvaluator/lineEntry(_:)`` would.
struct LineAutomaton: Sendable {
  private enum State: Hashable {
    case leading(Int)
    case run(Int, Int, Int)
    case closed(Int)
  }

  /// The number of symbol classes (the row length of ``next``).
  let classCount: Int
  /// The initial state (nothing read).
  let start: Int
  /// `next[state·classCount + class]`: the state after reading one more drum.
  let next: [Int]
  /// The winning entry of each state once every drum is read (−1: no win).
  let final: [Int]

  var stateCount: Int { final.count }

  init(evaluator e: PayEvaluator) {
    let drums = e.drumCount
    let classes = e.classCount
    func win(_ entry: Int) -> Int {
      entry >= 0 && e.paytable.pays[entry].pay > 0 ? entry : -1
    }
    func decided(_ state: State) -> Int {
      switch state {
      case .leading(let w): return win(e.better(e.wildBest[w], e.anyBest[w]))
      case .run(let w, let p, let k):
        return win(e.better(e.better(e.wildBest[w], e.anyBest[w]), e.symbolBest[p][k]))
      case .closed(let entry): return entry
      }
    }
    func canonical(_ state: State) -> State {
      if case .run(_, let p, let k) = state, e.symbolBest[p][k] == e.symbolBest[p][drums] {
        return .closed(decided(state))  // a longer run cannot pay more
      }
      return state
    }
    func step(_ state: State, _ symbol: Int) -> State {
      switch state {
      case .leading(let w):
        return canonical(symbol == e.wild ? .leading(w + 1) : .run(w, symbol, w + 1))
      case .run(let w, let p, let k):
        return symbol == p || symbol == e.wild
          ? canonical(.run(w, p, k + 1)) : .closed(decided(state))
      case .closed:
        return state
      }
    }
    var states: [State] = [.leading(0)]
    var index: [State: Int] = [.leading(0): 0]
    var next: [Int] = []
    var frontier = [0]
    var table: [Int: [Int]] = [:]
    for _ in 0..<drums {
      var following: [Int] = []
      for source in frontier where table[source] == nil {
        table[source] = (0..<classes).map { symbol in
          let target = step(states[source], symbol)
          if let known = index[target] { return known }
          index[target] = states.count
          states.append(target)
          following.append(states.count - 1)
          return states.count - 1
        }
      }
      frontier = following
    }
    for state in states.indices {
      next += table[state] ?? Array(repeating: state, count: classes)
    }
    classCount = classes
    start = 0
    self.next = next
    final = states.map(decided)
  }
}
