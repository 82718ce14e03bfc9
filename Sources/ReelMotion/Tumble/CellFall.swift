/// The fall of one cell of a tumble into its row: closed-form segments in integer ticks.
///
/// Positions are the distance `y` of the cell's top edge below the top of the window, pt
/// (down is positive): row `r` rests at exactly `y = r·h`. A cell starting in row `r₀` (a
/// new symbol starts above the window, `r₀ < 0`) falls `D = (r − r₀)·h` into row `r`. With
/// `τ = (n − startTick)·dt` the time since its fall started at tick `n`:
///
///     waiting   τ < 0:               y = r₀·h
///     falling   0 ≤ τ < t_f:         y = r₀·h + ½·g·τ²,          v = g·τ
///     bouncing  t_f ≤ τ:             y = r·h − (u·σ − ½·g·σ²),   v = g·σ − u,   σ = τ − t_f
///     resting   n ≥ ``landTick``:     y = r·h exactly,            v = 0
///
/// with the landing time `t_f = √(2D/g)`, the landing speed `g·t_f`, the hop's start speed
/// `u = e·g·t_f` (restitution `e`), the hop lasting `2u/g = 2e·t_f` and rising `e²·D`. The
/// cell rests from the first tick at or after `t_f·(1 + 2e)`; positions in flight are clamped
/// to `y ≤ r·h`, so a cell never dips below its row by a rounding error, and the resting
/// position is the product `r·h` itself, bit for bit.
public struct CellFall: Sendable, Equatable, Hashable {
  /// The drum (column) of the cell, 0 at the left.
  public var drum: Int
  /// The row the cell rests in, 0 at the top.
  public var row: Int
  /// The row the cell starts from (negative: above the window, a new symbol).
  public var fromRow: Int
  /// The symbol.
  public var symbol: String
  /// The strip index the symbol comes from.
  public var stripIndex: Int
  /// The tick at which the fall starts (the cell waits in `fromRow` before it): the first
  /// tick of the ``CellPhase/falling`` phase.
  public var startTick: Int
  /// The first tick at which the cell rests in ``row``.
  public var landTick: Int
  /// The symbol height `h`, pt.
  public var symbolHeight: Double
  /// The gravity `g`, pt/s².
  public var gravity: Double
  /// The restitution `e`.
  public var restitution: Double

  /// Plans the fall of a cell from `fromRow` into `row` starting at `startTick`; `row` must be
  /// below `fromRow` and the parameters valid (``TumbleParameters/issues(machine:)``).
  public init(
    drum: Int, row: Int, fromRow: Int, symbol: String, stripIndex: Int, startTick: Int,
    symbolHeight: Double, parameters: TumbleParameters, clock: SimulationClock
  ) {
    precondition(row > fromRow, "a cell falls down")
    self.drum = drum
    self.row = row
    self.fromRow = fromRow
    self.symbol = symbol
    self.stripIndex = stripIndex
    self.startTick = startTick
    self.symbolHeight = symbolHeight
    self.gravity = parameters.gravity
    self.restitution = parameters.restitution
    self.landTick = 0
    landTick = startTick.addingTicks(clock.ticks(covering: duration))
  }

  /// The fall distance `D = (row − fromRow)·h`, pt.
  public var distance: Double { Double(row - fromRow) * symbolHeight }
  /// The landing time `t_f = √(2D/g)` after the start, seconds.
  public var fallTime: Double { (2 * distance / gravity).squareRoot() }
  /// The hop's start speed `u = e·g·t_f`, pt/s (upwards).
  public var bounceSpeed: Double { restitution * gravity * fallTime }
  /// The time from the start to rest, `t_f·(1 + 2e)`, seconds.
  public var duration: Double { fallTime * (1 + 2 * restitution) }
  /// The resting position `r·h`, pt.
  public var restPosition: Double { Double(row) * symbolHeight }
  /// The starting position `r₀·h`, pt.
  public var startPosition: Double { Double(fromRow) * symbolHeight }

  /// Where the cell is at tick `tick` and how it moves (closed form, no state).
  public func sample(atTick tick: Int, clock: SimulationClock) -> CellSample {
    let rest = restPosition
    if tick >= landTick {
      return CellSample(tick: tick, phase: .resting, position: rest, velocity: 0, acceleration: 0)
    }
    if tick < startTick {
      return CellSample(
        tick: tick, phase: .waiting, position: startPosition, velocity: 0, acceleration: 0)
    }
    let tau = clock.time(atTick: tick - startTick)
    let landing = fallTime
    if tau < landing {
      return CellSample(
        tick: tick, phase: .falling,
        position: min(rest, startPosition + gravity * tau * tau / 2), velocity: gravity * tau,
        acceleration: gravity)
    }
    let sigma = tau - landing
    let speed = bounceSpeed
    return CellSample(
      tick: tick, phase: .bouncing,
      position: min(rest, rest - (speed * sigma - gravity * sigma * sigma / 2)),
      velocity: gravity * sigma - speed, acceleration: gravity)
  }
}

/// One cell of a tumble at one tick.
public struct CellSample: Sendable, Equatable, Hashable {
  /// The tick.
  public var tick: Int
  /// The segment the cell is in.
  public var phase: CellPhase
  /// The distance of the cell's top edge below the top of the window, pt.
  public var position: Double
  /// The speed, pt/s, positive downwards.
  public var velocity: Double
  /// The acceleration, pt/s², positive downwards.
  public var acceleration: Double

  /// A sample from its fields (the memberwise initializer, for the maths module's resting cells).
  package init(
    tick: Int, phase: CellPhase, position: Double, velocity: Double, acceleration: Double
  ) {
    self.tick = tick
    self.phase = phase
    self.position = position
    self.velocity = velocity
    self.acceleration = acceleration
  }
}

/// The segment a falling cell is in (``CellFall``).
public enum CellPhase: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Before its column's fall starts: still where it was (above the window for a new symbol).
  case waiting
  /// Falling under gravity: `y = r₀·h + ½·g·τ²`.
  case falling
  /// The hop after landing: `y = r·h − (u·σ − ½·g·σ²)`.
  case bouncing
  /// At rest in its row, exactly `r·h`.
  case resting
}

extension Int {
  /// `self + ticks`, saturating at ``SimulationClock/maximumTick`` (never trapping, also where
  /// `Int` has 32 bits).
  package func addingTicks(_ ticks: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(ticks)
    return overflow ? SimulationClock.maximumTick : Swift.min(sum, SimulationClock.maximumTick)
  }
}

#if !hasFeature(Embedded)
  extension CellFall: Codable {}
  extension CellSample: Codable {}
  extension CellPhase: Codable {}
#endif
