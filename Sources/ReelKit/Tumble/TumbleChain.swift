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
  /// Each window's multiplier, the spin's window first (a variable-row chain's
  /// ``CascadeMultiplier``); empty when every window pays × 1 (fixed rows).
  public var multipliers: [Int] = []
  /// The outcome of a variable-row spin (rows, stops, top stop); `nil` for fixed rows. Its
  /// chain's drums are the spin machine's (`MachineSpec.spinning(_:previousRows:topDrum:)`):
  /// the machine's drums, each with its own rows and symbol height, and the top drum last.
  public var outcome: VariableRowsOutcome? = nil
  /// The index of the top drum among the chain's drums (the last), or `nil` without one.
  public var topDrum: Int? = nil

  /// Window `k`'s multiplier (`k = 0` the spin's window): ``multipliers`` or 1.
  public func multiplier(ofWindow k: Int) -> Int {
    multipliers.indices.contains(k) ? multipliers[k] : 1
  }

  /// The sum of every window's pay times its multiplier: the spin's window and the window
  /// after each tumble, `Σ_k m_k·pay(W_k)` (`m_k = 1` on fixed rows).
  public var totalPay: Double {
    steps.reduce(pay.total * Double(multiplier(ofWindow: 0))) {
      $0 + $1.pay.total * Double(multiplier(ofWindow: $1.number))
    }
  }

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

extension TumbleChain {
  /// The chain's code as written for people: ``code`` on fixed rows; on variable rows the
  /// spin's variable-row result code (``ResultCode/init(_:)``: stops, `@` rows,
  /// `+` top stop), then per tumble `~` and the cells removed from each drum, the top drum's
  /// last: `46-32-13-41-9-96@4.2.6.5.4.3+27~0.2.1.0.0.0.1`.
  public var codeText: String {
    guard let outcome else { return code.description }
    return ResultCode(outcome).description
      + code.removals.map { "~" + $0.map(String.init).joined(separator: ".") }.joined()
  }
}

extension TumbleChain {
  /// `window` (one of the chain's windows, one column per chain drum) as the machine shows it:
  /// on fixed rows `window` itself; on variable rows the machine's drums only, each drum under
  /// the top drum with the top drum's cell above it first, then its rows
  /// (``VariableRowsMachine/window(of:)``'s layout, which the maths pays).
  public func machineWindow(_ window: SymbolWindow) -> SymbolWindow {
    guard let outcome, let top = topDrum, window.columns.indices.contains(top) else {
      return window
    }
    let drums = outcome.rows.count
    let cells = window.columns[top]
    return SymbolWindow(
      columns: (0..<drums).map { drum in
        // Top row i is the cell over drum n − 2 − i.
        let position = drums - 2 - drum
        let column = window.columns.indices.contains(drum) ? window.columns[drum] : []
        guard TopDrum.coveredDrums(drumCount: drums).contains(drum),
          cells.indices.contains(position)
        else { return column }
        return [cells[position]] + column
      })
  }
}
