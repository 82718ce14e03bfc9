// Machine B of an A/B comparison, drawn under machine A in the machine card and animated by
// the same clock: every drum of B through its window at the current frame, from B's own
// trace (the server's spin of B), as drums.js draws A's. B's tumble chains and features are
// not played: B shows its drums' motion and its window at rest.
import { fit } from "./dom.js";
import { drawDrum, drumSpecs, machineRects } from "./drums.js";
import { keptAt, rowsOf, sampleDrum, wrap } from "./playback.js";
import { rowLayout } from "./rows.js";
import { $, S, bName } from "./state.js";
import { drawWheel } from "./wheel.js";

/** B's drum specs: the `--compare` config's drums (else A's file as loaded), with the
 * geometry of B's trace when there is one (a variable-row spin's rows). */
function drumSpecsB() {
  const compare = S.machine.compare;
  return drumSpecs((compare && compare.drums) || S.machine.drums, S.b);
}

/** Shows or hides B's canvas with the A/B toggle, and names it. */
function showB(on) {
  const box = $("machine-b");
  if (box.hidden === !on) return;
  box.hidden = !on;
  $("machine-a-label").hidden = !on;
  $("machine-b-label").textContent = "B · " + bName();
}

/**
 * Draws machine B at the current time `S.t` (B's frames from B's trace; before B's spin
 * arrives, its drums at their start offsets) and remembers what it drew (`S.drawnB`: per drum
 * `{ symbols, offset }`, symbols top first). Nothing while A/B is off.
 */
export function drawMachineB() {
  const on = Boolean(S.ab && S.machine);
  showB(on);
  if (!on) {
    S.drawnB = null;
    return;
  }
  const { ctx, w, h } = fit($("machine-canvas-b"));
  ctx.clearRect(0, 0, w, h);
  const specs = drumSpecsB();
  const frames = specs.map((spec, i) => {
    const d = S.b && S.b.trace.drums[i];
    return d ? sampleDrum(d, S.t, S.b.dt)
      : { travel: 0, offset: wrap(spec.startOffset, spec.stripLength), velocity: 0, phase: "idle", tick: 0 };
  });
  // A wheel compared with itself (no `--compare`) is drawn as a wheel; a `--compare` config
  // is drawn as drums.
  if (S.machine.kind === "wheel" && !S.machine.compare && S.machine.wheel && specs.length === 1) {
    const layout = drawWheel(ctx, w, h, specs[0], frames[0]);
    S.drawnB = [{ symbols: rowsOf(layout), offset: frames[0].offset }];
    return;
  }
  const rects = machineRects(w, h, specs);
  S.drawnB = specs.map((spec, i) => {
    const kept = S.b ? keptAt(S.b.trace.drums[i], frames[i].shownTick) : null;
    const layout = rowLayout(spec, frames[i].travel, frames[i].offset, kept);
    drawDrum(ctx, rects[i], layout, frames[i], i, new Set());
    return { symbols: rowsOf(layout), offset: frames[i].offset };
  });
}
