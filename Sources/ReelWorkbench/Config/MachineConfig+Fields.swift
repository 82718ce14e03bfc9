import ReelKit

extension MachineConfig {
  /// The allowed ranges of the config's own numeric keys (the motion's are
  /// ``/ReelKit/MotionParameters/Ranges``, the clock's and the drum's are ReelKit's too).
  public enum Ranges {
    /// `startDelay`, `startInterval`, `firstStop`, `stopInterval`: within the first minute.
    public static let timing = ParameterRange(0, 60, unit: "s")
    /// A drum's `stopTime`: ``/ReelKit/DrumSpec/stopRequestTimeRange``.
    public static let stopTime = DrumSpec.stopRequestTimeRange
    /// `paytable.bet`, credits per line.
    public static let bet = ParameterRange(
      0, maximumBet, unit: "credits per line", excludingLowerBound: true)
    /// A line pay, × the line bet.
    public static let linePay = ParameterRange(0, maximumPay, unit: "× the line bet")
    /// A scatter pay, × the total bet.
    public static let scatterPay = ParameterRange(0, maximumPay, unit: "× the total bet")
  }
}

extension ConfigShape {
  /// A whole number of any size: the range is checked with the other rules, so that every
  /// problem of a file is reported at once.
  static let wholeNumber = ConfigShape.integer(Int.min...Int.max)

  /// The description of a machine config: every key, its type, unit, range, default and
  /// meaning (`Docs/config.md` shows it; `Configs/schema/config.schema.json` is tested
  /// against it key by key).
  static let machine: ConfigShape = .object([
    (
      "name",
      .string.documented(
        "the machine's name, used in traces, summaries and output folders",
        allowed: "1 to 100 characters"), true
    ),
    ("description", .string.documented("free text for people; reelsim ignores it"), false),
    (
      "symbols",
      .array(.string).documented(
        "the machine's symbol alphabet",
        allowed: "unique names of 1 to 32 characters without spaces, commas or dashes"), true
    ),
    ("geometry", geometry, false),
    ("motion", motion.documented("motion and timing for every drum"), false),
    ("drums", .array(drum).documented("the drums, left to right", allowed: "1 … 64 drums"), true),
    ("simulation", simulation, false),
    (
      "targets",
      .array(.indexOrName).documented(
        "fixed targets: a strip index, or a symbol name (its first occurrence on the strip)",
        default: .derived("drawn from the seed"), allowed: "one per drum"), false
    ),
    (
      "rules",
      .array(.choice(["pachislot"])).documented(
        "rule sets the machine follows, checked by `reelsim check`"), false
    ),
    ("paytable", paytable, false),
    ("wheel", wheel, false),
    ("tumble", tumble, false),
  ])

  static let wheel: ConfigShape = ConfigShape.object([
    (
      "widths",
      .array(.number).documented(
        "the width of each segment (one per entry of `drums[0].strip`, in that order)",
        default: .derived("`360/N` each"),
        allowed:
          "each \(MachineConfig.Ranges.segmentWidth.allowed), a multiple of 1/64°; adding up "
          + "to exactly 360°"), false
    ),
    (
      "direction",
      .choice(SpinDirection.allCases.map(\.rawValue)).documented(
        "the way the wheel turns, as the player sees it",
        default: .string(SpinDirection.clockwise.rawValue)), false
    ),
    (
      "pointerAngle",
      .number.documented(
        "where the pointer is, clockwise from the top (90: right)",
        range: MachineConfig.Ranges.pointerAngle, default: .number(0)), false
    ),
  ]).documented(
    "makes the machine a prize wheel: one drum whose strip lists the segments, angles in "
      + "degrees (speeds °/s), resting with the winning segment's centre under the pointer; "
      + "no `geometry`")

  static let tumble: ConfigShape = {
    let defaults = TumbleParameters()
    typealias Ranges = TumbleParameters.Ranges
    return ConfigShape.object([
      (
        "gravity",
        .number.documented(
          "the gravity the cells fall under: a fall of `D` pt lands after `√(2D/g)`",
          range: Ranges.gravity, default: .number(defaults.gravity),
          allowed: "a tumble lasts at most 60 s"), false
      ),
      (
        "restitution",
        .number.documented(
          "the share of the landing speed a cell bounces back up with (0: no bounce); the hop "
            + "rises `e²·D`", range: Ranges.restitution, default: .number(defaults.restitution)),
        false
      ),
      (
        "fallDelay",
        .number.documented(
          "the pause from the removal of the winning cells to the fall of column 0",
          range: Ranges.fallDelay, default: .number(defaults.fallDelay)), false
      ),
      (
        "columnStagger",
        .number.documented(
          "the extra delay per column: column `c` falls `fallDelay + c·columnStagger` after the "
            + "removal", range: Ranges.columnStagger, default: .number(defaults.columnStagger)),
        false
      ),
      (
        "maxTumbles",
        wholeNumber.documented(
          "the most tumbles of one chain; the window after the last one is paid, not tumbled",
          range: Ranges.maxTumbles, default: .number(Double(defaults.maxTumbles))), false
      ),
    ]).documented(
      "makes the machine tumble: the winning cells are removed, the cells above fall into the "
        + "gaps and new symbols drop in from the strip above, while the window wins; needs a "
        + "`paytable`, not with `wheel`")
  }()

