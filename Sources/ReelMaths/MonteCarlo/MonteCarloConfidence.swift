/// The confidence of every Monte Carlo interval the model computes and the tool prints: two
/// sided, 99 % (what labs ask for). Fixed-row estimates (``MonteCarloEstimate``), variable
/// rows and cascades (``VariableRowsEstimate``, ``CascadeEstimate``), hold and win
/// (``HoldAndWinEstimate``) and cluster pays all read it, so their intervals cannot differ in
/// level:
///
///     estimate ± z·s/√N,   z = Φ⁻¹(1 − (1 − 0.99)/2) = Φ⁻¹(0.995) = 2.5758293035489004
///
/// (`Φ⁻¹` the standard normal quantile; a proportion uses the same `z` in its Wilson interval).
/// The lab figures of an exact sheet (volatility index, the RTP range after N spins) are
/// not Monte Carlo intervals and keep their own confidences (``ParSheet/z(confidence:)``).
public enum MonteCarloConfidence {
  /// The confidence level: 0.99.
  public static let level = 0.99
  /// The two-sided normal quantile of ``level``: `Φ⁻¹(0.995) = 2.5758293035489004`.
  public static let z = 2.5758293035489004
  /// The level as reports print it: `99 %`.
  public static let percent = "99 %"
}
