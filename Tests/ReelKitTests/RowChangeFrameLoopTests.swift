import Foundation
import Testing

@testable import ReelKit

@Suite("Rows that change, driven by a host's display: frames, events, determinism")
struct RowChangeFrameLoopTests {
  /// Six drums 3 → 2…7 rows, wind-back, the `back` profile and `strategy`.
  static func machine(_ strategy: LandingStrategy) -> MachineSpec {
    var motion = RowMachines.motion(.back, strategy)
    motion.windBackDistance = 30
    return RowMachines.machine(
      motion, pairs: [(3, 2), (3, 7), (5, 4), (7, 5), (2, 3), (4, 6)],
      startIndices: [0, 3, 6, 9, 12, 15])
  }

  /// Plays a spin frame by frame at times drawn from `seed`: 30 … 240 Hz with jitter, hitches
  /// and the same time again (a frame with nothing new), the result revealed late when
  /// `late`. Returns every frame.
  static func play(
    _ spec: MachineSpec, targets: [Int], seed: UInt64, late: Bool
  ) throws -> [SpinFrame] {
    var rng = SplitMix64(seed: seed)
    var loop = try SpinFrameLoop(spec: spec, targets: late ? nil : targets)
    let rate = rng.double(30...240)
    var time = 0.0
    var frames: [SpinFrame] = []
    for _ in 0..<20_000 {
      if late, time >= 0.7, loop.machine.targets.isEmpty { try loop.revealResult(targets) }
      if !rng.chance(0.05) {
        time += rng.double(0.5...1.5) / rate + (rng.chance(0.01) ? rng.double(0.05...0.3) : 0)
      }
      let frame = try loop.frame(at: time)
      frames.append(frame)
      if frame.isFinished { break }
    }
    return frames
  }

  @Test(
    "every frame keeps every cell, events come once and in order, the end is exact",
    arguments: [LandingStrategy.splice, .fixed, .wait])
  func frames(strategy: LandingStrategy) throws {
    let spec = Self.machine(strategy)
    #expect(spec.issues().isEmpty, "\(spec.issues())")
    let targets = [4, 19, 0, 11, 7, 16]
    for seed in [1, 2, 3, 4] as [UInt64] {
      let late = seed % 2 == 0
      let frames = try Self.play(spec, targets: targets, seed: seed, late: late)
      let context = Comment(rawValue: "\(strategy) seed \(seed) late \(late)")
      let last = try #require(frames.last)
      #expect(last.isFinished && last.allAtRest, context)
      var delivered: [SpinEvent] = []
      var repeats = 0
      for (before, frame) in zip([nil] + frames.map(Optional.some), frames) {
        for event in frame.events {
          #expect(event.time <= frame.time, context)
          if let before { #expect(event.time > before.time, context) }
        }
        delivered += frame.events
        for (index, drum) in frame.drums.enumerated() {
          let gap = VisibleCellChange.gap(in: drum.symbols, drum: spec.drums[index])
          #expect(
            gap == nil, "\(gap.map(\.description) ?? "") at \(frame.time) s, \(context.rawValue)")
        }
        guard let before else { continue }
        if frame.time == before.time {
          repeats += 1
          #expect(frame.events.isEmpty && frame.drums == before.drums, context)
        }
        for (index, drum) in frame.drums.enumerated() {
          let change = VisibleCellChange.first(
            before: before.drums[index].symbols, after: drum.symbols,
            moved: drum.travel - before.drums[index].travel, drum: spec.drums[index])
          #expect(
            change == nil,
            "\(change.map(\.description) ?? "") at \(frame.time) s, \(context.rawValue)")
        }
      }
      #expect(repeats > 0, context)
      let order = delivered.map { [$0.tick, $0.drum ?? Int.max] }
      #expect(order == order.sorted { $0.lexicographicallyPrecedes($1) }, context)
      #expect(delivered.last?.kind == .allStopped, context)
      #expect(delivered.filter { $0.kind == .settled }.count == spec.drums.count, context)
      // At rest: this spin's rows, each cell W/R₁ tall, the window of the target.
      for (index, drum) in last.drums.enumerated() {
        let geometry = spec.drums[index].geometry
        #expect(drum.restingIndex == targets[index], context)
        #expect(drum.window == geometry.window(restingAt: targets[index]), context)
        #expect(drum.offset == Double(targets[index]) * geometry.symbolHeight, context)
        #expect(drum.velocity == 0, context)
        let heights = drum.symbols.map { $0.height ?? geometry.symbolHeight }
        #expect(heights.allSatisfy { $0 == geometry.symbolHeight }, context)
        #expect(drum.symbols.count == geometry.visibleRows, context)
        if let seam = drum.seam {
          #expect(
            seam >= (Double(geometry.visibleRows - geometry.targetRow) - 0.5)
              * geometry.symbolHeight * (1 - 1e-12),
            context)
        }
      }
      // The frame loop rests where the runner does.
      let run = try SpinRunner(spec: spec, targets: targets).runInline()
      if !late {
        #expect(last.drums.map(\.travel) == run.drums.map(\.travel), context)
        #expect(delivered == run.events, context)
      }
    }
  }

  @Test("the same frame times give the same frames, bit for bit")
  func deterministic() throws {
    for strategy in [LandingStrategy.splice, .fixed, .wait] {
      let spec = Self.machine(strategy)
      let targets = [9, 2, 20, 5, 14, 1]
      for seed in [7, 8] as [UInt64] {
        let a = try Self.play(spec, targets: targets, seed: seed, late: seed == 8)
        let b = try Self.play(spec, targets: targets, seed: seed, late: seed == 8)
        #expect(a == b, "\(strategy) seed \(seed)")
      }
    }
  }

  @Test("the first frame shows the previous rows; the seam then crosses the window")
  func firstFrame() throws {
    let spec = Self.machine(.splice)
    var loop = try SpinFrameLoop(spec: spec, targets: [1, 2, 3, 4, 5, 6])
    let first = try loop.frame(at: 0)
    #expect(first.events.filter { $0.kind == .started }.count == 6)
    for (index, drum) in first.drums.enumerated() {
      let previous = spec.drums[index].previousGeometry
      #expect(drum.window == previous.window(restingAt: spec.drums[index].startIndex))
      #expect(
        drum.symbols.allSatisfy {
          $0.height == previous.symbolHeight || !spec.drums[index].changesRows
        })
      if spec.drums[index].changesRows {
        let top =
          -(Double(spec.drums[index].geometry.targetRow) + 0.5)
          * spec.drums[index].geometry.symbolHeight
        #expect(abs((drum.seam ?? .nan) - top) < 1e-9)
      }
    }
  }

  @Test("a loop saved while the seam is in sight resumes to the same frames")
  func snapshot() throws {
    let spec = Self.machine(.splice)
    var loop = try SpinFrameLoop(spec: spec, targets: [3, 8, 13, 18, 2, 7])
    var time = 0.0
    while time < 0.25 {
      time += 1.0 / 60
      _ = try loop.frame(at: time)
    }
    #expect(loop.machine.drums.contains { $0.travel > 0 && $0.travel < 300 })
    var resumed = try JSONDecoder().decode(
      SpinFrameLoop.self, from: try JSONEncoder().encode(loop))
    var frames: [SpinFrame] = []
    var again: [SpinFrame] = []
    while frames.last?.isFinished != true {
      time += 1.0 / 60
      frames.append(try loop.frame(at: time))
      again.append(try resumed.frame(at: time))
    }
    #expect(frames == again)
  }
}