  static let geometry: ConfigShape = ConfigShape.object([
    (
      "symbolHeight",
      .number.documented(
        "height of one symbol on the strip", range: DrumGeometry.symbolHeightRange,
        default: .number(MachineConfig.Defaults.symbolHeight)), false
    ),
    (
      "visibleRows",
      wholeNumber.documented(
        "rows shown in the window, row 0 at the top",
        range: ParameterRange(1, Double(DrumGeometry.maximumSymbols), unit: "rows"),
        default: .number(Double(MachineConfig.Defaults.visibleRows)),
        allowed: "at most the strip's symbol count"), false
    ),
    (
      "resultRow",
      wholeNumber.documented(
        "the window row (0 at the top) the decided stop rests in, exactly",
        range: ParameterRange(0, Double(DrumGeometry.maximumSymbols - 1), unit: ""),
        default: .derived(
          "`⌊(visibleRows − 1)/2⌋`: the centre row, the upper middle row of an even count"),
        allowed: "below `visibleRows`"), false
    ),
  ]).documented("symbol height and window rows, shared by all drums")

  /// The keys of `motion`, machine-wide or in a drum.
  static let motion: ConfigShape = {
    let defaults = MotionParameters()
    typealias Ranges = MotionParameters.Ranges
    func number(_ meaning: String, _ range: ParameterRange, _ value: Double, allowed: String? = nil)
      -> ConfigShape
    {
      .number.documented(meaning, range: range, default: .number(value), allowed: allowed)
    }
    func timing(_ meaning: String, _ value: FieldDoc.Default) -> ConfigShape {
      .number.documented(meaning, range: MachineConfig.Ranges.timing, default: value)
    }
    let fields: [(key: MotionConfig.CodingKeys, shape: ConfigShape)] = [
      (
        .profile,
        .choice(BrakingProfile.allCases.map(\.rawValue)).documented(
          "braking profile", default: .string(defaults.profile.rawValue))
      ),
      (
        .strategy,
        .choice(LandingStrategy.allCases.map(\.rawValue)).documented(
          "landing strategy (planned profiles)", default: .string(defaults.strategy.rawValue))
      ),
      (
        .cruiseSpeed,
        number(
          "cruise speed (2800 pt/s on 21 × 100 pt is 80 rpm)", Ranges.cruiseSpeed,
          defaults.cruiseSpeed)
      ),
      (
        .acceleration,
        number("spin-up acceleration limit", Ranges.acceleration, defaults.acceleration)
      ),
      (
        .maxDeceleration,
        number("braking deceleration limit", Ranges.maxDeceleration, defaults.maxDeceleration)
      ),
      (
        .windBackDistance,
        number(
          "reverse move before the spin (0: none)", Ranges.windBackDistance,
          defaults.windBackDistance)
      ),
      (
        .windBackTime,
        number(
          "duration of the wind-back", Ranges.windBackTime, defaults.windBackTime,
          allowed: "`6·windBackDistance/windBackTime² ≤ acceleration`")
      ),
      (
        .minimumRevolutions,
        wholeNumber.documented(
          "full turns before the stop request may fire", range: Ranges.minimumRevolutions,
          default: .number(Double(defaults.minimumRevolutions)))
      ),
      (
        .overshoot,
        number(
          "`back`: distance past the target", Ranges.overshoot, defaults.overshoot,
          allowed: "below `2·cruiseSpeed²/(3·maxDeceleration)`")
      ),
      (
        .settleTime,
        number(
          "`back`: time to settle back", Ranges.settleTime, defaults.settleTime,
          allowed: "`6·overshoot/settleTime² ≤ maxDeceleration`")
      ),
      (
        .maxSpeedAdjust,
        number(
          "`solve`: largest relative cruise speed change", Ranges.maxSpeedAdjust,
          defaults.maxSpeedAdjust)
      ),
      (
        .brakeTime,
        number(
          "`fixed`: seconds from the stop request to rest, the same for every target",
          Ranges.brakeTime, defaults.brakeTime,
          allowed: "long enough to reach every target (`check` names the shortest; about "
            + "`L/(0.75·cruiseSpeed) + cruiseSpeed/maxDeceleration`)")
      ),
      (
        .slowSpeed,
        number("`classic`: speed inside the slow zone", Ranges.slowSpeed, defaults.slowSpeed)
      ),
      (
        .slowZone,
        number("`classic`: slow zone around the target", Ranges.slowZone, defaults.slowZone)
      ),
      (
        .stopTolerance,
        number(
          "`classic`: stop buffer (snap distance)", Ranges.stopTolerance, defaults.stopTolerance,
          allowed: "below `slowZone` with `classic`")
      ),
      (.startDelay, timing("start delay of drum 0", .number(0))),
      (.startInterval, timing("drum i starts at `startDelay + i·startInterval`", .number(0))),
      (.firstStop, timing("stop request of drum 0", .number(MachineConfig.Defaults.firstStop))),
      (
        .stopInterval,
        timing(
          "drum i is asked to stop at `firstStop + i·stopInterval`",
          .number(MachineConfig.Defaults.stopInterval))
      ),
    ]
    return .object(fields.map { ($0.key.rawValue, $0.shape, false) })
  }()

