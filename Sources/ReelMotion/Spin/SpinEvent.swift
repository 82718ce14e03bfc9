/// Something that happened to a drum (or the machine) at a tick.
public struct SpinEvent: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// What happened.
  public enum Kind: Sendable, Equatable, Hashable {
    /// The drum started moving (its start delay is over).
    case started
    /// The drum reached cruise speed.
    case reachedCruise
    /// The drum's stop request fired.
    case stopRequested
    /// Braking started towards strip index `target`, `distance` pt ahead (for classic: the
    /// drum entered its slow zone).
    case brakingStarted(target: Int, distance: Double)
    /// The classic profile stepped over its stop window; `count` misses so far.
    case windowMissed(count: Int)
    /// The drum reached its target for the first time: the moment to play the stop sound. A
    /// `back` landing passes the target here and comes back to rest later (``settled``).
    case reachedTarget
    /// The drum came to rest on its target.
    case settled
    /// Every drum is at rest.
    case allStopped
    /// A slam stop reached the drum.
    case slammed
    /// The late result arrived: the drum's target is now known.
    case resultArrived(target: Int)
    /// Anticipation extended the drum's spin.
    case anticipationStarted
  }

  /// The tick of the event.
  public var tick: Int
  /// The time of the event, seconds: `tick·dt`.
  public var time: Double
  /// The drum, or `nil` for machine events such as ``Kind/allStopped``.
  public var drum: Int?
  /// What happened.
  public var kind: Kind
  /// The rows the drum shows this spin, on a stop event (``Kind/stopRequested``,
  /// ``Kind/reachedTarget``, ``Kind/settled``) of a drum whose rows are drawn per spin (it has
  /// a ``DrumSpec/rowChange``: a variable-row spin's drum, `MachineSpec.spinning`); `nil`
  /// otherwise (fixed rows, other events, a variable-row spin's top drum).
  public var rows: Int?

  /// Creates an event.
  public init(tick: Int, time: Double, drum: Int?, kind: Kind, rows: Int? = nil) {
    self.tick = tick
    self.time = time
    self.drum = drum
    self.kind = kind
    self.rows = rows
  }

  /// Whether the kind is one of a drum's stop events, which carry its rows on a
  /// variable-row spin: ``Kind/stopRequested``, ``Kind/reachedTarget``, ``Kind/settled``.
  public var isStop: Bool {
    switch kind {
    case .stopRequested, .reachedTarget, .settled: true
    default: false
    }
  }

  /// A one-line description: `tick 240 drum 0 stopRequested`, `tick 468 machine allStopped`
  /// (a kind with values prints them: `tick 240 drum 0 brakingStarted(target: 3, distance: 1400.0)`;
  /// a stop event with rows says them: `tick 240 drum 0 stopRequested (5 rows)`).
  public var description: String {
    let who = drum.map { "drum \($0)" } ?? "machine"
    return "tick \(tick) \(who) \(kind)" + (rows.map { " (\($0) rows)" } ?? "")
  }
}

#if !hasFeature(Embedded)
  extension SpinEvent: Codable {}
  extension SpinEvent.Kind: Codable {}
#endif
