import Testing

@testable import ReelKit
@testable import ReelMaths

/// Tumbles (cascades): the closed-form fall of each cell, exact rest positions, the refill
/// from the strip above, events in order, stepping equal to the summary, and the chain's
/// bound and result code.
@Suite("Tumbles")
struct TumbleTests {
  /// A 3 × 3 machine on random strips of K, Q, J, T, W and S paying by `PayMachines.video`.
  static func tumbler(
    seed: UInt64 = 5, length: Int = 8, parameters: TumbleParameters = TumbleParameters()
  ) -> TumbleMachine {
    let spec = PayMachines.spec(
      PayMachines.randomStrips(drums: 3, length: length, seed: seed), rows: 3)
    return TumbleMachine(spec: spec, paytable: PayMachines.video, parameters: parameters)
  }

  /// Every outcome's chain on the test machine, starting at tick 1000.
  static func chains(_ tumbler: TumbleMachine) -> [TumbleChain] {
    PayMachines.combinations(tumbler.spec).map { tumbler.chain(stops: $0, startTick: 1000) }
  }

  @Test("the fall is ½·g·τ², the hop rises e²·D, and the cell rests at r·h exactly")
  func closedForm() {
    let clock = SimulationClock(timeStep: 1.0 / 240)
    let parameters = TumbleParameters(gravity: 8000, restitution: 0.25)
    let fall = CellFall(
      drum: 0, row: 2, fromRow: -1, symbol: "K", stripIndex: 3, startTick: 10,
      symbolHeight: 150, parameters: parameters, clock: clock)
    #expect(fall.distance == 450)
    #expect(fall.fallTime == (2 * 450 / 8000.0).squareRoot())
    #expect(fall.landTick == 10 + clock.ticks(covering: fall.fallTime * 1.5))
    #expect(fall.sample(atTick: 9, clock: clock).phase == .waiting)
    #expect(fall.sample(atTick: 9, clock: clock).position == -150)
    let start = fall.sample(atTick: 10, clock: clock)
    #expect(start.phase == .falling && start.position == -150 && start.velocity == 0)
    let mid = fall.sample(atTick: 30, clock: clock)
    let tau = clock.time(atTick: 20)
    #expect(mid.phase == .falling)
    #expect(mid.position == -150 + 8000 * tau * tau / 2)
    // The top of the hop: σ = u/g after the landing, e²·D above the row.
    let landing = fall.fallTime
    var highest = Double.infinity
    for tick in 10...fall.landTick {
      let sample = fall.sample(atTick: tick, clock: clock)
      #expect(sample.position <= fall.restPosition, "tick \(tick) below its row")
      if clock.time(atTick: tick - 10) > landing { highest = min(highest, sample.position) }
    }
    #expect(fall.restPosition - highest <= 0.25 * 0.25 * 450 + 1e-9)
    #expect(fall.restPosition - highest > 0.25 * 0.25 * 450 * 0.9)
    let rest = fall.sample(atTick: fall.landTick, clock: clock)
    #expect(rest.phase == .resting && rest.velocity == 0)
    #expect(rest.position.bitPattern == (2 * 150.0).bitPattern)
  }

  @Test("without restitution a cell lands on the first tick at or after √(2D/g) and stays")
  func noBounce() {
    let clock = SimulationClock(timeStep: 1.0 / 240)
    let fall = CellFall(
      drum: 1, row: 1, fromRow: 0, symbol: "Q", stripIndex: 0, startTick: 0, symbolHeight: 100,
      parameters: TumbleParameters(gravity: 5000, restitution: 0), clock: clock)
    #expect(fall.landTick == clock.ticks(covering: (200 / 5000.0).squareRoot()))
    for tick in 0..<fall.landTick {
      #expect(fall.sample(atTick: tick, clock: clock).phase == .falling)
    }
  }

