import Testing

@testable import ReelKit
@testable import ReelMaths

/// A cluster grid's cascades with their motion (``ClusterMachine``) and its cell multipliers:
/// every falling cell lands exactly on its row, the animated windows are the maths' grids,
/// the pays the maths' pays, and the multipliers follow the rule as computed here.
@Suite struct ClusterMotionTests {
  /// A 5 × 5 grid on random strips of three symbols and a wild (many cascades), clusters of 4.
  static func machine(multiplierCap: Int? = 8, seed: UInt64 = 3) -> ClusterMachine {
    var generator = SplitMix64(seed: seed)
    let symbols = ["A", "B", "C", "A", "B", "W"]
    let strips = (0..<5).map { _ in
      (0..<13).map { _ in symbols[generator.uniform(below: symbols.count)] }
    }
    let spec = PayMachines.spec(strips, rows: 5)
    let rules = ClusterRules(
      bet: 2, minimum: 4,
      pays: [
        ClusterPay(symbol: "A", from: 4, to: 6, pay: 1), ClusterPay(symbol: "A", from: 7, pay: 3),
        ClusterPay(symbol: "B", from: 4, pay: 2), ClusterPay(symbol: "C", from: 4, pay: 5),
      ], wild: "W", maxWin: 400, multiplierCap: multiplierCap)
    return ClusterMachine(spec: spec, game: ClusterGame(reels: ReelStrips(spec), rules: rules))
  }

  /// `count` random outcomes of `machine`.
  static func outcomes(_ machine: ClusterMachine, count: Int) -> [[Int]] {
    var generator = SplitMix64(seed: 99)
    return (0..<count).map { _ in
      machine.spec.drums.map { generator.uniform(below: $0.geometry.symbolCount) }
    }
  }

