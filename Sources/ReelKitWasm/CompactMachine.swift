import ReelKit
import ReelKitSupport

/// The compact description of a ``/ReelKit/MachineSpec`` that hosts write into the module's
/// memory: every number of the spec as a `Double`, every name as a text line.
///
/// Numbers, in order: the format (2), `clock.timeStep`, `maxDuration`, the drum count; then
/// per drum: `symbolHeight`, `visibleRows`, `resultRow` (-1 for none), `startIndex`,
/// `startDelay`, `stopRequestTime`, the motion's `profile` and `strategy` (indexes into the
/// layout's `profiles` and `strategies`), its 12 numbers of ``motionFields`` and
/// `minimumRevolutions`, the strip's symbol count, and the count of segment widths (0, or one
/// per symbol for a wheel's segments of different widths) followed by the widths. Text lines:
/// the machine's name; then per drum the strip's symbols, one a line, in Unicode's NFC form
/// (the module compares names by their bytes).
enum CompactMachine {
  /// The format this module reads.
  static let format = 2.0

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
  static func read(numbers: [Double], text: [UInt8]) throws(CompactError) -> MachineSpec {
    var reader = CompactReader(numbers: numbers, text: text)
    let version = try reader.number("format")
    guard version == format else {
      throw CompactError("format: \(version) is not allowed (allowed: \(format))")
    }
    var source = MachineSource.compact(reader)
    let spec = try read(from: &source)
    guard case .compact(let rest) = source, rest.atEnd else {
      throw CompactError("numbers: more than the description holds")
    }
    return try checked(spec)
  }

  /// Reads a machine from its JSON spec (ReelKit's `MachineSpec` as JSON) and checks it as
  /// ``read(numbers:text:)`` does: the same reader, fields found by their JSON path.
  static func read(json: [UInt8]) throws(CompactError) -> MachineSpec {
    var source = MachineSource.json(JSONMachineFields(root: try JSONReader.read(json)))
    return try checked(try read(from: &source))
  }

  /// The machine's issues as one line, or the machine.
  static func checked(_ spec: MachineSpec) throws(CompactError) -> MachineSpec {
    let issues = spec.issues()
    if let first = issues.first { throw CompactError(first.description) }
    return spec
  }

  /// Reads a machine's fields, in the compact description's order, each named by its JSON
  /// path.
  static func read(from reader: inout MachineSource) throws(CompactError) -> MachineSpec {
    let timeStep = try reader.number("clock.timeStep")
    let maxDuration = try reader.number("maxDuration")
    let count = try reader.count("drums", in: 1...maximumDrums, optional: false)
    let name = try reader.text("name")
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
      // By index (compact) or by bytes (JSON), not `==` on names: comparing names by Unicode's
      // rules would bring its tables into the module.
      let profiles = BrakingProfile.allCases
      let strategies = LandingStrategy.allCases
      motion.profile =
        profiles[try reader.choice("\(at).motion.profile", among: profiles.map { $0.rawValue })]
      motion.strategy =
        strategies[
          try reader.choice("\(at).motion.strategy", among: strategies.map { $0.rawValue })]
      let defaults = MotionParameters()
      for field in motionFields {
        // `brakeTime` may be missing from a JSON spec, as `MotionParameters`' decoder allows.
        let fallback = field.name.hasSameBytes(as: "brakeTime") ? defaults.brakeTime : Double.nan
        let name = "\(at).motion.\(field.name)"
        field.set(
          &motion,
          fallback.isNaN ? try reader.number(name) : try reader.number(name, orElse: fallback))
      }
      motion.minimumRevolutions = try reader.whole(
        "\(at).motion.minimumRevolutions", in: 0...1_000_000)
      let symbols = try reader.count(
        "\(at).geometry.strip", in: 1...maximumSymbols, optional: false)
      var strip: [String] = []
      for symbol in 0..<symbols {
        strip.append(try reader.text("\(at).geometry.strip[\(symbol)]"))
      }
      let widthCount = try reader.count(
        "\(at).geometry.segmentWidths", in: 0...symbols, optional: true)
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
    return MachineSpec(
      name: name, drums: drums, clock: SimulationClock(timeStep: timeStep),
      maxDuration: maxDuration)
  }
}
