import ReelKit

/// A spin, a frame or a drum sample written as `Double`s, the form in which the module hands
/// results to its host: whole numbers exactly (every tick is far below 2⁵³), absent values as
/// -1 (whole numbers) or NaN (reals), names as indexes into the lists of ``layout``.
///
/// A spin: `drums`, `events`, whether traces follow (0 or 1), the watchdog tick, the spin
/// tick; the targets; each drum's result (``resultNames``); each event (``eventFields``);
/// then, with traces, per drum the sample count and the samples (``sampleFields``); then per
/// drum its splice (``writeSplice(_:to:)``).
public enum SpinRecord {
  /// The names of a drum's result fields, in the order ``resultValues(_:)`` writes them.
  public static let resultNames = [
    "drum",
    "target",
    "decidedTarget",
    "method",
    "speedFactor",
    "cruiseSpeed",
    "phase",
    "startTick",
    "cruiseTick",
    "stopRequestTick",
    "brakingStartTick",
    "reachedTargetTick",
    "settleTick",
    "brakingDistance",
    "travel",
    "offset",
    "revolutions",
    "peakSpeed",
    "peakDeceleration",
    "peakJerk",
    "landingError",
    "windowMisses",
    "overshoot",
    "requestSource",
    "slip",
    "stopLatencyTicks",
    "anticipationTicks",
  ]

  /// A drum's result as numbers, in the order of ``resultNames`` (written out, not a table
  /// of closures, which keeps the module small).
  public static func resultValues(_ result: DrumResult) -> [Double] {
    [
      Double(result.drum),
      Double(result.target),
      Double(result.decidedTarget),
      Double(index(of: result.method, in: LandingMethod.allCases)),
      result.speedFactor,
      result.cruiseSpeed,
      Double(index(of: result.phase, in: DrumPhase.allCases)),
      whole(result.startTick),
      whole(result.cruiseTick),
      whole(result.stopRequestTick),
      whole(result.brakingStartTick),
      whole(result.reachedTargetTick),
      whole(result.settleTick),
      result.brakingDistance ?? .nan,
      result.travel,
      result.offset,
      result.revolutions,
      result.peakSpeed,
      result.peakDeceleration,
      result.peakJerk,
      result.landingError,
      Double(result.windowMisses),
      result.overshoot,
      result.requestSource.map { Double(index(of: $0, in: StopSource.allCases)) } ?? -1,
      result.slip ?? .nan,
      whole(result.stopLatencyTicks),
      Double(result.anticipationTicks),
    ]
  }

  /// The fields of an event: `tick`, `time`, `drum` (-1: the machine), `kind` (an index into
  /// ``eventKinds``), and two arguments (`target` and `distance` of a braking start, `count`
  /// of a window miss, `target` of a result; NaN otherwise).
  public static let eventFields = ["tick", "time", "drum", "kind", "a", "b"]

  /// The names of the event kinds.
  public static let eventKinds = [
    "started", "reachedCruise", "stopRequested", "brakingStarted", "windowMissed",
    "reachedTarget", "settled", "allStopped", "slammed", "resultArrived", "anticipationStarted",
  ]

  /// The fields of a trace sample: `tick`, `phase`, `travel`, `offset`, `velocity`,
  /// `acceleration`.
  public static let sampleFields = [
    "tick", "phase", "travel", "offset", "velocity", "acceleration",
  ]

  /// The fields of a drum in a frame: `drum`, `time`, `phase`, `travel`, `offset`,
  /// `velocity`, `restingIndex` (-1 while moving).
  public static let frameFields = [
    "drum", "time", "phase", "travel", "offset", "velocity", "restingIndex",
  ]

  /// Writes a spin.
  public static func write(_ spin: SpinResult) -> [Double] {
    var out: [Double] = [
      Double(spin.drums.count), Double(spin.events.count), spin.traces == nil ? 0 : 1,
      whole(spin.watchdogTick), whole(spin.spinTick),
    ]
    out += spin.targets.map { Double($0) }
    for drum in spin.drums {
      out += resultValues(drum)
    }
    for event in spin.events { append(event, to: &out) }
    for trace in spin.traces ?? [] {
      out.append(Double(trace.count))
      for sample in trace {
        out += [
          Double(sample.tick), Double(index(of: sample.phase, in: DrumPhase.allCases)),
          sample.travel, sample.offset, sample.velocity, sample.acceleration,
        ]
      }
    }
    for drum in spin.drums { writeSplice(drum.splice, to: &out) }
    for drum in spin.drums {
      out += [whole(drum.rows), whole(drum.previousRows)]
    }
    return out
  }

