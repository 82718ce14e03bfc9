import Testing

@testable import ReelKit

/// The hold-and-win round on cell reels: every free cell lands exactly on the stop the maths'
/// draw names, held cells never move (checked at every tick), the events come in order, a
/// host frame loop shows the same round, and the animated round pays what the maths pays.
@Suite("hold-and-win: cell reels")
struct CellReelTests {
  static let rows = 3
  static let cells = 15
  /// A weighted cell strip with two bonus stops that are not first on the strip.
  static let strip = HoldAndWinCellStrip(
    strip: ["BLANK", "COIN", "A", "BLANK", "COIN", "B"], weights: [5, 1, 2, 4, 2, 3],
    symbol: "COIN")
  static let feature = HoldAndWinFeature(
    symbol: "COIN", trigger: 6, respins: 3, cells: cells, landingWeight: strip.landingWeight,
    cellWeight: strip.totalWeight,
    prizes: [
      HoldAndWinPrize(cash: 1, weight: 5), HoldAndWinPrize(cash: 4, weight: 2),
      HoldAndWinPrize(jackpot: "mini", value: 20, weight: 1),
    ], grand: 500)

  static func reels(_ motion: MotionParameters, timing: CellReelTiming = CellReelTiming())
    -> HoldAndWinReels
  {
    HoldAndWinReels(
      feature: feature, cellStrip: strip,
      machine: CellReelMachine(
        strip: strip.strip, bonusSymbol: "COIN", symbolHeight: 120, cells: cells, rows: rows,
        motion: motion, timing: timing, clock: SimulationClock(), maxDuration: 30))
  }

  static let motions: [MotionParameters] = [
    MotionParameters(),
    MotionParameters(profile: .back, strategy: .splice, overshoot: 40, settleTime: 0.25),
    MotionParameters(profile: .linear, strategy: .stretch, minimumRevolutions: 0),
  ]

  /// A round from seed `seed`: 6 … 9 cells held at the start, chosen by the seed.
  static func round(seed: UInt64) -> HoldAndWinRound {
    var generator = SplitMix64(seed: seed)
    var held = [Bool](repeating: false, count: cells)
    let count = 6 + generator.uniform(below: 4)
    while held.filter({ $0 }).count < count { held[generator.uniform(below: cells)] = true }
    return HoldAndWinRound.play(feature, held: held, using: &generator)
  }

  @Test func theStripMapsDrawsBonusFirst() {
    let strip = Self.strip
    #expect(strip.drawOrder == [1, 4, 0, 2, 3, 5])
    var counts = [Int](repeating: 0, count: strip.strip.count)
    for u in 0..<strip.totalWeight {
      let stop = strip.stop(forDraw: u)
      counts[stop] += 1
      #expect((strip.strip[stop] == "COIN") == (u < strip.landingWeight))
    }
    #expect(counts == strip.weights)
  }

  @Test(arguments: 0..<3)
  func everyCellLandsExactlyAndHeldCellsNeverMove(motionIndex: Int) throws {
    let motion = Self.motions[motionIndex]
    let reels = Self.reels(motion)
    for seed in UInt64(1)...40 {
      let round = Self.round(seed: seed)
      let animated = try reels.animate(round, recordingTraces: true)
      #expect(animated.failure == nil)
      #expect(animated.respins.count == round.respins.count)
      #expect(animated.award(Self.feature) == round.award(Self.feature))
      for (respin, played) in zip(animated.respins, round.respins) {
        let traces = try #require(respin.result.traces)
        #expect(respin.spunCells == played.draws.map(\.cell))
        var landed: [Int] = []
        for cell in 0..<Self.cells {
          let drum = respin.result.drums[cell]
          let h = 120.0
          if respin.heldBefore[cell] {
            // Held: at rest on its stop at every tick, no event.
            for sample in traces[cell] {
              #expect(sample.travel == 0 && sample.velocity == 0)
              #expect(sample.offset == Double(respin.restStops[cell]) * h)
            }
            #expect(!respin.result.events.contains { $0.drum == cell })
            continue
          }
          let draw = try #require(played.draws.first { $0.cell == cell })
          #expect(drum.target == Self.strip.stop(forDraw: draw.draw))
          #expect(drum.isStopped && drum.landingError == 0)
          let last = try #require(traces[cell].last)
          #expect(last.offset == Double(drum.target) * h && last.velocity == 0)
          #expect(drum.peakDeceleration <= motion.maxDeceleration * (1 + 1e-9))
          if drum.targetSymbol == "COIN" { landed.append(cell) }
        }
        #expect(landed == played.landed.map(\.cell), "seed \(seed)")
      }
    }
  }

  @Test func eventsComeInOrder() throws {
    let reels = Self.reels(Self.motions[1])
    for seed in UInt64(1)...30 {
      let round = Self.round(seed: seed)
      let events = try reels.animate(round).events
      #expect(zip(events, events.dropFirst()).allSatisfy { $0.tick <= $1.tick })
      guard let last = events.last else { continue }
      #expect(last.kind == .roundEnded(full: round.isFull))
      for respin in 1...round.respins.count {
        let own = events.filter { $0.respin == respin }
        #expect(
          own.first?.kind
            == .respinStarted(respinsLeft: round.respins[respin - 1].respinsBefore - 1))
        let ended = try #require(own.firstIndex { $0.name == "respinEnded" })
        #expect(own[(ended + 1)...].allSatisfy { $0.name == "roundEnded" })
        for (index, event) in own.enumerated() where event.name == "held" {
          #expect(own[index - 1].name == "settled" && own[index - 1].cell == event.cell)
        }
        let resets = own.indices.filter { own[$0].name == "counterReset" }
        #expect(resets.count == (round.respins[respin - 1].landed.isEmpty ? 0 : 1))
        if let reset = resets.first { #expect(own[reset - 1].name == "held") }
        // Each spun cell: started, …, settled, in that order.
        for cell in Set(own.compactMap(\.cell)) {
          let names = own.filter { $0.cell == cell }.map(\.name)
          #expect(names.first == "started")
          #expect(names.contains("settled"))
        }
      }
    }
  }