  static let drum: ConfigShape = .object([
    (
      "strip",
      .array(.string).documented(
        "the strip, symbol names in strip order", allowed: "1 … 10000 names from `symbols`"), true
    ),
    (
      "startIndex",
      wholeNumber.documented(
        "the index centred before the spin",
        range: ParameterRange(0, Double(DrumGeometry.maximumSymbols - 1), unit: ""),
        default: .number(0), allowed: "below the strip's symbol count"), false
    ),
    (
      "stopTime",
      .number.documented(
        "this drum's stop request", range: MachineConfig.Ranges.stopTime,
        default: .derived("`firstStop + i·stopInterval`"), allowed: "before `maxDuration`"),
      false
    ),
    (
      "motion",
      motion.documented(
        "any `motion` key, overriding the machine's for this drum", expands: false), false
    ),
    (
      "weights",
      .array(wholeNumber).documented(
        "stop weights (a virtual reel): stop `s` comes up with probability `w[s] / Σ w`",
        default: .derived("1 per stop"),
        allowed: "one per strip stop, each 1 … \(StopWeights.maximumWeight)"), false
    ),
  ])

  static let paytable: ConfigShape = ConfigShape.object([
    (
      "bet",
      .number.documented(
        "credits bet per line; the total bet is `bet × lines`", range: MachineConfig.Ranges.bet,
        default: .number(1)), false
    ),
    (
      "wild",
      .string.documented(
        "substitutes for every paying symbol but the scatter", allowed: "one of `symbols`"),
      false
    ),
    (
      "scatter",
      .string.documented(
        "pays by count anywhere in the window", allowed: "one of `symbols`, not the wild"), false
    ),
    (
      "mode",
      .choice(PayMode.allCases.map(\.rawValue)).documented(
        "how wins are read: along `lines`, or by `ways` (adjacent drums from the left, any "
          + "row; a spin costs `bet`)", default: .string(PayMode.lines.rawValue),
        allowed: "ways: at most \(PayRules.maximumWays) ways (`visibleRows^drums`)"), false
    ),
    (
      "lines",
      .array(.array(wholeNumber)).documented(
        "the paylines: one row index per drum, row 0 at the top",
        allowed: "1 … \(Paytable.maximumLines) lines, each once; rows `0 … visibleRows − 1`; "
          + "required with mode lines, absent with ways"),
      false
    ),
    (
      "pays",
      .array(linePay).documented(
        "line pays (may be empty)",
        allowed: "at most \(MachineConfig.maximumPays), each (symbol, count) once"), true
    ),
    (
      "scatterPays",
      .array(scatterPay).documented(
        "scatter pays, on top of the line wins",
        allowed: "at most \(MachineConfig.maximumPays), each count once; only with `scatter`"),
      false
    ),
    (
      "multipliers",
      .array(multiplier).documented(
        "symbols that multiply every win they take part in (not their own symbol's pays)",
        allowed: "at most \(MachineConfig.maximumPays), each symbol once"), false
    ),
    (
      "multiplierRule",
      .choice(MultiplierRule.allCases.map(\.rawValue)).documented(
        "how two or more multipliers in one win combine: `multiply` (×2·×3 = ×6) or `add` "
          + "(×2 + ×3 = ×5)", default: .string(MultiplierRule.multiply.rawValue)), false
    ),
    ("freeSpins", freeSpins, false),
  ]).documented("what the machine pays (`reelsim par`, the wins of `simulate`)")

