import ReelKit

/// One spin to simulate: a validated machine, its targets (decided before anything moves)
/// and where they came from.
public struct SpinRequest: Sendable, Equatable {
  /// The machine.
  public var machine: ResolvedMachine
  /// The seed (the config's unless overridden).
  public var seed: UInt64
  /// One target per drum.
  public var targets: [Int]
  /// `command line`, `config` or `seed`.
  public var targetSource: String

  /// Decides the targets: `--targets` text first, then the config's `targets`, else drawn
  /// from `seed` (default: the config's seed) with the drums' stop weights, if any.
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
  /// code (``ResultCode``): one token with `-` between strip indices, `3-17-5`, optionally
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
          "\(QuotedInput.quoted(text)) has \(items.count) targets for \(spec.drums.count) drums "
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

  /// Runs the spin: every drum as a child task, traces recorded when asked for, scripted by
  /// `controls` when given.
  ///
  /// - Returns: the result, and the watchdog failure when a drum did not stop (the result
  ///   then holds the spin up to the watchdog).
  /// - Throws: ``WindowMismatch`` when a drum at rest shows another window than its target
  ///   decides (``SymbolWindow/check(_:on:)``): the motion must only show the outcome.
  public func run(recordingTrace: Bool, controls: SpinControls? = nil) async throws -> (
    SpinResult, SpinFailure?
  ) {
    let runner = SpinRunner(
      spec: machine.spec, targets: targets, recordsTrace: recordingTrace, controls: controls)
    let outcome: (SpinResult, SpinFailure?)
    do {
      outcome = (try await runner.run(), nil)
    } catch let failure as SpinFailure {
      outcome = (failure.result, failure)
    }
    try SymbolWindow.check(outcome.0, on: machine.spec)
    return outcome
  }

  /// The summary of a finished run, with its result code and, when the machine has a
  /// paytable and every drum came to rest, the wins of its window.
  public func summary(of result: SpinResult, failure: SpinFailure?) -> SpinSummary {
    SpinSummary(
      result: result, seed: seed, targetSource: targetSource, failure: failure,
      paying: machine.paytable)
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
