import ReelKit
import ReelKitSupport

/// The `wheel` block: it makes the machine a prize wheel. A wheel has one drum whose strip
/// lists the segments in the order the pointer meets them; angles are degrees (`motion`'s
/// speeds in °/s, accelerations in °/s²: a wheel turn is 360 pt), and the wheel rests with
/// the centre of its winning segment exactly under the pointer.
public struct WheelConfig: ConfigRecord, Sendable, Equatable {
  /// The width of each segment, degrees, one per strip stop, adding up to 360 (default: 360/N
  /// each).
  public var widths: [Double]?
  /// The way the wheel turns (default clockwise).
  public var direction: SpinDirection?
  /// Where the pointer is, degrees clockwise from the top (default 0, the top).
  public var pointerAngle: Double?

  /// Creates a wheel block.
  public init(widths: [Double]? = nil, direction: SpinDirection? = nil, pointerAngle: Double? = nil)
  {
    self.widths = widths
    self.direction = direction
    self.pointerAngle = pointerAngle
  }

  /// A wheel block with no key set.
  init() {
    self.init(widths: nil)
  }

  /// Decodes the keys listed in `keys`.
  public init(from decoder: any Decoder) throws { try self.init(keysFrom: decoder) }

  /// Every key of the object, each described once (``ConfigKey``).
  static var keys: [ConfigKey<WheelConfig>] {
    [
      .optional(
        "widths", \.widths,
        ConfigShape.array(
          ConfigShape.number.documented(
            "one segment's width", range: MachineConfig.Ranges.segmentWidth)
        ).documented(
          "the width of each segment (one per entry of `drums[0].strip`, in that order); "
            + "independent of the drum's `weights`, which set how often each segment wins",
          default: .derived("`360/N` each"),
          allowed: "one per segment, each a multiple of 1/64°; adding up to exactly 360°",
          count: FieldDoc.Count(1, nil, "widths"))),
      .optional(
        "direction", \.direction,
        ConfigShape.choice(SpinDirection.allCases.map(\.rawValue)).documented(
          "the way the wheel turns, as the player sees it",
          default: .string(SpinDirection.clockwise.rawValue))),
      .optional(
        "pointerAngle", \.pointerAngle,
        ConfigShape.number.documented(
          "where the pointer is, clockwise from the top (90: right)",
          range: MachineConfig.Ranges.pointerAngle, default: .number(0))),
    ]
  }
}

/// What kind of machine a config describes.
public enum MachineKind: String, Sendable, Equatable, CaseIterable {
  /// Drums behind a window of rows (a config without `wheel`).
  case reels
  /// A prize wheel under a pointer (a config with `wheel`).
  case wheel
}

extension MachineConfig {
  /// Whether this config is a wheel (it has a `wheel` block) or reels.
  public var kind: MachineKind { wheel == nil ? .reels : .wheel }

  /// The degrees of one wheel turn: a wheel's strip is 360 pt long, so a point is a degree.
  public static let wheelTurn = 360.0

  /// The geometry of a wheel's drum: one row, segments `wheel.widths` degrees wide (or
  /// `360/N` each, as uniform stops).
  func wheelGeometry(strip: [String], wheel: WheelConfig) -> DrumGeometry {
    let equal = strip.isEmpty ? Self.wheelTurn : Self.wheelTurn / Double(strip.count)
    return DrumGeometry(
      strip: strip, symbolHeight: equal, visibleRows: 1, segmentWidths: wheel.widths)
  }

  /// The layout of a validated wheel config (`nil` for reels): its drum, direction and pointer.
  public func wheelLayout(geometry: DrumGeometry) -> WheelLayout? {
    wheel.map { written in
      WheelLayout(
        geometry: geometry, direction: written.direction ?? .clockwise,
        pointerAngle: written.pointerAngle ?? 0)
    }
  }

  /// The problems of a wheel config, each at its JSON path: one drum, no `geometry`, widths
  /// one per segment on the 1/64° grain adding up to 360°, a pointer angle in range, and a
  /// planned profile.
  func wheelProblems() -> [ConfigProblem] {
    guard let wheel else { return [] }
    var problems: [ConfigProblem] = []
    func add(_ path: String, _ message: String) {
      problems.append(ConfigProblem(path: JSONPath(path), message: message))
    }
    if geometry != nil {
      add(
        "geometry",
        "is not used by a wheel (allowed: no geometry with wheel; the segment widths are "
          + "wheel.widths)")
    }
    if drums.count > 1 {
      add(
        "drums",
        "has \(counted(drums.count, "drum")) (allowed: exactly 1 with wheel, whose strip lists "
          + "the segments)")
    }
    if motion?.settings.profile == .classic
      || drums.contains(where: { $0.motion?.settings.profile == .classic })
    {
      let path =
        motion?.settings.profile == .classic ? "motion.profile" : "drums[0].motion.profile"
      add(path, "classic is not allowed on a wheel (allowed: linear, cubic, back)")
    }
    if motion?.settings.strategy == .splice
      || drums.contains(where: { $0.motion?.settings.strategy == .splice })
    {
      let path =
        motion?.settings.strategy == .splice ? "motion.strategy" : "drums[0].motion.strategy"
      add(
        path,
        "splice is not allowed on a wheel: its segments cannot change (allowed: wait, stretch, "
          + "solve, fixed)")
    }
    if let angle = wheel.pointerAngle, !Ranges.pointerAngle.contains(angle) {
      add(
        "wheel.pointerAngle",
        "\(formatNumber(angle)) is out of range (allowed: \(Ranges.pointerAngle.allowed), "
          + "clockwise from the top)")
    }
    guard let widths = wheel.widths else { return problems }
    if let strip = drums.first?.strip, widths.count != strip.count {
      add(
        "wheel.widths",
        "has \(counted(widths.count, "width")) for \(counted(strip.count, "segment")) "
          + "(allowed: one per entry of drums[0].strip)")
    }
    var valid = widths.count == drums.first?.strip.count
    for (index, width) in widths.enumerated() {
      let grain = DrumGeometry.segmentWidthGrain
      if !Ranges.segmentWidth.contains(width) {
        valid = false
        add(
          "wheel.widths[\(index)]",
          "\(formatNumber(width))° is out of range (allowed: \(Ranges.segmentWidth.allowed))")
      } else if (width / grain).rounded() * grain != width {
        valid = false
        add(
          "wheel.widths[\(index)]",
          "\(formatNumber(width))° is not a multiple of 1/64° (allowed: multiples of 0.015625°, "
            + "e.g. \(formatNumber((width / grain).rounded() * grain)), so that every landing is "
            + "exact)")
      }
    }
    // The total is checked once every width is valid and there is one per segment.
    let total = widths.reduce(0, +)
    if valid, total != Self.wheelTurn {
      add(
        "wheel.widths",
        "adds up to \(formatNumber(total))° (allowed: exactly 360°, one turn)")
    }
    return problems
  }
}

extension MachineConfig.Ranges {
  /// A wheel segment's width, degrees.
  public static let segmentWidth = ParameterRange(0.5, 360, unit: "°")
  /// A wheel's pointer angle, degrees clockwise from the top.
  public static let pointerAngle = ParameterRange(0, 360, unit: "°")
}
