/// How a tumble (cascade) moves: the gravity the cells fall under, the bounce when they land,
/// the pause between the removal of the winning cells and the first fall, the delay from one
/// column to the next, and the longest chain.
///
/// A cell that falls `D` pt (``CellFall``) lands after `t_f = √(2D/g)` and hops back up with
/// the speed `e·g·t_f` for `2e·t_f`, so it comes to rest `t_f·(1 + 2e)` after it started.
public struct TumbleParameters: Sendable, Equatable, Hashable {
  /// The gravity `g` the cells fall under, pt/s².
  public var gravity: Double
  /// The restitution `e`: the share of the landing speed a cell bounces back up with (0: no
  /// bounce); the hop rises `e²·D` for a fall of `D`.
  public var restitution: Double
  /// The pause from the removal of the winning cells to the fall of column 0, seconds.
  public var fallDelay: Double
  /// The extra delay of each column: column `c` falls `fallDelay + c·columnStagger` after the
  /// removal, seconds.
  public var columnStagger: Double
  /// The most tumbles of one chain: the window after the last one is paid but not tumbled.
  public var maxTumbles: Int

  /// Creates tumble parameters; by default 8000 pt/s², a restitution of 0.2, 0.2 s before the
  /// fall, 0.05 s per column and at most 50 tumbles.
  public init(
    gravity: Double = 8000, restitution: Double = 0.2, fallDelay: Double = 0.2,
    columnStagger: Double = 0.05, maxTumbles: Int = 50
  ) {
    self.gravity = gravity
    self.restitution = restitution
    self.fallDelay = fallDelay
    self.columnStagger = columnStagger
    self.maxTumbles = maxTumbles
  }

  /// The longest a tumble may take from the removal to the last landing, seconds: with at
  /// most ``Ranges/maxTumbles`` tumbles a chain lasts at most a few days of ticks, which the
  /// tick type holds on every platform (``SimulationClock/maximumTick``).
  public static let maximumTumbleDuration = 60.0

  /// The allowed range of every tumble parameter, checked by ``issues(machine:)``.
  public enum Ranges {
    /// Gravity: more than 0, at most 10⁷ pt/s².
    public static let gravity = ParameterRange(0, 1e7, unit: "pt/s²", excludingLowerBound: true)
    /// Restitution: 0 (no bounce) to 0.8.
    public static let restitution = ParameterRange(0, 0.8, unit: "× the landing speed")
    /// The pause before the fall.
    public static let fallDelay = ParameterRange(0, 10, unit: "s")
    /// The delay per column.
    public static let columnStagger = ParameterRange(0, 1, unit: "s")
    /// The most tumbles of a chain (a whole number).
    public static let maxTumbles = ParameterRange(1, 1000, unit: "tumbles")
  }

  /// The longest one tumble of `machine` can take, seconds: the last column's delay and a
  /// fall through the whole window, `fallDelay + (N − 1)·columnStagger + t_f·(1 + 2e)` with
  /// `t_f = √(2·R·h/g)` for the tallest drop `R·h`.
  public func longestTumble(machine: MachineSpec) -> Double {
    let drop =
      machine.drums.map { Double($0.geometry.visibleRows) * $0.geometry.symbolHeight }
      .max() ?? 0
    let fall = (2 * drop / gravity).squareRoot() * (1 + 2 * restitution)
    return fallDelay + Double(max(0, machine.drums.count - 1)) * columnStagger + fall
  }

  /// Checks every range, then that the longest tumble of `machine` takes at most
  /// ``maximumTumbleDuration``; an empty array means the parameters are valid.
  public func issues(machine: MachineSpec) -> [ParameterIssue] {
    var check = IssueCollector()
    check.require("gravity", gravity, in: Ranges.gravity)
    check.require("restitution", restitution, in: Ranges.restitution)
    check.require("fallDelay", fallDelay, in: Ranges.fallDelay)
    check.require("columnStagger", columnStagger, in: Ranges.columnStagger)
    check.require("maxTumbles", maxTumbles, in: Ranges.maxTumbles)
    guard check.issues.isEmpty else { return check.issues }
    let longest = longestTumble(machine: machine)
    if !(longest <= Self.maximumTumbleDuration) {
      check.fail(
        "gravity",
        "\(format(gravity)) pt/s² makes a tumble last up to \(format((longest * 1000).rounded() / 1000)) s "
          + "(allowed: at most \(format(Self.maximumTumbleDuration)) s from the removal to the last "
          + "landing; a stronger gravity, shorter delays or a smaller window)")
    }
    return check.issues
  }
}

#if !hasFeature(Embedded)
  extension TumbleParameters: Codable {}
#endif
