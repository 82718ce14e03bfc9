import ArgumentParser
import Foundation
import ReelKit
import ReelWorkbench

/// The spin-control options of `simulate`: slam, quicken, late result, skill stops and
/// anticipation, or a `--controls` JSON file holding the same script.
struct ControlOptions: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Slam stop at this time, seconds.", valueName: "seconds"))
  var slamAt: Double?

  @Option(help: ArgumentHelp("Slam only these drums, comma-separated.", valueName: "list"))
  var slamDrums: String?

  @Flag(help: "Slam places the drums on their targets at once instead of braking.")
  var slamInstant = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Quicken the pending stops at this time, seconds.", valueName: "seconds"))
  var quickenAt: Double?

  @Option(
    parsing: .unconditional,
    help: "With --quicken-at: the time left until each stop is multiplied by this (0…1).")
  var quickenFactor: Double = 0.5

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The result arrives late, at this time, seconds.", valueName: "seconds"))
  var resultAt: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("With --result-at: the earliest first stop, seconds.", valueName: "seconds"))
  var minimumSpinTime: Double?

  @Option(
    help: ArgumentHelp(
      "Skill stop: press each drum's stop button at these times, comma-separated (- skips a drum).",
      valueName: "times"))
  var press: String?

  @Option(
    parsing: .unconditional, help: "Skill stop: the most symbols a drum may slide after the press.")
  var maxSlip: Int = 4

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Skill stop: the longest time from press to rest.", valueName: "seconds"))
  var stopTimeLimit: Double = 0.19

  @Option(
    help: ArgumentHelp(
      "Anticipation: SYMBOL:COUNT:EXTEND:INTERVAL[:TEASE_SPEED] (e.g. SCATTER:2:1.0:0.6:1500).",
      valueName: "rule"))
  var anticipate: String?

  @Option(
    help: ArgumentHelp("Read the controls from a JSON file (SpinControls).", valueName: "file"))
  var controls: String?

  func validate() throws {
    for (name, value) in [
      ("--slam-at", slamAt), ("--quicken-at", quickenAt), ("--result-at", resultAt),
      ("--minimum-spin-time", minimumSpinTime),
    ] {
      if let value, !(value.isFinite && value >= 0 && value <= 3600) {
        throw ValidationError("\(name) must be a time from 0 to 3600 seconds.")
      }
    }
    guard quickenFactor.isFinite, quickenFactor > 0, quickenFactor <= 1 else {
      throw ValidationError("--quicken-factor must be more than 0 and at most 1.")
    }
    guard (1...100).contains(maxSlip) else { throw ValidationError("--max-slip must be 1 to 100.") }
    guard stopTimeLimit.isFinite, stopTimeLimit > 0, stopTimeLimit <= 10 else {
      throw ValidationError("--stop-time-limit must be more than 0 and at most 10 seconds.")
    }
    if controls == nil { _ = try script() }
  }

  /// The script and the controls file's `respin`, if any (only a file can respin; the
  /// command line has `--from-result` and `--hold`).
  func scriptAndRespin() throws -> (script: SpinControls?, respin: RespinRequest?) {
    guard let controls else { return (try script(), nil) }
    do {
      let contents = try ControlsFile.loadContents(path: controls)
      return (contents.controls, contents.respin)
    } catch {
      throw Diagnostics.report(error)
    }
  }

  /// The script, or `nil` when no control option is given.
  func script() throws -> SpinControls? {
    if controls != nil { return try scriptAndRespin().script }
    var script = SpinControls(skillStop: SkillStop(maxSlip: maxSlip, timeLimit: stopTimeLimit))
    var any = false
    if let slamAt {
      let drums = try slamDrums.map { try Self.integers($0, option: "--slam-drums") }
      script.slam = .init(at: slamAt, drums: drums, instant: slamInstant)
      any = true
    }
    if let quickenAt {
      script.quickenAt = quickenAt
      script.quickenFactor = quickenFactor
      any = true
    }
    if let resultAt {
      script.resultAt = resultAt
      script.minimumSpinTime = minimumSpinTime
      any = true
    }
    if let press {
      script.presses = try press.split(separator: ",", omittingEmptySubsequences: false).map {
        let text = $0.trimmingCharacters(in: .whitespaces)
        if text == "-" { return nil }
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
          throw ValidationError("--press takes times in seconds separated by commas, - to skip.")
        }
        return seconds
      }
      any = true
    }
    if let anticipate {
      let parts = anticipate.split(separator: ":").map(String.init)
      let tease = parts.count == 5 ? Double(parts[4]) : nil
      guard parts.count == 4 || (parts.count == 5 && tease != nil), let count = Int(parts[1]),
        count >= 1, let extend = Double(parts[2]), extend >= 0, let interval = Double(parts[3]),
        interval >= 0
      else {
        throw ValidationError(
          "--anticipate takes SYMBOL:COUNT:EXTEND:INTERVAL[:TEASE_SPEED], e.g. SCATTER:2:1.0:0.6.")
      }
      script.anticipation = .init(
        symbol: parts[0], count: count, extend: extend, interval: interval, teaseSpeed: tease)
      any = true
    }
    return any ? script : nil
  }

  private static func integers(_ text: String, option: String) throws -> [Int] {
    try text.split(separator: ",").map {
      guard let value = Int($0.trimmingCharacters(in: .whitespaces)), value >= 0 else {
        throw ValidationError("\(option) takes drum indices separated by commas, e.g. 2,3.")
      }
      return value
    }
  }
}
