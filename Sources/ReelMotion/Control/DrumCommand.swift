/// What can make a drum's stop request fire.
public enum StopSource: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Its scheduled time (`firstStop + i·stopInterval`, or the drum's `stopTime`).
  case schedule
  /// A schedule moved earlier by a quicken.
  case quicken
  /// A schedule held back until a late result arrived (or the minimum spin time).
  case lateResult = "late-result"
  /// A schedule extended by anticipation.
  case anticipation
  /// A slam stop.
  case slam
  /// A player's stop button (skill stop).
  case press
}

/// The limits of a skill stop: after the press the drum rests within `maxSlip` symbols and
/// `timeLimit` seconds.
public struct SkillStop: Sendable, Equatable, Hashable {
  /// The most symbols the drum may slide after the press.
  public var maxSlip: Int
  /// The longest time from the press to rest, seconds.
  public var timeLimit: Double

  /// Pachislot's widely quoted limits: 4 symbols, 190 ms.
  public init(maxSlip: Int = 4, timeLimit: Double = 0.19) {
    self.maxSlip = maxSlip
    self.timeLimit = timeLimit
  }
}

/// A command for one drum, applied at a tick after the tick's own decisions. Every kind of
/// stop goes through the drum's one planner.
public enum DrumCommand: Sendable, Equatable, Hashable {
  /// Brake at once on the shortest path the deceleration limit allows (a `wait` landing
  /// stops waiting), or, `instant`, rest on the target at once.
  case slam(instant: Bool)
  /// Move a stop request that has not fired yet earlier: the time left until it is
  /// multiplied by `factor` (0 < factor ≤ 1).
  case quicken(factor: Double)
  /// The late result: the target becomes known; the stop request may not fire before
  /// `earliestStopTick`.
  case reveal(target: Int, earliestStopTick: Int)
  /// Anticipation: the stop request moves to `stopTick` (later than scheduled) and, with a
  /// `teaseSpeed`, the drum slows to it (no harder than `maxDeceleration`) while it waits.
  case anticipate(stopTick: Int, teaseSpeed: Double?)
  /// A player pressed this drum's stop button.
  case press(SkillStop)
}

/// A command at a tick.
public struct TimedCommand: Sendable, Equatable, Hashable {
  /// The tick at which it is applied.
  public var tick: Int
  /// The command.
  public var command: DrumCommand

  /// Creates a timed command.
  public init(tick: Int, command: DrumCommand) {
    self.tick = tick
    self.command = command
  }
}

#if !hasFeature(Embedded)
  extension StopSource: Codable {}
  extension SkillStop: Codable {
    enum CodingKeys: String, CodingKey { case maxSlip, timeLimit }

    /// Decodes limits; a missing one keeps its default.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      self.init(
        maxSlip: try container.decodeIfPresent(Int.self, forKey: .maxSlip) ?? 4,
        timeLimit: try container.decodeIfPresent(Double.self, forKey: .timeLimit) ?? 0.19)
    }
  }
  extension DrumCommand: Codable {}
  extension TimedCommand: Codable {}
#endif
