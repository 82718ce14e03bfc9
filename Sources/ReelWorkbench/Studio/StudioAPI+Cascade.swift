import ReelKit

extension StudioAPI {
  /// The most frames a cascade's animation sends; a longer chain is sampled more sparsely.
  static let maximumCascadeFrames = 3000
  /// The most cell positions a cascade's animation sends (frames × cells): a 12 × 12 grid
  /// gets fewer frames than a 7 × 7 one, so an answer stays within a few MB.
  static let maximumCascadePositions = 200_000

  /// The cascade chain of a cluster-pays spin as the page draws it, or `nil` (no chain, or a
  /// chain without a cascade): every cell's position computed by the model
  /// (``/ReelKit/TumbleChain/cells(atTick:clock:)``), one frame every `stride` ticks (at least
  /// 4; at most ``maximumCascadeFrames`` frames and ``maximumCascadePositions`` positions) from the
  /// spin's settle tick to the chain's, the last frame exactly at rest:
  ///
  ///     {startTick, settleTick, stride, rows, symbolHeights,
  ///      steps: [{step, from, window, multipliers, removed: [[drum, row, symbol]],
  ///               highlightUntil}],
  ///      frames: [{tick, step, y}]}
  ///
  /// Step `k` (from 1) is drawn from its removal tick `from`: its `window` (`[drum][row]`),
  /// the cell multipliers it is paid with (`[drum][row]`: 0 unmarked, 1 marked, 2 and up a
  /// multiplier), and the cells the previous step's clusters removed, shown highlighted
  /// until the first column starts to fall (`highlightUntil`). A frame's `y` lists every
  /// cell's top edge below the window's top, pt, drum by drum, top row first.
  static func cascadeJSON(of summary: SpinSummary) -> JSONValue? {
    guard let cluster = summary.cluster, !cluster.tumble.steps.isEmpty else { return nil }
    let chain = cluster.tumble
    let clock = summary.result.clock
    let span = max(0, chain.settleTick - chain.startTick)
    let cells = max(1, chain.window.columns.reduce(0) { $0 + $1.count })
    let most = max(100, min(maximumCascadeFrames, maximumCascadePositions / cells))
    let stride = max(4, (span + most - 1) / most)
    var ticks = Array(Swift.stride(from: chain.startTick, to: chain.settleTick, by: stride))
    ticks.append(chain.settleTick)
    let frames = ticks.map { tick -> JSONValue in
      let step = chain.steps.last { $0.removalTick <= tick }?.number ?? 0
      return .object([
        "tick": .number(tick),
        "step": .number(step),
        "y": .array(chain.cells(atTick: tick, clock: clock).map { .number($0.sample.position) }),
      ])
    }
    let steps = chain.steps.map { step -> JSONValue in
      let starts = step.falls.map(\.startTick)
      return .object([
        "step": .number(step.number),
        "from": .number(step.removalTick),
        "window": .array(step.window.columns.map { .array($0.map { .string($0) }) }),
        "multipliers": .array(
          cluster.multipliers(ofStep: step.number).map { .array($0.map { .number($0) }) }),
        "removed": .array(
          step.removed.map { .array([.number($0.drum), .number($0.row), .string($0.symbol)]) }),
        "highlightUntil": .number(starts.min() ?? step.settleTick),
      ])
    }
    return .object([
      "startTick": .number(chain.startTick),
      "settleTick": .number(chain.settleTick),
      "stride": .number(stride),
      "rows": .number(cluster.rows),
      "symbolHeights": .array(chain.symbolHeights.map { .number($0) }),
      "steps": .array(steps),
      "frames": .array(frames),
    ])
  }
}
