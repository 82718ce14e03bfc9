import Foundation
import TestSupport
import Testing

/// SIGINT and SIGTERM at `--jobs 2`, while every worker is busy: each command that takes
/// `--jobs` exits 130 or 143 soon after the signal (within 1 s on the project's machine; the
/// tests allow 5 s), says so on stderr, and leaves no output file, temporary file or staging
/// folder. The runs are long (minutes to hours if left alone); each is stopped after about
/// a second.
extension InterruptTests {
  /// A command kept busy on 2 workers, run in a folder prepared by `prepare`.
  struct BusyRun: Sendable, CustomTestStringConvertible {
    var testDescription: String
    /// Writes the run's files into the folder.
    var prepare: @Sendable (URL) throws -> Void
    var arguments: [String]
    /// A file the run must not leave behind when interrupted.
    var output: String?
  }

  /// `video-5reel` with every strip repeated four times: 80⁵ = 3.3 × 10⁹ windows to
  /// enumerate (kept below the closed form's threshold), long on any machine.
  static func wideVideoConfig() throws -> Data {
    let data = try Data(contentsOf: URL(fileURLWithPath: Repo.config("video-5reel")))
    var config = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var drums = try #require(config["drums"] as? [[String: Any]])
    for index in drums.indices {
      let strip = try #require(drums[index]["strip"] as? [String])
      drums[index]["strip"] = Array([[String]](repeating: strip, count: 4).joined())
    }
    config["drums"] = drums
    return try JSONSerialization.data(withJSONObject: config, options: [.sortedKeys])
  }

  static func copy(_ name: String, into folder: URL) throws {
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: Repo.config(name)),
      to: folder.appendingPathComponent("\(name).json"))
  }

  static let busyRuns: [BusyRun] = [
    BusyRun(
      testDescription: "par, exact enumeration",
      prepare: { try wideVideoConfig().write(to: $0.appendingPathComponent("wide.json")) },
      arguments: ["par", "wide.json", "--allow-long"]),
    BusyRun(
      testDescription: "par --monte-carlo",
      prepare: { try copy("video-5reel", into: $0) },
      arguments: ["par", "video-5reel.json", "--monte-carlo", "2000000000", "--allow-long"]),
    BusyRun(
      testDescription: "par --shard --out",
      prepare: { try copy("video-5reel", into: $0) },
      arguments: [
        "par", "video-5reel.json", "--monte-carlo", "2000000000", "--shard", "1/1", "--out",
        "shard.json", "--allow-long",
      ],
      output: "shard.json"),
    BusyRun(
      testDescription: "par on a tumbling machine",
      prepare: { try copy("tumble", into: $0) },
      arguments: ["par", "tumble.json"]),
    BusyRun(
      testDescription: "par --allow-long beyond the work bound",
      prepare: { folder in
        try Data(WorkBoundCampaignTests.everyCellWins.utf8)
          .write(to: folder.appendingPathComponent("w.json"))
      },
      arguments: ["par", "w.json", "--allow-long"]),
    BusyRun(
      testDescription: "regress",
      prepare: { folder in
        try longConfig().write(to: folder.appendingPathComponent("long.json"))
        let suite =
          #"{"scenarios": [{"name": "long", "config": "long.json", "sweep": {"all": true}}]}"#
        try Data(suite.utf8).write(to: folder.appendingPathComponent("suite.json"))
      },
      arguments: ["regress", "suite.json", "--junit", "report.xml"],
      output: "report.xml"),
    BusyRun(
      testDescription: "tune --out",
      prepare: { folder in
        let base = folder.appendingPathComponent("default.json")
        try FileManager.default.copyItem(
          at: URL(fileURLWithPath: Repo.config("default")), to: base)
        let spec = """
          {"base": "default.json",
           "parameters": [
             {"path": "motion.cruiseSpeed", "min": 2000, "max": 3200, "step": 1},
             {"path": "motion.acceleration", "min": 8000, "max": 20000, "step": 1}],
           "objectives": [{"metric": "spinTime", "minimize": true, "weight": 1}],
           "outcomes": {"mode": "sample", "count": 400}}
          """
        try Data(spec.utf8).write(to: folder.appendingPathComponent("spec.json"))
      },
      arguments: ["tune", "spec.json", "--budget", "100000", "--out", "tuned.json"],
      output: "tuned.json"),
  ]

  @Test(arguments: busyRuns, [SIGINT, SIGTERM])
  func aBusyRunOnTwoJobsStopsAtOnce(_ busy: BusyRun, signal: Int32) async throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    try busy.prepare(root)
    let run = try await Interrupted.run(
      busy.arguments + ["--jobs", "2"], in: root, after: .milliseconds(800), signal: signal)
    let context = "\(busy.testDescription), signal \(signal)"
    #expect(run.signalled, "\(context): finished before the signal")
    #expect(run.exited, "\(context): killed by the signal instead of exiting")
    #expect(run.status == (signal == SIGINT ? 130 : 143), "\(context): \(run.errors)")
    #expect(run.errors.hasSuffix(Self.interruptedLine), "\(context): \(run.errors)")
    let delay = try #require(run.exitAfterSignal)
    #expect(delay < .seconds(5), "\(context): exited \(delay) after the signal")
    #expect(Interrupted.leftovers(root) == [], "\(context)")
    if let output = busy.output {
      #expect(
        !FileManager.default.fileExists(atPath: root.appendingPathComponent(output).path),
        "\(context): \(output) was written")
    }
  }

  /// The last line of an interrupted run's stderr.
  static let interruptedLine = "interrupted: partial files removed\n"
}
