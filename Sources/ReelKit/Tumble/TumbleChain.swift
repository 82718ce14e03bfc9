import ReelMaths
import ReelMotion

/// A whole tumble (cascade) chain: the window the spin landed on, each tumble in turn, and
/// what every window pays.
///
/// The chain is decided by the stops alone (``TumbleMachine/chain(stops:startTick:)``): the same
/// stops give the same chain, tick for tick, on every run and platform.
public struct TumbleChain: Sendable, Equatable, Hashable {
  /// Why a chain ends (no win left, or ``TumbleParameters/maxTumbles`` reached), as its
  /// pay without the motion says it.
  public typealias End = TumblePay.End

  /// The stop of every drum (the spin's outcome).
  public var stops: [Int]
  /// The symbol height of every drum, pt (a cell in row `r` rests at `r·h`).
  public var symbolHeights: [Double]
  /// The tick the chain starts at: the spin's last settle tick.
  public var startTick: Int
  /// The window the spin landed on.
  public var window: SymbolWindow
  /// The strip index of every cell of ``window``, `[drum][row]`.
  public var stripIndices: [[Int]]
  /// What ``window`` pays.
  public var pay: SpinPay
  /// The tumbles, in order.
  public var steps: [TumbleStep]
  /// Why the chain ended.
  public var end: End

  /// The sum of every window's pay: the spin's window and the window after each tumble.
  public var totalPay: Double { steps.reduce(pay.total) { $0 + $1.pay.total } }

  /// The tick at which the chain is over (the last tumble settled, or ``startTick``).
  public var settleTick: Int { steps.last?.settleTick ?? startTick }

  /// The window at the end of the chain.
  public var finalWindow: SymbolWindow { steps.last?.window ?? window }

  /// The number of cells removed by all tumbles.
  public var removedCount: Int { steps.reduce(0) { $0 + $1.removed.count } }

  /// The result code of the whole chain (``TumbleCode``).
  public var code: TumbleCode {
    TumbleCode(
      stops: stops,
      removals: steps.map { step in
        window.columns.indices.map { drum in step.removed.filter { $0.drum == drum }.count }
      })
  }

  /// Every event of every tumble: the removals at each tumble's removal tick, each moving
  /// cell's start and landing, by tick, then tumble, kind (removed, falling, landed), drum
  /// and row.
  public var events: [TumbleEvent] {
    var events: [TumbleEvent] = []
    for step in steps {
      for cell in step.removed {
        events.append(
          TumbleEvent(
            tick: step.removalTick, tumble: step.number, kind: .removed, drum: cell.drum,
            row: cell.row, symbol: cell.symbol))
      }
      for fall in step.falls {
        events.append(
          TumbleEvent(
            tick: fall.startTick, tumble: step.number, kind: .falling, drum: fall.drum,
            row: fall.row, symbol: fall.symbol))
        events.append(
          TumbleEvent(
            tick: fall.landTick, tumble: step.number, kind: .landed, drum: fall.drum,
            row: fall.row, symbol: fall.symbol))
      }
    }
    return events.sorted(by: TumbleEvent.inOrder)
  }
}

extension TumbleChain {
  /// The chain's pay without its motion (what ``Tumbler/chainPay(stops:workspace:)`` gives).
  public var payOnly: TumblePay {
    TumblePay(first: pay.total, total: totalPay, tumbles: steps.count, end: end)
  }
}
