import ReelKit
import Testing

@testable import ReelWorkbench

/// Deciding targets (command line, config, seed) and running a spin, including one the
/// watchdog stops.
@Suite struct SpinRequestTests {
  let machine = ConfigLoader.loadDefault()

  func targetError(_ text: String, spec: MachineSpec? = nil) -> String? {
    do {
      _ = try SpinRequest.parseTargets(text, for: spec ?? machine.spec)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func parsesIndicesAndSymbolNames() throws {
    let spec = machine.spec
    #expect(try SpinRequest.parseTargets("3,17,BAR", for: spec) == [3, 17, 5])
    #expect(try SpinRequest.parseTargets(" 3 , 17 ,BAR ", for: spec) == [3, 17, 5])
    #expect(try SpinRequest.parseTargets("7,PLUM,\"7\"", for: spec) == [7, 3, 0])
    #expect(try SpinRequest.parseTargets("0,0,20", for: spec) == [0, 0, 20])
  }

  @Test func quotedNumbersAreSymbolNames() throws {
    let text =
      #"{"name": "n", "symbols": ["1", "7"], "drums": [{"strip": ["1", "7", "1"]}], "#
      + #""geometry": {"visibleRows": 1}}"#
    let spec = try ConfigLoader.load(bytes: Array(text.utf8), file: "n.json").spec
    #expect(try SpinRequest.parseTargets("1", for: spec) == [1])
    #expect(try SpinRequest.parseTargets("\"1\"", for: spec) == [0])
    #expect(try SpinRequest.parseTargets("\"7\"", for: spec) == [1])
    #expect(
      targetError("7", spec: spec)
        == "drum 0: index 7 is off the strip (allowed: 0 ... 2 or a symbol on the strip)")
  }

  @Test(arguments: [
    (
      "1,2",
      "\"1,2\" has 2 targets for 3 drums (allowed: one strip index or symbol name per "
        + "drum, comma-separated)"
    ),
    (
      "1,2,3,4",
      "\"1,2,3,4\" has 4 targets for 3 drums (allowed: one strip index or symbol name "
        + "per drum, comma-separated)"
    ),
    ("1,2,21", "drum 2: index 21 is off the strip (allowed: 0 ... 20 or a symbol on the strip)"),
    ("-1,2,3", "drum 0: index -1 is off the strip (allowed: 0 ... 20 or a symbol on the strip)"),
    (
      "1,GRAPE,3",
      "drum 1: symbol \"GRAPE\" is not on the strip (allowed: 7, BAR, BELL, "
        + "CHERRY, PLUM, REPLAY, WATERMELON, or an index)"
    ),
    (
      "1,,3",
      "drum 1: symbol \"\" is not on the strip (allowed: 7, BAR, BELL, CHERRY, PLUM, "
        + "REPLAY, WATERMELON, or an index)"
    ),
  ])
  func rejectsTargetsThatDoNotFit(text: String, message: String) {
    #expect(targetError(text) == message)
  }

  @Test func targetsComeFromTheCommandLineTheConfigOrTheSeed() throws {
    let seeded = try SpinRequest(machine: machine)
    #expect(seeded.targetSource == "seed" && seeded.seed == 1)
    #expect(seeded.targets == Outcome.randomTargets(for: machine.spec, seed: 1))
    let seven = try SpinRequest(machine: machine, seed: 7)
    #expect(seven.seed == 7)
    #expect(seven.targets == Outcome.randomTargets(for: machine.spec, seed: 7))
    #expect(seven.targets != seeded.targets)
    #expect(try SpinRequest(machine: machine, seed: 7).targets == seven.targets)
    let given = try SpinRequest(machine: machine, seed: 7, targets: "3,17,BAR")
    #expect(given.targets == [3, 17, 5] && given.targetSource == "command line")
    var fixed = machine
    fixed.targets = [1, 2, 3]
    #expect(try SpinRequest(machine: fixed).targets == [1, 2, 3])
    #expect(try SpinRequest(machine: fixed).targetSource == "config")
    #expect(try SpinRequest(machine: fixed, targets: "4,5,6").targets == [4, 5, 6])
  }

  @Test func watchdogFailureIsReturnedWithThePartialSpin() async throws {
    let request = try SpinRequest(machine: try Fixture.watchdogMachine())
    let result = try await request.run(recordingTrace: true)
    let failure = result.failure
    let stuck = try #require(failure)
    #expect(stuck.drum == 0 && stuck.phase == .braking)
    #expect(stuck.windowMisses >= 1)
    #expect(stuck.tick == 720)
    #expect(
      stuck.description
        == "watchdog: drum 0 still braking at 3.0 s (tick 720) after \(stuck.windowMisses) "
        + "window misses")
    #expect(result.drums[0].windowMisses == stuck.windowMisses)
    #expect(result.spinTick == nil)
    #expect(result.traces?[0].last?.tick == 720)
    let summary = request.summary(of: result)
    let root = try JSONParser.parse(Array(JSONWriter.write(summary.json).utf8))
    #expect(JSONPath("failure").node(in: root)?.value == .string(stuck.description))
    #expect(JSONPath("spinTime").node(in: root)?.value == .null)
    #expect(JSONPath("drums[0].phase").node(in: root)?.value == .string("braking"))
    #expect(summary.table.contains("FAILED: \(stuck.description)\n"))
    #expect(!summary.table.contains("spin time:"))
  }
}
