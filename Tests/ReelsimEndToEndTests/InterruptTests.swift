import Foundation
import TestSupport
import Testing

/// Ctrl-C (SIGINT) during `plot`, `regress --record` and `tune --out` leaves no partial
/// output: the run exits 130 (or 0 when it finished first), no temporary file or plot staging
/// folder is left anywhere, and every output file present is complete — byte for byte the
/// file of an uninterrupted run (the model is deterministic), or the stale file that was there
/// before.
///
/// Each command first runs uninterrupted (the reference), then is interrupted at several
/// ``Moment``s: after fixed delays, and as soon as its output folder shows that it is writing
/// (a staging folder, a temporary file, the first finished file).
@Suite struct InterruptTests {
  /// When to interrupt a run, and whether its output folder starts with stale files.
  struct Moment: Sendable, CustomStringConvertible {
    var description: String
    var delay: Duration?
    /// Polled with the run's output folder.
    var trigger: (@Sendable (URL) -> Bool)?
    var stale = false

    static func after(_ delay: Duration, stale: Bool = false) -> Moment {
      Moment(description: "after \(delay)", delay: delay, stale: stale)
    }

    /// As soon as some path under the output folder satisfies `test`.
    static func when(
      _ description: String, stale: Bool = false, _ test: @escaping @Sendable (String) -> Bool
    ) -> Moment {
      Moment(
        description: "when \(description)", trigger: { Interrupted.tree($0).contains(where: test) },
        stale: stale)
    }

    static let early: [Moment] = [
      .after(.milliseconds(50)), .after(.milliseconds(150), stale: true),
      .after(.milliseconds(400)),
    ]
    static let writing = Moment.when("a file is being written") { $0.hasSuffix(".tmp") }
    static let writingOverStale = Moment.when("a file is being written", stale: true) {
      $0.hasSuffix(".tmp")
    }
  }

  /// What an output folder holds instead of a complete file before a stale run.
  static let staleBytes = Data("stale\n".utf8)

  /// `Configs/default.json` with long spins at 2000 Hz: the drums are asked to stop after
  /// 30, 35 and 40 s, so the trace is large (about 240 000 rows, 25 MB of plot data).
  static func longConfig() throws -> Data {
    let data = try Data(contentsOf: URL(fileURLWithPath: Repo.config("default")))
    var config = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    config["simulation"] = ["timeStep": 0.0005, "maxDuration": 60, "seed": 1]
    var drums = try #require(config["drums"] as? [[String: Any]])
    for index in drums.indices { drums[index]["stopTime"] = 30 + 5 * index }
    config["drums"] = drums
    return try JSONSerialization.data(withJSONObject: config, options: [.sortedKeys])
  }

  /// A 4-drum machine of 5-symbol strips that lands within a few 10 Hz ticks: a full sweep
  /// is 625 cheap spins with a golden of about 3 MB, so writing the goldens of four such
  /// sweeps takes about half of a `regress --record`.
  static func tinyConfig(cruiseSpeed: Int) -> String {
    let drum = #"{"strip": ["A", "B", "C", "D", "E"]}"#
    return """
      {"name": "tiny-\(cruiseSpeed)", "symbols": ["A", "B", "C", "D", "E"],
       "motion": {"cruiseSpeed": \(cruiseSpeed), "acceleration": 1000000,
                  "maxDeceleration": 1000000, "minimumRevolutions": 0, "firstStop": 0,
                  "stopInterval": 0},
       "drums": [\(Array(repeating: drum, count: 4).joined(separator: ", "))],
       "simulation": {"timeStep": 0.1, "maxDuration": 5}}
      """
  }

