/// The outcome of comparing a suite's fresh records with its goldens.
public struct RegressionReport: Sendable {
  /// One scenario's verdict.
  public enum Status: Sendable, Equatable {
    /// Every spin equals its golden.
    case match
    /// Some values differ.
    case differs([Difference])
    /// There is no golden yet.
    case missing
  }

  /// One differing value: where, and old → new.
  public struct Difference: Sendable, Equatable {
    /// The spin's label (`seed 7`), or `-` for the scenario itself.
    public var spin: String
    /// The drum, when the value belongs to one.
    public var drum: Int?
    /// The value's path inside the spin record (`settleTime`, `traceDigest`, `spinTime`).
    public var metric: String
    /// The golden value.
    public var old: String
    /// The new value.
    public var new: String
  }

  /// One scenario's result.
  public struct Scenario: Sendable {
    /// Its name.
    public var name: String
    /// How many spins it ran.
    public var spins: Int
    /// The golden file's path.
    public var goldenPath: String
    /// The verdict.
    public var status: Status
    /// Whether the config's bytes differ from those the golden was recorded with (false when
    /// the golden has no fingerprint): with a `match` status, an edit without a visible effect.
    public var configChanged: Bool
    /// Whether `--record` has something to write: the golden is missing, differs, or lacks
    /// the config's current fingerprint.
    public var needsRecording: Bool
    /// How long its spins took, seconds (summed over the spins; 0 when not measured).
    public var seconds: Double
    /// The fresh golden (to write with `--record`).
    public var fresh: GoldenRecord
  }

  /// The suite file.
  public var suitePath: String
  /// Every scenario, in suite order.
  public var scenarios: [Scenario]

  /// Compares fresh records with the goldens on disk.
  ///
  /// - Parameters:
  ///   - suite: the loaded suite, which names the golden files.
  ///   - records: the fresh records, as ``RegressionRun/records(for:jobs:progress:)`` returns
  ///     them: one array per scenario, in suite order.
  ///   - recording: when true a corrupt golden counts as missing, so that `--record` can
  ///     replace it.
  ///   - seconds: how long each scenario's spins took, in suite order (for JUnit).
  /// - Throws: ``ConfigError`` when a golden file is corrupt (and not recording).
  public static func compare(
    suite: LoadedSuite, records: [[SpinRecord]], recording: Bool = false, seconds: [Double] = []
  ) throws(ConfigError) -> RegressionReport {
    let scenarios = try comparisonWork(suite: suite, records: records, seconds: seconds).map {
      (work) throws(ConfigError) in try compare(work, recording: recording).get()
    }
    return RegressionReport(suitePath: suite.path, scenarios: scenarios)
  }

  /// Compares as ``compare(suite:records:recording:seconds:)`` does, with up to `jobs`
  /// goldens read and compared at once: the report, and the error (the first corrupt golden
  /// in suite order), are the same for every `jobs`.
  ///
  /// - Throws: ``ConfigError`` when a golden file is corrupt (and not recording).
  public static func compare(
    suite: LoadedSuite, records: [[SpinRecord]], recording: Bool = false, seconds: [Double] = [],
    jobs: Int
  ) async throws(ConfigError) -> RegressionReport {
    let work = comparisonWork(suite: suite, records: records, seconds: seconds)
    // The largest goldens first, so that no long comparison starts last.
    let sizes = work.map { $0.spins.count * max(1, $0.loaded.machine.spec.drums.count) }
    let outcomes = await work.orderedConcurrentMap(maxTasks: jobs, costs: sizes) { work in
      compare(work, recording: recording)
    }
    var scenarios: [Scenario] = []
    for outcome in outcomes { scenarios.append(try outcome.get()) }
    return RegressionReport(suitePath: suite.path, scenarios: scenarios)
  }

  /// One scenario to compare: its loaded form, fresh records, golden path and time.
  private struct ComparisonWork: Sendable {
    var loaded: LoadedScenario
    var spins: [SpinRecord]
    var path: String
    var seconds: Double
  }

  private static func comparisonWork(
    suite: LoadedSuite, records: [[SpinRecord]], seconds: [Double]
  ) -> [ComparisonWork] {
    zip(suite.scenarios, records).enumerated().map { number, pair in
      ComparisonWork(
        loaded: pair.0, spins: pair.1, path: pair.0.goldenPath(in: suite.goldenFolder),
        seconds: number < seconds.count ? seconds[number] : 0)
    }
  }

  /// One scenario's verdict; depends on nothing but its work and the golden file.
  private static func compare(
    _ work: ComparisonWork, recording: Bool
  ) -> Result<Scenario, ConfigError> {
    let fresh = GoldenRecord(scenario: work.loaded, records: work.spins)
    let status: Status
    let golden: GoldenRecord?
    do {
      let read = try GoldenRecord.read(path: work.path)
      try read?.checkRows(on: work.loaded.machine, path: work.path)
      golden = read
    } catch  where recording {
      golden = nil
    } catch {
      return .failure(error)
    }
    if let golden {
      let differences = JSONDiff.differences(old: golden.comparable, new: fresh.comparable).map {
        difference(from: $0, golden: golden, fresh: fresh)
      }
      status = differences.isEmpty ? .match : .differs(differences)
    } else {
      status = .missing
    }
    let changed = golden?.configDigest.map { $0 != fresh.configDigest } ?? false
    return .success(
      Scenario(
        name: work.loaded.name, spins: work.spins.count, goldenPath: work.path, status: status,
        configChanged: changed,
        needsRecording: status != .match || golden?.configDigest != fresh.configDigest,
        seconds: work.seconds, fresh: fresh))
  }

  /// Turns `spins[3].summary.drums[1].settleTime` into spin label, drum 1, `settleTime`.
  private static func difference(
    from raw: JSONDifference, golden: GoldenRecord, fresh: GoldenRecord
  ) -> Difference {
    var components = raw.path.components[...]
    var spin = "-"
    if components.first == .key("spins"), components.count > 1,
      case .index(let index) = components[components.startIndex + 1]
    {
      components = components.dropFirst(2)
      let record = index < fresh.spins.count ? fresh.spins[index] : golden.spins[index]
      if case .object(let members) = record,
        case .string(let label)? = members.first(where: { $0.key == "label" })?.node.value
      {
        spin = label
      } else {
        spin = "#\(index)"
      }
    }
    if components.first == .key("summary") { components = components.dropFirst() }
    var drum: Int?
    if components.first == .key("drums"), components.count > 1,
      case .index(let index) = components[components.startIndex + 1]
    {
      drum = index
      components = components.dropFirst(2)
    }
    let metric = JSONPath(components: Array(components)).description
    return Difference(spin: spin, drum: drum, metric: metric, old: raw.old, new: raw.new)
  }

  /// Whether everything matched.
  public var passed: Bool { scenarios.allSatisfy { $0.status == .match } }
}
