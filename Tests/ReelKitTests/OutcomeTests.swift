import Testing

@testable import ReelKit

@Suite("Outcome: SplitMix64, random targets, target choices")
struct OutcomeTests {
  @Test("SplitMix64 gives the published reference outputs")
  func referenceValues() {
    var zero = SplitMix64(seed: 0)
    #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
    #expect(zero.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(zero.next() == 0x06C4_5D18_8009_454F)
    #expect(zero.next() == 0xF88B_B8A8_724C_81EC)
    var one = SplitMix64(seed: 1)
    #expect(one.next() == 0x910A_2DEC_8902_5CC1)
    #expect(one.next() == 0xBEEB_8DA1_658E_EC67)
    #expect(one.next() == 0xF893_A2EE_FB32_555E)
    #expect(one.state == 3 &* 0x9E37_79B9_7F4A_7C15 &+ 1)
  }

  @Test("uniform(below:) is Lemire's method, in range and reproducible")
  func uniform() {
    // Reference values from an independent implementation of the same method.
    var generator = SplitMix64(seed: 42)
    let draws = (0..<10).map { _ in generator.uniform(below: 21) }
    #expect(draws == [15, 3, 5, 7, 0, 18, 4, 16, 7, 12])
    for bound in [1, 2, 3, 7, 21, 1000, Int.max] {
      var random = SplitMix64(seed: UInt64(bound))
      for _ in 0..<2000 {
        let value = random.uniform(below: bound)
        #expect(value >= 0 && value < bound)
      }
    }
    var counts = [Int](repeating: 0, count: 7)
    var random = SplitMix64(seed: 99)
    for _ in 0..<7000 { counts[random.uniform(below: 7)] += 1 }
    #expect(counts.allSatisfy { (850...1150).contains($0) })
  }

  @Test("random targets are reproducible, in range and drawn in drum order")
  func randomTargets() {
    var spec = Machines.planned(.cubic)
    spec.drums[1].geometry.strip = Array(Machines.strip.prefix(5))
    spec.drums[1].geometry.visibleRows = 3
    for seed: UInt64 in [0, 1, 2024, .max] {
      let targets = Outcome.randomTargets(for: spec, seed: seed)
      #expect(targets == Outcome.randomTargets(for: spec, seed: seed))
      #expect(targets.count == 3)
      for (drum, target) in targets.enumerated() {
        #expect(spec.drums[drum].geometry.strip.indices.contains(target))
      }
      var generator = SplitMix64(seed: seed)
      let expected = [21, 5, 21].map { generator.uniform(below: $0) }
      #expect(targets == expected)
    }
    #expect(Outcome.randomTargets(for: Machines.planned(.cubic), seed: 2024) == [13, 2, 6])
    let spread = Set((0..<50).map { Outcome.randomTargets(for: spec, seed: $0)[0] })
    #expect(spread.count > 10)
  }

  @Test("target choices parse as an index or a symbol name")
  func parsing() {
    #expect(TargetChoice(parsing: "17") == .index(17))
    #expect(TargetChoice(parsing: "0") == .index(0))
    #expect(TargetChoice(parsing: "-1") == .index(-1))
    #expect(TargetChoice(parsing: "BAR") == .symbol("BAR"))
    #expect(TargetChoice(parsing: "") == .symbol(""))
    // A name in double quotes is always a name, so the symbol "7" can be targeted.
    #expect(TargetChoice(parsing: "\"7\"") == .symbol("7"))
    #expect(TargetChoice(parsing: "\"") == .symbol("\""))
    #expect(TargetChoice.index(3).description == "3")
    #expect(TargetChoice.symbol("PLUM").description == "PLUM")
  }

  @Test("target choices resolve on a strip, or say what is allowed")
  func resolution() throws {
    let geometry = Machines.geometry()
    #expect(try TargetChoice.index(20).resolve(on: geometry).get() == 20)
    #expect(try TargetChoice.index(0).resolve(on: geometry).get() == 0)
    #expect(try TargetChoice.symbol("BAR").resolve(on: geometry).get() == 4)
    #expect(try TargetChoice.symbol("7").resolve(on: geometry).get() == 0)
    #expect(try TargetChoice.symbol("WATERMELON").resolve(on: geometry).get() == 5)
    for index in [21, -1, 1000] {
      guard case .failure(let issue) = TargetChoice.index(index).resolve(on: geometry) else {
        Issue.record("index \(index) resolved")
        continue
      }
      #expect(issue.message.contains("index \(index) is off the strip"))
      #expect(issue.message.contains("allowed: 0 ... 20"))
    }
    guard case .failure(let issue) = TargetChoice.symbol("LEMON").resolve(on: geometry) else {
      Issue.record("LEMON resolved")
      return
    }
    #expect(issue.message.contains("\"LEMON\" is not on the strip"))
    #expect(issue.message.contains("allowed: 7, BAR, BELL, CHERRY, PLUM, REPLAY, WATERMELON"))
  }
}
