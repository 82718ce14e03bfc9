/// A rule set a machine declares it follows (the config's `rules`): `reelsim check`, the
/// studio's badges and the tuner's `presets` apply the declared sets and no other. A machine
/// that declares none (no `rules`, or `[]`) is judged by none.
///
/// | set | what is checked | source |
/// |---|---|---|
/// | `pachislot` | at most 80 rpm at cruise; every reel at speed before the first stop request; a skill stop within 4 symbols and 190 ms; at most 21 symbols a strip; no splice | Japanese pachislot rules (as widely quoted) |
/// | `uk-online` | a game cycle of at least 2.5 s for every outcome: `min over outcomes of max over drums d of settle_d ≥ 2.5 s` | UKGC RTS 14 |
/// | `gli-11` | the reels show the real strips (no splice) | GLI-11 (land-based gaming devices) |
/// | `ontario` | the reels show the real strips (no splice) | Ontario's standard: the animation follows the real strips as closely as technically possible |
///
/// Every machine, whatever it declares, gets `check`'s pay warnings (an RTP above 100 %, a
/// top award rarer than 1 in 100 million without its odds shown).
public enum RuleSet: String, Sendable, CaseIterable {
  /// Japanese pachislot rules.
  case pachislot
  /// UK online slots (UKGC RTS 14): a game cycle of at least ``ukGameCycle`` seconds.
  case ukOnline = "uk-online"
  /// GLI-11 land-based gaming devices.
  case gli11 = "gli-11"
  /// Ontario's standard.
  case ontario

  /// The shortest game cycle UK online slots allow, s.
  public static let ukGameCycle = 2.5

  /// The set's name in a config and in messages.
  public var name: String { rawValue }

  /// What the set checks, in a sentence (config and tuning spec documentation).
  public var summary: String {
    switch self {
    case .pachislot:
      "at most 80 rpm at cruise, every reel at speed before the first stop request, a skill "
        + "stop within 4 symbols and 190 ms, at most 21 symbols a strip, no splice"
    case .ukOnline: "a game cycle of at least 2.5 s for every outcome"
    case .gli11, .ontario: "the reels show the real strips: no splice"
    }
  }

  /// Whether the set forbids `splice`, which places the outcome's symbols on a spinning
  /// strip: a physical reel cannot, and the land-based and Ontario standards ask that the
  /// animation follow the real strips.
  public var forbidsSplice: Bool { self != .ukOnline }

  /// The constraints the set adds to a tuning spec's `presets` (none for a set whose rules
  /// are not motion metrics).
  public var constraints: [TuningSpec.Constraint] {
    switch self {
    case .pachislot:
      [
        .init(metric: .cruiseRpm, min: nil, max: 80),
        .init(metric: .cruiseMargin, min: 0, max: nil),
      ]
    case .ukOnline: [.init(metric: .gameCycle, min: RuleSet.ukGameCycle, max: nil)]
    case .gli11, .ontario: []
    }
  }

  /// The sets a tuning spec can name as `presets`: those that add constraints.
  public static var tunable: [RuleSet] { allCases.filter { !$0.constraints.isEmpty } }

  /// The `allowed` words of a list of sets: `` `pachislot` (…), `uk-online` (…) ``.
  static func documented(_ sets: [RuleSet]) -> String {
    sets.map { "`\($0.name)` (\($0.summary))" }.joined(separator: ", ")
  }
}

extension MachineConfig {
  /// The rule sets the config declares, in its order (`rules`; the config's shape allows
  /// only known names).
  public var ruleSets: [RuleSet] { (rules ?? []).compactMap(RuleSet.init(rawValue:)) }

  /// Whether the config declares `set`.
  public func follows(_ set: RuleSet) -> Bool { ruleSets.contains(set) }
}
