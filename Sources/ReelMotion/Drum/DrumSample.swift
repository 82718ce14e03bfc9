/// The state of one drum at one tick: one row of a trace.
public struct DrumSample: Sendable, Equatable, Hashable {
  /// The tick.
  public var tick: Int
  /// The drum's phase at the tick (after the tick's decisions).
  public var phase: DrumPhase
  /// Travel since the start of the spin, pt (negative during a wind-back).
  public var travel: Double
  /// The wrapped offset in `[0, L)`, pt; exactly `k·h` at rest on `k`.
  public var offset: Double
  /// Velocity, pt/s (closed form at the tick).
  public var velocity: Double
  /// Acceleration, pt/s²: the per-tick difference `(v[n] − v[n−1])/dt`, which is what a
  /// display at the tick rate shows; on a smooth segment it equals the mean of the
  /// closed-form acceleration over the tick.
  public var acceleration: Double

  /// Creates a sample.
  public init(
    tick: Int, phase: DrumPhase, travel: Double, offset: Double, velocity: Double,
    acceleration: Double
  ) {
    self.tick = tick
    self.phase = phase
    self.travel = travel
    self.offset = offset
    self.velocity = velocity
    self.acceleration = acceleration
  }
}

#if !hasFeature(Embedded)
  extension DrumSample: Codable {}
#endif
