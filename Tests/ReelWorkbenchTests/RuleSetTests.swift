import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The rule sets a machine declares (`rules`): `check` and the studio's badges apply those
/// and no other.
@Suite struct RuleSetTests {
  static func machine(_ edits: [(String, String?)]) throws -> ResolvedMachine {
    try ConfigLoader.load(bytes: try Fixture.edited(edits), file: "t.json")
  }

  static func findings(_ edits: [(String, String?)]) throws -> [ConfigFinding] {
    MotionWarnings(machine: try machine(edits)).findings(file: "t.json")
  }

  /// The badges the studio shows for a spin of the edited default machine onto 0-0-0.
  static func badges(_ edits: [(String, String?)]) throws -> [StudioCheck.Rule] {
    let machine = try machine(edits)
    let result = try SpinRunner(spec: machine.spec, targets: [0, 0, 0]).runInline()
    return StudioCheck(machine: machine, result: result).rules(
      findings: MotionWarnings(machine: machine).findings(file: "t.json"))
  }

  @Test func theConfigNamesEverySetAndRefusesOthers() throws {
    #expect(RuleSet.allCases.map(\.name) == ["pachislot", "uk-online", "gli-11", "ontario"])
    let refused = try Fixture.problems([("rules", #"["nevada"]"#)])
    #expect(refused.count == 1)
    #expect(
      refused.first?.hasSuffix(
        #"rules[0]: "nevada" is not allowed (allowed: pachislot, uk-online, gli-11, ontario)"#)
        == true, "\(refused)")
    #expect(try Self.machine([("rules", "[]")]).config.ruleSets.isEmpty)
    #expect(RuleSet.tunable == [.pachislot, .ukOnline])
  }

  /// The default machine's drums rest 1.8667 s after the start at the earliest (drum 2 on
  /// target 3: its request at 1.6 s, wait strategy); the UK game cycle needs 2.5 s.
  @Test func ukOnlineWarnsOfTheShortestGameCycle() throws {
    let found = try Self.findings([("rules", #"["uk-online"]"#)])
    let cycle = try #require(found.first { $0.message.contains("game cycle") })
    #expect(cycle.path == "motion.firstStop")
    #expect(
      cycle.message
        == "the shortest game cycle is 1.8667 s (drum 2 at rest on target 3); UK online slots "
        + "need at least 2.5 s for every outcome")
    #expect(
      cycle.fix == "stop requests about 0.6333 s later (a later firstStop), or a lower cruiseSpeed")
    // Not declared: not judged.
    #expect(try !Self.findings([]).contains { $0.message.contains("game cycle") })
    // The suggested edit meets it.
    #expect(
      try !Self.findings([("rules", #"["uk-online"]"#), ("motion.firstStop", "1.634")]).contains {
        $0.message.contains("game cycle")
      })
  }

  @Test(arguments: ["gli-11", "ontario", "pachislot"])
  func setsThatShowTheRealStripsWarnOfSplice(set: String) throws {
    let found = try Self.findings([("rules", "[\"\(set)\"]"), ("motion.strategy", #""splice""#)])
    let splice = try #require(found.first { $0.path == "motion.strategy" })
    #expect(
      splice.message
        == "every drum: splice places the outcome's symbols on the strip while it spins; the "
        + "config follows \(set) rules, under which the reels show the real strips")
    #expect(
      try !Self.findings([("rules", #"["uk-online"]"#), ("motion.strategy", #""splice""#)])
        .contains { $0.path == "motion.strategy" })
  }

  @Test func badgesAreTheDeclaredSetsOnly() throws {
    #expect(try Self.badges([]).isEmpty)
    let uk = try Self.badges([("rules", #"["uk-online"]"#)])
    #expect(uk.map(\.id) == ["gameCycle"])
    #expect(uk[0].ruleSet == "uk-online" && !uk[0].pass)
    #expect(abs(uk[0].measured - 1.8667) < 1e-4)
    #expect(uk[0].fix?.hasPrefix("stop requests about 0.6333 s later") == true)
    // One click: the first stop request later by what the shortest cycle lacks.
    #expect(uk[0].apply.map(\.path) == ["motion.firstStop"])
    #expect(uk[0].apply.first.map { "\($0.value)" } == "\(JSONValue.number(1.634))")
    let fixed = try Self.badges([("rules", #"["uk-online"]"#), ("motion.firstStop", "1.634")])
    #expect(fixed.map(\.pass) == [true])

    let ontario = try Self.badges([("rules", #"["ontario"]"#), ("motion.strategy", #""splice""#)])
    #expect(ontario.map(\.id) == ["realStrips"] && !ontario[0].pass)
    #expect(ontario[0].apply.map(\.path) == ["motion.strategy"])
    #expect(ontario[0].apply.first.map { "\($0.value)" } == "\(JSONValue.string("wait"))")
    #expect(try Self.badges([("rules", #"["gli-11"]"#)]).map(\.pass) == [true])
    let pachislot = try Self.badges([("rules", #"["pachislot"]"#)]).map(\.id)
    #expect(pachislot == ["rpm80", "atSpeed", "skillStop", "realStrips"])
  }
}
