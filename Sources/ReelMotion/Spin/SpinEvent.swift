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

  /// Creates an event.
  public init(tick: Int, time: Double, drum: Int?, kind: Kind) {
    self.tick = tick
    self.time = time
    self.drum = drum
    self.kind = kind
  }

  /// A one-line description: `tick 240 drum 0 stopRequested`, `tick 468 machine allStopped`
  /// (a kind with values prints them: `tick 240 drum 0 brakingStarted(target: 3, distance: 1400.0)`).
  public var description: String {
    let who = drum.map { "drum \($0)" } ?? "machine"
    return "tick \(tick) \(who) \(kind)"
  }
}

#if !hasFeature(Embedded)
  extension SpinEvent: Codable {}
  extension SpinEvent.Kind: Codable {}
#endif
