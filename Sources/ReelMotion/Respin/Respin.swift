import ReelKitSupport

/// A respin: where the previous spin left every drum and which drums it holds.
///
/// Held drums stay exactly where they rest — no motion, no events, their result's
/// ``DrumResult/method`` is ``LandingMethod/held`` — while the others spin again from their
/// rest stops to new targets with the same planner, events, traces, window check and pays.
/// The window at rest is then the held drums' columns, unchanged, and the new targets'.
///
/// ```swift
/// let respin = Respin(previousStops: [3, 17, 5], held: [0, 2])
/// let machine = try spec.respin(respin)             // checked: drums, stops, held
/// let targets = machine.holdingTargets([9, 4, 11])  // [3, 4, 5]
/// let result = try SpinRunner(spec: machine, targets: targets).runInline()
/// ```
public struct Respin: Sendable, Equatable, Hashable {
  /// The stop every drum rests on after the previous spin, left to right (its result code's
  /// stops).
  public var previousStops: [Int]
  /// The drums held, by index (at least one, not all, no duplicates).
  public var held: [Int]

  /// Creates a respin of the outcome `previousStops` holding the drums `held`.
  public init(previousStops: [Int], held: [Int]) {
    self.previousStops = previousStops
    self.held = held
  }

  /// Checks the respin on `spec`; field paths are `previousStops`, `previousStops[i]`,
  /// `hold` and `hold[i]`. An empty array means ``MachineSpec/respin(_:)`` accepts it.
  ///
  /// - One previous stop per drum, each on its strip.
  /// - At least one drum held; every held index a drum, none twice; not every drum held (a
  ///   one-drum machine, a prize wheel, has nothing to respin).
  public func issues(on spec: MachineSpec) -> [ParameterIssue] {
    var check = IssueCollector()
    let drums = spec.drums.count
    if previousStops.count != drums {
      check.fail(
        "previousStops",
        "has \(counted(previousStops.count, "stop")) for \(counted(drums, "drum")) (allowed: one "
          + "strip index per drum)")
    } else {
      for (index, stop) in previousStops.enumerated() {
        let symbols = spec.drums[index].geometry.strip.count
        if !(0..<symbols).contains(stop) {
          check.fail(
            "previousStops[\(index)]",
            "\(stop) is off drum \(index)'s strip (allowed: 0 ... \(max(0, symbols - 1)))")
        }
      }
    }
    if drums == 1 {
      check.fail(
        "hold",
        "the machine has one drum (a prize wheel or a single reel): holding it leaves nothing "
          + "to respin (allowed: a machine of 2 or more drums)")
      return check.issues
    }
    if held.isEmpty {
      check.fail("hold", "is empty (allowed: 1 to \(drums - 1) of the drums 0 ... \(drums - 1))")
    }
    var seen: [Bool] = Array(repeating: false, count: drums)
    for (position, drum) in held.enumerated() {
      if !(0..<drums).contains(drum) {
        check.fail(
          "hold[\(position)]",
          "drum \(drum) is not a drum of the machine (allowed: 0 ... \(drums - 1))")
      } else if seen[drum] {
        check.fail("hold[\(position)]", "drum \(drum) is held twice (allowed: each drum once)")
      } else {
        seen[drum] = true
      }
    }
    if check.issues.isEmpty, seen.allSatisfy({ $0 }) {
      check.fail(
        "hold",
        "holds every drum, so nothing would spin (allowed: at most \(drums - 1) of the "
          + "\(drums) drums)")
    }
    return check.issues
  }
}

extension MachineSpec {
  /// The machine of a respin: every drum starts on its previous stop
  /// (``DrumSpec/startIndex``), the held ones are ``DrumSpec/held``. Spin it with targets
  /// from ``holdingTargets(_:)``.
  ///
  /// - Throws: ``SpinUsageError/invalid(_:)`` with ``Respin/issues(on:)``, leaving nothing
  ///   half-made.
  public func respin(_ respin: Respin) throws(SpinUsageError) -> MachineSpec {
    let issues = respin.issues(on: self)
    guard issues.isEmpty else { throw .invalid(issues) }
    var machine = self
    for index in machine.drums.indices {
      machine.drums[index].startIndex = respin.previousStops[index]
      machine.drums[index].held = respin.held.contains(index)
    }
    return machine
  }

  /// The indices of the held drums, left to right.
  public var heldDrums: [Int] { drums.indices.filter { drums[$0].held } }

  /// `targets` with every held drum's target replaced by its rest stop (its
  /// ``DrumSpec/startIndex``): targets drawn for a whole machine made fit for a respin.
  public func holdingTargets(_ targets: [Int]) -> [Int] {
    targets.enumerated().map { index, target in
      drums.indices.contains(index) && drums[index].held ? drums[index].startIndex : target
    }
  }
}
