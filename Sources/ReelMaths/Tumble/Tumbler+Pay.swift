extension Tumbler {
  /// What the chain of the outcome `stops` pays, without the motion: the same rule and the
  /// same refill code as ``TumbleMachine/chain(stops:startTick:)`` (`refill(_:removing:above:stripCount:moved:)`),
  /// on symbol classes, with no cell falls, ticks or events. Each window's pay is left in
  /// `workspace` (``TumbleWorkspace/windowPays``).
  ///
  ///     total = pay(W₀) + Σ_{k=1…T} pay(W_k)
  ///
  /// `W₀` the spin's window, `W_k` the window after tumble `k`, `T` the tumbles: until a
  /// window has no win that removes a cell, or ``TumbleRule/maxTumbles`` (``TumblePay/End/limit``).
  public func chainPay(stops: [Int], workspace: inout TumbleWorkspace) -> TumblePay {
    precondition(stops.count == reels.reels.count, "one stop per drum")
    workspace.windowPays.removeAll(keepingCapacity: true)
    if workspace.keepsWins { workspace.windowWins.removeAll(keepingCapacity: true) }
    for drum in stops.indices {
      let count = stripClasses[drum].count
      let top = stops[drum] + reels.reels[drum].targetRow
      for row in workspace.indices[drum].indices {
        let index = Self.wrap(top - row, count)
        workspace.indices[drum][row] = index
        workspace.classes[drum][row] = stripClasses[drum][index]
      }
      workspace.above[drum] = Self.wrap(top + 1, count)
    }
    var pay = evaluator.evaluate(classes: workspace.classes)
    let first = pay.total
    var total = first
    var tumbles = 0
    var end = TumblePay.End.noWin
    workspace.windowPays.append(first)
    if workspace.keepsWins { workspace.windowWins.append(pay.wins) }
    while !pay.wins.isEmpty {
      guard tumbles < rule.maxTumbles else {
        end = .limit
        break
      }
      evaluator.markWinningCells(workspace.classes, pay: pay, into: &workspace.cells)
      var removed = 0
      for drum in stops.indices {
        let count = Self.refill(
          &workspace.indices[drum], removing: workspace.cells[drum],
          above: &workspace.above[drum], stripCount: stripClasses[drum].count
        ) { _, _, _ in }
        guard count > 0 else { continue }
        removed += count
        for row in workspace.indices[drum].indices {
          workspace.classes[drum][row] = stripClasses[drum][workspace.indices[drum][row]]
        }
      }
      guard removed > 0 else { break }
      tumbles += 1
      pay = evaluator.evaluate(classes: workspace.classes)
      total += pay.total
      workspace.windowPays.append(pay.total)
      if workspace.keepsWins { workspace.windowWins.append(pay.wins) }
    }
    return TumblePay(first: first, total: total, tumbles: tumbles, end: end)
  }

  /// What the chain of `stops` pays (``chainPay(stops:workspace:)`` with a workspace of its
  /// own).
  public func chainPay(stops: [Int]) -> TumblePay {
    var workspace = TumbleWorkspace(for: self)
    return chainPay(stops: stops, workspace: &workspace)
  }
}
