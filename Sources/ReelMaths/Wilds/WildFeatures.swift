/// The wild rules of real titles beyond "the wild substitutes where it lands": expanding,
/// sticky and walking wilds (configured in `paytable.wilds`).
///
/// ## The exact rules
///
/// - **Expanding**: after a window lands (base game and free spins), every drum of
///   ``expandingDrums`` that shows the wild in any of its cells shows the wild in all of
///   them: the whole drum is wild (a scatter under it is covered). Then the window pays.
/// - **Sticky** (free spins only): every cell that shows the wild in a free spin's window
///   (after expansion) is **held** for the rest of the round: the following free spins land
///   with that cell wild, whatever its drum shows there. Held cells clear when the round ends.
/// - **Walking** (base game only): when a window (after expansion) shows the wild on a drum
///   other than drum 0, a **respin** follows: every wild in the window moves one drum left in
///   its row (a wild on drum 0 leaves), all drums spin again, the walked wilds cover the
///   cells they moved to, new wilds that land walk too, and the window pays again. Respins
///   go on until a window shows no wild beyond drum 0. Each window of the chain pays.
///
/// With the masks of ``heldMask(_:wild:)`` (bit `r` set: row `r` of the drum is wild), a
/// window is ``shown(_:held:wild:)`` and the next respin's walked wilds are
/// ``walked(_:wild:)``.
public struct WildFeatures: Sendable, Equatable, Hashable {
  /// The most states of a Markov chain priced exactly (walking wilds); beyond, Monte Carlo.
  public static let maximumChainStates = 600
  /// The most respins one walking chain plays in a Monte Carlo game; a chain still running
  /// then ends there (counted).
  public static let maximumRespins = 10_000
  /// Per drum, whether a wild on that drum expands over it (all false: no expansion).
  public var expandingDrums: [Bool]
  /// Whether wilds in free spins stay in their cells for the rest of the round.
  public var sticky: Bool
  /// Whether wilds in the base game walk one drum left per respin.
  public var walking: Bool

  /// Creates the rules.
  public init(expandingDrums: [Bool], sticky: Bool, walking: Bool) {
    self.expandingDrums = expandingDrums
    self.sticky = sticky
    self.walking = walking
  }

  /// Whether any drum expands.
  public var expands: Bool { expandingDrums.contains(true) }

  /// The mask of the cells of `column` (classes, row 0 first) that show `wild`: bit `r` for
  /// row `r`.
  public static func heldMask(_ column: [Int], wild: Int) -> Int {
    var mask = 0
    for (row, symbol) in column.enumerated() where symbol == wild { mask |= 1 << row }
    return mask
  }

  /// The column drum `drum` shows: `column` with the rows of `held` wild, then the whole
  /// drum wild when it expands and shows a wild.
  public func shownColumn(_ column: [Int], drum: Int, held: Int, wild: Int) -> [Int] {
    var shown = column
    for row in shown.indices where held & (1 << row) != 0 { shown[row] = wild }
    if drum < expandingDrums.count, expandingDrums[drum], shown.contains(wild) {
      shown = Array(repeating: wild, count: shown.count)
    }
    return shown
  }

  /// The window shown for a landing `columns` with `held` masks (one per drum).
  public func shown(_ columns: [[Int]], held: [Int], wild: Int) -> [[Int]] {
    columns.indices.map { shownColumn(columns[$0], drum: $0, held: held[$0], wild: wild) }
  }

  /// The walked wilds of the respin after window `shown`: drum `d`'s mask is drum `d + 1`'s
  /// wild cells; the last drum's is 0 (drum 0's wilds leave).
  public static func walked(_ shown: [[Int]], wild: Int) -> [Int] {
    shown.indices.map { drum in
      drum + 1 < shown.count ? heldMask(shown[drum + 1], wild: wild) : 0
    }
  }

  /// The held masks after free-spin window `shown`: every wild cell.
  public static func held(_ shown: [[Int]], wild: Int) -> [Int] {
    shown.map { heldMask($0, wild: wild) }
  }
}
