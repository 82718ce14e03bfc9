/// Everything one drum needs to spin: its geometry, its motion, where it starts and when it
/// is asked to stop.
public struct DrumSpec: Sendable, Equatable, Hashable {
  /// The allowed start delays, s (a drum starts within the first minute).
  public static let startDelayRange = ParameterRange(0, 60, unit: "s")
  /// The allowed stop request times, s (within the longest watchdog).
  public static let stopRequestTimeRange = ParameterRange(0, 3600, unit: "s")

  /// The strip, the symbol height and the window.
  public var geometry: DrumGeometry
  /// Speeds, limits, braking profile and landing strategy.
  public var motion: MotionParameters
  /// The strip index centred before the spin starts.
  public var startIndex: Int
  /// Seconds from the start of the spin until this drum starts moving.
  public var startDelay: Double
  /// Seconds from the start of the spin until this drum's scheduled stop request. The
  /// request fires at the first tick at or after this time at which the drum is cruising
  /// and has completed `minimumRevolutions` turns.
  public var stopRequestTime: Double
  /// Whether a respin holds the drum: it stays at rest on ``startIndex`` for the whole spin
  /// (no motion, no events, ``LandingMethod/held``) and its target must be ``startIndex``.
  /// Set by ``MachineSpec/respin(_:)``.
  public var held: Bool
  /// The rows the drum showed on the previous spin, in a window of fixed height, for a drum
  /// whose rows change from spin to spin (``RowChange``); `nil` for a drum of fixed rows.
  /// Set it with ``setRows(_:previous:)``.
  public var rowChange: RowChange?

  /// Creates a drum spec.
  public init(
    geometry: DrumGeometry, motion: MotionParameters = MotionParameters(), startIndex: Int = 0,
    startDelay: Double = 0, stopRequestTime: Double, held: Bool = false
  ) {
    self.geometry = geometry
    self.motion = motion
    self.startIndex = startIndex
    self.startDelay = startDelay
    self.stopRequestTime = stopRequestTime
    self.held = held
    rowChange = nil
  }

  /// Checks the drum; field paths are relative to the drum (`motion.cruiseSpeed`).
  public func issues() -> [ParameterIssue] {
    var check = IssueCollector()
    check.issues += geometry.issues().map { $0.prefixed("geometry") }
    check.issues += motion.issues().map { $0.prefixed("motion") }
    if !geometry.strip.isEmpty, !(0..<geometry.strip.count).contains(startIndex) {
      check.fail(
        "startIndex",
        "\(startIndex) is off the strip (allowed: 0 ... \(geometry.strip.count - 1))")
    }
    check.require("startDelay", startDelay, in: Self.startDelayRange)
    check.require("stopRequestTime", stopRequestTime, in: Self.stopRequestTimeRange)
    check.issues += rowIssues()
    if geometry.hasSegmentWidths, motion.profile == .classic {
      check.fail(
        "motion.profile",
        "classic cannot land on segments of different widths (allowed: linear, cubic, back)")
    }
    if geometry.hasSegmentWidths, motion.strategy == .splice {
      check.fail(
        "motion.strategy",
        "splice cannot land on segments of different widths (allowed: wait, stretch, solve, "
          + "fixed)")
    }
    if check.issues.isEmpty {
      check.issues += motion.fixedLandingIssues(stripLength: geometry.stripLength).map {
        $0.prefixed("motion")
      }
    }
    return check.issues
  }
}

#if !hasFeature(Embedded)
  extension DrumSpec: Codable {
    enum CodingKeys: String, CodingKey {
      case geometry, motion, startIndex, startDelay, stopRequestTime, held, rowChange
    }

    /// Decodes a drum spec; `held` and `rowChange` are optional (absent: not held, fixed
    /// rows), so that snapshots saved before respins and row changes existed stay readable.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      geometry = try container.decode(DrumGeometry.self, forKey: .geometry)
      motion = try container.decode(MotionParameters.self, forKey: .motion)
      startIndex = try container.decode(Int.self, forKey: .startIndex)
      startDelay = try container.decode(Double.self, forKey: .startDelay)
      stopRequestTime = try container.decode(Double.self, forKey: .stopRequestTime)
      held = try container.decodeIfPresent(Bool.self, forKey: .held) ?? false
      rowChange = try container.decodeIfPresent(RowChange.self, forKey: .rowChange)
    }

    /// Encodes the drum spec; `held` and `rowChange` only when they are set, so that a spec
    /// without respin or row change encodes as it always did.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(geometry, forKey: .geometry)
      try container.encode(motion, forKey: .motion)
      try container.encode(startIndex, forKey: .startIndex)
      try container.encode(startDelay, forKey: .startDelay)
      try container.encode(stopRequestTime, forKey: .stopRequestTime)
      if held { try container.encode(held, forKey: .held) }
      try container.encodeIfPresent(rowChange, forKey: .rowChange)
    }
  }
#endif
