import ReelKit

extension ParRun {
  /// How `reelsim par` computes the exact sheet (`--method`).
  public enum Method: String, Sendable, Equatable, CaseIterable {
    /// Enumeration when the distinct windows are within the bound (the cross-check of the
    /// closed form), the closed form beyond it.
    case auto
    /// Every distinct window visited (``/ReelKit/ParCalculator/sheet()``); refused beyond
    /// the window bound.
    case enumerate
    /// Without visiting windows (``/ReelKit/ParCalculator/closedFormSheet()``), whatever the
    /// number of windows.
    case closedForm = "closed-form"
  }

  /// Prepares the exact sheet by `method`, or reports why it is out of reach (at `drums`):
  /// `auto` prepares the enumeration and falls back to the closed form when the windows are
  /// too many.
  ///
  /// - Parameters:
  ///   - machine: the loaded machine; its config needs a paytable.
  ///   - file: the config's name in messages.
  ///   - estimate: how the caller offers a Monte Carlo estimate instead, named in the error.
  ///   - method: how the sheet will be computed.
  public static func calculator(
    for machine: ResolvedMachine, file: String, estimate: String? = nil, method: Method
  ) throws(ConfigError) -> ParCalculator {
    let paytable = try paytable(of: machine, file: file)
    do {
      do {
        return try ParCalculator(
          spec: machine.spec, paytable: paytable, weights: machine.weights,
          enumerating: method != .closedForm)
      } catch  where error.bound == .windows && method == .auto {
        return try ParCalculator(
          spec: machine.spec, paytable: paytable, weights: machine.weights, enumerating: false)
      }
    } catch {
      throw problem(error, file: file, estimate: estimate)
    }
  }

  /// The exact sheet: enumerated on at most `jobs` workers (``exact(_:jobs:)``) when
  /// `calculator` was prepared for it and `method` is not `closedForm`, otherwise the closed
  /// form. With `machine` given and a free-spins feature on it, the feature's figures too
  /// (``exact(for:calculator:jobs:file:estimate:)``), which need the enumeration.
  ///
  /// - Throws: ``ConfigError`` when the sheet is out of reach, or a feature machine would
  ///   need the closed form (at `paytable.freeSpins`).
  public static func sheet(
    _ calculator: ParCalculator, of machine: ResolvedMachine? = nil, method: Method, jobs: Int,
    file: String, estimate: String? = nil
  ) async throws(ConfigError) -> ParSheet {
    let enumerates = calculator.enumerating && method != .closedForm
    if let machine, machine.freeSpins != nil {
      guard enumerates else {
        throw ConfigError(
          file: file,
          problems: [
            ConfigProblem(
              path: JSONPath("paytable.freeSpins"),
              message: "the closed form does not value a free-spins feature (allowed: a "
                + "feature machine within the enumeration bound; use \(estimate ?? "a MonteCarloEstimate"))"
            )
          ])
      }
      return try await exact(
        for: machine, calculator: calculator, jobs: jobs, file: file, estimate: estimate)
    }
    if enumerates {
      return await exact(calculator, jobs: jobs)
    }
    do {
      return try calculator.closedFormSheet()
    } catch {
      throw problem(error, file: file, estimate: estimate)
    }
  }

  /// A sheet out of reach as a config problem at `drums`.
  static func problem(_ error: ParError, file: String, estimate: String?) -> ConfigError {
    let message = estimate.map { error.message(estimate: $0) } ?? error.message
    return ConfigError(
      file: file, problems: [ConfigProblem(path: JSONPath("drums"), message: message)])
  }
}
