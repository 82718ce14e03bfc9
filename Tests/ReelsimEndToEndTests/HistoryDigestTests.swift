import Foundation
import TestSupport
import Testing

/// The digests in a history line can be checked with any `sha256sum`: the trace digest is
/// that of the `.dat` trace `reelsim simulate --trace` writes for the same spin, the config
/// digest that of the config file.
@Suite struct HistoryDigestTests {
  static let spins: [[String]] = [
    ["--seed", "7"],
    ["default.json", "--seed", "12345678901234567890"],
    ["turbo.json", "--targets", "0,WILD,3,GEM,19"],
  ]

  @Test(arguments: spins)
  func theTraceDigestIsTheSha256sumOfTheDatTrace(arguments: [String]) throws {
    let workspace = try RegressWorkspace()
    let history = try workspace.run(["simulate", "--history", "h.jsonl"] + arguments)
    #expect(history.status == 0, "\(history.errors)")
    let trace = try workspace.run(["simulate", "--trace", "t.dat"] + arguments)
    #expect(trace.status == 0, "\(trace.errors)")
    #expect(history.output == trace.output)

    let line = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url("h.jsonl")))
        as? [String: Any])
    let traceDigest = try #require(line["traceDigest"] as? String)
    #expect(traceDigest == (try SystemSHA256.digest(of: "t.dat", in: workspace.root)))
    let config = try #require(line["config"] as? String)
    if config != "<built-in default>" {
      #expect(
        line["configDigest"] as? String == (try SystemSHA256.digest(of: config, in: workspace.root))
      )
    }
    #expect((line["stopRequests"] as? [Any])?.count == (line["targets"] as? [Any])?.count)
  }

  @Test func theBuiltInDefaultHasTheDigestOfConfigsDefaultJSON() throws {
    let workspace = try RegressWorkspace()
    _ = try workspace.run(["simulate", "--history", "h.jsonl"])
    let line = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url("h.jsonl")))
        as? [String: Any])
    #expect(line["config"] as? String == "<built-in default>")
    #expect(
      line["configDigest"] as? String
        == (try SystemSHA256.digest(of: "default.json", in: workspace.root)))
  }

  @Test func anUnwritableHistoryExits73() throws {
    let workspace = try RegressWorkspace()
    let run = try workspace.run(["simulate", "--history", "no/h.jsonl"])
    #expect(run.status == 73)
    #expect(run.errorLines.count == 1)
    #expect(run.errorLines.first?.hasPrefix("error: no/h.jsonl: cannot write: ") == true)
    #expect(try workspace.names(".") == ["default.json", "turbo.json"])
  }
}
