import Foundation
import TestSupport
import Testing

/// The bad-input campaign for unbounded work (issue 30): a run estimated above one hour of
/// one core is refused before it starts, with one line giving the estimate, the bound and
/// `--allow-long` (exit 64 when an option asks for it, 65 when the config does); pay tables
/// beyond their cell bound are refused at `geometry.visibleRows`.
@Suite struct WorkBoundCampaignTests {
  /// A shipped config with `edit` applied, as JSON text.
  static func config(_ name: String, _ edit: (inout [String: Any]) -> Void = { _ in }) -> String {
    guard let data = try? Data(contentsOf: URL(fileURLWithPath: Repo.config(name))),
      var object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    else { return "" }
    edit(&object)
    let bytes = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
    return String(decoding: bytes ?? Data(), as: UTF8.self)
  }

  /// `tumble.json` whose every cell wins (one symbol on every strip) with 1000 tumbles:
  /// every chain is 1001 windows long.
  static let everyCellWins = config("tumble") { config in
    var drums = config["drums"] as? [[String: Any]] ?? []
    for index in drums.indices {
      let count = (drums[index]["strip"] as? [String])?.count ?? 20
      drums[index]["strip"] = Array(repeating: "A", count: count)
    }
    config["drums"] = drums
    var tumble = config["tumble"] as? [String: Any] ?? [:]
    tumble["maxTumbles"] = 1000
    config["tumble"] = tumble
  }

  /// 3 drums of 10,000-symbol strips showing 10,000 rows.
  static let tallWindows = config("video-5reel") { config in
    var geometry = config["geometry"] as? [String: Any] ?? [:]
    geometry["visibleRows"] = 10000
    config["geometry"] = geometry
    config["drums"] = (0..<3).map { _ in ["strip": (0..<10000).map { ["A", "K", "Q"][$0 % 3] }] }
    config["paytable"] = ["lines": [[0, 0, 0]], "pays": [["symbol": "A", "count": 3, "pay": 5]]]
  }

  static let video = config("video-5reel")

  static let cases: [BadInput] = [
    BadInput(
      files: ["v.json": video], arguments: ["par", "v.json", "--monte-carlo", "1000000000000"],
      status: 64,
      line: "error: --monte-carlo 1000000000000: about 17 h of one core (1000000000000 spins × "
        + "15 cells), above the bound of 1 h; add --allow-long to run it anyway, or ask for "
        + "fewer spins (see 'reelsim par --help')"),
    BadInput(
      files: ["v.json": video],
      arguments: [
        "par", "v.json", "--monte-carlo", "1000000000000", "--shard", "1/2", "--out", "s.json",
      ],
      status: 64,
      line: "error: --monte-carlo 1000000000000 --shard 1/2: about 8 h of one core "
        + "(500000030720 spins × 15 cells), above the bound of 1 h; add --allow-long to run it "
        + "anyway, or ask for fewer spins (see 'reelsim par --help')"),
    BadInput(
      files: ["v.json": video], arguments: ["par", "v.json", "--precision", "1e-300"],
      status: 64,
      line: "error: --precision must be at least 0.000001 (a narrower interval needs more than "
        + "the 1000000000000 spins a run may take), e.g. 0.001 (see 'reelsim par --help')"),
    BadInput(
      files: ["t.json": config("tumble")], arguments: ["par", "t.json", "--precision", "0.01"],
      status: 64,
      line: "error: --precision 0.01: at most 1000000000 spins, about 26 h of one core "
        + "(51000000000 windows (1000000000 spins × 51) × 15 cells), above the bound of 1 h; "
        + "add --allow-long to run it anyway, or cap the spins with --monte-carlo N "
        + "(see 'reelsim par --help')"),
    BadInput(
      files: ["w.json": everyCellWins], arguments: ["par", "w.json"], status: 65,
      line: "error: w.json: tumble.maxTumbles: the exact sheet is about 2 h of one core "
        + "(3203200000 windows (3200000 chains × 1001) × 15 cells), above the bound of 1 h "
        + "(allowed: --allow-long to run it anyway, or --monte-carlo N for an estimate)"),
    BadInput(
      files: ["w.json": everyCellWins], arguments: ["par", "w.json", "--monte-carlo", "10000000"],
      status: 64,
      line: "error: --monte-carlo 10000000: about 5 h of one core (10010000000 windows "
        + "(10000000 spins × 1001) × 15 cells), above the bound of 1 h; add --allow-long to run "
        + "it anyway, or ask for fewer spins (see 'reelsim par --help')"),
    BadInput(
      files: ["tall.json": tallWindows], arguments: ["par", "tall.json"], status: 65,
      line: "error: tall.json: geometry.visibleRows: 10000 rows × 30000 stops make 300000000 "
        + "window cells for the pay tables of par (allowed: rows × the stops of all drums at "
        + "most 16777216, 128 MiB)"),
    BadInput(
      files: ["tall.json": tallWindows],
      arguments: ["par", "tall.json", "--monte-carlo", "2", "--allow-long"], status: 65,
      line: "error: tall.json: geometry.visibleRows: 10000 rows × 30000 stops make 300000000 "
        + "window cells for the pay tables of par (allowed: rows × the stops of all drums at "
        + "most 16777216, 128 MiB)"),
  ]

  @Test(arguments: cases)
  func refusedBeforeItStarts(_ input: BadInput) throws {
    let started = ContinuousClock.now
    try input.expect()
    // Refused before any work: a few hundred milliseconds on the project's machine.
    #expect(ContinuousClock.now - started < .seconds(10))
  }

  /// `--monte-carlo 2` on the machine whose every cell wins: the two spins are played, and
  /// the exact column (an estimated 2 h) is left out instead of computed.
  @Test func aShortRunLeavesOutAnExactColumnBeyondTheBound() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.everyCellWins.utf8).write(to: folder.appendingPathComponent("w.json"))
    let started = ContinuousClock.now
    let run = try Reelsim.run(["par", "w.json", "--monte-carlo", "2"], in: folder)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.errors.contains("no exact sheet (the tumble chains are beyond the bound)"))
    #expect(ContinuousClock.now - started < .seconds(30))
  }
}
