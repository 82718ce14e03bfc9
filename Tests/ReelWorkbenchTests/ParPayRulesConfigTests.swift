import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// The shipped machines with the pay rules of ``/ReelKit/PayRules``: their exact sheets
/// against figures counted by an independent brute force (a separate program that pays every
/// stop combination of the config file window by window, ways counted one way at a time).
@Suite struct ParPayRulesConfigTests {
  func sheet(_ name: String) async throws -> ParSheet {
    let machine = try ConfigLoader.load(path: Repo.config(name))
    return await ParRun.exact(try ParRun.calculator(for: machine, file: name), jobs: 2)
  }

  @Test func theClassicBarsMachine() async throws {
    let sheet = try await sheet("classic-bars")
    // 22³ combinations; 10316 credits returned on one 1-credit line; 3167 combinations pay.
    #expect(sheet.cycle == 10648)
    #expect(sheet.returnPerCycle == 10316)
    #expect(sheet.hits == 3167)
    #expect(sheet.rtp == 10316.0 / 10648)
    #expect(abs(sheet.variance - 42.33542903687764) < 1e-9)
    // DD DD DD: the wilds' own 400 beats TD × 3 read through them (40 × 2·2·2 = 320).
    #expect(sheet.lineWins[0].hits == 1 && sheet.maxPay == 400)
    let machine = try ConfigLoader.load(path: Repo.config("classic-bars"))
    let paytable = try #require(machine.paytable)
    #expect(paytable.multipliers.map(\.factor) == [2, 3])
    #expect(paytable.pays.contains { $0.direction == .anywhere })
    #expect(paytable.pays.contains { $0.group == ["BAR", "2BAR", "3BAR", "TD"] })
  }

  @Test func theWaysMachine() async throws {
    let sheet = try await sheet("ways-243")
    #expect(sheet.cycle == 100_000)
    #expect(sheet.hits == 83472)
    #expect(abs(sheet.rtp - 0.982476) < 1e-9)
    #expect(sheet.totalBet == 1 && sheet.mode == .ways)
    // Ways entries are counted per spin.
    let crown = sheet.lineWins[0]
    #expect(sheet.probability(crown, scatter: false) == Double(crown.hits) / 100_000)
    let machine = try ConfigLoader.load(path: Repo.config("ways-243"))
    #expect(machine.paytable?.mode == .ways)
  }
}
