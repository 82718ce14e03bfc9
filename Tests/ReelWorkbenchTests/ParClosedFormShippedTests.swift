import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The closed-form PAR sheet of every shipped config with a paytable equals the enumerated
/// one field by field (counts exactly, doubles to 1e-12 relative), and the virtual-reel
/// machine beyond the window bound gets the closed form by default.
@Suite struct ParClosedFormShippedTests {
  /// The shipped machines small enough to enumerate in a test (every one but the
  /// virtual-reel machines, and `wild-doubler`, whose 3,200,000 windows by the rules take
  /// minutes in a debug build: ``WildDoublerTests`` enumerates it in the slow tier; and
  /// `book-of`, whose expanding symbol's spread visits 1,048,576 stop combinations per sheet:
  /// ``BookOfTests`` prices a small book machine both ways in every run).
  static let enumerable = ParShippedConfigTests.withPaytable.filter {
    !$0.hasPrefix("virtual-reels-5x256") && $0 != "wild-doubler" && $0 != "book-of"
      && !ParShippedConfigTests.wildFeatures.contains($0)
  }

  static func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-12 * max(1, abs(a), abs(b))
  }

  @Test(arguments: enumerable)
  func theClosedFormEqualsTheEnumeration(name: String) async throws {
    let machine = try ConfigLoader.load(path: Repo.config(name))
    let enumerated = await ParRun.exact(
      try ParRun.calculator(for: machine, file: name, method: .enumerate), jobs: 2)
    let calculator = try ParRun.calculator(for: machine, file: name, method: .closedForm)
    #expect(!calculator.enumerating)
    let closed = try await ParRun.sheet(calculator, method: .closedForm, jobs: 2, file: name)
    #expect(closed.method == .closedForm && enumerated.method == .enumeration)
    let closedEntries = closed.lineWins + closed.scatterWins
    let enumeratedEntries = enumerated.lineWins + enumerated.scatterWins
    #expect(closedEntries.map(\.hits) == enumeratedEntries.map(\.hits), "\(name)")
    for (a, b) in zip(closedEntries, enumeratedEntries) {
      #expect(Self.close(a.returned, b.returned), "\(name): \(a) vs \(b)")
    }
    #expect(closed.cycle == enumerated.cycle && closed.windows == enumerated.windows)
    #expect(closed.hits == enumerated.hits, "\(name)")
    #expect(Self.close(closed.returnPerCycle, enumerated.returnPerCycle), "\(name)")
    #expect(Self.close(closed.squaresPerCycle, enumerated.squaresPerCycle), "\(name)")
    #expect(closed.maxPay == enumerated.maxPay, "\(name)")
    #expect(closed.maxPayHits == enumerated.maxPayHits, "\(name)")
    #expect(closed.topAwardNeedsOdds == enumerated.topAwardNeedsOdds)
    #expect(closed.rtp.isFinite && Self.close(closed.rtp, enumerated.rtp))
    // `auto` enumerates what it can: the cross-check stays the default.
    let auto = try ParRun.calculator(for: machine, file: name, method: .auto)
    #expect(auto.enumerating)
  }

  /// A rules machine whose enumeration is estimated far slower than its closed form gets the
  /// closed form from `auto`, and the sheet says why.
  @Test func autoTakesTheClosedFormWhenTheEnumerationWouldTakeMinutes() throws {
    let name = "wild-doubler"
    let machine = try ConfigLoader.load(path: Repo.config(name))
    let auto = try ParRun.calculator(for: machine, file: name, method: .auto)
    #expect(!auto.enumerating)
    let choice = ParWork.exactChoice(auto)
    #expect(choice.method == .closedForm)
    #expect(choice.reason.hasPrefix("auto: closed form estimated fastest"), "\(choice.reason)")
    #expect(ParWork.enumerationSeconds(auto) > 10 * ParWork.closedFormSeconds(auto))
  }

  @Test func theVirtualReelMachineIsBeyondTheWindowBoundAndGetsTheClosedForm() async throws {
    let name = "virtual-reels-5x256"
    let machine = try ConfigLoader.load(path: Repo.config(name))
    #expect(throws: ConfigError.self) {
      try ParRun.calculator(for: machine, file: name, method: .enumerate)
    }
    let calculator = try ParRun.calculator(for: machine, file: name, method: .auto)
    #expect(!calculator.enumerating && calculator.windows > ParCalculator.maximumWindows)
    let sheet = try await ParRun.sheet(calculator, method: .auto, jobs: 1, file: name)
    #expect(sheet.method == .closedForm)
    #expect(sheet.cycle == 1_099_511_627_776)  // 256⁵
    // The independent closed forms of the entry counts and the moments agree.
    let (lines, scatter) = calculator.exactHits()
    let moments = try #require(calculator.exactMoments())
    #expect(sheet.lineWins.map(\.hits) == lines && sheet.scatterWins.map(\.hits) == scatter)
    #expect(sheet.returnPerCycle == moments.returnPerCycle)
    #expect(Self.close(sheet.squaresPerCycle, moments.squaresPerCycle))
    #expect(sheet.rtp > 0.9 && sheet.rtp < 1, "RTP \(sheet.rtp)")
    // And so does a Monte Carlo estimate (4 standard errors, as for the other slots).
    let estimate = MonteCarloEstimate(
      spec: machine.spec, paytable: try #require(machine.paytable), weights: machine.weights,
      spins: 100_000, seed: machine.seed)
    let rtpError = (estimate.rtpHigh - estimate.rtpLow) / (2 * MonteCarloEstimate.z)
    let hitError = (estimate.hitHigh - estimate.hitLow) / (2 * MonteCarloEstimate.z)
    #expect(abs(estimate.rtp - sheet.rtp) <= 4 * rtpError, "\(estimate) vs \(sheet.rtp)")
    #expect(abs(estimate.hitFrequency - sheet.hitFrequency) <= 4 * hitError)
  }
}
