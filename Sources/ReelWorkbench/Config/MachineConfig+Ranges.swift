import ReelKit

extension MachineConfig {
  /// The allowed ranges of the config's own numeric keys (the motion's are
  /// ``/ReelKit/MotionParameters/Ranges``, the clock's and the drum's are ReelKit's too).
  public enum Ranges {
    /// `startDelay`, `startInterval`, `firstStop`, `stopInterval`: within the first minute.
    public static let timing = ParameterRange(0, 60, unit: "s")
    /// A drum's `stopTime`: ``/ReelKit/DrumSpec/stopRequestTimeRange``.
    public static let stopTime = DrumSpec.stopRequestTimeRange
    /// `paytable.bet`, credits per line.
    public static let bet = ParameterRange(
      0, maximumBet, unit: "credits per line", excludingLowerBound: true)
    /// A line pay, × the line bet.
    public static let linePay = ParameterRange(0, maximumPay, unit: "× the line bet")
    /// A scatter pay, × the total bet.
    public static let scatterPay = ParameterRange(0, maximumPay, unit: "× the total bet")
    /// `paytable.maxWin`, the cap of a cluster spin's win.
    public static let maxWin = ParameterRange(
      0, maximumPay, unit: "× the total bet", excludingLowerBound: true)
  }
}
