import ReelKit
import ReelKitSupport

/// Reads spin-control files (`reelsim simulate --controls FILE`): the JSON form of
/// ``/ReelKit/SpinControls``, loaded like a config — size and UTF-8 checks, the strict parser, a
/// shape check (unknown keys with the nearest valid key, wrong types, whole numbers) and decoding,
/// every problem at its JSON path.
public enum ControlsFile {
  /// Loads the controls at `path` (missing or unreadable: ``ConfigError/Kind/unreadable``).
  public static func load(path: String) throws(ConfigError) -> SpinControls {
    try load(bytes: try ConfigLoader.read(path), file: path)
  }

  /// Loads controls from bytes; `file` names them in messages.
  public static func load(bytes: [UInt8], file: String) throws(ConfigError) -> SpinControls {
    try ConfigLoader.decode(SpinControls.self, bytes: bytes, file: file, shape: .controls).value
  }

  /// Loads the controls at `path` and checks them against the machine they will drive.
  public static func load(path: String, for spec: MachineSpec) throws(ConfigError)
    -> SpinControls
  {
    let controls = try load(path: path)
    let problems = controls.problems(on: spec)
    guard problems.isEmpty else {
      throw ConfigError(file: path, kind: .invalid, lines: problems.map(\.description))
    }
    return controls
  }
}

extension ConfigShape {
  /// The description of a controls file (and of the studio's `controls`): every key of
  /// ``/ReelKit/SpinControls/keys`` with its type, range, default and meaning
  /// (`Docs/spin-control.md` shows it). Every key is optional, except the ones a part cannot
  /// do without.
  static let controls: ConfigShape = .object(SpinControls.keys.map(field))

  /// A key of a script as a key of an object's shape.
  private static func field(_ key: SpinControls.Key) -> (String, ConfigShape, Bool) {
    let bare: ConfigShape =
      switch key.kind {
      case .number: .number
      case .wholeNumber: .integer(Int.min...Int.max)
      case .flag: .boolean
      case .symbol: .string
      case .drumList: .array(.integer(Int.min...Int.max))
      case .timeList: .array(.nullOr(.number))
      case .object(let parts): .object(parts.map(field))
      }
    let defaultValue: FieldDoc.Default =
      switch key.defaultValue {
      case .none: .none
      case .number(let value): .number(value)
      case .described(let text): .derived(text)
      }
    return (
      key.name,
      bare.documented(key.meaning, range: key.range, default: defaultValue, allowed: key.allowed),
      key.required
    )
  }
}

extension SpinControls {
  /// Every problem of this script on `spec`, at its JSON path: out-of-range times, factors
  /// and limits, drums the machine does not have, empty lists (a slam of no drum, no press
  /// at all: a script that would silently do nothing) and an anticipation symbol on no strip.
  ///
  /// `topDrum` is the index of a variable-row spin's top drum in `spec` (its last drum,
  /// ``SpinRequest/topDrumIndex``): a slam, a quicken or a late result moves it like any
  /// drum (`slam.drums` may name it by that index), but it has no stop button, so a press on
  /// it — `presses` longer than the machine's drums — is refused with one line
  /// (``TopDrumRules``).
  public func problems(on spec: MachineSpec, topDrum: Int? = nil) -> [ParameterIssue] {
    var problems = issues(drums: spec.drums.count)
    if let topDrum, let presses, presses.count > topDrum {
      let beyond = (topDrum..<presses.count).map { "presses[\($0)]" }
      problems.removeAll { $0.field == "presses" || beyond.contains($0.field) }
      problems.append(
        ParameterIssue(
          field: "presses[\(topDrum)]",
          message:
            "is a press on the top drum (drum \(topDrum) of the spin), which has no stop "
            + "button: it is asked to stop with drum 1 (allowed: one time, or null to skip, "
            + "per machine drum 0 … \(topDrum - 1))"))
    }
    if slam?.drums?.isEmpty == true {
      problems.append(
        ParameterIssue(
          field: "slam.drums",
          message: "is empty (allowed: 1 or more drum indices; leave it out to slam every drum)"))
    }
    if presses?.isEmpty == true {
      problems.append(
        ParameterIssue(
          field: "presses", message: "is empty (allowed: one time, or null to skip, per drum)"))
    }
    if let symbol = anticipation?.symbol,
      !spec.drums.contains(where: { $0.geometry.strip.contains(symbol) })
    {
      problems.append(
        ParameterIssue(
          field: "anticipation.symbol",
          message:
            "\(QuotedInput.quoted(symbol)) is on no strip of this machine (allowed: a symbol on "
            + "a strip)"))
    }
    return problems
  }
}
