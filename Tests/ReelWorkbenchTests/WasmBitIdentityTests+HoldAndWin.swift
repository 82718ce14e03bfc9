import Foundation
import ReelKit
import ReelKitWasm
import TestSupport
import Testing

@testable import ReelWorkbench

extension WasmBitIdentityTests {
  /// The held cells of case `seed`: each cell with probability ⅓ from its own generator,
  /// then cells in order until the trigger is reached; seed 0 holds every cell (a round that
  /// starts full) and seed 1 every cell but one.
  static func heldCells(seed: UInt64, cells: Int, trigger: Int) -> [Bool] {
    if seed == 0 { return [Bool](repeating: true, count: cells) }
    if seed == 1 { return (0..<cells).map { $0 != cells / 2 } }
    var generator = SplitMix64(seed: seed &* 7919)
    var held = (0..<cells).map { _ in generator.uniform(below: 3) == 0 }
    var cell = 0
    while held.filter({ $0 }).count < trigger {
      held[cell] = true
      cell += 1
    }
    return held
  }

  /// The frame times a round is driven at: 1/60 s frames with every seventh one shown twice
  /// (a frame with no new events), a burst of tiny steps, long jumps over whole respins, and
  /// a frame a second or more past the end.
  static func frameTimes(until end: Double, seed: UInt64) -> [Double] {
    var times: [Double] = []
    var time = 0.0
    var frame = 0
    while time <= end + 1 {
      times.append(time)
      if frame % 7 == 0 { times.append(time) }
      if frame % 50 == 25 {
        for step in 1...5 { times.append(time + Double(step) * 0.0001) }
        time += 0.0005
      }
      time += seed % 3 == 2 && frame % 40 == 39 ? 1.7 : 1.0 / 60
      frame += 1
    }
    // A jump may pass the end: the last frame always comes after it.
    times.append(max(time, end + 1))
    return times
  }

