import Foundation
import TestSupport
import Testing

/// `Scripts/par_dask.py` on a local Dask cluster on loopback with 4 workers: the shards run
/// on the workers, and the merged estimate is byte for byte the single-process run's.
///
/// Needs `python3 -m pip install 'dask[distributed]'`. Without it the test is skipped with the
/// reason, unless `REELSIM_REQUIRE_ALL_TESTS=1` (as in CI), where it is a failure.
@Suite(SlowTests.trait) struct DaskDriverTests {
  /// Why the Dask test cannot run here, or `nil` when it can.
  static let missing: String? = {
    let probe = try? Launcher.tool(
      ["python3", "-c", "import dask.distributed"], in: URL(fileURLWithPath: "/"))
    return probe?.status == 0
      ? nil : "no Python dask.distributed (python3 -m pip install 'dask[distributed]')"
  }()

  @Test(RequiredTool.trait(missing: missing))
  func fourLocalWorkersMergeToTheSingleProcessRun() throws {
    if let missing = Self.missing {
      Issue.record("the Dask test cannot run: \(missing)")
      return
    }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = Repo.config("video-5reel")
    let single = try Reelsim.run(
      ["par", config, "--monte-carlo", "300000", "--seed", "11", "--json"], in: folder)
    #expect(single.status == 0)
    let driver = try Launcher.tool(
      [
        "python3", Repo.root.appendingPathComponent("Scripts/par_dask.py").path, config,
        "--spins", "300000", "--seed", "11", "--workers", "4", "--shards", "6", "--json",
        "--keep", folder.appendingPathComponent("shards").path,
        "--reelsim", try Reelsim.binary().path,
      ], in: folder)
    #expect(driver.status == 0, "\(driver.errors)")
    #expect(driver.output == single.output)
    #expect(try contents(of: folder.appendingPathComponent("shards")).count == 6)
  }

  /// A variable-row machine with cascades and free spins: its `reelsim-cascade-shard/1`
  /// shards run on the workers and merge to the single process's bytes.
  @Test(RequiredTool.trait(missing: missing))
  func aVariableRowMachinesShardsMergeToTheSingleProcessRun() throws {
    if let missing = Self.missing {
      Issue.record("the Dask test cannot run: \(missing)")
      return
    }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try ParMegawaysFreeSpinsCommandTests.config.write(
      to: folder.appendingPathComponent("c.json"), atomically: true, encoding: .utf8)
    let single = try Reelsim.run(
      ["par", "c.json", "--monte-carlo", "140000", "--seed", "11"], in: folder)
    #expect(single.status == 0, "\(single.errors)")
    let driver = try Launcher.tool(
      [
        "python3", Repo.root.appendingPathComponent("Scripts/par_dask.py").path, "c.json",
        "--spins", "140000", "--seed", "11", "--workers", "2", "--shards", "3",
        "--reelsim", try Reelsim.binary().path,
      ], in: folder)
    #expect(driver.status == 0, "\(driver.errors)")
    #expect(driver.output == single.output)
  }
}
