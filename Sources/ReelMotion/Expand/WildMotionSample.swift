/// What a ``WildMotion`` shows at one tick (``WildMotion/sample(atTick:)``).
public struct WildMotionSample: Sendable, Equatable, Hashable {
  /// The tick.
  public var tick: Int
  /// The step under way (0 before the first; -1 without steps).
  public var step: Int
  /// Per drum, whether it spins at this tick (its held cells stay: draw them over it; a drum
  /// of a free spin wholly held wild rests).
  public var spinning: [Bool]
  /// Per drum, the cells shown wild and still: sticky wilds, walked wilds that arrived, bit
  /// `r` for row `r`.
  public var held: [Int]
  /// The walked wilds on their way, each drawn `offset` drums right of its cell.
  public var walks: [WildWalk]
  /// Per drum, the part of it the growing symbol covers (`nil`: no growth yet).
  public var growths: [WildGrowth?]
}

/// A walked wild on its way into cell (``drum``, ``row``) from the drum to its right.
///
/// With `u = (n − s)/walkTicks` at tick `n` of a step starting at `s`, the wild is
/// `offset = 1 − u²(3 − 2u)` drums right of its cell (smoothstep: it leaves and arrives at
/// rest), exactly 1 at the start and exactly 0 from `u = 1`.
public struct WildWalk: Sendable, Equatable, Hashable {
  /// The drum it walks into.
  public var drum: Int
  /// Its row.
  public var row: Int
  /// How far right of its cell it is drawn, drums (1 → 0).
  public var offset: Double

  /// Creates a walk.
  public init(drum: Int, row: Int, offset: Double) {
    self.drum = drum
    self.row = row
    self.offset = offset
  }
}

/// The band of a drum the growing symbol covers, in rows from the top of the window.
///
/// It starts as the rows the symbol landed in, `[a, b)` (`a` its top landed row, `b` one
/// past its bottom one), and with `p = u²(3 − 2u)`, `u = (n − g)/growTicks` from the growth's
/// start `g`:
///
///     top = a·(1 − p),   bottom = b + (rows − b)·p
///
/// exactly `[0, rows)` from `u = 1` (``isComplete``).
public struct WildGrowth: Sendable, Equatable, Hashable {
  /// The band's top edge, rows.
  public var top: Double
  /// The band's bottom edge, rows.
  public var bottom: Double
  /// The growth's progress `p`, 0 to 1.
  public var progress: Double

  /// Creates a band.
  public init(top: Double, bottom: Double, progress: Double) {
    self.top = top
    self.bottom = bottom
    self.progress = progress
  }

  /// Whether the band covers the whole drum.
  public var isComplete: Bool { progress == 1 }
}

extension WildMotion {
  /// The smoothstep `u²(3 − 2u)` of `elapsed / duration` ticks, clamped to [0, 1].
  static func smoothstep(_ elapsed: Int, over duration: Int) -> Double {
    guard elapsed > 0 else { return 0 }
    guard elapsed < duration else { return 1 }
    let u = Double(elapsed) / Double(duration)
    return u * u * (3 - 2 * u)
  }

  /// What the motion shows at `tick` (closed form; before tick 0, the base window at rest;
  /// after ``endTick``, the last step's end).
  public func sample(atTick tick: Int) -> WildMotionSample {
    let none = [Int](repeating: 0, count: drums)
    guard let index = step(atTick: tick) else {
      return WildMotionSample(
        tick: tick, step: -1, spinning: [Bool](repeating: false, count: drums), held: none,
        walks: [], growths: [WildGrowth?](repeating: nil, count: drums))
    }
    let step = steps[index]
    let start = startTicks[index]
    let elapsed = max(0, tick - start)
    let spins = step.spins && tick >= start && tick < restTick(ofStep: index)
    let full = rows >= 62 ? -1 : (1 << rows) - 1
    // A drum wholly held wild does not spin: only the others do.
    let spinning = (0..<drums).map { drum in
      spins && !(step.kind == .freeSpin && drum < step.held.count && step.held[drum] & full == full)
    }
    var held = none
    var walks: [WildWalk] = []
    let walkOffset = 1 - Self.smoothstep(elapsed, over: timing.walkTicks)
    for (drum, row) in Self.cells(of: step.held, rows: rows) where drum < drums {
      if step.kind == .respin, walkOffset > 0 {
        walks.append(WildWalk(drum: drum, row: row, offset: walkOffset))
      } else {
        held[drum] |= 1 << row
      }
    }
    var growths = [WildGrowth?](repeating: nil, count: drums)
    for (place, drum) in step.expanded.enumerated() where drum >= 0 && drum < drums {
      let grow = growTick(ofStep: index, place: place)
      guard tick >= grow else { continue }
      let progress = Self.smoothstep(tick - grow, over: timing.growTicks)
      let landed = drum < step.landed.count ? step.landed[drum] : 0
      let (top, bottom) = Self.band(
        of: landed | (drum < step.held.count ? step.held[drum] : 0), rows: rows)
      growths[drum] =
        progress == 1
        ? WildGrowth(top: 0, bottom: Double(rows), progress: 1)
        : WildGrowth(
          top: top * (1 - progress), bottom: bottom + (Double(rows) - bottom) * progress,
          progress: progress)
    }
    return WildMotionSample(
      tick: tick, step: index, spinning: spinning, held: held, walks: walks, growths: growths)
  }

  /// The band `[a, b)` of the rows of `mask`: its top row and one past its bottom row (the
  /// middle row, one row high, when the mask is empty).
  static func band(of mask: Int, rows: Int) -> (top: Double, bottom: Double) {
    let cells = (0..<max(0, min(rows, 62))).filter { mask & (1 << $0) != 0 }
    guard let first = cells.first, let last = cells.last else {
      let middle = Double(rows / 2)
      return (middle, middle + 1)
    }
    return (Double(first), Double(last + 1))
  }
}