  @Test("every cell of every outcome rests exactly at its row, bit for bit")
  func exactRest() {
    let tumbler = Self.tumbler()
    let clock = tumbler.spec.clock
    var tumbles = 0
    for chain in Self.chains(tumbler) {
      tumbles += chain.steps.count
      for step in chain.steps {
        for fall in step.falls {
          let rest = Double(fall.row) * 100
          #expect(
            fall.sample(atTick: fall.landTick, clock: clock).position.bitPattern == rest.bitPattern)
          #expect(fall.landTick <= step.settleTick)
        }
      }
      // The tick a tumble settles is the next one's removal tick: the last one's shows the
      // final window at rest.
      for cell in chain.cells(atTick: chain.settleTick, clock: clock) {
        #expect(cell.sample.phase == .resting)
        #expect(cell.sample.position.bitPattern == (Double(cell.row) * 100).bitPattern)
      }
    }
    #expect(tumbles > 100, "the test machine must tumble")
  }

  @Test("the same stops make the same chain, on every run and from any start tick")
  func determinism() {
    let first = Self.chains(Self.tumbler())
    #expect(first == Self.chains(Self.tumbler()))
    let tumbler = Self.tumbler()
    for chain in first.prefix(100) {
      let later = tumbler.chain(stops: chain.stops, startTick: 5000)
      #expect(later.code == chain.code)
      #expect(later.steps.map(\.window) == chain.steps.map(\.window))
      #expect(later.events.map { $0.tick - 4000 } == chain.events.map(\.tick))
    }
  }

  @Test("stepping the frames tick by tick gives the summary's events and settle ticks")
  func steppedEqualsSummary() {
    let tumbler = Self.tumbler()
    let clock = tumbler.spec.clock
    for chain in Self.chains(tumbler).filter({ !$0.steps.isEmpty }).prefix(150) {
      var stepped: [TumbleEvent] = []
      for step in chain.steps {
        stepped += step.removed.map {
          TumbleEvent(
            tick: step.removalTick, tumble: step.number, kind: .removed, drum: $0.drum,
            row: $0.row, symbol: $0.symbol)
        }
        var previous: [Int: CellPhase] = [:]
        var lastMoving = step.removalTick
        for tick in step.removalTick...step.settleTick {
          for cell in chain.cells(of: step, atTick: tick, clock: clock) {
            let key = cell.drum * 100 + cell.row
            let phase = cell.sample.phase
            if phase == .falling, previous[key] == nil || previous[key] == .waiting {
              stepped.append(
                TumbleEvent(
                  tick: tick, tumble: step.number, kind: .falling, drum: cell.drum,
                  row: cell.row, symbol: cell.symbol))
            }
            if phase == .resting, let before = previous[key], before != .resting {
              stepped.append(
                TumbleEvent(
                  tick: tick, tumble: step.number, kind: .landed, drum: cell.drum,
                  row: cell.row, symbol: cell.symbol))
            }
            if phase != .resting { lastMoving = tick }
            previous[key] = phase
          }
        }
        #expect(lastMoving + 1 == step.settleTick)
      }
      #expect(stepped.sorted(by: TumbleEvent.inOrder) == chain.events)
      let atEnd = chain.cells(atTick: chain.settleTick, clock: clock)
      #expect(atEnd.map(\.symbol) == chain.finalWindow.columns.flatMap { $0 })
    }
  }

  @Test("each cell is removed, or falls and then lands, inside its own tumble")
  func eventOrder() {
    for chain in Self.chains(Self.tumbler()) {
      let events = chain.events
      #expect(events == events.sorted(by: TumbleEvent.inOrder))
      for step in chain.steps {
        let mine = events.filter { $0.tumble == step.number }
        #expect(mine.allSatisfy { (step.removalTick...step.settleTick).contains($0.tick) })
        #expect(mine.filter { $0.kind == .removed }.count == step.removed.count)
        for fall in step.falls {
          let cell = mine.filter {
            $0.drum == fall.drum && $0.row == fall.row && $0.kind != .removed
          }
          #expect(cell.map(\.kind) == [.falling, .landed])
          #expect(cell[0].tick < cell[1].tick)
        }
      }
    }
  }

  @Test("gaps close from below and the strip above the window refills each column in order")
  func refillRule() throws {
    let tumbler = Self.tumbler()
    let chain = try #require(Self.chains(tumbler).first { $0.steps.count >= 2 })
    var above = chain.stops.enumerated().map { drum, stop in
      tumbler.spec.drums[drum].geometry.wrapIndex(stop + 2)
    }
    var before = chain.stripIndices
    for step in chain.steps {
      for drum in before.indices {
        let geometry = tumbler.spec.drums[drum].geometry
        let removedRows = Set(step.removed.filter { $0.drum == drum }.map(\.row))
        let kept = before[drum].indices.filter { !removedRows.contains($0) }.map {
          before[drum][$0]
        }
        let fresh = (0..<removedRows.count).reversed().map { geometry.wrapIndex(above[drum] + $0) }
        #expect(step.stripIndices[drum] == fresh + kept, "tumble \(step.number), drum \(drum)")
        above[drum] = geometry.wrapIndex(above[drum] + removedRows.count)
        #expect(step.window.columns[drum] == step.stripIndices[drum].map { geometry.strip[$0] })
      }
      #expect(step.pay == tumbler.tumbler.evaluator.evaluate(step.window))
      before = step.stripIndices
    }
  }

  @Test("a chain ends without a win, or at maxTumbles with the last window paid")
  func chainEnds() throws {
    let chains = Self.chains(Self.tumbler())
    for chain in chains {
      let last = chain.steps.last?.pay ?? chain.pay
      #expect(chain.end == .noWin && last.wins.isEmpty)
      #expect(chain.totalPay == chain.steps.reduce(chain.pay.total) { $0 + $1.pay.total })
    }
    let long = try #require(chains.max { $0.steps.count < $1.steps.count })
    let limit = long.steps.count - 1
    let limited = Self.tumbler(parameters: TumbleParameters(maxTumbles: limit))
      .chain(stops: long.stops, startTick: 1000)
    #expect(limited.end == .limit)
    #expect(limited.steps == Array(long.steps.prefix(limit)))
    #expect(!(limited.steps.last?.pay.wins.isEmpty ?? true))
  }

  @Test("a window that wins everywhere still ends at maxTumbles")
  func boundedOnAlwaysWinningStrips() {
    let spec = PayMachines.spec(Array(repeating: ["K", "K", "K"], count: 3), rows: 3)
    let tumbler = TumbleMachine(
      spec: spec, paytable: PayMachines.video, parameters: TumbleParameters(maxTumbles: 7))
    let chain = tumbler.chain(stops: [0, 0, 0], startTick: 0)
    #expect(chain.steps.count == 7 && chain.end == .limit)
    #expect(chain.code.description == "0-0-0" + String(repeating: "~3.3.3", count: 7))
  }

  @Test("the chain code reads back and is checked against the chain the stops make")
  func chainCode() throws {
    let chain = try #require(Self.chains(Self.tumbler()).first { $0.steps.count >= 2 })
    let code = try TumbleCode(parsing: chain.code.description)
    #expect(code == chain.code)
    try code.check(chain)
    try TumbleCode(parsing: ResultCode(stops: chain.stops).description).check(chain)
    var wrong = chain.code
    wrong.removals[0][0] += 1
    #expect(throws: ResultCodeError.self) { try wrong.check(chain) }
    for bad in ["", "1-2-3~", "1-2-3~1..2", "1-2-3~a", "1-2-3:K.K.K~1.1.1", "1-2-3~1234567890"] {
      #expect(throws: ResultCodeError.self, "\(bad)") { try TumbleCode(parsing: bad) }
    }
  }

  @Test("parameters out of range and tumbles longer than a minute are issues")
  func parameterIssues() {
    let spec = Self.tumbler().spec
    #expect(TumbleParameters().issues(machine: spec).isEmpty)
    let bad = TumbleParameters(
      gravity: 0, restitution: 0.9, fallDelay: -1, columnStagger: .nan, maxTumbles: 0)
    #expect(
      bad.issues(machine: spec).map(\.field)
        == ["gravity", "restitution", "fallDelay", "columnStagger", "maxTumbles"])
    let slow = TumbleParameters(gravity: 1e-3)
    #expect(slow.issues(machine: spec).map(\.field) == ["gravity"])
    #expect(slow.longestTumble(machine: spec) > TumbleParameters.maximumTumbleDuration)
  }
}
