import ReelKit

extension MachineConfig {
  /// The allowed ranges of the config's own numeric keys (the motion's are
  /// ``/ReelKit/MotionParameters/Ranges``, the clock's and the drum's are ReelKit's too).
  public enum Ranges {
    /// `startDelay`, `startInterval`, `firstStop`, `stopInterval`: within the first minute
    /// (``/ReelKit/DrumSchedule/timeRange``).
    public static let timing = DrumSchedule.timeRange
    /// A drum's `stopTime`: ``/ReelKit/DrumSpec/stopRequestTimeRange``.
    public static let stopTime = DrumSpec.stopRequestTimeRange
    /// `paytable.bet`, credits per line.
    public static let bet = ParameterRange(
      0, maximumBet, unit: "credits per line", excludingLowerBound: true)
    /// A line pay, × the line bet.
    public static let linePay = ParameterRange(0, maximumPay, unit: "× the line bet")
    /// A pay at one coin level (`paytable.coins.pays`), × the coin's value (`bet`).
    public static let coinPay = ParameterRange(0, maximumPay, unit: "× the coin's value (bet)")
    /// A scatter pay, × the total bet.
    public static let scatterPay = ParameterRange(0, maximumPay, unit: "× the total bet")
    /// `paytable.holdAndWin.respins`.
    public static let holdAndWinRespins = ParameterRange(
      1, Double(HoldAndWinFeature.maximumRespins), unit: "respins")
    /// A hold-and-win cash value or jackpot, × the total bet.
    public static let holdAndWinPrize = ParameterRange(
      0, HoldAndWinFeature.maximumPrize, unit: "× the total bet", excludingLowerBound: true)
    /// `paytable.maxWin`, the cap of a cluster spin's win.
    public static let maxWin = ParameterRange(
      0, maximumPay, unit: "× the total bet", excludingLowerBound: true)
  }
}
