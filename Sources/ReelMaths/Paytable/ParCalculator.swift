/// Computes a ``ParSheet`` exactly.
///
/// **Entry hits** need no enumeration: for one line, the automaton's state distribution is
/// carried drum by drum with each drum's weighted symbol counts in that line's row
/// (``exactHits()``, `O(lines × drums × states × classes)`); the scatter count's
/// distribution is the convolution of each drum's. Together they give the RTP.
///
/// **Hit frequency and variance** need the distribution of a spin's total pay, so every
/// window is enumerated: each drum's stops that show the same classes are merged (summed
/// weight); drums `0 … n−2` are walked depth first, carrying every line's automaton state
/// and the scatter count; the last drum is a precomputed table of each line's final pay by
/// its state and the last drum's column, so a leaf is `lines × columns` additions. Drum 0's
/// columns are independent **slices** that can run in parallel; the sheet adds their sums in
/// slice order, so the result does not depend on how slices were scheduled.
///
/// Bounds: the cycle is at most 2⁵³ (every count, and every count times the lines, is exact
/// in `UInt64` and in a double) and at most ``maximumWindows`` windows are enumerated.
public struct ParCalculator: Sendable {
  /// The largest cycle: 2⁵³.
  public static let maximumCycle: UInt64 = 1 << 53
  /// The most windows enumerated (distinct columns multiplied over the drums).
  public static let maximumWindows: UInt64 = 4_000_000_000
  /// The most windows enumerated when the paytable uses the rules of ``PayRules`` (each
  /// window is paid entry by entry, slower than the line automaton).
  public static let maximumRuleWindows: UInt64 = 100_000_000

  /// The machine's reels.
  public let reels: ReelStrips
  /// The evaluator of its paytable.
  public let evaluator: PayEvaluator
  let strips: DecodedStrips
  let automaton: LineAutomaton
  /// Each drum's distinct columns with their summed weights.
  let distinct: [(columns: [[Int]], weights: [UInt64])]
  /// The cycle `Π_d W_d`.
  public let cycle: UInt64
  /// The windows enumerated: `Π_d` distinct columns of drum `d`.
  public let windows: UInt64
  /// Whether windows may be enumerated (the window bound was checked).
  public let enumerating: Bool
  /// `lastPay[(line·states + state)·C + c]`: a line's pay when the last drum shows column `c`.
  let lastPay: [Double]
  /// `scatterLast[n·C + c]`: the scatter pay of `n` scatters before the last drum plus those
  /// of its column `c`.
  let scatterLast: [Double]
  /// `lastScatters[c]`: the scatters in the last drum's column `c`.
  let lastScatters: [Int]
  /// Whether the sheet also gives each scatter count's weight and pays
  /// (``ParSheet/scatterCounts``, ``ParSheet/scatterCountReturned``), as a free-spins feature
  /// needs (see ``FreeSpinsSheet``): summed by the enumeration
  /// (``ParPartial/countReturned``) or carried by the closed form (``closedFormSheet()``).
  public var tracksScatterCounts = false
  /// The max win cap of one spin, × total bet (`nil`: none), priced by the enumeration
  /// (``spinCap(_:)``); the sheet's own figures stay uncapped.
  public var spinCapMultiple: Double?
  /// The work bound of the closed form's win-size walk, steps (``maximumWinSizeSteps`` for
  /// a printed sheet); `nil` (the default): the closed form does not walk the win sizes, so
  /// its other figures cost nothing more (``closedFormSheet()``). The enumeration gives them
  /// either way.
  public var winSizeSteps: Int?

