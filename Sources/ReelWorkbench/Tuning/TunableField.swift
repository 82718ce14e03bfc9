import ReelKit

/// A config field that tuning may change, parsed from its JSON path.
struct TunableField: Sendable, Equatable {
  /// The numeric motion keys (``MotionConfig/keys``): the numbers, then the whole numbers
  /// (`minimumRevolutions`).
  static let motionFields: [String] = {
    let keys = MotionConfig.keys
    func named(_ kind: (ConfigShape) -> Bool) -> [String] {
      keys.filter { kind($0.shape.bare) }.map(\.name)
    }
    return named { if case .number = $0 { true } else { false } }
      + named { if case .integer = $0 { true } else { false } }
  }()

  enum Place: Sendable, Equatable {
    case machineMotion(String)
    case drumMotion(Int, String)
    case drumStopTime(Int)
    case timeStep
    /// `tumble.F`: how the cells of a cascade chain fall (``fallFields``).
    case fall(String)
    /// `paytable.holdAndWin.cellReels.F`: the cell reels' timing (``cellReelFields``).
    case cellReels(String)
  }

  let place: Place

  /// Parses `motion.F`, `drums[i].motion.F`, `drums[i].stopTime`, `simulation.timeStep`,
  /// `tumble.F` and `paytable.holdAndWin.cellReels.F` (whether the machine has the chain or
  /// the round is checked by the loader: ``machineProblem(_:)``).
  init?(path: JSONPath, drums: Int) {
    let parts = path.components.map { component -> String in
      switch component {
      case .key(let key): key
      case .index(let index): "#\(index)"
      }
    }
    let drum = parts.count > 1 ? Int(parts[1].dropFirst()) : nil
    let isDrum = parts.first == "drums" && drum.map { (0..<drums).contains($0) } == true
    if parts.count == 2, parts[0] == "motion", Self.motionFields.contains(parts[1]) {
      place = .machineMotion(parts[1])
    } else if isDrum, parts.count == 4, parts[2] == "motion", Self.motionFields.contains(parts[3]),
      let drum
    {
      place = .drumMotion(drum, parts[3])
    } else if isDrum, parts.count == 3, parts[2] == "stopTime", let drum {
      place = .drumStopTime(drum)
    } else if parts == ["simulation", "timeStep"] {
      place = .timeStep
    } else if parts.count == 2, parts[0] == "tumble", Self.fallFields.contains(parts[1]) {
      place = .fall(parts[1])
    } else if parts.count == 4, parts.prefix(3) == ["paytable", "holdAndWin", "cellReels"],
      Self.cellReelFields.contains(parts[3])
    {
      place = .cellReels(parts[3])
    } else {
      return nil
    }
  }

  /// Whether the field holds whole numbers.
  var isWholeNumber: Bool {
    switch place {
    case .machineMotion(let field), .drumMotion(_, let field): field == "minimumRevolutions"
    default: false
    }
  }

  /// The field's effective value in the base machine.
  func value(in machine: ResolvedMachine, tree: JSONValue) -> Double {
    switch place {
    case .machineMotion(let field):
      return Self.motionValue(field, tree: tree, prefix: "motion")
        ?? Self.defaultMotionValue(field)
    case .drumMotion(let drum, let field):
      return Self.motionValue(field, tree: tree, prefix: "drums[\(drum)].motion")
        ?? Self.motionValue(field, tree: tree, prefix: "motion") ?? Self.defaultMotionValue(field)
    case .drumStopTime(let drum):
      return machine.spec.drums[drum].stopRequestTime
    case .timeStep:
      return machine.spec.clock.timeStep
    case .fall(let field):
      return Self.fallValue(field, of: machine)
    case .cellReels(let field):
      return Self.cellReelValue(field, of: machine)
    }
  }

  private static func motionValue(_ field: String, tree: JSONValue, prefix: String) -> Double? {
    let root = JSONNode(value: tree, line: 0, column: 0)
    guard case .number(let value, _)? = JSONPath(prefix + "." + field).node(in: root)?.value
    else { return nil }
    return value
  }

  /// The default of a motion key, as its description gives it (``MotionConfig/keys``).
  private static func defaultMotionValue(_ field: String) -> Double {
    let doc = ConfigShape.motion.documentation(at: JSONPath(components: [.key(field)]))
    guard case .number(let value)? = doc?.defaultValue else { return 0 }
    return value
  }
}
