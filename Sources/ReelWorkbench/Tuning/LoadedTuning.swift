import Foundation
import ReelKit

/// A validated tuning spec: the base config as a JSON tree, the parameters with their paths
/// and base values, every constraint (presets expanded), the objectives and the outcomes.
public struct LoadedTuning: Sendable {
  /// One tuned parameter.
  public struct Parameter: Sendable, Equatable {
    /// The field's path in the config.
    public var path: JSONPath
    /// The range.
    public var min: Double
    /// The range.
    public var max: Double
    /// The grid the values snap to.
    public var step: Double
    /// The value in the base config.
    public var baseValue: Double
    /// The field's unit as the config reference gives it (`s`, `pt/s`, `pt`; `""` for none).
    public var unit: String = ""
    /// Whether the field holds whole numbers (`minimumRevolutions`): its range and step are
    /// whole, and `configValue(_:)` writes a value as the digits of the nearest whole number.
    public var isWholeNumber = false

    /// Whether the field is a time in seconds: reports show it in ms.
    public var isTime: Bool { unit == "s" }

    /// A value of this parameter as reports show it: times in ms (`160`, not `0.16`),
    /// tidied to the grid so `0.16 × 1000` prints `160`, not `159.99999999999997`.
    public func shown(_ value: Double) -> String {
      guard isTime else { return formatNumber(value) }
      return formatNumber(Self.tidy(value * 1000, step: step * 1000))
    }

    /// The unit reports show this parameter's values in (`ms` for times).
    public var shownUnit: String { isTime ? "ms" : unit }

    /// The grid step with its unit: `10 ms`, `50 pt/s`.
    public var shownStep: String { shownUnit.isEmpty ? shown(step) : shown(step) + " " + shownUnit }

    /// A column heading for this parameter's values: `motion.settleTime (ms)`.
    public var heading: String { isTime ? "\(path) (ms)" : path.description }

    /// The value at `unit ∈ [0, 1]` of the range, snapped to the step: `min + k·step`,
    /// written with no more decimals than the step has.
    public func value(at unit: Double) -> Double {
      let clamped = Swift.min(1, Swift.max(0, unit))
      let last = gridSteps
      let steps = Swift.min(last, ((max - min) * clamped / step).rounded())
      return Swift.min(max, Swift.max(min, Self.tidy(min + steps * step, step: step)))
    }

    /// The index of the last grid point in the range (max itself is off the grid when
    /// max − min is not a multiple of step); the factor absorbs binary noise like
    /// (0.3 − 0.1)/0.1 = 1.999….
    public var gridSteps: Double {
      ((max - min) / step * (1 + 1e-12)).rounded(.down)
    }

    /// The k-th grid point, `min + k·step` (tidied).
    func gridValue(_ k: Int) -> Double {
      Swift.min(max, Swift.max(min, Self.tidy(min + Double(k) * step, step: step)))
    }

    /// Where `value` lies in the range, in `[0, 1]`.
    public func unit(of value: Double) -> Double {
      max > min ? Swift.min(1, Swift.max(0, (value - min) / (max - min))) : 0
    }

    /// `value` as the config file holds it. A whole-number field gets the nearest whole number
    /// (halves away from zero) written in digits, as the config's check reads a whole number's
    /// text (a bare `.number(3)` has none and was refused as out of range); a value too large
    /// for digits keeps its Double spelling, which that check refuses in one line.
    func configValue(_ value: Double) -> JSONValue {
      let whole = value.rounded()
      guard isWholeNumber, abs(whole) < 1e15 else { return .number(value) }
      return .number(Int(whole))
    }

    /// Rounds away the binary noise of `min + k·step` (`0.30000000000000004` → `0.3`).
    /// Only noise is rounded away: a value with more decimals than that (a `min` of 0.12345
    /// with a step of 0.1) keeps them.
    static func tidy(_ value: Double, step: Double) -> Double {
      let decimals = Swift.max(0, Swift.min(12, Int((-log10(step)).rounded(.up)) + 2))
      let scale = pow(10, Double(decimals))
      let tidied = (value * scale).rounded() / scale
      return abs(tidied - value) <= Swift.max(abs(value), step) * 1e-12 ? tidied : value
    }
  }

  /// A constraint and where it came from (`spec` or a preset's name).
  public struct Limit: Sendable, Equatable {
    /// The constraint.
    public var constraint: TuningSpec.Constraint
    /// `spec`, or `preset pachislot`.
    public var source: String
  }

  /// The spec file.
  public var path: String
  /// The base config file (or the spec, when inline).
  public var baseFile: String
  /// The base config's JSON tree.
  public var baseTree: JSONValue
  /// The base machine.
  public var base: ResolvedMachine
  /// The parameters.
  public var parameters: [Parameter]
  /// The constraints, the spec's first, then the presets'.
  public var limits: [Limit]
  /// The objectives.
  public var objectives: [TuningSpec.Objective]
  /// The outcomes a candidate is judged on and the answer is checked on.
  public var outcomeSet: OutcomeSet

  /// The fixed outcomes judged (sampled by weight, or every target with `all`): one target
  /// list per spin. The constructed extremes come on top, per candidate.
  public var outcomes: [[Int]] { outcomeSet.judged }

  /// The config tree with the parameters set to `values`.
  public func tree(with values: [Double]) -> JSONValue {
    var tree = baseTree
    for (parameter, value) in zip(parameters, values) {
      tree = tree.setting(parameter.configValue(value), at: parameter.path.components[...])
    }
    return tree
  }

  /// The machine with the parameters set to `values`, or the validation problems.
  public func machine(with values: [Double]) -> Result<ResolvedMachine, ConfigError> {
    let node = JSONNode(value: tree(with: values), line: 0, column: 0)
    do {
      return .success(try ConfigLoader.load(node: node, file: baseFile))
    } catch {
      return .failure(error)
    }
  }
}

extension JSONValue {
  /// This value with `value` stored at `path`, creating objects for missing keys.
  func setting(_ value: JSONValue, at path: ArraySlice<JSONPath.Component>) -> JSONValue {
    guard let first = path.first else { return value }
    let rest = path.dropFirst()
    func node(_ value: JSONValue) -> JSONNode { JSONNode(value: value, line: 0, column: 0) }
    switch (first, self) {
    case (.key(let key), .object(var members)):
      if let index = members.firstIndex(where: { $0.key == key }) {
        members[index].node = node(members[index].node.value.setting(value, at: rest))
      } else {
        members.append((key, node(JSONValue.object([]).setting(value, at: rest))))
      }
      return .object(members)
    case (.index(let index), .array(var elements)) where elements.indices.contains(index):
      elements[index] = node(elements[index].value.setting(value, at: rest))
      return .array(elements)
    default:
      return self
    }
  }
}
