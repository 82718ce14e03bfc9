import ReelKit
import ReelKitSupport

extension SpinSummary {
  /// The spin's pay (the window's, ``payout``) with the max win cap applied; `nil` without a
  /// cap or when the spin did not finish.
  public var cappedSpinWin: CappedWin? {
    guard let winCap, let payout else { return nil }
    return winCap.apply(payout.total)
  }

  /// The free-spins round's win (every free spin's pay, ``/ReelKit/FreeSpinsRound/pay``) with
  /// the max win cap applied to the whole round; `nil` without a cap or a round.
  public var cappedRoundWin: CappedWin? {
    guard let winCap, let round = freeSpinsRound else { return nil }
    return winCap.apply(round.pay)
  }

  /// What the spin pays with its free spins after the caps: the spin's paid win plus the
  /// round's (``cappedSpinWin``, ``cappedRoundWin``); `nil` without a cap or when the spin did
  /// not finish.
  public var paidWin: Double? {
    cappedSpinWin.map { $0.paid + (cappedRoundWin?.paid ?? 0) }
  }

  /// The JSON of the cap, `nil` without one:
  ///
  ///     {cap, capCredits, uncappedWin, win, capped, paid,
  ///      round: {uncappedWin, win, capped, cappedAtSpin}}
  ///
  /// `uncappedWin`, `win` and `capped` are the spin's (the window's pay before the cap, what
  /// it pays, whether the cap cut it); `round` (only when free spins were played) the same
  /// for the whole round, with the free spin on which it went over the cap (`null` when it
  /// did not); `paid` the spin and its round together, what the player is paid.
  var winCapJSON: JSONValue? {
    guard let winCap, let spin = cappedSpinWin, let paid = paidWin else { return nil }
    var members: [(String, JSONValue)] = [
      ("cap", .number(winCap.multiple)), ("capCredits", .number(winCap.credits)),
      ("uncappedWin", .number(spin.uncapped)), ("win", .number(spin.paid)),
      ("capped", .bool(spin.capped)), ("paid", .number(paid)),
    ]
    if let roundWin = cappedRoundWin, let round = freeSpinsRound {
      members.append(
        (
          "round",
          .object([
            "uncappedWin": .number(roundWin.uncapped), "win": .number(roundWin.paid),
            "capped": .bool(roundWin.capped),
            "cappedAtSpin": .optional(winCap.cappingSpin(round.spins.map(\.pay))),
          ])
        ))
    }
    return .object(members.map { (key: $0.0, node: JSONNode(value: $0.1, line: 0, column: 0)) })
  }

  /// The table's section on the cap: the cap, what it did to the spin and to its free-spins
  /// round (`capped at 40 × bet`, the win before the cap), and what is paid. Empty without a
  /// cap or when the spin did not finish.
  var winCapSection: String {
    guard let winCap, let spin = cappedSpinWin, let paid = paidWin else { return "" }
    let cap = "capped at \(formatNumber(winCap.multiple)) × bet"
    var text =
      "max win cap: \(formatNumber(winCap.multiple)) × total bet "
      + "(\(Self.formatPay(winCap.credits)) credits), on the spin and on its free-spins round\n"
    text +=
      spin.capped
      ? "  spin: \(cap): pays \(Self.formatPay(spin.paid)) "
        + "(\(Self.formatPay(spin.uncapped)) before the cap)\n"
      : "  spin: \(Self.formatPay(spin.paid)), not capped\n"
    if let roundWin = cappedRoundWin, let round = freeSpinsRound {
      if roundWin.capped, let at = winCap.cappingSpin(round.spins.map(\.pay)) {
        let after = round.spins.count - at
        text +=
          "  free spins: \(cap) on free spin \(at): pays \(Self.formatPay(roundWin.paid)) "
          + "(\(Self.formatPay(roundWin.uncapped)) before the cap; "
          + (after == 0
            ? "it was the last)\n"
            : "\(counted(after, "free spin")) after it pay nothing more)\n")
      } else {
        text += "  free spins: \(Self.formatPay(roundWin.paid)), not capped\n"
      }
    }
    return text + "paid: \(Self.formatPay(paid))\n"
  }
}
