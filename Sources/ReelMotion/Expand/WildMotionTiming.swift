/// The timing of a ``WildMotion``, in whole ticks of its clock.
///
/// Per step, from its start tick `s`: the drums spin (a respin or free spin; the base step
/// starts at rest) and settle at `rest = s + spinTicks`; a walking wild steps one drum in
/// `walkTicks` from `s`; the `i`-th expanding drum grows over its drum from
/// `rest + delayTicks + i·intervalTicks` for `growTicks`; the step ends `pauseTicks` after the
/// last of these, and the next starts there.
public struct WildMotionTiming: Sendable, Equatable, Hashable {
  /// The most ticks of any one part (10⁶ ticks: over an hour at 240 Hz).
  public static let maximumTicks = 1_000_000
  /// The default walk: 72 ticks (0.3 s at 240 Hz).
  public static let defaultWalkTicks = 72
  /// The default growth of one drum: 36 ticks (0.15 s at 240 Hz).
  public static let defaultGrowTicks = 36
  /// The default pause after a step: 48 ticks (0.2 s at 240 Hz).
  public static let defaultPauseTicks = 48

  /// From a spinning step's start to its drums' rest, ticks.
  public var spinTicks: Int
  /// A walking wild's step of one drum, ticks (at least 1).
  public var walkTicks: Int
  /// One drum's growth, ticks (at least 1).
  public var growTicks: Int
  /// From the rest to the first drum's growth, ticks (as ``SymbolExpansion``).
  public var delayTicks: Int
  /// Between two drums' growths, ticks (as ``SymbolExpansion``).
  public var intervalTicks: Int
  /// From the step's last motion to its end, ticks.
  public var pauseTicks: Int

  /// Creates a timing; each part from 0 (1 for the walk and the growth) to ``maximumTicks``.
  public init(
    spinTicks: Int, walkTicks: Int = defaultWalkTicks, growTicks: Int = defaultGrowTicks,
    delayTicks: Int = SymbolExpansion.defaultDelayTicks,
    intervalTicks: Int = SymbolExpansion.defaultIntervalTicks,
    pauseTicks: Int = defaultPauseTicks
  ) {
    self.spinTicks = spinTicks
    self.walkTicks = walkTicks
    self.growTicks = growTicks
    self.delayTicks = delayTicks
    self.intervalTicks = intervalTicks
    self.pauseTicks = pauseTicks
  }

  /// The first part out of range, as `(name, value)`, or `nil` when every part is allowed.
  public var issue: (field: String, value: Int)? {
    let parts = [
      ("spinTicks", spinTicks, 0), ("walkTicks", walkTicks, 1), ("growTicks", growTicks, 1),
      ("delayTicks", delayTicks, 0), ("intervalTicks", intervalTicks, 0),
      ("pauseTicks", pauseTicks, 0),
    ]
    for (name, value, least) in parts where value < least || value > Self.maximumTicks {
      return (name, value)
    }
    return nil
  }
}
