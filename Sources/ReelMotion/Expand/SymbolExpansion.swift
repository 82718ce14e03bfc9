/// The planned animation of a "Book of" expanding symbol over the drums of a free spin that
/// have come to rest: one `expand` event per drum, in drum order, on whole ticks.
///
///     tick(i) = delayTicks + i × intervalTicks      (i: the drum's place among the expanding drums)
///
/// counted from the tick the free spin's last drum came to rest. At its event's tick every
/// visible cell of the drum shows the symbol; before it the drum shows its window at rest.
/// Nothing moves: every drum is at rest for the whole animation, so no cell changes while a
/// drum spins, and the plan is a fixed function of the drums (bit-identical everywhere).
public struct SymbolExpansion: Sendable, Equatable {
  /// The default delay after the rest: 60 ticks (0.25 s at 240 Hz).
  public static let defaultDelayTicks = 60
  /// The default interval between two drums: 48 ticks (0.2 s at 240 Hz).
  public static let defaultIntervalTicks = 48

  /// The events, in tick order.
  public var events: [ExpansionEvent]

  /// Plans the expansion of `drums` (in drum order).
  public init(
    drums: [Int], delayTicks: Int = defaultDelayTicks, intervalTicks: Int = defaultIntervalTicks
  ) {
    events = drums.enumerated().map { place, drum in
      ExpansionEvent(drum: drum, tick: delayTicks + place * intervalTicks)
    }
  }

  /// The tick the last drum has expanded at (0 without a drum).
  public var endTick: Int { events.last?.tick ?? 0 }

  /// Whether drum `drum` shows the expanded symbol at `tick` (its event's tick or later).
  public func isExpanded(drum: Int, atTick tick: Int) -> Bool {
    events.contains { $0.drum == drum && $0.tick <= tick }
  }
}

/// One drum filling with the expanding symbol.
public struct ExpansionEvent: Sendable, Equatable {
  /// The drum.
  public var drum: Int
  /// The tick, from the rest of the free spin's last drum.
  public var tick: Int

  /// Creates an event.
  public init(drum: Int, tick: Int) {
    self.drum = drum
    self.tick = tick
  }
}
