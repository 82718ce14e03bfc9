/// One window of a variable-row cascade chain as the motion needs it
/// (``VariableRowsCascade/windows(of:inFreeSpins:cascadesBefore:)``): the cells the cascade
/// before it removed and moved, the strip indices it shows, what it pays and its multiplier.
///
/// Drums are numbered as the spin's machine of the motion numbers them: `0 … n − 1` the
/// machine's drums, rows top first; `n` the top drum (when the spin has one), its row `i` the
/// cell over drum `n − 2 − i` (row 0 on the right, over drum `n − 2`), so that its refill — the
/// cells left slide towards drum 1, new ones come in on the right — is a fall from row `i` to
/// a higher row, exactly as a drum's.
public struct CascadeWindow: Sendable, Equatable, Hashable {
  /// The cells removed from the window before (none for the landing window), drum by drum,
  /// top row first.
  public var removed: [CascadeCell]
  /// The cells that changed row in the cascade that made this window (none for the landing
  /// window), drum by drum: each drum's survivors from the bottom up, then its new cells from
  /// the lowest up (``Tumbler``'s refill order). A new cell comes from a negative row.
  public var moves: [CascadeMove]
  /// Each drum's strip indices, top row first; the top drum's last (when the spin has one).
  public var indices: [[Int]]
  /// What the window pays, before its multiplier.
  public var pay: SpinPay
  /// The window's multiplier ``CascadeMultiplier/value(afterCascades:inFreeSpins:)``.
  public var multiplier: Int

  /// Creates a window.
  public init(
    removed: [CascadeCell], moves: [CascadeMove], indices: [[Int]], pay: SpinPay, multiplier: Int
  ) {
    self.removed = removed
    self.moves = moves
    self.indices = indices
    self.pay = pay
    self.multiplier = multiplier
  }
}

/// A cell a cascade removes: its drum, its row (0 at the top) and the strip index it showed.
public struct CascadeCell: Sendable, Equatable, Hashable {
  /// The drum (``CascadeWindow``'s numbering: `n` is the top drum).
  public var drum: Int
  /// The row, 0 at the top (the top drum's: 0 over drum `n − 2`).
  public var row: Int
  /// The strip index it showed.
  public var index: Int

  /// Creates a cell.
  public init(drum: Int, row: Int, index: Int) {
    self.drum = drum
    self.row = row
    self.index = index
  }
}

/// A cell that changes row in a cascade: it falls from row `from` (negative: a new symbol,
/// above the window) into row `to`, below.
public struct CascadeMove: Sendable, Equatable, Hashable {
  /// The drum (``CascadeWindow``'s numbering: `n` is the top drum).
  public var drum: Int
  /// The strip index it shows.
  public var index: Int
  /// The row it starts from.
  public var from: Int
  /// The row it rests in.
  public var to: Int

  /// Creates a move.
  public init(drum: Int, index: Int, from: Int, to: Int) {
    self.drum = drum
    self.index = index
    self.from = from
    self.to = to
  }
}
