/// How a drum's landing was actually planned.
public enum LandingMethod: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Cruised until the target was at the nominal braking distance.
  case wait
  /// Braked at the request with a gentler curve.
  case stretch
  /// Braked at the scheduled request, cruise speed scaled by `speedFactor`.
  case solve
  /// `solve` found no speed factor within `maxSpeedAdjust` and used `wait`.
  case solveFallbackWait = "solve-fallback-wait"
  /// Braked at the request and rested `brakeTime` later (``FixedTimeBraking``).
  case fixed
  /// `fixed` could not reach the target in `brakeTime` (the drum was teased slower than its
  /// cruise speed) and used `wait`.
  case fixedFallbackWait = "fixed-fallback-wait"
  /// Braked at the request for a fixed time onto the first whole symbol in reach, the
  /// target spliced in out of sight (``StripSplice``).
  case splice
  /// `splice` could not place the target out of sight (the braking distance is too short,
  /// or longer than the strip less the window) and used `wait`.
  case spliceFallbackWait = "splice-fallback-wait"
  /// The classic buffer algorithm.
  case classic
  /// Held by a respin (``DrumSpec/held``): the drum did not move; it rests where the
  /// previous spin left it, bit for bit.
  case held
}

/// What one drum did in a spin: when things happened, how it moved and where it came to rest.
///
/// Times are ticks; multiply by the clock's `dt` (or use ``SpinResult``'s helpers) for
/// seconds. Peaks come from the per-tick samples (see ``DrumSample/acceleration``).
public struct DrumResult: Sendable, Equatable, Hashable {
  /// The drum's index, left to right.
  public var drum: Int
  /// The target strip index.
  public var target: Int
  /// The symbol at the target index.
  public var targetSymbol: String
  /// How the landing was planned.
  public var method: LandingMethod
  /// The factor the `solve` strategy applied to the cruise speed (1 otherwise).
  public var speedFactor: Double
  /// The cruise speed actually used, pt/s.
  public var cruiseSpeed: Double
  /// The phase the drum ended in (`stopped` unless the watchdog fired).
  public var phase: DrumPhase
  /// The tick at which the drum started moving.
  public var startTick: Int?
  /// The tick at which it reached cruise speed.
  public var cruiseTick: Int?
  /// The tick at which its stop request fired.
  public var stopRequestTick: Int?
  /// The tick at which braking started (classic: entered the slow zone).
  public var brakingStartTick: Int?
  /// The tick at which it first reached the target.
  public var reachedTargetTick: Int?
  /// The tick at which it came to rest.
  public var settleTick: Int?
  /// The distance from the start of braking to the target, pt.
  public var brakingDistance: Double?
  /// Travel at the end, pt.
  public var travel: Double
  /// The wrapped offset at the end, pt (exactly `target·h` once stopped).
  public var offset: Double
  /// Revolutions: final travel divided by the strip length.
  public var revolutions: Double
  /// The largest speed on any tick, pt/s.
  public var peakSpeed: Double
  /// The largest deceleration on any tick from the stop request on, pt/s².
  public var peakDeceleration: Double
  /// The largest per-tick change of acceleration on any tick, pt/s³.
  public var peakJerk: Double
  /// How far the motion was from the target when it was snapped onto it, pt: the closed
  /// form's end point for planned profiles (≤ 1e-6), the snap distance for classic.
  public var landingError: Double
  /// How many times the classic profile stepped over its stop window.
  public var windowMisses: Int
  /// How far the drum travelled past its resting travel, pt (the back profile's bounce).
  public var overshoot: Double
  /// The symbols shown at rest, top row first.
  public var window: [String]
  /// The target decided before the spin (or revealed by the late result); differs from
  /// ``target`` only when a skill stop could not show it.
  public var decidedTarget: Int
  /// What made the stop request fire (`nil` if it never did).
  public var requestSource: StopSource?
  /// How far the drum travelled from its stop request to rest, in symbols.
  public var slip: Double?
  /// How long from the stop request to rest, in ticks.
  public var stopLatencyTicks: Int?
  /// How many ticks anticipation added to the schedule.
  public var anticipationTicks: Int
  /// What the `splice` strategy placed on the strip (`nil` when nothing was spliced).
  public var splice: StripSplice? = nil
  /// The rows the drum showed this spin, for a drum with a ``DrumSpec/rowChange`` (`nil`
  /// for a drum of fixed rows: its rows are ``window``'s count).
  public var rows: Int? = nil
  /// The rows the drum showed on the previous spin, for a drum with a
  /// ``DrumSpec/rowChange``; the spin switched from these to ``rows`` out of sight
  /// (``RowChange``).
  public var previousRows: Int? = nil

  /// Whether the drum is at rest on its target.
  public var isStopped: Bool { phase == .stopped }
}

#if !hasFeature(Embedded)
  extension LandingMethod: Codable {}
  extension DrumResult: Codable {
    /// The encoded keys: the property names, but for the two ticks renamed in the API, which
    /// keep the names of snapshot format 2 (`brakingTick`, `landedTick`) so that saved
    /// snapshots stay readable.
    enum CodingKeys: String, CodingKey {
      case drum
      case target
      case targetSymbol
      case method
      case speedFactor
      case cruiseSpeed
      case phase
      case startTick
      case cruiseTick
      case stopRequestTick
      case brakingStartTick = "brakingTick"
      case reachedTargetTick = "landedTick"
      case settleTick
      case brakingDistance
      case travel
      case offset
      case revolutions
      case peakSpeed
      case peakDeceleration
      case peakJerk
      case landingError
      case windowMisses
      case overshoot
      case window
      case decidedTarget
      case requestSource
      case slip
      case stopLatencyTicks
      case anticipationTicks
      case splice
      case rows
      case previousRows
    }
  }
#endif
