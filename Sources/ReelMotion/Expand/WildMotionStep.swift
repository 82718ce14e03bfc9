/// One window of a wild-features game or "Book of" free-spins round, as ``WildMotion`` plays
/// it. Masks are per drum, bit `r` for row `r`.
public struct WildMotionStep: Sendable, Equatable, Hashable {
  /// Which window it is.
  public enum Kind: Sendable, Equatable, Hashable {
    /// The base window: it starts at rest (its spin was shown before).
    case base
    /// A walking respin: the walked wilds step one drum left while the drums spin.
    case respin
    /// A free spin: the sticky wilds stay while the drums spin.
    case freeSpin

    /// `base`, `respin` or `freeSpin`.
    public var name: String {
      switch self {
      case .base: "base"
      case .respin: "respin"
      case .freeSpin: "freeSpin"
      }
    }
  }

  /// Which window it is.
  public var kind: Kind
  /// The cells held wild from the step's start: a free spin's sticky wilds, or where a
  /// respin's walked wilds arrive (each from the same row one drum to the right).
  public var held: [Int]
  /// The cells that show the wild (or the book's symbol) at rest before any growth: where a
  /// drum's growth starts.
  public var landed: [Int]
  /// The drums that grow over their whole height, in drum order.
  public var expanded: [Int]

  /// Creates a step.
  public init(kind: Kind, held: [Int], landed: [Int], expanded: [Int]) {
    self.kind = kind
    self.held = held
    self.landed = landed
    self.expanded = expanded
  }

  /// Whether the drums spin in this step (every step but the base window).
  public var spins: Bool {
    switch kind {
    case .base: false
    case .respin, .freeSpin: true
    }
  }
}
