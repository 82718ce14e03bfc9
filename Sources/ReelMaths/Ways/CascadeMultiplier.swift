/// The win multiplier of a cascade chain on a variable-row machine: every window of a chain
/// pays its wins times the chain's multiplier at that window, which grows by ``step`` with
/// every cascade (the classic Megaways feature: `start` 1, `step` 1, only in free spins).
///
/// Window `k` of a chain (`k = 0` the spin's window, `k` the window after cascade `k`) pays
///
///     m_k = min(cap, start + step·(c + k))
///
/// where `c` is 0, or — with ``carriesOver``, in free spins — the cascades every earlier free
/// spin of the same feature made (the multiplier does not reset between free spins). With
/// ``freeSpinsOnly`` the base game always pays `m_k = 1`.
public struct CascadeMultiplier: Sendable, Equatable, Hashable {
  /// The multiplier of a chain's first window, 1 … 1000.
  public var start: Int
  /// What each cascade adds, 0 … 1000 (0: a fixed multiplier).
  public var step: Int
  /// The largest multiplier, `start` … 100,000, or `nil` for none (needed with ``carriesOver``).
  public var cap: Int?
  /// Whether the base game pays without the multiplier (`m_k = 1`).
  public var freeSpinsOnly: Bool
  /// Whether the multiplier keeps growing across the free spins of one feature.
  public var carriesOver: Bool

  /// Creates a rule.
  public init(
    start: Int = 1, step: Int = 1, cap: Int? = nil, freeSpinsOnly: Bool = true,
    carriesOver: Bool = false
  ) {
    self.start = start
    self.step = step
    self.cap = cap
    self.freeSpinsOnly = freeSpinsOnly
    self.carriesOver = carriesOver
  }

  /// No multiplier: every window pays as the paytable says.
  public static let none = CascadeMultiplier(start: 1, step: 0, freeSpinsOnly: false)

  /// The allowed range of every field.
  public enum Ranges {
    /// The first window's multiplier: 1 … 1000.
    public static let start = ParameterRange(1, 1000, unit: "times")
    /// The growth per cascade: 0 … 1000.
    public static let step = ParameterRange(0, 1000, unit: "times")
    /// The largest multiplier of any window: 1 … 100,000 (the cap, and `start + step·maxTumbles`
    /// without a cap).
    public static let largest = ParameterRange(1, 100_000, unit: "times")
  }

  /// The multiplier of a window after `cascades` cascades (`c + k` above; any count ≥ 0,
  /// saturating): 1 in the base game with ``freeSpinsOnly``.
  public func value(afterCascades cascades: Int, inFreeSpins: Bool) -> Int {
    if freeSpinsOnly && !inFreeSpins { return 1 }
    let bound = cap ?? Int.max
    let (grown, overflow) = step.multipliedReportingOverflow(by: max(0, cascades))
    guard !overflow else { return bound }
    let (sum, overflowed) = start.addingReportingOverflow(grown)
    return overflowed ? bound : min(bound, sum)
  }

  /// The largest multiplier a window of a chain of at most `maxTumbles` cascades can pay:
  /// the cap, or `start + step·maxTumbles` without one (a rule within ``Ranges``).
  public func largest(maxTumbles: Int) -> Int {
    cap ?? value(afterCascades: maxTumbles, inFreeSpins: true)
  }

  /// `Σ_{k=0…T} m_k` at its largest, `T = maxTumbles`: what one chain's window pays are
  /// multiplied by at most, summed (the bound of a chain's total pay over its windows').
  public func chainSum(maxTumbles: Int) -> Int {
    var sum = 0
    for k in 0...max(0, maxTumbles) {
      let m =
        carriesOver ? largest(maxTumbles: maxTumbles) : value(afterCascades: k, inFreeSpins: true)
      sum = sum > Int.max - m ? Int.max : sum + m
    }
    return sum
  }

  /// Checks the rule for chains of at most `maxTumbles` cascades; an empty array means it is
  /// valid. Fields are JSON paths under the rule (`start`, `step`, `cap`, `carriesOver`).
  ///
  /// - `start` within ``Ranges/start``, `step` within ``Ranges/step``;
  /// - `cap`, if any, `start` … 100,000;
  /// - without a cap, `start + step·maxTumbles` at most 100,000 (so no multiplier, and no
  ///   chain's pay, can overflow);
  /// - ``carriesOver`` needs a cap (the multiplier would grow with every free spin).
  public func issues(maxTumbles: Int) -> [ParameterIssue] {
    var issues: [ParameterIssue] = []
    if !Ranges.start.contains(Double(start)) {
      issues.append(
        ParameterIssue(field: "start", message: "\(start) is out of range (allowed: 1 ... 1000)"))
    }
    if !Ranges.step.contains(Double(step)) {
      issues.append(
        ParameterIssue(field: "step", message: "\(step) is out of range (allowed: 0 ... 1000)"))
    }
    guard issues.isEmpty else { return issues }
    let most = Int(Ranges.largest.upperBound)
    if let cap {
      if cap < start || cap > most {
        issues.append(
          ParameterIssue(
            field: "cap",
            message: "\(cap) is out of range (allowed: \(start) ... \(most), "
              + "at least start)"))
      }
    } else {
      let largest = value(afterCascades: maxTumbles, inFreeSpins: true)
      if largest > most {
        issues.append(
          ParameterIssue(
            field: "step",
            message: "start + step·maxTumbles = \(start) + \(step)·\(maxTumbles) = \(largest) "
              + "(allowed: at most \(most); give a cap or a smaller step)"))
      }
      if carriesOver {
        issues.append(
          ParameterIssue(
            field: "carriesOver",
            message: "a multiplier that carries over between free spins has no cap "
              + "(allowed: carriesOver with a cap)"))
      }
    }
    return issues
  }
}
