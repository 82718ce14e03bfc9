import Testing

@testable import ReelKit

@Suite("Wheels: segments of different widths land exactly on their centres")
struct WheelLandingTests {
  /// The strip of `Configs/wheel.json`: a 7.5° jackpot slice, three 37.5° segments and eight
  /// of 30°, 360° in all.
  static let strip = ["J", "2", "5", "M", "3", "10", "2", "M", "3", "20", "2", "5"]
  static let widths = [7.5, 37.5, 30, 30, 30, 30, 37.5, 30, 30, 30, 37.5, 30]

  /// A wheel drum: 720°/s, `profile`/`strategy`, starting on `startIndex`.
  static func wheel(
    _ profile: BrakingProfile, _ strategy: LandingStrategy, startIndex: Int = 0,
    widths: [Double] = widths
  ) -> MachineSpec {
    let motion = MotionParameters(
      profile: profile, strategy: strategy, cruiseSpeed: 720, acceleration: 1440,
      maxDeceleration: 720, overshoot: 20, settleTime: 0.5, brakeTime: 3)
    let geometry = DrumGeometry(
      strip: strip, symbolHeight: 30, visibleRows: 1, segmentWidths: widths)
    let drum = DrumSpec(
      geometry: geometry, motion: motion, startIndex: startIndex, stopRequestTime: 1.5)
    return MachineSpec(name: "wheel", drums: [drum], clock: Machines.clock, maxDuration: 30)
  }

  @Test("segment centres: c_k = w_0/2 + w_1 + … + w_(k−1) + w_k/2, the strip one turn")
  func centres() {
    let geometry = Self.wheel(.cubic, .wait).drums[0].geometry
    #expect(geometry.stripLength == 360)
    #expect(geometry.centredOffset(of: 0) == 0)
    #expect(geometry.centredOffset(of: 1) == 3.75 + 18.75)
    #expect(geometry.centredOffset(of: 11) == 360 - 3.75 - 15)
    for index in Self.strip.indices {
      #expect(geometry.stop(atOffset: geometry.centredOffset(of: index)) == index)
    }
    // The jackpot slice spans −3.75° … 3.75° around offset 0; its borders belong to the
    // segment after them.
    #expect(geometry.stop(atOffset: 3.74) == 0)
    #expect(geometry.stop(atOffset: 3.75) == 1)
    #expect(geometry.stop(atOffset: 360 - 3.75) == 0)
    #expect(geometry.stop(atOffset: 360 - 3.76) == 11)
  }

  @Test(
    "every segment, the 7.5° jackpot too, rests exactly on its centre",
    arguments: Machines.plannedProfiles, [LandingStrategy.wait, .stretch, .solve, .fixed])
  func exactLanding(profile: BrakingProfile, strategy: LandingStrategy) throws {
    for start in [0, 5] {
      let spec = Self.wheel(profile, strategy, startIndex: start)
      #expect(spec.issues().isEmpty)
      let geometry = spec.drums[0].geometry
      for target in Self.strip.indices {
        let run = Simulation.record(drum: 0, of: spec, target: target)
        let result = run.result
        let context: Comment = "\(profile)/\(strategy) from \(start) to \(target)"
        #expect(result.isStopped, context)
        #expect(result.target == target, context)
        #expect(result.offset == geometry.centredOffset(of: target), context)
        #expect(run.samples.last?.offset == geometry.centredOffset(of: target), context)
        #expect(run.samples.last?.velocity == 0, context)
        #expect(result.window == [Self.strip[target]], context)
        #expect(result.landingError <= 1e-6, context)
        #expect(result.peakDeceleration <= 720 * (1 + 1e-9), context)
        // The travel is whole turns plus the gap between the two centres.
        let gap = geometry.wrap(
          geometry.centredOffset(of: target) - geometry.centredOffset(of: start))
        let turns = (result.travel - gap) / 360
        #expect(turns == turns.rounded() && turns >= 1, context)
      }
    }
  }

  @Test("the fixed strategy rests every segment on one tick, 3 s after the request")
  func oneLength() throws {
    try FixedLandingTests.expectOneLengthOnWheel(Self.wheel(.cubic, .fixed))
  }

  @Test(
    "at rest the pointer points at the winning segment's centre, in both directions",
    arguments: SpinDirection.allCases, [0.0, 90, 270])
  func pointerOnCentre(direction: SpinDirection, pointer: Double) {
    let geometry = Self.wheel(.cubic, .wait).drums[0].geometry
    let layout = WheelLayout(geometry: geometry, direction: direction, pointerAngle: pointer)
    for target in Self.strip.indices {
      let segments = layout.segments(offset: geometry.centredOffset(of: target))
      #expect(segments[target].centreAngle == pointer)
      #expect(segments.map(\.sweep) == Self.widths)
      // The arc starts half a width before the pointer, clockwise.
      #expect(
        DrumGeometry.wrap(segments[target].fromAngle + Self.widths[target] / 2, length: 360)
          == pointer)
      // The next segment to come is on the side the wheel turns from.
      let next = segments[(target + 1) % Self.strip.count].centreAngle
      let side = DrumGeometry.wrap(next - pointer, length: 360)
      #expect(direction == .clockwise ? side > 180 : side < 180)
    }
  }

  @Test("as the offset grows the wheel turns the way it says")
  func turning() {
    let geometry = Self.wheel(.cubic, .wait).drums[0].geometry
    let clockwise = WheelLayout(geometry: geometry, direction: .clockwise)
    let counter = WheelLayout(geometry: geometry, direction: .counterClockwise)
    #expect(clockwise.angle(ofPosition: 0, offset: 10) == 10)
    #expect(counter.angle(ofPosition: 0, offset: 10) == 350)
  }

  @Test("widths off the 1/64 grain, too narrow or one short are issues")
  func widthIssues() {
    var geometry = Self.wheel(.cubic, .wait).drums[0].geometry
    geometry.segmentWidths = [7.51] + Self.widths.dropFirst()
    #expect(geometry.issues().map(\.field) == ["segmentWidths[0]"])
    geometry.segmentWidths = [0.125] + Self.widths.dropFirst()
    #expect(geometry.issues().map(\.field) == ["segmentWidths[0]"])
    geometry.segmentWidths = Array(Self.widths.dropFirst())
    #expect(geometry.issues().map(\.field) == ["segmentWidths"])
  }

  @Test("classic cannot land on segments of different widths")
  func classic() {
    var drum = Self.wheel(.cubic, .wait).drums[0]
    drum.motion = Machines.classic()
    #expect(drum.issues().map(\.field) == ["motion.profile"])
  }
}

extension FixedLandingTests {
  /// Every segment of a one-drum wheel rests on the same tick, exactly on its centre.
  static func expectOneLengthOnWheel(_ spec: MachineSpec) throws {
    var settleTicks = Set<Int>()
    for target in spec.drums[0].geometry.strip.indices {
      let result = Simulation.record(drum: 0, of: spec, target: target).result
      #expect(result.method == .fixed)
      #expect(result.offset == spec.drums[0].geometry.centredOffset(of: target))
      settleTicks.insert(try #require(result.settleTick))
    }
    #expect(settleTicks.count == 1, "rests on \(settleTicks.sorted())")
    #expect(spec.clock.time(atTick: settleTicks.first ?? 0) >= 4.5 - 1e-9)
  }
}
