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
  /// The description of a controls file (and of the `controls` of a snapshot): every key of
  /// ``/ReelKit/SpinControls`` with its type, range, default and meaning (`Docs/spin-control.md`
  /// shows it). Every key is optional, except the ones a part cannot do without.
  static let controls: ConfigShape = {
    typealias Ranges = SpinControls.Ranges
    func time(_ meaning: String, allowed: String? = nil) -> ConfigShape {
      .number.documented(meaning, range: Ranges.time, allowed: allowed)
    }
    let defaults = SkillStop()
    return .object([
      (
        "slam",
        ConfigShape.object([
          ("at", time("when the slam happens"), true),
          (
            "drums",
            ConfigShape.array(wholeNumber).documented(
              "the drums slammed", default: .derived("every drum"),
              allowed: "1 or more drum indices"), false
          ),
          (
            "instant",
            ConfigShape.boolean.documented(
              "`true`: the drums rest on their targets at once", default: .derived("`false`")),
            false
          ),
        ]).documented("every spinning drum brakes at once towards its target"), false
      ),
      ("quickenAt", time("when the stop requests move earlier"), false),
      (
        "quickenFactor",
        ConfigShape.number.documented(
          "the time left until each stop request is multiplied by it",
          range: Ranges.quickenFactor, allowed: "with `quickenAt`"), false
      ),
      ("resultAt", time("when the result arrives (the spin starts without targets)"), false),
      (
        "minimumSpinTime",
        time("with `resultAt`: no stop request before this time", allowed: "with `resultAt`"),
        false
      ),
      (
        "presses",
        ConfigShape.array(.nullOr(.number)).documented(
          "skill-stop presses, one time per drum (`null` skips a drum)",
          allowed: "one per drum, each " + Ranges.time.allowed), false
      ),
      (
        "skillStop",
        ConfigShape.object([
          (
            "maxSlip",
            wholeNumber.documented(
              "the drum rests within this many symbols of the press", range: Ranges.maxSlip,
              default: .number(Double(defaults.maxSlip))), false
          ),
          (
            "timeLimit",
            ConfigShape.number.documented(
              "and within this time of the press", range: Ranges.timeLimit,
              default: .number(defaults.timeLimit)), false
          ),
        ]).documented("the limits of a skill stop"), false
      ),
      (
        "anticipation",
        ConfigShape.object([
          (
            "symbol",
            ConfigShape.string.documented("the symbol that teases", allowed: "on a strip"), true
          ),
          (
            "count",
            wholeNumber.documented(
              "how many of it the earlier drums must show", range: Ranges.anticipationCount),
            true
          ),
          ("extend", time("the teased drum's stop request moves this much later"), true),
          ("interval", time("the drums after it stop this far apart"), true),
          (
            "teaseSpeed",
            ConfigShape.number.documented(
              "the teased drums slow to this speed while they wait", range: Ranges.teaseSpeed,
              default: .derived("cruise speed")), false
          ),
        ]).documented("slower stops when a big win may be coming"), false
      ),
    ])
  }()
}

extension SpinControls {
  /// Every problem of this script on `spec`, at its JSON path: out-of-range times, factors
  /// and limits, drums the machine does not have, empty lists (a slam of no drum, no press
  /// at all: a script that would silently do nothing) and an anticipation symbol on no strip.
  public func problems(on spec: MachineSpec) -> [ParameterIssue] {
    var problems = issues(drums: spec.drums.count)
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