  static let freeSpins: ConfigShape = ConfigShape.object([
    (
      "awards",
      .array(freeSpinAward).documented(
        "scatter counts and the free spins they award: `n` scatters award the entry with the "
          + "highest count at most `n`",
        allowed: "1 … \(MachineConfig.maximumPays) awards, each count once"), true
    ),
    (
      "multiplier",
      .number.documented(
        "every feature win is multiplied by this", range: FreeSpinsFeature.multiplierRange,
        default: .number(1)), false
    ),
    (
      "retrigger",
      .boolean.documented(
        "whether scatters in a free spin award more free spins (by `awards`)",
        default: .derived("`true`"),
        allowed: "fewer than 1 free spin awarded per free spin on average"), false
    ),
    (
      "strips",
      .array(.array(.string)).documented(
        "the feature's own strips, one per drum", default: .derived("the base strips"),
        allowed: "one per drum, each `visibleRows` … 10000 names from `symbols`"), false
    ),
    (
      "weights",
      .array(.array(wholeNumber)).documented(
        "stop weights of the feature's own strips", default: .derived("1 per stop"),
        allowed: "only with `strips`: one list per strip, one weight per stop, each 1 … "
          + "\(StopWeights.maximumWeight)"), false
    ),
    (
      "pays",
      .array(linePay).documented(
        "the feature's own line pays (the wild, scatter, lines, mode and multipliers stay "
          + "the base game's)", default: .derived("the base `pays`"),
        allowed: "as `paytable.pays`"), false
    ),
  ]).documented(
    "free spins triggered by scatters: played on their own strips and pays (or the base "
      + "ones), wins multiplied, retriggered by scatters")

  static let freeSpinAward: ConfigShape = .object([
    (
      "count",
      wholeNumber.documented(
        "scatters anywhere in the window",
        range: ParameterRange(
          1, Double(DrumGeometry.maximumSymbols * MachineSpec.maximumDrums), unit: ""),
        allowed: "at most `visibleRows × drums`"), true
    ),
    (
      "spins",
      wholeNumber.documented(
        "free spins awarded",
        range: ParameterRange(1, Double(FreeSpinsFeature.maximumSpinsPerAward), unit: "spins")),
      true
    ),
  ])

  static let multiplier: ConfigShape = .object([
    (
      "symbol",
      .string.documented("the multiplying symbol", allowed: "one of `symbols`, not the scatter"),
      true
    ),
    (
      "factor",
      .number.documented("what it multiplies a win by", range: PayRules.factorRange), true
    ),
  ])

  static let linePay: ConfigShape = .object([
    (
      "symbol",
      .string.documented(
        "the paying symbol (the entry's name with `group` or `mix`)",
        allowed: "one of `symbols`, not the scatter (any name with `group` or `mix`)"), true
    ),
    (
      "count",
      wholeNumber.documented(
        "symbols in a row from drum 0",
        range: ParameterRange(1, Double(MachineSpec.maximumDrums), unit: ""),
        allowed: "at most the number of drums"), true
    ),
    (
      "pay",
      .number.documented(
        "the win, `pay × bet` credits", range: MachineConfig.Ranges.linePay), true
    ),
    (
      "group",
      .array(.string).documented(
        "any of these symbols counts (\"any bar\"); `symbol` is then the entry's name",
        allowed: "symbols of `symbols`, not the scatter, each once; not with `mix`"), false
    ),
    (
      "mix",
      .array(.string).documented(
        "these symbols in this order, in reading order; `symbol` is then the entry's name",
        allowed: "one symbol of `symbols` per counted drum; not with `group`"), false
    ),
    (
      "direction",
      .choice(PayDirection.allCases.map(\.rawValue)).documented(
        "where the run counts: from drum 0, from the last drum, from either end, or "
          + "`anywhere` on the line (not necessarily adjacent)",
        default: .string(PayDirection.leftToRight.rawValue),
        allowed: "`leftToRight` by ways; not `anywhere` with `mix`"), false
    ),
  ])

  static let scatterPay: ConfigShape = .object([
    (
      "count",
      wholeNumber.documented(
        "scatters anywhere in the window",
        range: ParameterRange(
          1, Double(DrumGeometry.maximumSymbols * MachineSpec.maximumDrums), unit: ""),
        allowed: "at most `visibleRows × drums`"), true
    ),
    (
      "pay",
      .number.documented(
        "the win, `pay × bet × lines` credits", range: MachineConfig.Ranges.scatterPay), true
    ),
  ])

  static let simulation: ConfigShape = ConfigShape.object([
    (
      "timeStep",
      .number.documented(
        "the fixed time step: every decision happens on a tick",
        range: SimulationClock.timeStepRange,
        default: .number(SimulationClock.defaultTimeStep)), false
    ),
    (
      "maxDuration",
      .number.documented(
        "the watchdog: a spin not stopped by then fails", range: MachineSpec.maxDurationRange,
        default: .number(MachineConfig.Defaults.maxDuration), allowed: "after every stop request"),
      false
    ),
    (
      "seed",
      ConfigShape.seed.documented(
        "seed of the random targets (SplitMix64)",
        default: .number(Double(MachineConfig.Defaults.seed)),
        allowed: "0 … 18446744073709551615"), false
    ),
  ]).documented("the clock, the watchdog and the seed")
}
