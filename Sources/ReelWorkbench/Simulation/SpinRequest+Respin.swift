import ReelKit

extension SpinRequest {
  /// This request as a respin (``/ReelKit/Respin``): the machine's drums start on the previous
  /// stops, the held ones stay there (``/ReelKit/MachineSpec/respin(_:)``), and the held drums'
  /// targets are their rest stops. Targets drawn from a seed or fixed by the config are
  /// overridden for the held drums; targets given on the command line must already name the
  /// rest stop of every held drum.
  ///
  /// - Throws: ``RespinError`` with one line per problem (field paths `previousStops[i]`,
  ///   `hold[i]`, `targets[i]`).
  public func respin(_ respin: Respin) throws(RespinError) -> SpinRequest {
    let spec: MachineSpec
    do {
      spec = try machine.spec.respin(respin)
    } catch {
      if case .invalid(let issues) = error {
        throw RespinError(lines: issues.map(\.description))
      }
      throw RespinError(lines: [error.description])
    }
    var request = self
    request.machine.spec = spec
    if targetSource == "command line" {
      let lines = spec.heldDrums.compactMap { drum -> String? in
        let rest = spec.drums[drum].startIndex
        guard targets[drum] != rest else { return nil }
        return "targets[\(drum)]: \(targets[drum]) moves held drum \(drum) (allowed: its rest "
          + "stop \(rest))"
      }
      guard lines.isEmpty else { throw RespinError(lines: lines) }
    }
    request.targets = spec.holdingTargets(targets)
    return request
  }
}

/// A respin that does not fit the machine or its targets: one line per problem, each
/// `field: what is wrong (allowed: …)`.
public struct RespinError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The problems, one per line.
  public var lines: [String]
  /// The lines, joined.
  public var description: String { lines.joined(separator: "\n") }
}