  @Test func aHostFrameLoopShowsTheSameRound() throws {
    let reels = Self.reels(Self.motions[1])
    for seed in UInt64(1)...12 {
      let round = Self.round(seed: seed)
      let animated = try reels.animate(round)
      var loop = CellReelFrameLoop(reels: reels, round: animated)
      var delivered: [CellReelEvent] = []
      var time = 0.0
      var generator = SplitMix64(seed: seed)
      var frames = 0
      var finished = false
      while !finished {
        // Jittered display frames around 60 Hz, with repeated times (empty frames).
        let frame = try loop.frame(at: time)
        frames += 1
        delivered += frame.events
        #expect(frame.events.allSatisfy { $0.time <= time })
        for cell in frame.cells where cell.isHeld {
          #expect(cell.reel.isAtRest && cell.reel.velocity == 0)
        }
        // The counter shows what the frame's last counter event says.
        for event in frame.events.reversed() {
          if case .counterReset(let left) = event.kind { #expect(frame.respinsLeft == left) }
          if case .respinEnded(let left) = event.kind { #expect(frame.respinsLeft == left) }
          if case .respinStarted(let left) = event.kind, event.respin == frame.respin,
            !frame.events.contains(where: { $0.name == "counterReset" })
          {
            #expect(frame.respinsLeft == left)
          }
          if event.name != "held" && event.name != "settled" { break }
        }
        finished = frame.isFinished
        if generator.uniform(below: 5) != 0 {
          time += 0.012 + Double(generator.uniform(below: 10)) / 1000
        }
        #expect(frames < 100_000)
      }
      #expect(delivered == animated.events)
      let last = try loop.frame(at: time + 1)
      #expect(last.events.isEmpty && last.isFinished)
      for cell in last.cells {
        #expect(cell.reel.isAtRest)
        let shown = cell.reel.window.first
        #expect((shown == "COIN") == (round.cells[cell.cell] != nil))
        #expect(cell.prize == round.cells[cell.cell])
      }
      #expect(last.respinsLeft == (round.respins.last?.respinsAfter ?? 3))
    }
  }

  @Test func aRoundThatStartsFullPlaysNoRespin() throws {
    let reels = Self.reels(Self.motions[0])
    var generator = SplitMix64(seed: 3)
    let round = HoldAndWinRound.play(
      Self.feature, held: [Bool](repeating: true, count: Self.cells), using: &generator)
    let animated = try reels.animate(round)
    #expect(animated.respins.isEmpty && animated.events.isEmpty && animated.endTick == 0)
    var loop = CellReelFrameLoop(reels: reels, round: animated)
    for time in [0.0, 0.0, 0.5] {
      let frame = try loop.frame(at: time)
      #expect(frame.isFinished && frame.events.isEmpty && frame.respinsLeft == 3)
      #expect(
        frame.cells.allSatisfy { $0.isHeld && $0.reel.isAtRest && $0.reel.window == ["COIN"] })
    }
    #expect(throws: SpinUsageError.self) { try loop.frame(at: 0.1) }
  }

  @Test func aStripWithoutTheBonusSymbolHoldsCellsOffTheStrip() throws {
    let strip = HoldAndWinCellStrip(strip: ["BLANK", "A", "B"], weights: nil, symbol: "COIN")
    let feature = HoldAndWinFeature(
      symbol: "COIN", trigger: 6, respins: 2, cells: Self.cells, landingWeight: 0,
      cellWeight: 3, prizes: Self.feature.prizes, grand: 0)
    let reels = HoldAndWinReels(
      feature: feature, cellStrip: strip,
      machine: CellReelMachine(
        strip: strip.strip, bonusSymbol: "COIN", symbolHeight: 100, cells: Self.cells,
        rows: Self.rows, motion: MotionParameters(), timing: CellReelTiming(),
        clock: SimulationClock(), maxDuration: 30))
    var generator = SplitMix64(seed: 5)
    var held = [Bool](repeating: false, count: Self.cells)
    for cell in [0, 2, 4, 6, 8, 10] { held[cell] = true }
    let round = HoldAndWinRound.play(feature, held: held, using: &generator)
    #expect(round.respins.count == 2 && round.heldCount == 6)
    let animated = try reels.animate(round)
    var loop = CellReelFrameLoop(reels: reels, round: animated)
    var time = 0.0
    while true {
      let frame = try loop.frame(at: time)
      for cell in frame.cells where held[cell.cell] {
        #expect(cell.reel.isAtRest && cell.reel.window == ["COIN"])
      }
      if frame.isFinished { break }
      time += 1.0 / 30
    }
  }

  @Test func theSameRoundMovesTheSameWay() throws {
    let reels = Self.reels(Self.motions[0])
    let round = Self.round(seed: 7)
    #expect(
      try reels.animate(round, recordingTraces: true) == reels.animate(round, recordingTraces: true)
    )
  }

  @Test func badTimingIsReportedAtItsField() {
    var timing = CellReelTiming()
    timing.stopInterval = -1
    timing.respinPause = 11
    #expect(timing.issues().map(\.field) == ["stopInterval", "respinPause"])
    timing = CellReelTiming(firstStop: 29, stopInterval: 1)
    let issues = Self.reels(MotionParameters(), timing: timing).machine.issues()
    #expect(issues.map(\.field) == ["timing.stopInterval"])
  }
}
