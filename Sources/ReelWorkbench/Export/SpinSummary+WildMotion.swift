import ReelKit

extension SpinSummary {
  /// The timing of the wild motion: each respin or free spin spins as long as the spin shown
  /// (its last settle), the other parts at their defaults (``WildMotionTiming``).
  var wildMotionTiming: WildMotionTiming {
    WildMotionTiming(spinTicks: result.spinTick ?? 0)
  }

  /// The planned motion of the rules that move (issue 34): a wild-features game's expanding,
  /// sticky and walking wilds, or a "Book of" round's expanding symbol; `nil` for other
  /// machines and spins that start neither. Tick 0 is the spin shown at rest.
  public var wildMotion: WildMotion? {
    let rows = result.drums.map(\.window.count).min() ?? 0
    let drums = result.drums.count
    if let game = wildFeaturesGame {
      return WildMotion(
        game: game, drums: drums, rows: rows, timing: wildMotionTiming, clock: result.clock)
    }
    if let round = freeSpinsRound, round.expandingSymbol != nil {
      return WildMotion(
        bookRound: round, drums: drums, rows: rows, timing: wildMotionTiming,
        clock: result.clock)
    }
    return nil
  }

  /// The table's section on the wild motion: one row per event (tick and time from the spin
  /// at rest, step, event, drum, row). Empty without a motion or with no step.
  var wildMotionSection: String {
    guard let motion = wildMotion, !motion.steps.isEmpty else { return "" }
    var rows = [["tick", "time", "step", "kind", "event", "drum", "row"]]
    for event in motion.events {
      rows.append([
        String(event.tick), formatFixed(motion.clock.time(atTick: event.tick), decimals: 3),
        String(event.step), motion.steps[event.step].kind.name, event.kind.name,
        event.drum.map(String.init) ?? "-", event.row.map(String.init) ?? "-",
      ])
    }
    let timing = motion.timing
    return "wild motion (ticks from the spin at rest; spins \(timing.spinTicks), walk "
      + "\(timing.walkTicks), growth \(timing.growTicks) ticks from \(timing.delayTicks) after "
      + "the rest, one drum every \(timing.intervalTicks), pause \(timing.pauseTicks)):\n"
      + Self.align(rows) + "wild motion ends at tick \(motion.endTick) ("
      + formatFixed(motion.clock.time(atTick: motion.endTick), decimals: 3) + " s)\n"
  }

  /// What step `index` of the motion lands on: its stops, its window before any growth
  /// (rows top first, held cells showing the wild) and the symbol that is held or grows.
  func wildStepLanding(_ index: Int) -> (stops: [Int], window: [[String]], symbol: String?) {
    if let game = wildFeaturesGame, index < game.steps.count {
      let step = game.steps[index]
      let free = step.kind == "free spin" ? freeSpins?.paytable.wild : nil
      let windows = wildStepWindows ?? []
      return (
        step.stops, index < windows.count ? windows[index] : result.window,
        free ?? paytable?.wild
      )
    }
    if let round = freeSpinsRound, index < round.spins.count {
      let spin = round.spins[index]
      return (spin.stops, spin.window.rows, round.expandingSymbol)
    }
    return ([], result.window, nil)
  }

  /// The wild motion as JSON: `{timing, steps, endTick, endTime, events}`, each step
  /// `{kind, startTick, held, landed, expanded, stops, window, symbol}` (`held` and `landed`
  /// a row mask per drum, bit `r` for row `r`, as ``WildMotionStep``; `window` the rows it
  /// lands on, top first, before any growth; `symbol` the one held or growing), each event
  /// `{tick, time, step, event, drum, row}` (`null` drum or row for an event of the step);
  /// `nil` without a motion.
  var wildMotionJSON: JSONValue? {
    guard let motion = wildMotion else { return nil }
    let timing = motion.timing
    let steps: [JSONValue] = motion.steps.indices.map { index in
      let step = motion.steps[index]
      let landing = wildStepLanding(index)
      return .object([
        "kind": .string(step.kind.name),
        "startTick": .number(motion.startTicks[index]),
        "held": .array(step.held.map { .number($0) }),
        "landed": .array(step.landed.map { .number($0) }),
        "expanded": .array(step.expanded.map { .number($0) }),
        "stops": .array(landing.stops.map { .number($0) }),
        "window": .array(landing.window.map { row in .array(row.map { .string($0) }) }),
        "symbol": landing.symbol.map { .string($0) } ?? .null,
      ])
    }
    let events: [JSONValue] = motion.events.map { event in
      .object([
        "tick": .number(event.tick), "time": .number(motion.clock.time(atTick: event.tick)),
        "step": .number(event.step), "event": .string(event.kind.name),
        "drum": .optional(event.drum), "row": .optional(event.row),
      ])
    }
    return .object([
      "timing": .object([
        "spinTicks": .number(timing.spinTicks), "walkTicks": .number(timing.walkTicks),
        "growTicks": .number(timing.growTicks), "delayTicks": .number(timing.delayTicks),
        "intervalTicks": .number(timing.intervalTicks), "pauseTicks": .number(timing.pauseTicks),
      ]),
      "steps": .array(steps), "endTick": .number(motion.endTick),
      "endTime": .number(motion.clock.time(atTick: motion.endTick)), "events": .array(events),
    ])
  }
}
