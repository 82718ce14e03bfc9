import ReelWorkbench

/// `--coins N` of `simulate` and `par`: the coin level a machine with `paytable.coins` plays.
enum CoinOption {
  /// `machine` at `coins` coins per line (its first level when `nil`), or one line naming
  /// `--coins` and the levels allowed, exit 65, when the machine has no such level.
  static func playing(_ coins: Int?, on machine: ResolvedMachine) throws -> ResolvedMachine {
    guard let coins else { return machine }
    if let problem = machine.coinProblem(coins) {
      Diagnostics.write("error: --coins: \(problem)")
      throw ExitStatus.invalidData
    }
    return machine.playing(coins: coins)
  }
}
