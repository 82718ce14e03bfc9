import ReelKit

/// The summary of one spin, as `simulate` prints it: a readable table or JSON.
public struct SpinSummary: Sendable {
  /// The spin.
  public var result: SpinResult
  /// The seed the targets were drawn from (reported even when targets were given).
  public var seed: UInt64
  /// Where the targets came from: `seed`, `config` or `command line`.
  public var targetSource: String
  /// The watchdog failure, if the spin did not finish.
  public var failure: SpinFailure?

  /// Creates a summary.
  public init(result: SpinResult, seed: UInt64, targetSource: String, failure: SpinFailure?) {
    self.result = result
    self.seed = seed
    self.targetSource = targetSource
    self.failure = failure
  }

  private func seconds(_ tick: Int?) -> JSONValue { .optional(result.time(tick)) }

  /// The JSON summary: sorted keys, no timestamps, numbers that read back to the same bits.
  public var json: JSONValue {
    let drums = result.drums.map { drum -> JSONValue in
      .object([
        "index": .number(drum.drum),
        "target": .number(drum.target),
        "targetSymbol": .string(drum.targetSymbol),
        "strategy": .string(drum.method.rawValue),
        "speedFactor": .number(drum.speedFactor),
        "cruiseSpeed": .number(drum.cruiseSpeed),
        "phase": .string(drum.phase.rawValue),
        "stopRequestTick": .optional(drum.stopRequestTick),
        "stopRequestTime": seconds(drum.stopRequestTick),
        "brakingTime": seconds(drum.brakingTick),
        "brakingDistance": .optional(drum.brakingDistance),
        "landedTime": seconds(drum.landedTick),
        "settleTick": .optional(drum.settleTick),
        "settleTime": seconds(drum.settleTick),
        "revolutions": .number(drum.revolutions),
        "peakSpeed": .number(drum.peakSpeed),
        "peakDeceleration": .number(drum.peakDeceleration),
        "peakJerk": .number(drum.peakJerk),
        "landingError": .number(drum.landingError),
        "windowMisses": .number(drum.windowMisses),
        "overshoot": .number(drum.overshoot),
        "offset": .number(drum.offset),
        "window": .array(drum.window.map { .string($0) }),
      ])
    }
    return .object([
      "config": .string(result.machine),
      "seed": .number(Double(seed), text: String(seed)),
      "targets": .array(result.targets.map { .number($0) }),
      "targetSource": .string(targetSource),
      "timeStep": .number(result.clock.timeStep),
      "spinTick": .optional(result.spinTick),
      "spinTime": seconds(result.spinTick),
      "window": .array(result.window.map { row in .array(row.map { .string($0) }) }),
      "drums": .array(drums),
      "failure": failure.map { .string($0.description) } ?? .null,
    ])
  }
}
