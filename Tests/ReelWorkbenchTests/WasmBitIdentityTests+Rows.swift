import Foundation
import ReelKit
import ReelKitWasm
import TestSupport
import Testing

@testable import ReelWorkbench

/// The variable-row ("Megaways") machine in the WebAssembly model beside the native one
/// (`Tests/Wasm/variable-rows.mjs`): the same draw of rows, stops and top stop from a seed
/// (`rk_random_spin` against ``/ReelKit/Outcome/randomSpin(for:rows:weights:seed:)``), the
/// same spin record for every row pair `R₀ → R₁` of the shipped machine and for chained
/// spins drawn from seeds (`rk_machine_with_rows` against
/// ``/ReelKit/MachineSpec/spinning(_:previousRows:)``), and the same cells on every frame of a
/// frame loop (`rk_run_cells` against ``/ReelKit/SpinMachine/sample(at:)``), every number
/// compared by bit pattern.
extension WasmBitIdentityTests {
  /// One spin of the variable-row test.
  struct RowCase {
    var label: String
    var seed: UInt64?
    var rows: [Int]
    var previousRows: [Int]
    var startIndex: [Int]
    /// One per drum, then the top stop (the top drum is the spin machine's last drum).
    var targets: [Int]
    var controls: SpinControls?
    var frames: [Double]?
  }

  /// The row weights of `rows` as the config writes them: `w[h − 1]` for `h` rows.
  static func rowWeights(_ rows: VariableRows) -> [[Int]] {
    rows.drums.map { distribution in
      let most = distribution.entries.map(\.rows).max() ?? 1
      var weights = Array(repeating: 0, count: most)
      for entry in distribution.entries { weights[entry.rows - 1] = entry.weight }
      return weights
    }
  }

  /// The cases: every row pair on every drum (a pair per drum, rotated, three start stops
  /// each), then 40 spins drawn from seeds, each starting where the one before rested, some
  /// with controls and a frame loop.
  static func rowCases(machine: ResolvedMachine, rows: VariableRows) -> [RowCase] {
    let spec = machine.spec
    let drums = spec.drums.count
    let heights = Array(2...7)
    var cases: [RowCase] = []
    for (p, before) in heights.enumerated() {
      for (q, after) in heights.enumerated() {
        for start in 0..<3 {
          let previous = (0..<drums).map { heights[(p + $0) % heights.count] }
          let shown = (0..<drums).map { heights[(q + $0 * start) % heights.count] }
          var rowsNow = shown
          rowsNow[0] = after
          var rowsBefore = previous
          rowsBefore[0] = before
          let startIndex = spec.drums.indices.map {
            (7 * p + 5 * q + 11 * start + 3 * $0) % spec.drums[$0].geometry.symbolCount
          }
          var targets = spec.drums.indices.map {
            (13 * q + 17 * start + 29 * $0 + p) % spec.drums[$0].geometry.symbolCount
          }
          if let top = rows.topDrum { targets.append((7 * p + q + start) % top.strip.count) }
          cases.append(
            RowCase(
              label: "rows \(rowsBefore) → \(rowsNow) start \(startIndex)", rows: rowsNow,
              previousRows: rowsBefore, startIndex: startIndex, targets: targets))
        }
      }
    }
    var previous = spec.drums.map { $0.geometry.visibleRows }
    var startIndex = spec.drums.map { $0.startIndex }
    let scripts = scripts(drums: drums)
    for seed in UInt64(1)...40 {
      let outcome = Outcome.randomSpin(
        for: ReelStrips(spec), rows: rows, weights: machine.weights, seed: seed)
      let controls = scripts[Int(seed) % scripts.count]
      cases.append(
        RowCase(
          label: "seed \(seed)", seed: seed, rows: outcome.rows, previousRows: previous,
          startIndex: startIndex,
          targets: outcome.stops + (outcome.topStop.map { [$0] } ?? []), controls: controls,
          frames: seed % 4 == 0 ? stride(from: 0.0, through: 4, by: 1.0 / 60).map { $0 } : nil))
      previous = outcome.rows
      startIndex = outcome.stops
    }
    return cases
  }

