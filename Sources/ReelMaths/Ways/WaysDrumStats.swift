/// What the variable-row closed form needs of one drum (with or without a given top cell),
/// over its column distribution: `h` rows with probability `q_h`, stop `k` with probability
/// `π_k`, each column weighing `q_h·π_k`. For every name `P` (``WaysName``) with `s_P` its
/// matching cells and `u_P = [s_P > 0]`, and `σ` the column's scatters:
///
/// - `E[u_P]`, `E[s_P]`, and for every pair `E[u_P u_Q]`, `E[u_P s_Q]`, `E[s_P s_Q]`;
/// - the scatter distribution `P(σ = j)` and `E[u_P; σ = j]`, `E[s_P; σ = j]`;
/// - the distribution of the set of names present (`u_P = 1`) with `σ`, for the hit frequency;
/// - each name's distribution of `s_P`, for the win sizes.
struct WaysDrumStats: Sendable {
  /// The number of names `K`.
  let names: Int
  /// The most scatters a column shows + 1 (the width of the scatter tables).
  let width: Int
  /// `E[u_P]`, `E[s_P]`.
  var u: [Double], s: [Double]
  /// `E[u_P u_Q]`, `E[u_P s_Q]`, `E[s_P s_Q]` at `P·K + Q`.
  var uu: [Double], us: [Double], ss: [Double]
  /// `P(σ = j)`.
  var scatter: [Double]
  /// `E[u_P; σ = j]`, `E[s_P; σ = j]` at `P·width + j`.
  var uScatter: [Double], sScatter: [Double]
  /// The distinct (names present as a bit set, scatters) with their probabilities.
  var presence: [(mask: UInt64, scatters: Int, probability: Double)] = []
  /// Per name: the distinct values of `s_P` with their probabilities.
  var cells: [[(value: Double, probability: Double)]] = []

  /// Sums the statistics of `columns` (each a column's `s_P` for every name, its scatters and
  /// its probability).
  init(names: Int, width: Int, columns: [(s: [Double], scatters: Int, probability: Double)]) {
    self.names = names
    self.width = width
    u = Array(repeating: 0, count: names)
    s = u
    uu = Array(repeating: 0, count: names * names)
    us = uu
    ss = uu
    scatter = Array(repeating: 0, count: width)
    uScatter = Array(repeating: 0, count: names * width)
    sScatter = uScatter
    var presence = ProbabilityTable()
    var cells = Array(repeating: ProbabilityTable(), count: names)
    var present: [Int] = []
    for column in columns {
      let p = column.probability
      let j = column.scatters
      scatter[j] += p
      present.removeAll(keepingCapacity: true)
      var mask: UInt64 = 0
      for name in 0..<names {
        let value = column.s[name]
        cells[name].add(value.bitPattern, 0, p)
        guard value > 0 else { continue }
        present.append(name)
        mask |= 1 << UInt64(name)
        u[name] += p
        s[name] += p * value
        uScatter[name * width + j] += p
        sScatter[name * width + j] += p * value
      }
      presence.add(mask, UInt64(j), p)
      for a in present {
        let pa = p * column.s[a]
        for b in present {
          uu[a * names + b] += p
          us[a * names + b] += p * column.s[b]
          ss[a * names + b] += pa * column.s[b]
        }
      }
    }
    self.presence = presence.values.indices.map {
      (presence.first[$0], Int(presence.second[$0]), presence.values[$0])
    }
    self.cells = cells.map { table in
      table.values.indices.map { (Double(bitPattern: table.first[$0]), table.values[$0]) }
    }
  }

  /// `E[g]` of one name's factor: `kind` 0 (1), 1 (`u_P`) or 2 (`s_P`).
  @inline(__always)
  func single(_ name: Int, _ kind: Int) -> Double {
    kind == 0 ? 1 : kind == 1 ? u[name] : s[name]
  }

  /// `E[g_P·g_Q]` of two names' factors of kinds `kindP`, `kindQ`.
  @inline(__always)
  func pair(_ p: Int, _ kindP: Int, _ q: Int, _ kindQ: Int) -> Double {
    if kindP == 0 { return single(q, kindQ) }
    if kindQ == 0 { return single(p, kindP) }
    switch (kindP, kindQ) {
    case (1, 1): return uu[p * names + q]
    case (1, _): return us[p * names + q]
    case (_, 1): return us[q * names + p]
    default: return ss[p * names + q]
    }
  }

  /// `E[g; σ = j]` for `j = 0 ..< width` of one name's factor of kind `kind`.
  func scatterWeighted(_ name: Int, _ kind: Int) -> ArraySlice<Double> {
    switch kind {
    case 0: return scatter[...]
    case 1: return uScatter[(name * width)..<((name + 1) * width)]
    default: return sScatter[(name * width)..<((name + 1) * width)]
    }
  }
}
