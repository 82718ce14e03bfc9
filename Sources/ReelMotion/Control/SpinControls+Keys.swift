/// The one description of a controls script's keys. Everything that reads or writes a script
/// follows from ``SpinControls/keys``: its JSON decoding and encoding (`Codable`), the
/// workbench's shape check, messages and reference table (`reelsim simulate --controls`, the
/// studio's `controls`), the WebAssembly module's compact reading and, through the module's
/// layout, the page's compact writing. Adding a key touches ``SpinControls/keys`` and the
/// two conversions ``SpinControls/init(values:)`` and ``SpinControls/values``.
extension SpinControls {
  /// One key of a script: its name, what it holds and what it means for people.
  public struct Key: Sendable {
    /// What a key's value is.
    public enum Kind: Sendable {
      /// A number (a time, a factor, a speed).
      case number
      /// A whole number.
      case wholeNumber
      /// `true` or `false`.
      case flag
      /// A symbol's name.
      case symbol
      /// A list of drum indices.
      case drumList
      /// A list of times, one a drum, each a number or none (`null`).
      case timeList
      /// An object of these keys.
      case object([Key])
    }

    /// A key's default, as the reference shows it.
    public enum Default: Sendable {
      /// No default: the key is required, or absence means "none".
      case none
      /// This number fills in an absent key.
      case number(Double)
      /// A default in words (`every drum`, `cruise speed`).
      case described(String)
    }

    /// The key's name in JSON.
    public var name: String
    /// What its value is.
    public var kind: Kind
    /// Whether its object must have it.
    public var required: Bool
    /// What it means, one phrase.
    public var meaning: String
    /// The allowed numbers, the range ``SpinControls/issues(drums:)`` checks.
    public var range: ParameterRange?
    /// Its default.
    public var defaultValue: Default
    /// What is allowed, in words, beyond the range.
    public var allowed: String?

    /// Describes a key.
    public init(
      _ name: String, _ kind: Kind, required: Bool = false, _ meaning: String,
      range: ParameterRange? = nil, default defaultValue: Default = .none, allowed: String? = nil
    ) {
      self.name = name
      self.kind = kind
      self.required = required
      self.meaning = meaning
      self.range = range
      self.defaultValue = defaultValue
      self.allowed = allowed
    }
  }

  /// A key's value as a reader found it, before it is a script: ``SpinControls/init(values:)``
  /// turns the values of ``keys`` (in their order) into a script.
  public enum Value: Sendable, Equatable {
    /// The key is not there (or, in the compact form, a part is NaN or -1).
    case absent
    /// A number.
    case number(Double)
    /// A whole number.
    case wholeNumber(Int)
    /// `true` or `false`.
    case flag(Bool)
    /// A symbol's name.
    case symbol(String)
    /// Drum indices.
    case drumList([Int])
    /// Times, `nil` for none.
    case timeList([Double?])
    /// An object's values, in the order of its keys.
    case object([Value])
  }

  /// Every key of a script, in the order of its compact form (entry `i + 1` is `keys[i]`).
  public static let keys: [Key] = [
    Key(
      "slam",
      .object([
        Key("at", .number, required: true, "when the slam happens", range: Ranges.time),
        Key(
          "drums", .drumList, "the drums slammed", default: .described("every drum"),
          allowed: "1 or more drum indices"),
        Key(
          "instant", .flag, "`true`: the drums rest on their targets at once",
          default: .described("`false`")),
      ]), "every spinning drum brakes at once towards its target"),
    Key("quickenAt", .number, "when the stop requests move earlier", range: Ranges.time),
    Key(
      "quickenFactor", .number, "the time left until each stop request is multiplied by it",
      range: Ranges.quickenFactor, allowed: "with `quickenAt`"),
    Key(
      "resultAt", .number, "when the result arrives (the spin starts without targets)",
      range: Ranges.time),
    Key(
      "minimumSpinTime", .number, "with `resultAt`: no stop request before this time",
      range: Ranges.time, allowed: "with `resultAt`"),
    Key(
      "presses", .timeList, "skill-stop presses, one time per drum (`null` skips a drum)",
      allowed: "one per drum, each " + Ranges.time.allowed),
    Key(
      "skillStop",
      .object([
        Key(
          "maxSlip", .wholeNumber, "the drum rests within this many symbols of the press",
          range: Ranges.maxSlip, default: .number(Double(SkillStop().maxSlip))),
        Key(
          "timeLimit", .number, "and within this time of the press", range: Ranges.timeLimit,
          default: .number(SkillStop().timeLimit)),
      ]), "the limits of a skill stop"),
    Key(
      "anticipation",
      .object([
        Key(
          "symbol", .symbol, required: true, "the symbol that teases", allowed: "on a strip"),
        Key(
          "count", .wholeNumber, required: true, "how many of it the earlier drums must show",
          range: Ranges.anticipationCount),
        Key(
          "extend", .number, required: true,
          "the teased drum's stop request moves this much later", range: Ranges.time),
        Key(
          "interval", .number, required: true, "the drums after it stop this far apart",
          range: Ranges.time),
        Key(
          "teaseSpeed", .number, "the teased drums slow to this speed while they wait",
          range: Ranges.teaseSpeed, default: .described("cruise speed")),
      ]), "slower stops when a big win may be coming"),
  ]

