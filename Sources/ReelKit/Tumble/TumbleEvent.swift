/// Something that happens to one cell of a tumble, at a tick.
///
/// Every winning cell of a tumble is ``Kind/removed`` at the tumble's removal tick; every cell
/// that moves (a symbol above a gap, a new symbol from above) is ``Kind/falling`` at the tick
/// its column starts to fall and ``Kind/landed`` at the first tick it rests in its row (after
/// its bounce). ``TumbleChain/events`` lists them by tick, then tumble, kind, drum and row.
public struct TumbleEvent: Sendable, Equatable, Hashable {
  /// What happens.
  public enum Kind: String, Sendable, Equatable, Hashable, CaseIterable {
    /// A winning cell leaves the window (`row` is the row it was in).
    case removed
    /// A cell starts to fall (`row` is the row it will rest in).
    case falling
    /// A cell comes to rest in its row, exactly (after its bounce).
    case landed
  }

  /// The tick.
  public var tick: Int
  /// The tumble, from 1.
  public var tumble: Int
  /// What happens.
  public var kind: Kind
  /// The drum (column), 0 at the left.
  public var drum: Int
  /// The row, 0 at the top: where a removed cell was, where a falling cell will rest.
  public var row: Int
  /// The cell's symbol.
  public var symbol: String

  /// Creates an event.
  public init(tick: Int, tumble: Int, kind: Kind, drum: Int, row: Int, symbol: String) {
    self.tick = tick
    self.tumble = tumble
    self.kind = kind
    self.drum = drum
    self.row = row
    self.symbol = symbol
  }

  /// The order of ``TumbleChain/events``: tick, tumble, kind (removed, falling, landed),
  /// drum, row.
  static func inOrder(_ a: TumbleEvent, _ b: TumbleEvent) -> Bool {
    func rank(_ kind: Kind) -> Int {
      switch kind {
      case .removed: 0
      case .falling: 1
      case .landed: 2
      }
    }
    if a.tick != b.tick { return a.tick < b.tick }
    if a.tumble != b.tumble { return a.tumble < b.tumble }
    if a.kind != b.kind { return rank(a.kind) < rank(b.kind) }
    if a.drum != b.drum { return a.drum < b.drum }
    return a.row < b.row
  }
}

#if !hasFeature(Embedded)
  extension TumbleEvent: Codable {}
  extension TumbleEvent.Kind: Codable {}
#endif
