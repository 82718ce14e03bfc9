import Foundation
import TestSupport
import Testing

/// `reelsim par --method`: the closed form prints the enumeration's sheet, beyond the window
/// bound it is the default, and the option's misuse exits 64.
@Suite struct ParMethodCommandTests {
  @Test func theClosedFormPrintsTheEnumeratedSheet() throws {
    let enumerated = try Reelsim.run(["par", "--method", "enumerate"])
    let closed = try Reelsim.run(["par", "--method", "closed-form"])
    #expect(enumerated.status == 0 && closed.status == 0)
    let enumeratedLines = enumerated.text.split(separator: "\n", omittingEmptySubsequences: false)
    let closedLines = closed.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(closedLines.first == "PAR sheet: default (exact, closed form, no window visited)")
    #expect(
      closedLines.dropFirst().first.map(String.init)
        == "3 drums of 21/21/21 stops, 3 rows; cycle 9261 combinations (6080 distinct windows, "
        + "none visited)")
    // Every figure below the two header lines is the same, the win sizes' bands too (the
    // closed form's walk of booked pays gives them exactly); only their title names the method.
    let sizesTitle = { (line: Substring) in line.hasPrefix("win sizes of one spin") }
    #expect(
      closedLines.contains(
        "win sizes of one spin (exact, closed form: the readers' joint states split by the pay "
          + "booked, no window visited)"))
    #expect(enumeratedLines.contains("win sizes of one spin (exact, every window)"))
    #expect(
      closedLines.dropFirst(2).filter { !sizesTitle($0) }
        == enumeratedLines.dropFirst(2).filter { !sizesTitle($0) })
    #expect(closed.errors.hasPrefix("par default: closed form (no window visited, 6080 distinct"))
    #expect(enumerated.errors.hasPrefix("par default: 6080 windows enumerated in "))
  }

  /// `lines` without the win-size section (its heading up to the blank line after it), whose
  /// title names the method.
  static func withoutWinSizes(_ lines: [Substring]) -> [Substring] {
    var kept: [Substring] = []
    var skipping = false
    for line in lines {
      if line.hasPrefix("win sizes of one spin") {
        skipping = true
      } else if skipping, line.isEmpty {
        skipping = false
      } else if !skipping {
        kept.append(line)
      }
    }
    return kept
  }

  /// `--no-win-sizes` skips the closed form's walk of booked pays, said on the sheet and in
  /// the JSON (`winSizes` null, `winSizesNotGiven`); the enumeration gives the sizes anyway.
  @Test func theWinSizeWalkCanBeSkipped() throws {
    let skipped = try Reelsim.run(["par", "--method", "closed-form", "--no-win-sizes", "--json"])
    #expect(skipped.status == 0, "\(skipped.errors)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: skipped.output) as? [String: Any])
    #expect(object["winSizes"] is NSNull)
    #expect(
      (object["winSizesNotGiven"] as? String)?.hasPrefix(
        "not given: the closed form's walk of booked pays was skipped (--no-win-sizes)") == true)
    let enumerated = try Reelsim.run(["par", "--method", "enumerate", "--no-win-sizes", "--json"])
    let sizes = try #require(
      (try JSONSerialization.jsonObject(with: enumerated.output) as? [String: Any])?["winSizes"]
        as? [String: Any])
    #expect(sizes["exact"] as? Bool == true && sizes["total"] as? Int == 9261)
  }

  @Test func jsonNamesTheCalculation() throws {
    for (method, calculation) in [("enumerate", "enumeration"), ("closed-form", "closed-form")] {
      let run = try Reelsim.run(["par", Repo.config("classic-bars"), "--json", "--method", method])
      #expect(run.status == 0)
      let object = try #require(
        try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
      #expect(object["calculation"] as? String == calculation)
      #expect(object["method"] as? String == "exact")
    }
  }

  @Test func aMachineBeyondTheWindowBoundGetsTheClosedForm() throws {
    let config = Repo.config("virtual-reels-5x256")
    // The win-size walk of this machine's 10¹² combinations takes about 1 s in a release
    // build, 11 s in a debug one: skipped here (theWinSizeWalkCanBeSkipped), and the sheet
    // says so.
    let run = try Reelsim.run(["par", config, "--no-win-sizes"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.text.contains(
        "win sizes of one spin: not given: the closed form's walk of booked pays was skipped "
          + "(--no-win-sizes); `--method enumerate` gives them exactly within the window bound"))
    #expect(run.text.hasPrefix("PAR sheet: virtual-reels-5x256 (exact, closed form"))
    #expect(run.text.contains("cycle 1099511627776 combinations (20259724800 distinct windows"))
    #expect(run.errors.hasPrefix("par virtual-reels-5x256: closed form (no window visited"))
    let refused = try Reelsim.run(["par", config, "--method", "enumerate"])
    #expect(refused.status == 65)
    #expect(
      refused.errorLines.map(String.init) == [
        "error: \(config): drums: 20259724800 distinct windows are too many to enumerate "
          + "(allowed: at most 4000000000; use --method closed-form or --monte-carlo)"
      ])
    #expect(refused.output.isEmpty)
  }

  @Test(SlowTests.trait) func monteCarloBeyondTheWindowBoundComparesWithTheClosedForm() throws {
    let run = try Reelsim.run(
      ["par", Repo.config("virtual-reels-5x256"), "--monte-carlo", "65536", "--seed", "1"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.errors.contains("no exact sheet"))
    #expect(run.text.contains("0.956997  inside") || run.text.contains("0.956997  outside"))
    #expect(run.text.contains("0.370482"))
  }

  @Test func theClosedFormValuesAFreeSpinsFeatureAsTheEnumerationDoes() throws {
    let config = Repo.config("ways-243-free-spins")
    let enumerated = try Reelsim.run(["par", config, "--method", "enumerate"])
    let closed = try Reelsim.run(["par", config, "--method", "closed-form"])
    #expect(enumerated.status == 0 && closed.status == 0, "\(closed.errors)")
    let enumeratedLines = enumerated.text.split(separator: "\n", omittingEmptySubsequences: false)
    let closedLines = closed.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      closedLines.first == "PAR sheet: ways-243-free-spins (exact, closed form, no window visited)")
    // Every figure below the two header lines is the same, the free spins' included; the
    // feature's heading says how its game was computed.
    let heading = { (line: Substring) in line.hasPrefix("free spins    ") }
    let closedFigures = Self.withoutWinSizes(closedLines)
    let enumeratedFigures = Self.withoutWinSizes(enumeratedLines)
    #expect(
      closedFigures.dropFirst(2).filter { !heading($0) }
        == enumeratedFigures.dropFirst(2).filter { !heading($0) })
    #expect(
      closedLines.contains { heading($0) && $0.hasSuffix("the feature game by the closed form") })
    #expect(
      enumeratedLines.contains {
        heading($0) && $0.hasSuffix("the feature game enumerated (90000 windows)")
      })
    #expect(
      closed.errors.contains("par ways-243-free-spins: the free-spins game by the closed form"))
    #expect(
      closed.text.contains("return to player (RTP)  0.941889  total: base game + free spins"))
    // JSON: the same keys and counts, the doubles to 1e-12 relative, only the calculation
    // differs.
    let enumeratedJSON = try Reelsim.run(["par", config, "--json", "--method", "enumerate"])
    let closedJSON = try Reelsim.run(["par", config, "--json", "--method", "closed-form"])
    var a = try #require(
      try JSONSerialization.jsonObject(with: closedJSON.output) as? [String: Any])
    var b = try #require(
      try JSONSerialization.jsonObject(with: enumeratedJSON.output) as? [String: Any])
    #expect(a.removeValue(forKey: "calculation") as? String == "closed-form")
    #expect(b.removeValue(forKey: "calculation") as? String == "enumeration")
    var featureA = try #require(a["freeSpins"] as? [String: Any])
    var featureB = try #require(b["freeSpins"] as? [String: Any])
    #expect(featureA.removeValue(forKey: "featureCalculation") as? String == "closed-form")
    #expect(featureB.removeValue(forKey: "featureCalculation") as? String == "enumeration")
    a["freeSpins"] = featureA
    b["freeSpins"] = featureB
    // The win sizes too: the closed form's walk of booked pays gives the enumeration's bands.
    #expect(a["winSizes"] is [String: Any])
    #expect(Self.differences(a, b).isEmpty, "\(Self.differences(a, b))")
  }

  /// Where two parsed JSON values differ: numbers by more than 1e-12 relative, anything else
  /// at all.
  static func differences(_ a: Any, _ b: Any, at path: String = "") -> [String] {
    if let a = a as? [String: Any], let b = b as? [String: Any] {
      guard Set(a.keys) == Set(b.keys) else { return ["\(path): keys \(a.keys) vs \(b.keys)"] }
      return a.keys.sorted().flatMap { differences(a[$0]!, b[$0]!, at: path + "." + $0) }
    }
    if let a = a as? [Any], let b = b as? [Any] {
      guard a.count == b.count else { return ["\(path): \(a.count) vs \(b.count) items"] }
      return zip(a, b).enumerated().flatMap { differences($1.0, $1.1, at: "\(path)[\($0)]") }
    }
    if let a = a as? NSNumber, let b = b as? NSNumber, !(a is Bool) {
      let x = a.doubleValue
      let y = b.doubleValue
      return abs(x - y) <= 1e-12 * max(1, abs(x), abs(y)) ? [] : ["\(path): \(x) vs \(y)"]
    }
    return "\(a)" == "\(b)" ? [] : ["\(path): \(a) vs \(b)"]
  }

  @Test(SlowTests.trait) func theVirtualReelFreeSpinsMachineGetsAnExactSheetAndMonteCarloColumn()
    throws
  {
    let config = Repo.config("virtual-reels-5x256-free-spins")
    let run = try Reelsim.run(["par", config])
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.text.hasPrefix("PAR sheet: virtual-reels-5x256-free-spins (exact, closed form"))
    #expect(
      run.text.contains("return to player (RTP)  0.967867   total: base game + free spins"))
    #expect(run.errors.hasPrefix("par virtual-reels-5x256-free-spins: closed form"))
    let refused = try Reelsim.run(["par", config, "--method", "enumerate"])
    #expect(refused.status == 65 && refused.output.isEmpty)
    #expect(
      refused.errorLines.map(String.init) == [
        "error: \(config): drums: 20259724800 distinct windows are too many to enumerate "
          + "(allowed: at most 4000000000; use --method closed-form or --monte-carlo)"
      ])
    let estimate = try Reelsim.run(["par", config, "--monte-carlo", "65536", "--seed", "1"])
    #expect(estimate.status == 0, "\(estimate.errors)")
    #expect(!estimate.errors.contains("no exact sheet"))
    let rtp = try #require(
      estimate.text.split(separator: "\n").first { $0.hasPrefix("return to player") })
    #expect(rtp.contains("  0.967867   inside") || rtp.contains("  0.967867   OUTSIDE"), "\(rtp)")
    #expect(estimate.text.contains("free spins RTP") && estimate.text.contains("0.196155"))
  }

  @Test(arguments: [
    ["--method", "fast"], ["--method", "closed-form", "--monte-carlo", "100"],
    ["--method", "enumerate", "--merge", "a.json"],
  ])
  func misuseExits64(arguments: [String]) throws {
    let run = try Reelsim.run(["par"] + arguments)
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
  }
}