  /// The script of the values of ``keys``, in their order. A part a reader left absent takes
  /// its default (``SkillStop/init(maxSlip:timeLimit:)``,
  /// ``Anticipation/init(symbol:count:extend:interval:teaseSpeed:)``); a slam without a time
  /// slams at NaN, which ``issues(drums:)`` reports.
  public init(values: [Value]) {
    func at(_ index: Int) -> Value { values.indices.contains(index) ? values[index] : .absent }
    self.init()
    if case .object(let parts) = at(0) {
      slam = Slam(
        at: parts.value(0).number ?? .nan, drums: parts.value(1).drumList,
        instant: parts.value(2).flag ?? false)
    }
    quickenAt = at(1).number
    quickenFactor = at(2).number
    resultAt = at(3).number
    minimumSpinTime = at(4).number
    presses = at(5).timeList
    if case .object(let parts) = at(6) {
      skillStop.maxSlip = parts.value(0).wholeNumber ?? skillStop.maxSlip
      skillStop.timeLimit = parts.value(1).number ?? skillStop.timeLimit
    }
    if case .object(let parts) = at(7) {
      var rule = Anticipation(symbol: parts.value(0).symbol ?? "")
      rule.count = parts.value(1).wholeNumber ?? rule.count
      rule.extend = parts.value(2).number ?? rule.extend
      rule.interval = parts.value(3).number ?? rule.interval
      rule.teaseSpeed = parts.value(4).number
      anticipation = rule
    }
  }

  /// The values of ``keys`` that give this script (``init(values:)`` of them is this script).
  public var values: [Value] {
    [
      slam.map {
        .object([.number($0.at), $0.drums.map(Value.drumList) ?? .absent, .flag($0.instant)])
      } ?? .absent,
      quickenAt.map(Value.number) ?? .absent,
      quickenFactor.map(Value.number) ?? .absent,
      resultAt.map(Value.number) ?? .absent,
      minimumSpinTime.map(Value.number) ?? .absent,
      presses.map(Value.timeList) ?? .absent,
      .object([.wholeNumber(skillStop.maxSlip), .number(skillStop.timeLimit)]),
      anticipation.map {
        .object([
          .symbol($0.symbol), .wholeNumber($0.count), .number($0.extend), .number($0.interval),
          $0.teaseSpeed.map(Value.number) ?? .absent,
        ])
      } ?? .absent,
    ]
  }
}

extension SpinControls.Value {
  /// The number, if this is one.
  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }
  /// The whole number, if this is one.
  public var wholeNumber: Int? {
    if case .wholeNumber(let value) = self { return value }
    return nil
  }
  /// The flag, if this is one.
  public var flag: Bool? {
    if case .flag(let value) = self { return value }
    return nil
  }
  /// The symbol, if this is one.
  public var symbol: String? {
    if case .symbol(let value) = self { return value }
    return nil
  }
  /// The drum indices, if this is a list of them.
  public var drumList: [Int]? {
    if case .drumList(let value) = self { return value }
    return nil
  }
  /// The times, if this is a list of them.
  public var timeList: [Double?]? {
    if case .timeList(let value) = self { return value }
    return nil
  }
}

extension [SpinControls.Value] {
  /// The value at `index`, absent past the end.
  fileprivate func value(_ index: Int) -> SpinControls.Value {
    indices.contains(index) ? self[index] : .absent
  }
}