  /// The shipped hold-and-win machine's rounds, played from many held windows and seeds in the
  /// module (Node) and natively: the whole round (every respin's spin with its trace, the
  /// events, the award) and every frame of the frame loop, compared bit for bit; bad inputs
  /// give one-line errors and leave the module working.
  @Test(RequiredTool.trait(missing: missing))
  func holdAndWinRoundsPlayToTheSameBits() throws {
    if let missing = Self.missing { Issue.record("missing: \(missing)"); return }
    let wasm = try Self.builtModule.get()
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let machine = try ConfigLoader.load(path: Repo.config("hold-and-win"))
    let reels = try #require(machine.holdAndWinReels)
    let feature = reels.feature

    struct Case {
      var held: [Bool]
      var seed: UInt64
      var spinSeed: Bool
      var frames: [Double]
      var round: CellReelRound
    }
    var cases: [Case] = []
    for seed in UInt64(0)...13 {
      let held = Self.heldCells(seed: seed, cells: feature.cells, trigger: feature.trigger)
      let spinSeed = seed % 2 == 1
      let generatorSeed = spinSeed ? HoldAndWinRound.generatorSeed(spinSeed: seed) : seed
      var generator = SplitMix64(seed: generatorSeed)
      let played = HoldAndWinRound.play(feature, held: held, using: &generator)
      let round = try reels.animate(played, recordingTraces: true)
      let end = round.clock.time(atTick: round.endTick)
      cases.append(
        Case(
          held: held, seed: seed, spinSeed: spinSeed,
          frames: Self.frameTimes(until: end, seed: seed), round: round))
    }
    #expect(cases.contains { $0.round.respins.count >= 4 })
    #expect(cases.contains { $0.round.round.isFull })

    let encoder = JSONEncoder()
    let reelsJSON: [String: Any] = [
      "machine": try JSONSerialization.jsonObject(with: encoder.encode(reels.machine)),
      "feature": [
        "symbol": feature.symbol, "trigger": feature.trigger, "respins": feature.respins,
        "grand": feature.grand,
        "prizes": feature.prizes.map { prize -> [String: Any] in
          var entry: [String: Any] = ["value": prize.value, "weight": prize.weight]
          if let jackpot = prize.jackpot { entry["jackpot"] = jackpot }
          return entry
        },
      ],
      "cellStrip": ["weights": reels.cellStrip.weights],
    ]
    let json: [String: Any] = [
      "reels": reelsJSON,
      "cases": cases.map { item -> [String: Any] in
        [
          "held": item.held.map { $0 ? 1 : 0 }, (item.spinSeed ? "spinSeed" : "seed"): item.seed,
          "frames": item.frames,
        ]
      },
    ]
    let casesURL = folder.appendingPathComponent("cases.json")
    try JSONSerialization.data(withJSONObject: json).write(to: casesURL)
    let recordsURL = folder.appendingPathComponent("records.bin")
    let run = try Launcher.tool(
      ["node", "Tests/Wasm/hold-and-win.mjs", wasm, casesURL.path, recordsURL.path],
      in: Repo.root)
    try #require(run.status == 0, "node failed: \(run.errors)")

    var bits = try Self.bits(of: recordsURL)
    for item in cases {
      let label = "hold-and-win seed \(item.seed)\(item.spinSeed ? " (spin seed)" : "")"
      try Self.expectSameBits(
        CellReelRecord.write(item.round, feature: feature), &bits, "\(label): round")
      var loop = CellReelFrameLoop(reels: reels, round: item.round)
      var events = 0
      var finished = false
      for (index, time) in item.frames.enumerated() {
        let frame = try loop.frame(at: time)
        events += frame.events.count
        finished = frame.isFinished
        try Self.expectSameBits(
          CellReelRecord.write(frame), &bits, "\(label): frame \(index) at \(time) s")
      }
      #expect(events == item.round.events.count, "\(label): every event delivered once")
      #expect(finished, "\(label): the last frame shows the round over")
    }
    #expect(bits.isEmpty)

    let said = String(decoding: run.output, as: UTF8.self)
    let lines = said.split(separator: "\n").map(String.init)
    let expected = [
      "ReelKitError: respins: 0.0 is not allowed (allowed: a whole number 1 ... 100)",
      "ReelKitError: respins: 101.0 is not allowed (allowed: a whole number 1 ... 100)",
      "ReelKitError: prizes: every weight is 0 (allowed: at least one positive weight)",
      "ReelKitError: trigger: 16.0 is not allowed (allowed: a whole number 1 ... 15)",
      "ReelKitError: cellWeights: 2 weights for a cell strip of 20 stops (allowed: one per stop, at most 1000 stops)",
      "ReelKitError: timing.respinPause",
      "ReelKitError: held: expected one flag per cell (15), found 2",
      "ReelKitError: held: 0 held cells do not start a round (allowed: at least the trigger, 6)",
      "ReelKitError: held: a flag is not allowed (allowed: 0 or 1)",
      "ReelKitError: ",
      "ReelKitError: seconds",
    ]
    try #require(lines.count == expected.count + 1, "node said: \(said)")
    for (line, start) in zip(lines, expected) {
      #expect(line.hasPrefix(start), "\(line)")
      #expect(!line.contains("\n"))
    }
    let full = try reels.animate(
      {
        var generator = SplitMix64(seed: 1)
        return HoldAndWinRound.play(
          feature, held: [Bool](repeating: true, count: feature.cells), using: &generator)
      }())
    #expect(lines.last == "after: award \(Self.javaScript(full.award(feature)))")
  }

  /// The bits of a file of little-endian Float64s, last first (popped from the end).
  static func bits(of url: URL) throws -> [UInt64] {
    let bytes = try Data(contentsOf: url)
    let bits: [UInt64] = bytes.withUnsafeBytes { raw in
      stride(from: 0, to: raw.count, by: 8).map {
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0, as: UInt64.self))
      }
    }
    return bits.reversed()
  }

  /// Pops a record (its length, then its numbers) from `bits` and expects every number to
  /// have `native`'s bits.
  static func expectSameBits(_ native: [Double], _ bits: inout [UInt64], _ label: String)
    throws
  {
    let count = try #require(bits.popLast().map { Double(bitPattern: $0) }, "\(label): missing")
    try #require(count == Double(native.count), "\(label): length \(count), native \(native.count)")
    let wasm = (0..<native.count).map { _ in bits.removeLast() }
    if let index = native.indices.first(where: { native[$0].bitPattern != wasm[$0] }) {
      Issue.record(
        Comment(
          rawValue:
            "\(label): number \(index): native \(native[index]), wasm \(Double(bitPattern: wasm[index]))"
        ))
      throw BuildFailure(description: "\(label) differs")
    }
  }

  /// A number as JavaScript prints it (`String(x)`): whole numbers without a fraction.
  static func javaScript(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
