import Foundation
import TestSupport
import Testing

@testable import ReelKit
@testable import ReelMaths
@testable import ReelWorkbench

/// The cascade chain of `Configs/megaways-cascades.json` with its motion (``CascadeMotion``):
/// on the spin's own window (each drum its rows and symbol height `W/rows`, the top drum
/// last) every falling cell lands exactly on its row with zero velocity, the events come in
/// order, the pays and multipliers are the maths' and the chain ends on the window the maths
/// pays — over many seeds, in the base game and in free spins.
@Suite struct MegawaysCascadeMotionTests {
  static let machine = try! ConfigLoader.load(path: Repo.config("megaways-cascades"))

  /// The chain of `outcome` from tick `start` on the spin's machine after rows of 7.
  static func chain(
    _ outcome: VariableRowsOutcome, start: Int = 1000, inFreeSpins: Bool = false,
    cascadesBefore: Int = 0
  ) throws -> (TumbleChain, MachineSpec) {
    let cascade = try #require(machine.variableRowsCascade)
    let parameters = try #require(machine.tumble)
    let spin = try machine.spec.spinning(
      outcome.rows, previousRows: Array(repeating: 7, count: 6),
      topDrum: machine.variableRows?.topDrum)
    let motion = CascadeMotion(cascade: cascade, parameters: parameters, clock: machine.spec.clock)
    return (
      motion.chain(
        of: outcome, spin: spin, startTick: start, inFreeSpins: inFreeSpins,
        cascadesBefore: cascadesBefore), spin
    )
  }

