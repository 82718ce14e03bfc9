import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The exact PAR sheets of the shipped configs: the same whatever the number of workers,
/// inside the Monte Carlo confidence intervals, and only for machines with a paytable.
@Suite struct ParShippedConfigTests {
  /// The slot machines with a paytable (RTP just below 1).
  static let slots = [
    "classic-bars", "default", "turbo", "video-5reel", "video-5x4", "ways-243", "wild-doubler",
  ]
  /// Every shipped config with a paytable: the slots, the bonus wheel, the free-spins machine
  /// and the virtual-reel machines too large to enumerate (``ParClosedFormShippedTests``,
  /// ``ParClosedFormFreeSpinsTests``).
  static let withPaytable =
    slots + [
      "wheel", "ways-243-free-spins", "ways-243-bonus-buy", "virtual-reels-5x256",
      "virtual-reels-5x256-free-spins", "book-of", "classic-max-coin",
    ] + wildFeatures
  /// The machines with wild features, priced by their own sheet (``WildFeaturesConfigTests``).
  static let wildFeatures = ["sticky-wilds", "walking-wilds"]

  static func machine(_ name: String) throws -> ResolvedMachine {
    try ConfigLoader.load(path: Repo.config(name))
  }

  @Test func everyShippedConfigWithAPaytableIsListed() throws {
    for name in Repo.configNames {
      #expect(
        (try Self.machine(name).paytable != nil) == Self.withPaytable.contains(name), "\(name)")
    }
  }

  /// The wheel's expected prize follows its outcome weights, not its segment widths: 640
  /// credits over the 244 weights of a cycle, and the Monte Carlo estimate agrees.
  @Test func theWheelsExpectedPrizeFollowsItsWeights() async throws {
    let machine = try Self.machine("wheel")
    let sheet = await ParRun.exact(try ParRun.calculator(for: machine, file: "wheel"), jobs: 2)
    #expect(sheet.cycle == 244)
    #expect(sheet.returnPerCycle == 640)
    #expect(sheet.rtp == 640.0 / 244)
    let estimate = MonteCarloEstimate(
      spec: machine.spec, paytable: try #require(machine.paytable), weights: machine.weights,
      spins: 100_000, seed: machine.seed)
    #expect(estimate.containsRTP(sheet.rtp), "\(estimate) vs RTP \(sheet.rtp)")
  }

  @Test(SlowTests.trait, arguments: slots)
  func theMonteCarloEstimateAgreesWithTheExactSheet(name: String) async throws {
    let machine = try Self.machine(name)
    // `auto`, as `reelsim par` picks: the closed form for `wild-doubler` (seconds in a debug
    // build, where enumerating its 3,200,000 windows takes many minutes).
    let calculator = try ParRun.calculator(for: machine, file: name, method: .auto)
    let sheet = try await ParRun.sheet(calculator, of: machine, method: .auto, jobs: 2, file: name)
    let paytable = try #require(machine.paytable)
    let estimate = MonteCarloEstimate(
      spec: machine.spec, paytable: paytable, weights: machine.weights, spins: 100_000,
      seed: machine.seed)
    // Twelve 99 % intervals would miss about one in nine runs of this test; 4 standard errors
    // (the 99 % interval's half-width is 2.58 of them) miss once in 16,000 checks.
    let rtpError = (estimate.rtpHigh - estimate.rtpLow) / (2 * MonteCarloEstimate.z)
    let hitError = (estimate.hitHigh - estimate.hitLow) / (2 * MonteCarloEstimate.z)
    #expect(
      abs(estimate.rtp - sheet.rtp) <= 4 * rtpError, "\(name): \(estimate) vs RTP \(sheet.rtp)")
    #expect(
      abs(estimate.hitFrequency - sheet.hitFrequency) <= 4 * hitError,
      "\(name): \(estimate) vs hit frequency \(sheet.hitFrequency)")
    // `wild-doubler` is the published machine of 88.39 % (its ×2 applies once per win).
    #expect(sheet.rtp > 0.88 && sheet.rtp < 1, "\(name): RTP \(sheet.rtp)")
    let stops = machine.spec.drums.map(\.geometry.symbolCount)
    #expect(sheet.cycle == UInt64(stops.reduce(1, *)))
  }

  @Test func theSheetIsTheSameOnOneWorkerOrMany() async throws {
    let calculator = try ParRun.calculator(for: try Self.machine("video-5reel"), file: "v")
    let one = await ParRun.exact(calculator, jobs: 1)
    let three = await ParRun.exact(calculator, jobs: 3)
    #expect(one == three)
    #expect(JSONWriter.write(one.json) == JSONWriter.write(three.json))
    #expect(one.table == three.table)
  }

  @Test func aMachineWithoutAPaytableHasNoSheet() throws {
    let classic = try Self.machine("classic")
    #expect(throws: ConfigError.self) {
      try ParRun.calculator(for: classic, file: "classic.json")
    }
    do {
      _ = try ParRun.calculator(for: classic, file: "classic.json")
    } catch {
      #expect(error.kind == .invalid)
      #expect(
        error.description
          == "error: classic.json: paytable: is missing: a PAR sheet needs the machine's pays "
          + "(allowed: an object with lines and pays, and optionally bet, wild, scatter and "
          + "scatterPays)")
    }
  }

  @Test(arguments: Repo.configNames)
  func theWindowCheckPassesOnTheShippedConfigs(name: String) async throws {
    let machine = try Self.machine(name)
    for seed: UInt64 in 1...4 {
      let request = try SpinRequest(machine: machine, seed: seed)
      let result = try await request.run(recordingTrace: false)
      #expect(result.failure == nil)
      try SymbolWindow.check(result, on: machine.spec)
      #expect(result.window == SymbolWindow(spec: machine.spec, stops: request.targets).rows)
      let inline = try request.runInline(recordingTrace: true)
      #expect(inline.window == result.window)
    }
  }

  @Test func aWindowThatDiffersFromTheTargetsFailsLoudly() async throws {
    let machine = ConfigLoader.loadDefault()
    let request = try SpinRequest(machine: machine, targets: "11,15,20")
    var result = try await request.run(recordingTrace: false)
    var shifted = result
    shifted.drums[1].window = machine.spec.drums[1].geometry.window(restingAt: 16)
    #expect(throws: WindowMismatch.self) { try SymbolWindow.check(shifted, on: machine.spec) }
    // Every run path checks through the request (a spin stepped by SpinSession too).
    #expect(try request.checked(result) == result)
    #expect(throws: WindowMismatch.self) { try request.checked(shifted) }
    do {
      try SymbolWindow.check(shifted, on: machine.spec)
    } catch {
      #expect(error.drum == 1 && error.target == 15)
      #expect(
        error.description
          == "window check failed: drum 1 (target 15) reports a different window: the motion "
          + "shows BELL/WATERMELON/CHERRY but the target decides WATERMELON/CHERRY/REPLAY (top "
          + "row first)")
    }
    result.drums[2].offset += 100
    #expect(throws: WindowMismatch.self) { try SymbolWindow.check(result, on: machine.spec) }
  }
}
