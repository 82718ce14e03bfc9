import Testing

@testable import ReelKit

@Suite("Validation of parameters")
struct ValidationTests {
  /// The issues of `motion` for `field`.
  static func issues(_ motion: MotionParameters, _ field: String) -> [ParameterIssue] {
    motion.issues().filter { $0.field == field }
  }

  @Test("the test machines are valid")
  func valid() {
    for profile in BrakingProfile.allCases {
      for strategy in LandingStrategy.allCases {
        #expect(Machines.machine(Machines.motion(profile, strategy)).issues().isEmpty)
      }
    }
    #expect(Machines.classicOverrun().issues().isEmpty)
    #expect(MotionParameters().issues().isEmpty)
  }

  @Test(
    "bad numbers are reported with the field and what is allowed",
    arguments: [
      ("cruiseSpeed", Double.nan), ("cruiseSpeed", 0), ("cruiseSpeed", -2800),
      ("cruiseSpeed", 1e9), ("acceleration", .infinity), ("acceleration", 0),
      ("maxDeceleration", -1), ("maxDeceleration", 1e12), ("slowSpeed", 0),
      ("windBackDistance", -5), ("settleTime", 0), ("maxSpeedAdjust", 0.9),
      ("maxSpeedAdjust", -0.1), ("stopTolerance", .nan), ("slowZone", 0),
    ])
  func badNumbers(field: String, value: Double) throws {
    var motion = MotionParameters()
    switch field {
    case "cruiseSpeed": motion.cruiseSpeed = value
    case "acceleration": motion.acceleration = value
    case "maxDeceleration": motion.maxDeceleration = value
    case "slowSpeed": motion.slowSpeed = value
    case "windBackDistance": motion.windBackDistance = value
    case "settleTime": motion.settleTime = value
    case "maxSpeedAdjust": motion.maxSpeedAdjust = value
    case "stopTolerance": motion.stopTolerance = value
    default: motion.slowZone = value
    }
    let issue = try #require(Self.issues(motion, field).first)
    #expect(issue.message.contains("allowed"))
    #expect(issue.description.hasPrefix("\(field): "))
    let reason = value.isFinite ? "is out of range" : "is not a finite number"
    #expect(issue.message.contains(reason))
    #expect(motion.issues().count == 1)
  }

  @Test("turn counts are checked too")
  func minimumRevolutions() throws {
    for turns in [-1, 1001] {
      let motion = MotionParameters(minimumRevolutions: turns)
      let issue = try #require(Self.issues(motion, "minimumRevolutions").first)
      #expect(issue.message == "\(turns) is out of range (allowed: 0 ... 1000 turns)")
    }
  }

  @Test("rules between fields: wind-back, back settle and overshoot, classic buffer")
  func crossFieldRules() throws {
    let windBack = MotionParameters(windBackDistance: 100, windBackTime: 0.05)
    let tooFast = try #require(Self.issues(windBack, "windBackTime").first)
    #expect(tooFast.message.contains("allowed: at least"))

    var back = Machines.motion(.back)
    back.settleTime = 0.05
    let settle = try #require(Self.issues(back, "settleTime").first)
    #expect(settle.message.contains("above maxDeceleration"))
    #expect(settle.message.contains("allowed: at least"))
    back.settleTime = 0.2
    back.overshoot = 300
    #expect(Self.issues(back, "overshoot").first?.message.contains("allowed: less than") == true)

    var classic = Machines.classic()
    classic.stopTolerance = 100
    let buffer = try #require(Self.issues(classic, "stopTolerance").first)
    #expect(buffer.message.contains("allowed: 0 < stopTolerance < slowZone"))
    // The same numbers are fine for a profile that does not use them.
    classic.profile = .cubic
    #expect(classic.issues().isEmpty)
  }

  @Test("geometry: empty strip, no or too many rows, a result row off the window, bad height")
  func geometry() throws {
    let empty = DrumGeometry(strip: [], symbolHeight: 100, visibleRows: 1)
    #expect(empty.issues().map(\.field) == ["strip"])
    #expect(empty.issues()[0].message.contains("allowed: 1 ... 10000 symbols"))
    for rows in [1, 2, 4, 6, Machines.strip.count] {
      #expect(
        DrumGeometry(strip: Machines.strip, symbolHeight: 100, visibleRows: rows).issues().isEmpty)
    }
    let none = DrumGeometry(strip: Machines.strip, symbolHeight: 100, visibleRows: 0)
    #expect(
      none.issues().map(\.description) == [
        "visibleRows: 0 is out of range (allowed: 1 ... 21 rows, at most the strip's symbol count)"
      ])
    let tooMany = DrumGeometry(strip: ["7", "BAR", "BELL"], symbolHeight: 100, visibleRows: 5)
    #expect(
      tooMany.issues().map(\.description) == [
        "visibleRows: 5 is out of range (allowed: 1 ... 3 rows, at most the strip's symbol count)"
      ])
    for row in [-1, 4] {
      let off = DrumGeometry(
        strip: Machines.strip, symbolHeight: 100, visibleRows: 4, resultRow: row)
      #expect(
        off.issues().map(\.description) == [
          "resultRow: \(row) is off the window (allowed: 0 ... 3, top row 0)"
        ])
    }
    #expect(
      DrumGeometry(strip: Machines.strip, symbolHeight: 100, visibleRows: 4, resultRow: 3).issues()
        .isEmpty)
    let flat = DrumGeometry(strip: Machines.strip, symbolHeight: 0, visibleRows: 3)
    #expect(flat.issues().map(\.field) == ["symbolHeight"])
    #expect(Machines.geometry().issues().isEmpty)
    #expect(DrumGeometry(strip: ["7"], symbolHeight: 50, visibleRows: 1).issues().isEmpty)
  }

  @Test("machines prefix every issue with the drum's path")
  func machinePaths() {
    var spec = Machines.planned(.cubic)
    spec.drums[1].motion.cruiseSpeed = .nan
    spec.drums[2].startIndex = 21
    spec.drums[0].geometry.visibleRows = 0
    spec.maxDuration = 0
    spec.clock = SimulationClock(timeStep: 1)
    let fields = spec.issues().map(\.field)
    #expect(
      fields == [
        "drums[0].geometry.visibleRows", "drums[1].motion.cruiseSpeed", "drums[2].startIndex",
        "clock.timeStep", "maxDuration",
      ])
    #expect(
      MachineSpec(name: "none", drums: [], clock: .init(), maxDuration: 5).issues().map(\.field)
        == ["drums"])
    #expect(ParameterIssue(field: "[1]", message: "m").prefixed("strip").field == "strip[1]")
    #expect(ParameterIssue(field: "", message: "m").prefixed("drums[0]").field == "drums[0]")
  }
}
