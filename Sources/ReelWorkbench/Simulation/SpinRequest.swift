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
  /// The rows of this spin, for a variable-row machine (`nil` for fixed rows): the spin runs
  /// ``SpinRows/spec`` (``spec``).
  public var rows: SpinRows?

  /// The machine this spin runs: ``SpinRows/spec`` on a variable-row machine, else the
  /// machine's spec.
  public var spec: MachineSpec { rows?.spec ?? machine.spec }

  /// The targets the motion lands on: ``targets``, then the top stop on a variable-row
  /// machine with a top drum (its drum is the spin machine's last, ``spec``).
  public var motionTargets: [Int] { rows?.motionTargets(stops: targets) ?? targets }

  /// Decides the targets: `--targets` text first, then the config's `targets`, else drawn
  /// from `seed` (default: the config's seed) with the drums' stop weights, if any. The
  /// spin has no controls; set ``controls`` to script it.
  ///
  /// On a variable-row machine the outcome is rows, stops and top stop
  /// (``/ReelKit/Outcome/randomSpin(for:rows:weights:seed:)``, drawn from `seed` exactly as the
  /// maths draws it): a result code with rows (`3-17-5@2.7.4+9`) gives all three; stops given
  /// otherwise (a list, a code without rows, the config's targets) replace the drawn stops and
  /// keep the drawn rows and top stop. The drums start from `previousRows` (default: each
  /// drum's full window, its `visibleRows`).
  ///
  /// - Throws: ``TargetError`` when the text has the wrong count or names something off a
  ///   strip, or the rows do not fit.
  public init(
    machine: ResolvedMachine, seed: UInt64? = nil, targets text: String? = nil,
    previousRows: [Int]? = nil
  ) throws(TargetError) {
    try self.init(
      machine: machine, seed: seed, given: text.map(Given.text), previousRows: previousRows)
  }

  /// Decides the targets from a result code read already (the studio's `resultCode`), as
  /// ``init(machine:seed:targets:previousRows:)`` reads a code given as text: its stops,
  /// checked on the strips, and on a variable-row machine its rows and top stop too when it
  /// has rows.
  ///
  /// - Throws: ``TargetError`` (`result code …`) when the stops do not fit the strips, or the
  ///   rows do not fit.
  public init(
    machine: ResolvedMachine, seed: UInt64? = nil, resultCode: ResultCode,
    previousRows: [Int]? = nil
  ) throws(TargetError) {
    try self.init(
      machine: machine, seed: seed, given: .code(resultCode), previousRows: previousRows)
  }

  /// What a caller gave for the targets: `--targets` text, or a result code read already.
  private enum Given {
    case text(String)
    case code(ResultCode)

    /// The stops of this choice on `spec`.
    func stops(on spec: MachineSpec) throws(TargetError) -> [Int] {
      switch self {
      case .text(let text): try SpinRequest.parseTargets(text, for: spec)
      case .code(let code): try SpinRequest.stops(of: code, on: spec)
      }
    }

    /// The result code of this choice, when it is one (text written as a code that parses).
    var code: ResultCode? {
      switch self {
      case .text(let text): SpinRequest.resultCode(text)
      case .code(let code): code
      }
    }
  }

  private init(
    machine: ResolvedMachine, seed: UInt64?, given: Given?, previousRows: [Int]?
  ) throws(TargetError) {
    self.machine = machine
    self.seed = seed ?? machine.seed
    guard let variable = machine.variableRows else {
      if previousRows != nil {
        throw TargetError(
          message: "previous rows are given, but the machine's rows are fixed (allowed: none)")
      }
      if let given {
        targets = try given.stops(on: machine.spec)
        targetSource = "command line"
      } else if let fixed = machine.targets {
        targets = fixed
        targetSource = "config"
      } else {
        targets = machine.randomTargets(seed: self.seed)
        targetSource = "seed"
      }
      return
    }
    let reels = ReelStrips(machine.spec)
    var outcome = Outcome.randomSpin(
      for: reels, rows: variable, weights: machine.weights, seed: self.seed)
    targetSource = "seed"
    if let given {
      if let code = given.code, code.rows != nil {
        do {
          outcome = try code.outcome(on: reels, rows: variable)
        } catch {
          throw TargetError(message: "result code \(error.message)")
        }
      } else {
        outcome.stops = try given.stops(on: machine.spec)
      }
      targetSource = "command line"
    } else if let fixed = machine.targets {
      outcome.stops = fixed
      targetSource = "config"
    }
    targets = outcome.stops
    rows = try SpinRows(
      machine: machine, rows: outcome.rows,
      previousRows: previousRows ?? machine.spec.drums.map(\.geometry.visibleRows),
      topStop: outcome.topStop)
  }

  /// The result code `text` is, when it is one (one token with `-` or `@` between
  /// numbers, not a comma list or a quoted name), parsed; `nil` for a list of targets. A code
  /// that cannot be parsed is returned as `nil` too: ``parseTargets(_:for:)`` then says why.
  static func resultCode(_ text: String) -> ResultCode? {
    let token = text.trimmingSpaces()
    guard isResultCode(token) else { return nil }
    return try? ResultCode(parsing: token)
  }

  /// Whether `token` is written as a result code rather than a list of targets.
  static func isResultCode(_ token: String) -> Bool {
    !token.contains(",") && (token.contains("-") || token.contains("@"))
      && Int(token) == nil && token.first != "\""
  }

  /// Parses `3,17,BAR`: one strip index or symbol name per drum, left to right; or a result
  /// code (``/ReelKit/ResultCode``): one token with `-` between strip indices, `3-17-5`, optionally
  /// with its window, `3-17-5:CHERRY.BAR.7/…` (checked against the stops).
  public static func parseTargets(_ text: String, for spec: MachineSpec) throws(TargetError)
    -> [Int]
  {
    let token = text.trimmingSpaces()
    if isResultCode(token) {
      let code: ResultCode
      do {
        code = try ResultCode(parsing: token)
      } catch {
        throw TargetError(message: "result code \(error.message)")
      }
      return try stops(of: code, on: spec)
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

extension SpinRequest {
  /// The stops of `code` on `spec`'s strips (and its window part, if any, checked against
  /// them), or `result code …` with what is wrong.
  static func stops(of code: ResultCode, on spec: MachineSpec) throws(TargetError) -> [Int] {
    do {
      return try code.stops(on: spec)
    } catch {
      throw TargetError(message: "result code \(error.message)")
    }
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
