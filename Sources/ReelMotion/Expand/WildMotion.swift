/// The planned animation of the wild rules that move — an expanding wild (or the "Book of"
/// symbol) growing over its drum, sticky wilds staying while the drums spin, walking wilds
/// stepping one drum left per respin — over the steps of one game, on whole ticks.
///
/// Tick 0 is the base window at rest. Step `k` starts at `s_k` (`s_0 = 0`); with the
/// ``WildMotionTiming`` parts:
///
///     rest_k      = s_k + spinTicks                 (s_k for the base step: it starts at rest)
///     walkEnd_k   = s_k + walkTicks                 (a respin with walked wilds)
///     grow_k,i    = rest_k + delayTicks + i·intervalTicks,   i: the drum's place among those
///                                                   that grow; it grows until + growTicks
///     s_{k+1}     = max(rest_k, walkEnd_k, last growth's end) + pauseTicks
///
/// Positions are closed forms of the tick (``sample(atTick:)``): no state, any tick in any
/// order, the same bits in every build (WebAssembly too).
public struct WildMotion: Sendable, Equatable {
  /// The steps, in order.
  public var steps: [WildMotionStep]
  /// The drums of the window.
  public var drums: Int
  /// The rows of the window.
  public var rows: Int
  /// The timing.
  public var timing: WildMotionTiming
  /// The clock.
  public var clock: SimulationClock
  /// Each step's start tick `s_k`.
  public private(set) var startTicks: [Int]
  /// The tick the last step ends (0 without steps).
  public private(set) var endTick: Int

  /// Plans `steps` of a `drums` × `rows` window (masks of `rows` bits; ``WildMotionTiming/issue``
  /// `nil`).
  public init(
    steps: [WildMotionStep], drums: Int, rows: Int, timing: WildMotionTiming,
    clock: SimulationClock = SimulationClock()
  ) {
    self.steps = steps
    self.drums = drums
    self.rows = rows
    self.timing = timing
    self.clock = clock
    var starts: [Int] = []
    var tick = 0
    for step in steps {
      starts.append(tick)
      tick = Self.lastMotionTick(of: step, from: tick, timing: timing).addingTicks(
        timing.pauseTicks)
    }
    startTicks = starts
    endTick = tick
  }

  /// The tick step `step` rests at: its start plus ``WildMotionTiming/spinTicks`` when it spins.
  public func restTick(ofStep step: Int) -> Int {
    steps[step].spins ? startTicks[step].addingTicks(timing.spinTicks) : startTicks[step]
  }

  /// The tick the `place`-th growing drum of step `step` starts growing.
  public func growTick(ofStep step: Int, place: Int) -> Int {
    restTick(ofStep: step).addingTicks(timing.delayTicks).addingTicks(
      place.multipliedReportingOverflow(by: timing.intervalTicks).overflow
        ? SimulationClock.maximumTick : place * timing.intervalTicks)
  }

  /// The step under way at `tick`: the last one started at or before it (0 before the first;
  /// `nil` without steps).
  public func step(atTick tick: Int) -> Int? {
    guard !steps.isEmpty else { return nil }
    return startTicks.lastIndex { $0 <= tick } ?? 0
  }

  /// Every event, by tick (``WildMotionEvent`` gives the order within a tick).
  public var events: [WildMotionEvent] {
    var events: [WildMotionEvent] = []
    for index in steps.indices {
      let step = steps[index]
      let start = startTicks[index]
      func add(_ tick: Int, _ drum: Int?, _ row: Int?, _ kind: WildMotionEvent.Kind) {
        events.append(WildMotionEvent(tick: tick, step: index, drum: drum, row: row, kind: kind))
      }
      add(start, nil, nil, .stepStarted)
      let cells = Self.cells(of: step.held, rows: rows)
      let walks = step.kind == .respin && !cells.isEmpty
      for (drum, row) in cells { add(start, drum, row, walks ? .walkStarted : .held) }
      if step.spins { add(start, nil, nil, .spinStarted) }
      // The rest of the step, on ticks at or after its start, merged by tick (ties in the
      // order of the documented list).
      var later: [WildMotionEvent] = []
      if walks {
        let end = start.addingTicks(timing.walkTicks)
        for (drum, row) in cells {
          later.append(
            WildMotionEvent(tick: end, step: index, drum: drum, row: row, kind: .walkEnded))
        }
      }
      if step.spins {
        later.append(
          WildMotionEvent(
            tick: restTick(ofStep: index), step: index, drum: nil, row: nil, kind: .drumsSettled))
      }
      for (place, drum) in step.expanded.enumerated() {
        let grow = growTick(ofStep: index, place: place)
        later.append(
          WildMotionEvent(tick: grow, step: index, drum: drum, row: nil, kind: .expandStarted))
        later.append(
          WildMotionEvent(
            tick: grow.addingTicks(timing.growTicks), step: index, drum: drum, row: nil,
            kind: .expandEnded))
      }
      let end = index + 1 < steps.count ? startTicks[index + 1] : endTick
      later.append(WildMotionEvent(tick: end, step: index, drum: nil, row: nil, kind: .stepEnded))
      events += Self.byTick(later)
    }
    return events
  }

  /// The tick a step's last motion ends (its rest, walk or last growth).
  static func lastMotionTick(of step: WildMotionStep, from start: Int, timing: WildMotionTiming)
    -> Int
  {
    var last = step.spins ? start.addingTicks(timing.spinTicks) : start
    let rest = last
    if step.kind == .respin, step.held.contains(where: { $0 != 0 }) {
      last = max(last, start.addingTicks(timing.walkTicks))
    }
    if !step.expanded.isEmpty {
      let place = step.expanded.count - 1
      let (offset, overflow) = place.multipliedReportingOverflow(by: timing.intervalTicks)
      let grow = rest.addingTicks(timing.delayTicks).addingTicks(
        overflow ? SimulationClock.maximumTick : offset)
      last = max(last, grow.addingTicks(timing.growTicks))
    }
    return last
  }

  /// The cells of `masks` as `(drum, row)`, drum then row order (rows below `rows` only).
  static func cells(of masks: [Int], rows: Int) -> [(drum: Int, row: Int)] {
    var cells: [(drum: Int, row: Int)] = []
    for (drum, mask) in masks.enumerated() {
      for row in 0..<max(0, min(rows, 62)) where mask & (1 << row) != 0 {
        cells.append((drum, row))
      }
    }
    return cells
  }

  /// `events` stably ordered by tick (an insertion sort: a step has few events, and the
  /// order within a tick must stay the documented one).
  static func byTick(_ events: [WildMotionEvent]) -> [WildMotionEvent] {
    var sorted: [WildMotionEvent] = []
    sorted.reserveCapacity(events.count)
    for event in events {
      var index = sorted.count
      while index > 0, sorted[index - 1].tick > event.tick { index -= 1 }
      sorted.insert(event, at: index)
    }
    return sorted
  }
}