  /// Prepares the sheet of `reels` with `paytable` (valid for it) and optional stop weights.
  ///
  /// - Parameters:
  ///   - reels: the machine's drums: their strips and windows.
  ///   - paytable: the pays, valid for the machine.
  ///   - weights: each drum's stop weights, or `nil` for every stop once.
  ///   - enumerating: whether windows will be enumerated (``sheet()``,
  ///     ``enumerate(slice:)``); without, the window bound does not apply and only the
  ///     closed forms (``exactHits()``, ``exactMoments()``) may be used.
  /// - Throws: ``ParError`` when the cycle or the window count is beyond the bounds.
  public init(
    reels: ReelStrips, paytable: Paytable, weights: StopWeights?, enumerating: Bool = true
  ) throws(ParError) {
    self.reels = reels
    let rows = reels.rows
    let evaluator = PayEvaluator(paytable: paytable, drumCount: reels.reels.count, rowCount: rows)
    self.evaluator = evaluator
    let strips = DecodedStrips(reels: reels, evaluator: evaluator, weights: weights)
    self.strips = strips
    var cycle: UInt64 = 1
    var windows: UInt64 = 1
    var distinct: [(columns: [[Int]], weights: [UInt64])] = []
    for drum in reels.reels.indices {
      let sum = strips.weights[drum].reduce(0, +)
      let (product, overflow) = cycle.multipliedReportingOverflow(by: sum)
      guard !overflow, product <= Self.maximumCycle else {
        throw ParError(
          bound: .cycle,
          problem: "the cycle (each drum's weight sum multiplied: "
            + (0...drum).map { String(strips.weights[$0].reduce(0, +)) }.joined(separator: " × ")
            + (drum < reels.reels.count - 1 ? " × …" : "") + ") is more than 2^53",
          allowed: "at most 9007199254740992 weighted combinations")
      }
      cycle = product
      distinct.append(strips.distinctColumns(drum))
      // A drum has at most as many distinct columns as its weight sum, so windows ≤ cycle.
      windows *= UInt64(distinct[drum].columns.count)
    }
    self.enumerating = enumerating
    let windowBound = paytable.isClassic ? Self.maximumWindows : Self.maximumRuleWindows
    guard windows <= windowBound || !enumerating else {
      throw ParError(
        bound: .windows, problem: "\(windows) distinct windows are too many to enumerate",
        allowed: "at most \(windowBound)")
    }
    self.cycle = cycle
    self.windows = windows
    self.distinct = distinct
    let automaton = LineAutomaton(evaluator: evaluator)
    self.automaton = automaton
    let last = distinct[distinct.count - 1].columns
    let classes = automaton.classCount
    var lastPay: [Double] = []
    for line in paytable.lines {
      let row = line[line.count - 1]
      for state in 0..<automaton.stateCount {
        for column in last {
          let entry = automaton.final[automaton.next[state * classes + column[row]]]
          lastPay.append(entry >= 0 ? paytable.pays[entry].pay * paytable.bet : 0)
        }
      }
    }
    self.lastPay = lastPay
    let scatterMax = rows * reels.reels.count
    lastScatters = last.map { column in column.filter { $0 == evaluator.scatter }.count }
    scatterLast = (0...scatterMax).flatMap { before in
      last.map { column -> Double in
        guard evaluator.scatter >= 0 else { return 0 }
        let count = before + column.filter { $0 == evaluator.scatter }.count
        let entry = evaluator.scatterEntry(count: min(count, scatterMax))
        return entry >= 0 ? paytable.scatterPays[entry].pay * paytable.totalBet : 0
      }
    }
  }

  /// The number of independent slices of the enumeration (drum 0's distinct columns, or 1
  /// for a one-drum machine).
  public var sliceCount: Int { reels.reels.count > 1 ? distinct[0].columns.count : 1 }

  /// The most scatters a window shows: rows × drums.
  var scatterMax: Int { strips.rows * reels.reels.count }
}

/// A machine whose exact PAR sheet is out of reach; a ``MonteCarloEstimate`` of it still
/// works.
///
/// ``message`` suggests the estimate by its name in this library; a caller that offers it
/// under another name (a command-line option) words the advice with ``message(estimate:)``.
public struct ParError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Which bound of ``ParCalculator`` the machine is beyond.
  public enum Bound: Sendable, Equatable {
    /// The cycle is more than ``ParCalculator/maximumCycle``: smaller weights may help.
    case cycle
    /// More than ``ParCalculator/maximumWindows`` windows would be enumerated.
    case windows
    /// The closed form (``ParCalculator/closedFormSheet()``) would need more than its tables
    /// allow.
    case closedForm
    /// A tumbling machine has more than ``TumbleCalculator/maximumChains`` stop combinations
    /// whose chains would be played one by one.
    case chains
  }

  /// Which bound the machine is beyond.
  public var bound: Bound
  /// What is too large (`the cycle (…) is more than 2^53`).
  public var problem: String
  /// What is allowed (`at most 4000000000`).
  public var allowed: String

  /// Creates an error.
  public init(bound: Bound, problem: String, allowed: String) {
    self.bound = bound
    self.problem = problem
    self.allowed = allowed
  }

  /// The problem, what is allowed and what to do instead, in one line:
  /// `… is more than 2^53 (allowed: …; use smaller weights or ESTIMATE)`, where `estimate`
  /// names how the caller offers a Monte Carlo estimate.
  public func message(estimate: String) -> String {
    let advice = bound == .cycle ? "smaller weights or \(estimate)" : estimate
    return "\(problem) (allowed: \(allowed); use \(advice))"
  }

  /// The message, suggesting a ``MonteCarloEstimate``.
  public var message: String { message(estimate: "a MonteCarloEstimate") }

  /// The message.
  public var description: String { message }
}
