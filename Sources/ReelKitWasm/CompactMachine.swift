import ReelKit

/// The compact description of a ``/ReelKit/MachineSpec`` that hosts write into the module's
/// memory: every number of the spec as a `Double`, every name as a text line.
///
/// Numbers, in order: the format (1), `clock.timeStep`, `maxDuration`, the drum count; then
/// per drum: `symbolHeight`, `visibleRows`, `resultRow` (-1 for none), `startIndex`,
/// `startDelay`, `stopRequestTime`, the motion's 12 numbers of ``motionFields`` and `minimumRevolutions`,
/// the strip's symbol count, and the count of segment widths (0, or one per symbol for a
/// wheel's segments of different widths) followed by the widths. Text lines: the machine's name; then per drum the motion's
/// `profile` and `strategy` and the strip's symbols, one a line.
enum CompactMachine {
  /// The format this module reads.
  static let format = 1.0

  /// The most drums and strip symbols a description may hold.
  static let maximumDrums = 64
  static let maximumSymbols = 100_000

  /// The motion's numbers in the order they are written, with their setters.
  static let motionFields:
    [(name: String, set: @Sendable (inout MotionParameters, Double) -> Void)] = [
      ("cruiseSpeed", { $0.cruiseSpeed = $1 }),
      ("acceleration", { $0.acceleration = $1 }),
      ("maxDeceleration", { $0.maxDeceleration = $1 }),
      ("windBackDistance", { $0.windBackDistance = $1 }),
      ("windBackTime", { $0.windBackTime = $1 }),
      ("overshoot", { $0.overshoot = $1 }),
      ("settleTime", { $0.settleTime = $1 }),
      ("maxSpeedAdjust", { $0.maxSpeedAdjust = $1 }),
      ("brakeTime", { $0.brakeTime = $1 }),
      ("slowSpeed", { $0.slowSpeed = $1 }),
      ("slowZone", { $0.slowZone = $1 }),
      ("stopTolerance", { $0.stopTolerance = $1 }),
    ]

  /// Reads a machine and checks it as ``/ReelKit/SpinMachine/init(checking:targets:controls:)``
  /// does.
  static func read(numbers: [Double], text: String) throws(CompactError) -> MachineSpec {
    var reader = CompactReader(numbers: numbers, text: text)
    let version = try reader.number("format")
    guard version == format else {
      throw CompactError("format: \(version) is not allowed (allowed: \(format))")
    }
    let timeStep = try reader.number("clock.timeStep")
    let maxDuration = try reader.number("maxDuration")
    let count = try reader.whole("drums.count", in: 1...maximumDrums)
    let name = try reader.line("name")
    var drums: [DrumSpec] = []
    for index in 0..<count {
      let at = "drums[\(index)]"
      let symbolHeight = try reader.number("\(at).geometry.symbolHeight")
      let visibleRows = try reader.whole("\(at).geometry.visibleRows", in: 1...1000)
      let resultRow = try reader.optionalWhole("\(at).geometry.resultRow", in: 0...1000)
      let startIndex = try reader.whole("\(at).startIndex", in: 0...maximumSymbols)
      let startDelay = try reader.number("\(at).startDelay")
      let stopRequestTime = try reader.number("\(at).stopRequestTime")
      var motion = MotionParameters()
      let profileName = try reader.line("\(at).motion.profile")
      guard let profile = BrakingProfile(rawValue: profileName) else {
        throw CompactError(
          "\(at).motion.profile: \(profileName) is not allowed (allowed: "
            + BrakingProfile.allCases.map({ $0.rawValue }).joined(separator: ", ") + ")")
      }
      let strategyName = try reader.line("\(at).motion.strategy")
      guard let strategy = LandingStrategy(rawValue: strategyName) else {
        throw CompactError(
          "\(at).motion.strategy: \(strategyName) is not allowed (allowed: "
            + LandingStrategy.allCases.map({ $0.rawValue }).joined(separator: ", ") + ")")
      }
      motion.profile = profile
      motion.strategy = strategy
      for field in motionFields {
        field.set(&motion, try reader.number("\(at).motion.\(field.name)"))
      }
      motion.minimumRevolutions = try reader.whole(
        "\(at).motion.minimumRevolutions", in: 0...1_000_000)
      let symbols = try reader.whole("\(at).geometry.strip.count", in: 1...maximumSymbols)
      var strip: [String] = []
      for symbol in 0..<symbols {
        strip.append(try reader.line("\(at).geometry.strip[\(symbol)]"))
      }
      let widthCount = try reader.whole("\(at).geometry.segmentWidths.count", in: 0...symbols)
      var segmentWidths: [Double]? = nil
      if widthCount > 0 {
        var widths: [Double] = []
        for width in 0..<widthCount {
          widths.append(try reader.number("\(at).geometry.segmentWidths[\(width)]"))
        }
        segmentWidths = widths
      }
      drums.append(
        DrumSpec(
          geometry: DrumGeometry(
            strip: strip, symbolHeight: symbolHeight, visibleRows: visibleRows,
            resultRow: resultRow, segmentWidths: segmentWidths),
          motion: motion, startIndex: startIndex, startDelay: startDelay,
          stopRequestTime: stopRequestTime))
    }
    guard reader.atEnd else { throw CompactError("numbers: more than the description holds") }
    let spec = MachineSpec(
      name: name, drums: drums, clock: SimulationClock(timeStep: timeStep),
      maxDuration: maxDuration)
    let issues = spec.issues()
    if let first = issues.first { throw CompactError(first.description) }
    return spec
  }
}
