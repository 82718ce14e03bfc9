import Foundation
import ReelKit
import ReelWorkbench
import TestSupport
import Testing

/// The work estimates of `reelsim par` (``ParWork``): window cells × a cost per cell, one
/// core's time, and the pay tables' cell bound.
@Suite struct ParWorkTests {
  /// A shipped config, loaded.
  static func machine(_ name: String) throws -> ResolvedMachine {
    try ConfigLoader.load(path: Repo.config(name))
  }

  /// `config` with `edit` applied to its JSON object, loaded.
  static func machine(_ name: String, _ edit: (inout [String: Any]) -> Void) throws
    -> ResolvedMachine
  {
    let data = try Data(contentsOf: URL(fileURLWithPath: Repo.config(name)))
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    edit(&object)
    let bytes = try JSONSerialization.data(withJSONObject: object)
    return try ConfigLoader.load(bytes: Array(bytes), file: "\(name).json")
  }

  @Test func monteCarloIsSpinsTimesCellsAtTheirCost() throws {
    let machine = try Self.machine("video-5reel")
    #expect(ParWork.cellsPerWindow(of: machine) == 15)
    let table = ParWork.monteCarlo(spins: 1_000_000_000_000, of: machine, usesLineTable: true)
    #expect(table.seconds == 1e12 * 15 * ParWork.CellCost.lineTable / 1e9)
    #expect(table.counted == "1000000000000 spins × 15 cells")
    #expect(table.exceedsBound)
    #expect(table.description == "about 17 h of one core (1000000000000 spins × 15 cells)")
    let evaluated = ParWork.monteCarlo(spins: 1_000_000, of: machine, usesLineTable: false)
    #expect(evaluated.seconds == 1e6 * 15 * ParWork.CellCost.evaluator / 1e9)
    #expect(!evaluated.exceedsBound)
    // The interrupt example stays within the bound.
    #expect(
      !ParWork.monteCarlo(spins: 2_000_000_000, of: machine, usesLineTable: true).exceedsBound)
  }

  @Test func aHoldAndWinRunCountsItsRoundsRespins() throws {
    let machine = try Self.machine("hold-and-win")
    let feature = try #require(machine.holdAndWin)
    let sheet = HoldAndWinSheet(
      feature: feature, reels: ReelStrips(machine.spec), weights: machine.weights)
    let base = ParWork.monteCarlo(spins: 1_000_000_000, of: machine, usesLineTable: true)
    let work = ParWork.holdAndWin(
      spins: 1_000_000_000, base: base, sheet: sheet, cells: feature.cells)
    let respins = 1e9 * sheet.triggerProbability * sheet.expectedRespins
    #expect(respins > 0)
    #expect(
      work.seconds == base.seconds + respins * 15 * ParWork.CellCost.holdAndWinRespin / 1e9)
    #expect(work.counted.hasPrefix(base.counted + " + "))
    #expect(work.counted.hasSuffix(" respins × 15 cells"))
  }

  @Test func aTumbleSpinCountsItsLongestChain() throws {
    let machine = try Self.machine("tumble")
    #expect(ParWork.windowsPerSpin(of: machine) == 51)
    let work = ParWork.monteCarlo(spins: 1000, of: machine, usesLineTable: false)
    #expect(work.seconds == 1000 * 51 * 15 * ParWork.CellCost.tumble / 1e9)
    #expect(work.counted == "51000 windows (1000 spins × 51) × 15 cells")
    // The shipped machine's exact sheet is within the bound; with 1000 tumbles it is not.
    let chains = ParWork.tumbleChains(combinations: 3_200_000, of: machine)
    #expect(!chains.exceedsBound)
    let long = try Self.machine("tumble") { config in
      var tumble = config["tumble"] as? [String: Any] ?? [:]
      tumble["maxTumbles"] = 1000
      config["tumble"] = tumble
    }
    #expect(ParWork.windowsPerSpin(of: long) == 1001)
    let longChains = ParWork.tumbleChains(combinations: 3_200_000, of: long)
    #expect(longChains.exceedsBound)
    #expect(longChains.counted == "3203200000 windows (3200000 chains × 1001) × 15 cells")
  }

  @Test func enumerationIsWindowsTimesCells() throws {
    let machine = try Self.machine("video-5reel")
    let work = ParWork.enumeration(windows: 3_200_000, of: machine)
    #expect(work.seconds == 3.2e6 * 15 * ParWork.CellCost.enumeration / 1e9)
    #expect(work.description == "about 0.2 s of one core (3200000 windows × 15 cells)")
  }

  @Test func tallWindowsExceedThePayTables() throws {
    #expect(ParWork.tableProblem(of: try Self.machine("video-5reel")) == nil)
    let tall = try Self.machine("video-5reel") { config in
      var geometry = config["geometry"] as? [String: Any] ?? [:]
      geometry["visibleRows"] = 10000
      config["geometry"] = geometry
      config["drums"] = (0..<3).map { _ in
        ["strip": (0..<10000).map { ["A", "K", "Q"][$0 % 3] }]
      }
      config["paytable"] = [
        "lines": [[0, 0, 0]], "pays": [["symbol": "A", "count": 3, "pay": 5]],
      ]
    }
    let problem = try #require(ParWork.tableProblem(of: tall))
    #expect(problem.path.description == "geometry.visibleRows")
    #expect(
      problem.message
        == "10000 rows × 30000 stops make 300000000 window cells for the pay tables of par "
        + "(allowed: rows × the stops of all drums at most 16777216, 128 MiB)")
  }
}
