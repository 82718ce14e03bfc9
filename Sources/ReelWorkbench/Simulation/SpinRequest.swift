import ReelKit
import ReelKitSupport

/// One spin to simulate: a validated machine, its targets (decided before anything moves),
/// where they came from and the spin controls that script it, if any.
///
/// Every command and the studio run a spin through a request (``run(recordingTrace:)``,
/// ``runInline(recordingTrace:)``, or ``checked(_:)`` for a spin stepped by ``SpinSession``),
/// so the window at rest is checked in one place.
public struct SpinRequest: Sendable, Equatable {
  /// The machine.
  public var machine: ResolvedMachine
  /// The seed (the config's unless overridden).
  public var seed: UInt64
  /// One target per drum.
  public var targets: [Int]
  /// `command line`, `config` or `seed`.
  public var targetSource: String
  /// Scripted controls (slam, quicken, late result, presses, anticipation), if any.
  public var controls: SpinControls?

  /// Decides the targets: `--targets` text first, then the config's `targets`, else drawn
  /// from `seed` (default: the config's seed) with the drums' stop weights, if any. The
  /// spin has no controls; set ``controls`` to script it.
  ///
  /// - Throws: ``TargetError`` when the text has the wrong count or names something off a
  ///   strip.
  public init(machine: ResolvedMachine, seed: UInt64? = nil, targets text: String? = nil)
    throws(TargetError)
  {
    self.machine = machine
    self.seed = seed ?? machine.seed
    if let text {
      targets = try Self.parseTargets(text, for: machine.spec)
      targetSource = "command line"
    } else if let fixed = machine.targets {
      targets = fixed
      targetSource = "config"
    } else {
      targets = machine.randomTargets(seed: self.seed)
      targetSource = "seed"
    }
  }

  /// Parses `3,17,BAR`: one strip index or symbol name per drum, left to right; or a result
  /// code (``/ReelKit/ResultCode``): one token with `-` between strip indices, `3-17-5`, optionally
  /// with its window, `3-17-5:CHERRY.BAR.7/…` (checked against the stops).
  public static func parseTargets(_ text: String, for spec: MachineSpec) throws(TargetError)
    -> [Int]
  {
    let token = text.trimmingSpaces()
    if !token.contains(","), token.contains("-"), Int(token) == nil, token.first != "\"" {
      do {
        return try ResultCode(parsing: token).stops(on: spec)
      } catch {
        throw TargetError(message: "result code \(error.message)")
      }
    }
    let items = text.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0).trimmingSpaces()
    }
    guard items.count == spec.drums.count else {
      throw TargetError(
        message:
          "\(QuotedInput.quoted(text)) has \(counted(items.count, "target")) for \(counted(spec.drums.count, "drum")) "
          + "(allowed: one strip index or symbol name per drum, comma-separated)")
    }
    var targets: [Int] = []
    for (drum, item) in items.enumerated() {
      switch TargetChoice(parsing: item).resolve(on: spec.drums[drum].geometry) {
      case .success(let index): targets.append(index)
      case .failure(let issue): throw TargetError(message: "drum \(drum): \(issue.message)")
      }
    }
    return targets
  }
}

/// Targets given on the command line that do not fit the machine.
public struct TargetError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong and what is allowed.
  public var message: String
  /// The message.
  public var description: String { message }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    var text = Substring(self)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
