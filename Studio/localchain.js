// A fixed-row tumble chain played in the page: the model (reelkit.mjs `TumbleChain`, ReelKit's
// `TumbleMachine.chain(stops:startTick:)` as WebAssembly) plays the chain of the page's own spin,
// so that an exported page (no server) plays it to its last cell as the served page does, and
// the served page draws it before the server's answer arrives (the server's `tumble` then
// replaces it: the same model, the same bits). The chain is put in the server's shape
// (`StudioAPI.tumbleJSON`, every tick's position: `stride` 1) so that tumble.js draws both.
import { editedMachine, paysFor } from "./model.js";
import { S } from "./state.js";

/**
 * The chain of the page's spin `spin` (a prepared local spin) as `POST /api/spin`'s `tumble`,
 * or null when the page cannot play it: no model, no `tumble` block, a variable-row or a
 * cluster machine (the server plays those), or a spin that did not come to rest. Adds the
 * chain's summary (`summary.tumble`, as `simulate --json`) when the spin's summary has none.
 */
export function localChain(spin) {
  const config = (S.machine && S.machine.config) || {};
  const paytable = S.machine && S.machine.paytable;
  const summary = spin.summary;
  if (!S.model || !config.tumble || S.machine.rows || !paytable || paytable.mode === "cluster"
    || (config.paytable && config.paytable.mode === "cluster")) return null;
  if (summary.failure || summary.spinTick === null || summary.spinTick === undefined || summary.pay === null) return null;
  const drums = S.machine.drums;
  const rows = Math.min(...drums.map((d) => d.visibleRows));
  let played;
  const chain = S.model.tumble(editedMachine(), paysFor(paytable, drums.length, rows), {
    stops: summary.targets, startTick: summary.spinTick, tumble: config.tumble,
  });
  try {
    played = chain.summary();
  } finally {
    chain.free();
  }
  const name = (drum, index) => drums[drum].strip[index];
  const columns = (window) => window.map((column, drum) => column.map((index) => name(drum, index)));
  const traces = new Map(played.traces.map((t) => [t.tumble + ":" + t.drum + ":" + t.row, t]));
  const steps = played.steps.map((step) => ({
    tumble: step.number,
    removalTick: step.removalTick,
    settleTick: step.settleTick,
    highlightUntil: step.falls.length ? Math.min(...step.falls.map((f) => f.startTick)) : step.settleTick,
    pay: step.pay,
    window: columns(step.window),
    removed: step.removed.map((r) => ({ drum: r.drum, row: r.row, symbol: name(r.drum, r.stripIndex) })),
    falls: step.falls.map((f) => {
      const trace = traces.get(step.number + ":" + f.drum + ":" + f.row);
      return {
        drum: f.drum, row: f.row, fromRow: f.fromRow, symbol: name(f.drum, f.stripIndex),
        startTick: f.startTick, landTick: f.landTick,
        positions: trace ? trace.samples.map((sample) => sample.position) : [f.row * drums[f.drum].symbolHeight],
      };
    }),
  }));
  if (!summary.tumble) {
    // The outcome card's chain (feature.js): each tumble's cells, pay and window after, rows top first.
    const byRows = (cols) => Array.from({ length: rows }, (_, r) => cols.map((c) => c[r]));
    summary.tumble = {
      tumbles: played.tumbles, end: played.end, totalPay: played.totalPay, spinPay: played.firstPay,
      steps: steps.map((s) => ({ tumble: s.tumble, removed: s.removed, pay: s.pay, window: byRows(s.window) })),
    };
  }
  return {
    startTick: played.startTick, settleTick: played.settleTick, stride: 1,
    symbolHeights: drums.map((d) => d.symbolHeight), topDrum: null, landing: columns(played.window),
    steps, local: true,
  };
}