  @Test func anInterruptedPlotLeavesNoPartialFile() async throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.longConfig().write(to: root.appendingPathComponent("long.json"))
    let moments =
      Moment.early + [
        .when("it stages") { $0.hasPrefix(".reelsim-plot-") },
        .when("the data is staged", stale: true) { $0.hasSuffix("/data.dat") },
        .when("gnuplot renders") { $0.hasSuffix("/velocity.png") },
        .when("gnuplot renders", stale: true) { $0.hasSuffix("/offset.png") },
        .when("the first file is in place") { $0 == "data.dat" },
      ]
    // Odd runs interrupt the whole process group, gnuplot included, as a terminal does.
    try await Self.check(
      moments, root: root, output: "out",
      expecting: PlotWorkspace.sources + PlotWorkspace.images(["png"]),
      group: { !$0.isMultiple(of: 2) }
    ) { out in ["plot", "long.json", "--out", out] }
  }

  @Test func anInterruptedRecordLeavesNoPartialGolden() async throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let speeds = [2000, 2400, 2800, 3200]
    for speed in speeds {
      try Data(Self.tinyConfig(cruiseSpeed: speed).utf8)
        .write(to: root.appendingPathComponent("tiny-\(speed).json"))
    }
    let scenarios = speeds.map {
      #"{"name": "all-\#($0)", "config": "../tiny-\#($0).json", "sweep": {"all": true}}"#
    }
    let suite = Data(#"{"scenarios": [\#(scenarios.joined(separator: ", "))]}"#.utf8)
    let moments =
      Moment.early + [
        Moment.writing, Moment.writingOverStale,
        .when("the first golden is in place") { $0 == "all-2000.json" },
        .when("the second golden is in place") { $0 == "all-2400.json" },
      ]
    // Goldens go to `golden/` next to the suite: the suite lives in the output folder.
    try await Self.check(
      moments, root: root, output: "golden", expecting: speeds.map { "all-\($0).json" }
    ) { golden in
      let folder = root.appendingPathComponent(golden).deletingLastPathComponent()
      try suite.write(to: folder.appendingPathComponent("suite.json"))
      return ["regress", folder.lastPathComponent + "/suite.json", "--record"]
    }
  }

  @Test func anInterruptedTuneWritesNoPartialConfig() async throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let base = root.appendingPathComponent("default.json")
    try FileManager.default.copyItem(at: URL(fileURLWithPath: Repo.config("default")), to: base)
    let spec = """
      {"base": "\(base.path)",
       "parameters": [
         {"path": "motion.cruiseSpeed", "min": 2000, "max": 3200, "step": 1},
         {"path": "motion.maxDeceleration", "min": 15000, "max": 30000, "step": 1},
         {"path": "motion.acceleration", "min": 8000, "max": 20000, "step": 1},
         {"path": "motion.stopInterval", "min": 0.1, "max": 0.5, "step": 0.001}],
       "constraints": [{"metric": "peakDeceleration", "max": 30000}],
       "objectives": [{"metric": "spinTime", "minimize": true, "weight": 1}],
       "outcomes": {"mode": "sample", "count": 40}}
      """
    try Data(spec.utf8).write(to: root.appendingPathComponent("spec.json"))
    try await Self.check(
      Moment.early + [Moment.writing, Moment.writingOverStale], root: root, output: "out",
      expecting: ["tuned.json"]
    ) { out in
      ["tune", "spec.json", "--budget", "400", "--out", "\(out)/tuned.json"]
    }
  }

  /// Runs `arguments(OUTPUT)` in `root` uninterrupted with the output folder
  /// `reference/OUTPUT`, expects exactly the files `expecting` (JSON files parse, PNG files
  /// have a PNG header), then once per moment with the output folder `run-N/OUTPUT`,
  /// interrupted at that moment, and checks each run with ``expectClean``.
  static func check(
    _ moments: [Moment], root: URL, output: String, expecting names: [String],
    group: (Int) -> Bool = { _ in false }, _ arguments: (String) throws -> [String]
  ) async throws {
    func outputFolder(_ run: String) throws -> String {
      let path = "\(run)/\(output)"
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(path), withIntermediateDirectories: true)
      return path
    }
    let referenceFolder = try outputFolder("reference")
    let reference = try await Interrupted.run(try arguments(referenceFolder), in: root)
    try #require(reference.status == 0, "\(reference.errors)")
    let complete = try Interrupted.files(root.appendingPathComponent(referenceFolder))
    #expect(complete.keys.sorted() == names.sorted())
    for (name, data) in complete where name.hasSuffix(".json") {
      _ = try JSONSerialization.jsonObject(with: data)
    }
    for name in complete.keys where name.hasSuffix(".png") {
      _ = try Images.pngSize(root.appendingPathComponent("\(referenceFolder)/\(name)"))
    }
    for (index, moment) in moments.enumerated() {
      let path = try outputFolder("run-\(index)")
      let out = root.appendingPathComponent(path)
      var stale: [String: Data] = [:]
      for name in names where moment.stale {
        try staleBytes.write(to: out.appendingPathComponent(name))
        stale[name] = staleBytes
      }
      let command = try arguments(path)
      let run = try await Interrupted.run(
        command, in: root, after: moment.delay,
        when: moment.trigger.map { test in { test(out) } }, group: group(index))
      try expectClean(
        run, root: root.appendingPathComponent("run-\(index)"), output: out, complete: complete,
        stale: stale,
        "\(command[0]) interrupted \(moment)")
    }
  }

  /// Exit 130 (having said so) or 0 (then not signalled, or signalled after it was done); no
  /// temporary file or staging folder anywhere under `root` (the run's folder); every file in `output` is
  /// complete or stale, and all are complete after exit 0.
  static func expectClean(
    _ run: Interrupted.Run, root: URL, output: URL, complete: [String: Data],
    stale: [String: Data], _ context: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(
      run.status == 130 || run.status == 0, "\(context): \(run.errors)",
      sourceLocation: sourceLocation)
    #expect(run.signalled || run.status == 0, "\(context)", sourceLocation: sourceLocation)
    if run.status == 130, run.exited {
      #expect(
        run.errors.hasSuffix("interrupted: partial files removed\n"), "\(context): \(run.errors)",
        sourceLocation: sourceLocation)
    }
    #expect(Interrupted.leftovers(root) == [], "\(context)", sourceLocation: sourceLocation)
    let found = try Interrupted.files(output)
    for (name, data) in found.sorted(by: { $0.key < $1.key }) {
      #expect(
        data == complete[name] || data == stale[name],
        "\(context): \(name) is partial (\(data.count) bytes)", sourceLocation: sourceLocation)
    }
    if run.status == 0 {
      #expect(
        found == complete, "\(context): finished, yet not every file is complete",
        sourceLocation: sourceLocation)
    }
  }
}