  @Test(RequiredTool.trait(missing: missing))
  func variableRowsSpinToTheSameBits() throws {
    if let missing = Self.missing { Issue.record("missing: \(missing)"); return }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let wasm = try Self.builtModule.get()

    let machine = try ConfigLoader.load(path: Repo.config("megaways"))
    let rows = try #require(machine.variableRows)
    let base = machine.spec
    let cases = Self.rowCases(machine: machine, rows: rows).filter { item in
      var spec = base
      for index in spec.drums.indices { spec.drums[index].startIndex = item.startIndex[index] }
      guard
        let spun = try? spec.spinning(
          item.rows, previousRows: item.previousRows, topDrum: rows.topDrum)
      else {
        return false
      }
      return (try? SpinMachine(checking: spun, targets: item.targets, controls: item.controls))
        != nil
    }
    #expect(cases.count == 36 * 3 + 40)

    let encoder = JSONEncoder()
    var entries: [Any] = []
    for item in cases {
      var entry: [String: Any] = [
        "previousRows": item.previousRows, "startIndex": item.startIndex,
      ]
      if let seed = item.seed {
        entry["seed"] = seed
      } else {
        entry["rows"] = item.rows
        entry["targets"] = item.targets
      }
      if let controls = item.controls {
        entry["controls"] = try JSONSerialization.jsonObject(with: encoder.encode(controls))
      }
      if let frames = item.frames { entry["frames"] = frames }
      entries.append(entry)
    }
    var input: [String: Any] = [
      "spec": try JSONSerialization.jsonObject(with: encoder.encode(base)),
      "rowWeights": Self.rowWeights(rows), "cases": entries,
    ]
    if let top = rows.topDrum {
      var drum: [String: Any] = ["strip": top.strip]
      if let weights = top.weights { drum["weights"] = weights }
      input["topDrum"] = drum
    }
    if let weights = machine.weights { input["weights"] = weights.drums }
    let casesURL = folder.appendingPathComponent("cases.json")
    try JSONSerialization.data(withJSONObject: input).write(to: casesURL)
    let recordsURL = folder.appendingPathComponent("records.bin")
    let run = try Launcher.tool(
      ["node", "Tests/Wasm/variable-rows.mjs", wasm, casesURL.path, recordsURL.path],
      in: Repo.root)
    try #require(run.status == 0, "node failed: \(run.errors)")

    var reader = try RecordReader(url: recordsURL)
    var changed = 0
    for item in cases {
      var spec = base
      for index in spec.drums.indices { spec.drums[index].startIndex = item.startIndex[index] }
      let draw: [Double]
      if let seed = item.seed {
        let outcome = Outcome.randomSpin(
          for: ReelStrips(spec), rows: rows, weights: machine.weights, seed: seed)
        draw =
          outcome.rows.map { Double($0) } + outcome.stops.map { Double($0) }
          + [outcome.topStop.map { Double($0) } ?? -1]
      } else {
        draw = []
      }
      let spun = try spec.spinning(
        item.rows, previousRows: item.previousRows, topDrum: rows.topDrum)
      changed += spun.drums.filter(\.changesRows).count
      let spin = try SpinRunner(
        spec: spun, targets: item.targets, recordsTrace: true, controls: item.controls
      ).runInline()
      #expect(Array(spin.rows.prefix(item.rows.count)) == item.rows, "\(item.label)")
      var cells: [Double] = []
      if let frames = item.frames {
        var loop = try SpinMachine(checking: spun, targets: item.targets, controls: item.controls)
        for time in frames {
          _ = loop.advance(to: time)
          cells += SpinRecord.writeCells(
            loop.sample(at: time), heights: spun.drums.map { $0.geometry.symbolHeight })
        }
      }
      for (name, native) in [("draw", draw), ("record", SpinRecord.write(spin)), ("cells", cells)] {
        let block = reader.block()
        let wasmBits = try #require(block, "\(item.label): \(name): missing")
        try #require(wasmBits.count == native.count, "\(item.label): \(name): length differs")
        if let index = native.indices.first(where: { native[$0].bitPattern != wasmBits[$0] }) {
          let place = name == "record" ? SpinRecord.locate(index, in: native) : "number \(index)"
          Issue.record(
            "\(item.label): \(name): \(place): native \(native[index]), wasm \(Double(bitPattern: wasmBits[index]))"
          )
          return
        }
      }
    }
    #expect(reader.isAtEnd)
    // Most drums of most cases change their rows (a pair R → R does not).
    #expect(changed > cases.count * 4)
  }
}

/// The blocks `Tests/Wasm/*.mjs` write: each a length, then that many numbers, as
/// little-endian Float64 bit patterns.
struct RecordReader {
  private var bits: [UInt64]
  private var next = 0

  init(url: URL) throws {
    let bytes = try Data(contentsOf: url)
    bits = bytes.withUnsafeBytes { raw in
      stride(from: 0, to: raw.count, by: 8).map {
        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0, as: UInt64.self))
      }
    }
  }

  /// Whether every block has been read.
  var isAtEnd: Bool { next == bits.count }

  /// The next block's numbers as bit patterns, or `nil` when none is left or it is cut short.
  mutating func block() -> [UInt64]? {
    guard next < bits.count else { return nil }
    let length = Double(bitPattern: bits[next])
    guard let count = Int(exactly: length), count >= 0, next + 1 + count <= bits.count else {
      return nil
    }
    defer { next += 1 + count }
    return Array(bits[next + 1..<next + 1 + count])
  }
}