  /// Appends a drum's splice: its tick (-1 and nothing more when the drum was not spliced),
  /// its shift, the count of kept symbols and their strip indices. The symbol kept at index
  /// `j` is `strip[(j − shift) mod N]`, the one that showed there before the splice.
  public static func writeSplice(_ splice: StripSplice?, to out: inout [Double]) {
    guard let splice else {
      out.append(-1)
      return
    }
    out += [Double(splice.tick), Double(splice.shift), Double(splice.kept.count)]
    out += splice.kept.map { Double($0.index) }
  }

  /// Appends an event's six numbers.
  public static func append(_ event: SpinEvent, to out: inout [Double]) {
    var a = Double.nan
    var b = Double.nan
    let kind: Int
    switch event.kind {
    case .started: kind = 0
    case .reachedCruise: kind = 1
    case .stopRequested: kind = 2
    case .brakingStarted(let target, let distance):
      kind = 3
      a = Double(target)
      b = distance
    case .windowMissed(let count):
      kind = 4
      a = Double(count)
    case .reachedTarget: kind = 5
    case .settled: kind = 6
    case .allStopped: kind = 7
    case .slammed: kind = 8
    case .resultArrived(let target):
      kind = 9
      a = Double(target)
    case .anticipationStarted: kind = 10
    }
    out += [Double(event.tick), event.time, whole(event.drum), Double(kind), a, b]
  }

  /// Writes drums sampled in a frame, each as ``frameFields``.
  public static func write(_ frames: [DrumFrame]) -> [Double] {
    var out: [Double] = []
    for frame in frames {
      out += [
        Double(frame.drum), frame.time, Double(index(of: frame.phase, in: DrumPhase.allCases)),
        frame.travel, frame.offset, frame.velocity, whole(frame.restingIndex),
      ]
    }
    return out
  }

  /// Writes the cells drawn in each frame (``/ReelKit/DrumFrame/symbols``): per drum the cell
  /// count, the seam (``/ReelKit/DrumFrame/seam``, NaN for none), then per cell its strip
  /// index, position and height (`heights[drum]` for a cell of a drum of fixed rows).
  public static func writeCells(_ frames: [DrumFrame], heights: [Double]) -> [Double] {
    var out: [Double] = []
    for frame in frames {
      let fixed = frame.drum < heights.count ? heights[frame.drum] : .nan
      out += [Double(frame.symbols.count), frame.seam ?? .nan]
      for cell in frame.symbols {
        out += [Double(cell.index), cell.position, cell.height ?? fixed]
      }
    }
    return out
  }

  /// The lists a host needs to read records, as JSON text: written out rather than built at
  /// run time, which keeps some 5 KB of code out of the module; `WasmLayoutTests` checks it
  /// against the lists (``generatedLayout``).
  public static let layout: StaticString = """
    {"result":["drum","target","decidedTarget","method","speedFactor","cruiseSpeed","phase",\
    "startTick","cruiseTick","stopRequestTick","brakingStartTick","reachedTargetTick",\
    "settleTick","brakingDistance","travel","offset","revolutions","peakSpeed",\
    "peakDeceleration","peakJerk","landingError","windowMisses","overshoot","requestSource",\
    "slip","stopLatencyTicks","anticipationTicks"],\
    "event":["tick","time","drum","kind","a","b"],\
    "eventKinds":["started","reachedCruise","stopRequested","brakingStarted","windowMissed",\
    "reachedTarget","settled","allStopped","slammed","resultArrived","anticipationStarted"],\
    "sample":["tick","phase","travel","offset","velocity","acceleration"],\
    "frame":["drum","time","phase","travel","offset","velocity","restingIndex"],\
    "phases":["idle","windingBack","accelerating","cruising","braking","settling","stopped"],\
    "methods":["wait","stretch","solve","solve-fallback-wait","fixed","fixed-fallback-wait",\
    "splice","splice-fallback-wait","classic","held"],\
    "sources":["schedule","quicken","late-result","anticipation","slam","press"],\
    "profiles":["linear","cubic","back","classic"],\
    "strategies":["wait","stretch","solve","fixed","splice"],\
    "payModes":["lines","ways"],"payDirections":["leftToRight","rightToLeft","bothWays","anywhere"],\
    "multiplierRules":["multiply","add","once"],"win":["line","symbol","count","pay","multiplier","ways"],\
    "controls":[["slam","object",[["at","number"],["drums","drumList"],["instant","flag"]]],\
    ["quickenAt","number"],["quickenFactor","number"],["resultAt","number"],\
    ["minimumSpinTime","number"],["presses","timeList"],\
    ["skillStop","object",[["maxSlip","wholeNumber"],["timeLimit","number"]]],\
    ["anticipation","object",[["symbol","symbol"],["count","wholeNumber"],["extend","number"],\
    ["interval","number"],["teaseSpeed","number"]]]],\
    "settings":[["profile","profiles"],["strategy","strategies"],["cruiseSpeed","number"],\
    ["acceleration","number"],["maxDeceleration","number"],["windBackDistance","number"],\
    ["windBackTime","number"],["minimumRevolutions","wholeNumber"],["overshoot","number"],\
    ["settleTime","number"],["maxSpeedAdjust","number"],["brakeTime","number"],\
    ["slowSpeed","number"],["slowZone","number"],["stopTolerance","number"],\
    ["startDelay","number"],["startInterval","number"],["firstStop","number"],\
    ["stopInterval","number"]]}
    """