  @Test func everyCascadeLandsExactlyOnTheMathsGrid() {
    let machine = Self.machine()
    let clock = machine.spec.clock
    var cascades = 0
    var multiplied = 0
    for stops in Self.outcomes(machine, count: 400) {
      let chain = machine.chain(stops: stops, startTick: 500)
      let spin = machine.game.play(stops: stops)
      #expect(chain.spin == spin)
      #expect(chain.tumble.steps.count == spin.steps.count - 1)
      #expect(chain.tumble.window.columns == chain.grid(ofStep: 0))
      for step in chain.tumble.steps {
        cascades += 1
        #expect(step.window.columns == chain.grid(ofStep: step.number))
        #expect(step.pay.total == chain.wins(ofStep: step.number).reduce(0) { $0 + $1.pay } * 2)
        for fall in step.falls {
          let height = machine.spec.drums[fall.drum].geometry.symbolHeight
          let rest = fall.sample(atTick: fall.landTick, clock: clock)
          #expect(rest.phase == .resting && rest.velocity == 0)
          #expect(rest.position.bitPattern == (Double(fall.row) * height).bitPattern)
          #expect(fall.landTick <= step.settleTick)
          let before = fall.sample(atTick: fall.landTick - 1, clock: clock)
          #expect(before.phase != .resting && before.position <= rest.position)
        }
        // The cells drawn at the settle tick are the window, each at rest on its row.
        let cells = chain.tumble.cells(of: step, atTick: step.settleTick, clock: clock)
        for cell in cells {
          #expect(cell.sample.phase == .resting && cell.sample.velocity == 0)
          #expect(cell.sample.position == Double(cell.row) * 100)
          #expect(cell.symbol == step.window.columns[cell.drum][cell.row])
        }
      }
      #expect(chain.tumble.finalWindow.columns == chain.grid(ofStep: chain.stepCount - 1))
      #expect(
        chain.tumble.totalPay == spin.uncappedWin * 2
          || abs(chain.tumble.totalPay - spin.uncappedWin * 2) < 1e-9)
      if chain.spin.steps.joined().contains(where: { $0.multiplier > 1 }) { multiplied += 1 }
    }
    #expect(cascades > 300, "the grid cascades often (\(cascades))")
    #expect(multiplied > 5, "multipliers paid in \(multiplied) spins")
  }

  @Test func aHostFrameLoopDrawsTheChainAndEndsOnTheFinalWindow() {
    let machine = Self.machine()
    let clock = machine.spec.clock
    for stops in Self.outcomes(machine, count: 40) {
      let chain = machine.chain(stops: stops, startTick: 200)
      let tumble = chain.tumble
      // A host at ~60 Hz with a jittery clock: some frames repeat the tick (empty frames).
      var seconds = clock.time(atTick: 200)
      var last: [TumbleCell] = []
      var lastTick = -1
      var frames = 0
      while true {
        let tick = Int((seconds / clock.timeStep).rounded(.down))
        let cells = tumble.cells(atTick: tick, clock: clock)
        if tick == lastTick { #expect(cells == last, "an empty frame draws the same cells") }
        #expect(cells.count == 25)
        for cell in cells {
          #expect(cell.sample.position <= Double(cell.row) * 100)
        }
        last = cells
        lastTick = tick
        frames += 1
        if tick > tumble.settleTick + 5 { break }
        seconds += frames % 7 == 3 ? 0.001 : 1.0 / 60
      }
      let final = tumble.finalWindow.columns
      for cell in last {
        #expect(cell.symbol == final[cell.drum][cell.row])
        #expect(cell.sample.phase == .resting && cell.sample.position == Double(cell.row) * 100)
      }
      #expect(frames > 1)
    }
  }

  @Test func theChainIsDeterministic() {
    let first = Self.machine()
    let second = Self.machine()
    for stops in Self.outcomes(first, count: 30) {
      #expect(first.chain(stops: stops, startTick: 7) == second.chain(stops: stops, startTick: 7))
    }
  }

  @Test func aPositionDoublesUpToTheCap() {
    let rules = ClusterRules(minimum: 2, pays: [], multiplierCap: 8)
    var state = 0
    var seen: [Int] = []
    for _ in 0..<6 {
      state = rules.marked(state)
      seen.append(state)
    }
    #expect(seen == [1, 2, 4, 8, 8, 8])
    #expect(ClusterRules(minimum: 2, pays: []).marked(3) == 0)
    #expect(ClusterRules.factor(of: [0, 1, 1]) == 1)
    #expect(ClusterRules.factor(of: [2, 1, 4, 0]) == 6)
  }

  @Test func multipliersFollowTheRuleStepByStep() {
    // Recomputes every step's multipliers and pays from the recorded grids and clusters: the
    // states start at 0, a win marks each of its positions once per step, a cluster pays its
    // entry × the sum of the states ≥ 2 under it (else × 1).
    let machine = Self.machine(multiplierCap: 4)
    let game = machine.game
    for stops in Self.outcomes(machine, count: 300) {
      let spin = game.play(stops: stops)
      var states = [Int](repeating: 0, count: 25)
      var total = 0.0
      for (step, wins) in spin.steps.enumerated() {
        #expect(spin.multipliers[step] == states)
        var touched = Set<Int>()
        for win in wins {
          let sum = win.cells.map { states[$0] }.filter { $0 >= 2 }.reduce(0, +)
          let factor = sum == 0 ? 1 : sum
          let entry = game.rules.pay(symbol: game.symbols[win.symbol], size: win.cells.count)
          #expect(win.multiplier == factor)
          #expect(win.basePay == entry)
          #expect(win.pay == entry * Double(factor))
          total += win.pay
          touched.formUnion(win.cells)
        }
        for cell in touched { states[cell] = states[cell] == 0 ? 1 : min(4, states[cell] * 2) }
      }
      #expect(spin.uncappedWin == total)
      #expect(spin.win == min(total, 400))
    }
  }

  @Test func exactSheetWithMultipliersAgreesWithBruteForce() {
    let game = ClusterPaysTests.smallGame(maxWin: nil, multiplierCap: 4)
    let plain = ClusterPaysTests.smallGame(maxWin: nil)
    var tally = ClusterTally()
    var plainTally = ClusterTally()
    for slice in 0..<game.sliceCount {
      tally = tally.adding(game.exactTally(slice: slice))
      plainTally = plainTally.adding(plain.exactTally(slice: slice))
    }
    let brute = BruteForce(game: game).distribution()
    let total = brute.values.reduce(0, +)
    let rtp = brute.reduce(0.0) { $0 + $1.key * $1.value } / total
    #expect(tally.weight == total)
    #expect(abs(tally.rtp - rtp) < 1e-12)
    #expect(tally.maxWin == brute.keys.max())
    // The multipliers add value on this grid (its cascades win on marked positions).
    #expect(tally.rtp > plainTally.rtp)
  }

  /// The figures `ParClusterCommandTests` expects from `reelsim par` on the 3 × 3 grid with
  /// cell multipliers up to ×4 and no cap, from the brute force alone.
  @Test func bruteForceFiguresWithMultipliers() {
    let brute = BruteForce(game: ClusterPaysTests.smallGame(maxWin: nil, multiplierCap: 4))
      .distribution()
    let total = brute.values.reduce(0, +)
    #expect(total == 210)
    #expect(abs(brute.reduce(0.0) { $0 + $1.key * $1.value } / total - 248.676190) < 5e-7)
    #expect(brute.keys.max() == 1238)
  }

  @Test func monteCarloWithMultipliersAgreesWithTheExactSheet() {
    let game = ClusterPaysTests.smallGame(cascades: true, multiplierCap: 4)
    let plan = MonteCarloPlan(spins: 20_000, seed: 5)
    let estimate = game.monteCarloTally(plan: plan, blocks: 0..<plan.blockCount)
    var exact = ClusterTally()
    for slice in 0..<game.sliceCount { exact = exact.adding(game.exactTally(slice: slice)) }
    let margin = 2.5758 * estimate.standardDeviation / Double(plan.spins).squareRoot()
    #expect(abs(estimate.rtp - exact.rtp) <= margin, "\(estimate.rtp) vs \(exact.rtp) ± \(margin)")
  }
}
