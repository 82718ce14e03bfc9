/// The tumble chain's rule as the maths reads it: how long a chain may grow. How the cells
/// move (gravity, bounce, delays) is the motion's TumbleParameters; its `rule` gives this.
public struct TumbleRule: Sendable, Equatable, Hashable {
  /// The most tumbles of one chain: the window after the last one is paid but not tumbled
  /// (``TumblePay/End/limit``).
  public var maxTumbles: Int

  /// Creates a rule; by default at most 50 tumbles.
  public init(maxTumbles: Int = 50) {
    self.maxTumbles = maxTumbles
  }

  /// The allowed range of every field of the rule.
  public enum Ranges {
    /// The most tumbles of a chain (a whole number): 1 … 1000.
    public static let maxTumbles = ParameterRange(1, 1000, unit: "tumbles")
  }
}