  #if !hasFeature(Embedded)
    /// ``layout`` as the lists give it.
    public static var generatedLayout: String {
      func list(_ names: [String]) -> String {
        "[" + names.map { "\"" + $0 + "\"" }.joined(separator: ",") + "]"
      }
      return "{\"result\":" + list(resultNames) + ",\"event\":"
        + list(eventFields) + ",\"eventKinds\":" + list(eventKinds) + ",\"sample\":"
        + list(sampleFields) + ",\"frame\":" + list(frameFields) + ",\"phases\":"
        + list(DrumPhase.allCases.map { $0.rawValue }) + ",\"methods\":"
        + list(LandingMethod.allCases.map { $0.rawValue }) + ",\"sources\":"
        + list(StopSource.allCases.map { $0.rawValue }) + ",\"profiles\":"
        + list(BrakingProfile.allCases.map { $0.rawValue }) + ",\"strategies\":"
        + list(LandingStrategy.allCases.map { $0.rawValue }) + ",\"payModes\":"
        + list(PayMode.allCases.map { $0.rawValue }) + ",\"payDirections\":"
        + list(PayDirection.allCases.map { $0.rawValue }) + ",\"multiplierRules\":"
        + list(MultiplierRule.allCases.map { $0.rawValue }) + ",\"win\":"
        + list(LoadedPaytable.winFields) + ",\"controls\":"
        + controls(SpinControls.keys) + ",\"settings\":" + settings + "}"
    }

    /// The fields of ``/ReelKit/MotionSettings`` (``CompactEdit``) as the layout lists them:
    /// `[name, kind]`, the kind of a choice the layout list it indexes.
    private static var settings: String {
      "["
        + MotionSettings.fields.map { field in
          let kind: String =
            switch field.kind {
            case .profile: "profiles"
            case .strategy: "strategies"
            case .number: "number"
            case .wholeNumber: "wholeNumber"
            }
          return "[\"" + field.name + "\",\"" + kind + "\"]"
        }.joined(separator: ",") + "]"
    }

    /// The keys of a controls script (``CompactControls``) as the layout lists them:
    /// `[name, kind]`, an object's as `[name, "object", [its keys]]`.
    private static func controls(_ keys: [SpinControls.Key]) -> String {
      "["
        + keys.map { key in
          let kind: String =
            switch key.kind {
            case .number: "number"
            case .wholeNumber: "wholeNumber"
            case .flag: "flag"
            case .symbol: "symbol"
            case .drumList: "drumList"
            case .timeList: "timeList"
            case .object: "object"
            }
          var entry = "[\"" + key.name + "\",\"" + kind + "\""
          if case .object(let parts) = key.kind { entry += "," + controls(parts) }
          return entry + "]"
        }.joined(separator: ",") + "]"
    }
  #endif

  /// Where number `index` of a spin `record` lies, e.g. `drum 2 trace tick 341 velocity`
  /// or `event 5 (tick 120) time`: for a test that names the first differing tick.
  public static func locate(_ index: Int, in record: [Double]) -> String {
    let header = ["drums", "events", "traces", "watchdogTick", "spinTick"]
    if index < header.count { return header[index] }
    guard let drums = Int(exactly: record[0]), let events = Int(exactly: record[1]) else {
      return "number \(index)"
    }
    var at = header.count
    if index < at + drums { return "drum \(index - at) target" }
    at += drums
    let results = drums * resultNames.count
    if index < at + results {
      let offset = index - at
      return "drum \(offset / resultNames.count) summary "
        + resultNames[offset % resultNames.count]
    }
    at += results
    if index < at + 6 * events {
      let event = (index - at) / 6
      return "event \(event) (tick \(record[at + 6 * event])) \(eventFields[(index - at) % 6])"
    }
    at += 6 * events
    for drum in 0..<drums where record[2] == 1 && at < record.count {
      let count = Int(exactly: record[at]) ?? 0
      if index == at { return "drum \(drum) trace length" }
      if index <= at + 6 * count {
        let sample = (index - at - 1) / 6
        let tick = record[at + 1 + 6 * sample]
        return "drum \(drum) trace tick \(tick) \(sampleFields[(index - at - 1) % 6])"
      }
      at += 1 + 6 * count
    }
    return "splices and rows, number \(index - at)"
  }

  private static func whole(_ value: Int?) -> Double { value.map { Double($0) } ?? -1 }

  private static func index<T: Equatable>(of value: T, in all: [T]) -> Int {
    all.firstIndex(of: value) ?? -1
  }
}