  /// Every check of one chain against the maths' chain of the same outcome.
  static func check(
    _ outcome: VariableRowsOutcome, inFreeSpins: Bool = false, cascadesBefore: Int = 0
  ) throws -> TumbleChain {
    let cascade = try #require(machine.variableRowsCascade)
    let (chain, spin) = try Self.chain(
      outcome, inFreeSpins: inFreeSpins, cascadesBefore: cascadesBefore)
    let maths = cascade.chain(
      of: outcome, inFreeSpins: inFreeSpins, cascadesBefore: cascadesBefore)
    let code = ResultCode(outcome).description
    // Pays, multipliers, end: the maths'.
    #expect(chain.steps.count == maths.cascades, "\(code)")
    #expect([chain.pay.total] + chain.steps.map(\.pay.total) == maths.windowPays, "\(code)")
    #expect(chain.multipliers == maths.multipliers, "\(code)")
    #expect(chain.end == maths.end, "\(code)")
    #expect(chain.totalPay == maths.total, "\(code)")
    // The landing window is the maths' window of the outcome, and every window pays what the
    // maths' evaluator reads in it (the final one included).
    #expect(
      chain.machineWindow(chain.window).columns == cascade.machine.window(of: outcome), "\(code)")
    let evaluator = cascade.machine.evaluator
    for step in chain.steps {
      let shown = chain.machineWindow(step.window).columns
      #expect(
        evaluator.evaluate(classes: cascade.machine.paddedClasses(shown)).total == step.pay.total,
        "\(code) tumble \(step.number)")
    }
    // Each drum's symbol height is the spin's, W/rows; the top drum's is the spin's last drum.
    #expect(chain.symbolHeights == spin.drums.map(\.geometry.symbolHeight))
    for (drum, rows) in outcome.rows.enumerated() {
      #expect(chain.symbolHeights[drum] == spin.drums[drum].windowHeight / Double(rows))
      for step in chain.steps { #expect(step.window.columns[drum].count == rows) }
    }
    #expect(chain.topDrum == 6)
    // Exact landings: every fall rests at exactly row·h with zero velocity from its landing
    // tick, and never below its row before.
    var tick = chain.startTick
    for step in chain.steps {
      #expect(step.removalTick == tick, "\(code): a tumble starts when the last one settled")
      for fall in step.falls {
        let h = chain.symbolHeights[fall.drum]
        #expect(fall.symbolHeight == h)
        #expect(fall.row > fall.fromRow && fall.row < step.window.columns[fall.drum].count)
        let rest = fall.sample(atTick: fall.landTick, clock: machine.spec.clock)
        #expect(rest.phase == .resting && rest.velocity == 0, "\(code)")
        #expect(rest.position.bitPattern == (Double(fall.row) * h).bitPattern, "\(code)")
        let before = fall.sample(atTick: fall.landTick - 1, clock: machine.spec.clock)
        #expect(before.phase != .resting, "\(code): the landing tick is the first at rest")
        for tick in step.removalTick..<fall.landTick {
          #expect(fall.sample(atTick: tick, clock: machine.spec.clock).position <= rest.position)
        }
        #expect(fall.landTick <= step.settleTick)
        #expect(
          step.window.columns[fall.drum][fall.row] == fall.symbol
            && step.stripIndices[fall.drum][fall.row] == fall.stripIndex)
      }
      tick = step.settleTick
    }
    // Events in order: removals at the removal tick, then falls and landings by tick.
    let events = chain.events
    #expect(events == events.sorted(by: TumbleEvent.inOrder))
    for step in chain.steps {
      let mine = events.filter { $0.tumble == step.number }
      #expect(mine.filter { $0.kind == .removed }.count == step.removed.count)
      #expect(mine.filter { $0.kind == .removed }.allSatisfy { $0.tick == step.removalTick })
      #expect(mine.filter { $0.kind == .landed }.count == step.falls.count)
      #expect(mine.allSatisfy { $0.tick >= step.removalTick && $0.tick <= step.settleTick })
    }
    return chain
  }

  @Test("every cascade of 400 base spins lands exactly and pays the maths' chain")
  func baseGameChains() throws {
    let cascade = try #require(Self.machine.variableRowsCascade)
    var tumbles = 0
    var topRemoved = 0
    for seed in UInt64(0)..<400 {
      let chain = try Self.check(cascade.machine.spin(seed: seed))
      tumbles += chain.steps.count
      topRemoved += chain.steps.reduce(0) { $0 + $1.removed.filter { $0.drum == 6 }.count }
    }
    // The seeds exercise the chain: many tumbles, the top drum's cells removed and refilled.
    #expect(tumbles > 100)
    #expect(topRemoved > 20)
  }

  @Test("free spins: the growing multiplier, carried over, is the maths'")
  func freeSpinChains() throws {
    let cascade = try #require(Self.machine.variableRowsCascade)
    var grown = false
    for seed in UInt64(1000)..<1100 {
      let chain = try Self.check(
        cascade.machine.spin(seed: seed), inFreeSpins: true, cascadesBefore: Int(seed % 7))
      grown = grown || (chain.multipliers.last ?? 0) > (chain.multipliers.first ?? 0)
    }
    #expect(grown)
  }

  @Test("a host's frame loop draws every cell on its drum's rows and ends on the final window")
  func hostFrameLoop() throws {
    let cascade = try #require(Self.machine.variableRowsCascade)
    let clock = Self.machine.spec.clock
    var checked = 0
    for seed in UInt64(0)..<60 {
      let outcome = cascade.machine.spin(seed: seed)
      let (chain, _) = try Self.chain(outcome)
      guard !chain.steps.isEmpty else { continue }
      checked += 1
      // 60 frames a second, from before the first removal to after the last landing: several
      // frames fall on the same tick of a 1/240 s clock, or on none (empty frames).
      let first = clock.time(atTick: chain.startTick) - 0.05
      let last = clock.time(atTick: chain.settleTick) + 0.05
      var frame = first
      var frames = 0
      while frame <= last {
        let tick = Int((frame / clock.timeStep).rounded(.down))
        let cells = chain.cells(atTick: tick, clock: clock)
        let step = chain.steps.last { $0.removalTick <= tick }
        let window = step?.window ?? chain.window
        for drum in window.columns.indices {
          let column = cells.filter { $0.drum == drum }
          #expect(column.count == window.columns[drum].count)
          let h = chain.symbolHeights[drum]
          for cell in column {
            #expect(cell.sample.position <= Double(cell.row) * h)
            if cell.sample.phase == .resting {
              #expect(cell.sample.position == Double(cell.row) * h && cell.sample.velocity == 0)
            }
          }
        }
        frames += 1
        frame += 1.0 / 60
      }
      #expect(frames > 10)
      // At the settle tick every cell rests on its row, showing the final window.
      let rest = chain.cells(atTick: chain.settleTick, clock: clock)
      #expect(rest.allSatisfy { $0.sample.phase == .resting && $0.sample.velocity == 0 })
      for cell in rest {
        #expect(cell.sample.position == Double(cell.row) * chain.symbolHeights[cell.drum])
        #expect(chain.finalWindow.columns[cell.drum][cell.row] == cell.symbol)
      }
    }
    #expect(checked > 10)
  }

  @Test("the same outcome gives the same chain, tick for tick")
  func determinism() throws {
    let cascade = try #require(Self.machine.variableRowsCascade)
    for seed in UInt64(7)..<12 {
      let outcome = cascade.machine.spin(seed: seed)
      #expect(try Self.chain(outcome).0 == Self.chain(outcome).0)
    }
  }

  @Test("the summary of a cascading spin has the animated chain, its code and its rows")
  func summaryChain() throws {
    let cascade = try #require(Self.machine.variableRowsCascade)
    for seed in UInt64(0)..<6 {
      let request = try SpinRequest(machine: Self.machine, seed: seed)
      let result = try request.runInline(recordingTrace: false)
      let summary = request.summary(of: result)
      let chain = try #require(summary.tumble)
      let outcome = cascade.machine.spin(seed: seed)
      #expect(chain.outcome == outcome)
      #expect(chain.startTick == result.spinTick)
      #expect(chain.totalPay == summary.rows?.cascade?.total)
      #expect(chain.codeText.hasPrefix(ResultCode(outcome).description))
      // The stop events of the machine's drums carry their rows this spin.
      for event in result.events where event.isStop {
        let drum = try #require(event.drum)
        #expect(event.rows == (drum < 6 ? outcome.rows[drum] : nil))
      }
    }
  }

  @Test("the free spins a variable-row spin triggers are played in its summary")
  func freeSpinsRound() throws {
    let plain = try ConfigLoader.load(path: Repo.config("megaways"))
    let game = try #require(plain.variableRowsGame)
    var played = 0
    for seed in UInt64(0)..<400 {
      let outcome = game.machine.spin(seed: seed)
      let scatters = game.chain(of: outcome, inFreeSpins: false).scatters
      guard (game.freeSpins?.spins(scatters: scatters) ?? 0) > 0 else { continue }
      let request = try SpinRequest(machine: plain, seed: seed)
      let summary = request.summary(of: try request.runInline(recordingTrace: false))
      let round = try #require(summary.rows?.freeSpinsRound)
      var generator = SplitMix64(seed: FreeSpinsRound.generatorSeed(spinSeed: seed))
      #expect(round == game.playFreeSpins(scatters: scatters, using: &generator))
      #expect(round.awarded > 0 && round.spins.count >= round.awarded)
      #expect(summary.table.contains("free spins: \(scatters) scatters award"))
      played += 1
      if played == 2 { break }
    }
    #expect(played == 2)
  }
}
