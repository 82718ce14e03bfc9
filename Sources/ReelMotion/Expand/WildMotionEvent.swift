/// Something that happens in a ``WildMotion``, at a tick of its timeline.
///
/// Within a step the events come in this order: ``Kind/stepStarted``, each sticky cell's
/// ``Kind/held`` or each walked wild's ``Kind/walkStarted`` (drum, then row order),
/// ``Kind/spinStarted``, then by tick: ``Kind/walkEnded``, ``Kind/drumsSettled``, each drum's
/// ``Kind/expandStarted`` and ``Kind/expandEnded``, and ``Kind/stepEnded``; events on one
/// tick keep that order.
public struct WildMotionEvent: Sendable, Equatable, Hashable {
  /// What happens.
  public enum Kind: Sendable, Equatable, Hashable {
    /// A step starts (its kind in ``WildMotion/steps``).
    case stepStarted
    /// A sticky wild stays in cell (``drum``, ``row``) while the drums spin.
    case held
    /// A walked wild leaves drum ``drum`` + 1 for cell (``drum``, ``row``).
    case walkStarted
    /// The walked wild rests in cell (``drum``, ``row``).
    case walkEnded
    /// The drums start spinning (a respin or free spin).
    case spinStarted
    /// Every drum rests.
    case drumsSettled
    /// Drum ``drum`` starts growing over its height.
    case expandStarted
    /// Drum ``drum`` shows the symbol in every cell.
    case expandEnded
    /// The step is over.
    case stepEnded

    /// The kind's name: `stepStarted`, `held`, `walkStarted`, …
    public var name: String {
      switch self {
      case .stepStarted: "stepStarted"
      case .held: "held"
      case .walkStarted: "walkStarted"
      case .walkEnded: "walkEnded"
      case .spinStarted: "spinStarted"
      case .drumsSettled: "drumsSettled"
      case .expandStarted: "expandStarted"
      case .expandEnded: "expandEnded"
      case .stepEnded: "stepEnded"
      }
    }

    /// The kind's code in the WebAssembly module's records (0 to 8, in declaration order).
    public var code: Int {
      switch self {
      case .stepStarted: 0
      case .held: 1
      case .walkStarted: 2
      case .walkEnded: 3
      case .spinStarted: 4
      case .drumsSettled: 5
      case .expandStarted: 6
      case .expandEnded: 7
      case .stepEnded: 8
      }
    }
  }

  /// The tick of the motion's timeline (0: the base window at rest).
  public var tick: Int
  /// The step, from 0.
  public var step: Int
  /// The drum, or `nil` for an event of the step.
  public var drum: Int?
  /// The row, or `nil` for an event of a drum or the step.
  public var row: Int?
  /// What happens.
  public var kind: Kind

  /// Creates an event.
  public init(tick: Int, step: Int, drum: Int?, row: Int?, kind: Kind) {
    self.tick = tick
    self.step = step
    self.drum = drum
    self.row = row
    self.kind = kind
  }
}
