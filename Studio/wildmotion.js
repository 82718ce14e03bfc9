// The wild rules that move, played after the spin rests: an expanding wild (or the "Book of"
// symbol) growing over its drum, sticky wilds held while the other drums spin again, walking
// wilds stepping one drum left per respin. The server's summary has the planned motion
// (`summary.wildMotion`: its timing and steps, Sources/ReelWorkbench/Export/SpinSummary+
// WildMotion.swift); the page plans it again in its own model (reelkit.mjs `WildMotion`, ReelKit's
// `WildMotion` as WebAssembly, bit-identical) and draws every frame from the model's
// `sample(tick)`: which drums spin, the cells held, the walks' offsets, the growths' bands.
// Nothing here computes motion. A respin or free spin spins as long as the spin shown (the
// plan's `spinTicks`): its spinning drums replay the spin's own trace, landing on the step's
// stops; at rest each drum shows the step's window (the server's).
import { roundRect } from "./dom.js";
import { symbolColour } from "./colours.js";
import { sampleDrum, wrap } from "./playback.js";
import { S } from "./state.js";

/** The motions planned in the module with their spins, newest last (see withWildMotion). */
const planned = [];

/**
 * Plans the wild motion of a prepared spin whose summary has one (`summary.wildMotion` with
 * steps) in the page's model and keeps it as `prepared.wild`: `{ plan, motion, origin,
 * endTick, startTicks, mismatch }`, `origin` the spin's rest tick (the motion's tick 0). The
 * playback then runs on to the motion's end. Without the model the spin plays without it.
 */
export function withWildMotion(prepared) {
  const plan = prepared && prepared.summary && prepared.summary.wildMotion;
  prepared.wild = null;
  const origin = prepared && prepared.summary ? prepared.summary.spinTick : null;
  if (!plan || !plan.steps || !plan.steps.length || !S.model || origin === null || origin === undefined) {
    return prepared;
  }
  const first = plan.steps[0];
  const motion = S.model.wildMotion({
    drums: first.held.length,
    rows: first.window.length,
    timeStep: prepared.dt,
    timing: plan.timing,
    steps: plan.steps.map((s) => ({ kind: s.kind, held: s.held, landed: s.landed, expanded: s.expanded })),
  });
  // Only a motion no spin on show uses is freed (A, B and the last valid spin keep theirs).
  planned.push({ motion, prepared });
  for (let k = 0; planned.length > 4 && k < planned.length - 2;) {
    const owner = planned[k].prepared;
    if (owner === S.a || owner === S.b || owner === S.lastValid) k++;
    else planned.splice(k, 1)[0].motion.free();
  }
  const told = motion.summary();
  // The page's plan and the server's are the same model's: say so when they ever differ.
  const mismatch = told.endTick !== plan.endTick
    || told.startTicks.some((tick, k) => tick !== plan.steps[k].startTick)
    ? "the page plans the wild motion to tick " + told.endTick + ", the server to " + plan.endTick : null;
  prepared.wild = { plan, motion, origin, endTick: told.endTick, startTicks: told.startTicks, mismatch };
  if (prepared.spinDuration === undefined) prepared.spinDuration = prepared.duration;
  prepared.lastTick = Math.max(prepared.lastTick, origin + told.endTick);
  prepared.duration = Math.max(prepared.duration, (origin + told.endTick) * prepared.dt);
  return prepared;
}

/** The display tick at time t. */
function tickAt(t) {
  return Math.floor(t / S.a.dt + 1e-9);
}

/**
 * What the wild motion shows at time t, or null before the spin rests and without a motion:
 * the model's sample (`{ tick, step, drums: [{ spinning, held, growth }], walks }`, `tick` the
 * motion's: 0 at the spin's rest) with the step's `kind`, its `window` (rows top first, before
 * any growth) and `shown` (the window with every row a growth covers showing its symbol).
 */
export function wildFrame(t) {
  const wild = S.a && S.a.wild;
  if (!wild) return null;
  const tick = tickAt(t) - wild.origin;
  if (tick < 0) return null;
  const sample = wild.motion.sample(Math.min(tick, wild.endTick));
  const step = wild.plan.steps[sample.step];
  const shown = step.window.map((row, r) => row.map((symbol, d) => {
    const growth = sample.drums[d] && sample.drums[d].growth;
    return growth && growth.top <= r && growth.bottom >= r + 1 ? step.symbol : symbol;
  }));
  return Object.assign(sample, { tick, kind: step.kind, window: step.window, shown, symbol: step.symbol });
}

/**
 * The layout of drum `drum` (as `drumLayout`'s: `{ spec, offset, items }`) while the wild motion
 * plays, or null to draw the spin's own frame: a drum spinning in a respin or free spin replays
 * the spin's trace from the step's start (the model's spin, landing on the step's stop: its
 * offset `stop·h + travel(t') − finalTravel`); a drum at rest shows the step's window, each row
 * a growth covers showing the symbol.
 */
export function wildLayout(frame, drum, spec) {
  if (!frame) return null;
  const h = spec.symbolHeight;
  const state = frame.drums[drum];
  if (!state) return null;
  if (state.spinning) {
    const trace = S.a.trace.drums[drum];
    const step = S.a.wild.plan.steps[frame.step];
    const since = (frame.tick - S.a.wild.startTicks[frame.step]) * S.a.dt;
    const f = sampleDrum(trace, since, S.a.dt);
    const stop = step.stops[drum] === undefined ? 0 : step.stops[drum];
    const length = spec.stripLength || spec.strip.length * h;
    const offset = wrap(stop * h + f.travel - trace.finalTravel, length);
    return { offset, velocity: f.velocity, phase: f.phase, spinning: true };
  }
  const rows = spec.visibleRows;
  const items = frame.shown.map((row, r) => ({ j: -1, symbol: row[drum], pos: (r - (rows - 1) / 2) * h }));
  return { layout: { spec, offset: 0, items }, velocity: 0, phase: "stopped", spinning: false };
}

/**
 * Draws the wild motion's marks over the drums' windows `rects` (vertical drums): the held
 * cells (sticky wilds, walked wilds that arrived) outlined and pinned, a wholly held drum
 * marked HELD, a walking wild between its drums, each growing band, and the step's banner.
 */
export function drawWildMarks(ctx, rects, specs, frame) {
  if (!frame || S.horizontal || !rects.length) return;
  const rows = specs[0].visibleRows;
  rects.forEach((rect, drum) => {
    const state = frame.drums[drum];
    if (!state) return;
    const cell = rect.h / rows;
    ctx.save();
    ctx.beginPath();
    ctx.rect(rect.x, rect.y, rect.w, rect.h);
    ctx.clip();
    const growth = state.growth;
    if (growth) {
      const top = rect.y + growth.top * cell;
      const height = (growth.bottom - growth.top) * cell;
      drawSymbolCell(ctx, rect.x + 2, top + 2, rect.w - 4, height - 4, frame.symbol, "#ffcf4a", 0.5 + 0.5 * growth.progress);
    }
    for (let r = 0; r < rows; r++) {
      if (!(state.held & (1 << r))) continue;
      drawSymbolCell(ctx, rect.x + 3, rect.y + r * cell + 3, rect.w - 6, cell - 6, frame.symbol, "#7fd3ff", 1);
    }
    ctx.restore();
    const full = (1 << rows) - 1;
    if ((state.held & full) === full || (!state.spinning && frame.drums.some((d) => d.spinning) && state.held)) {
      drawTag(ctx, rect, "HELD", "#7fd3ff");
    }
  });
  for (const walk of frame.walks) {
    const rect = rects[walk.drum];
    const next = rects[Math.min(rects.length - 1, walk.drum + 1)];
    if (!rect) continue;
    const pitch = next && next !== rect ? next.x - rect.x : rect.w;
    const cell = rect.h / rows;
    drawSymbolCell(ctx, rect.x + 3 + walk.offset * pitch, rect.y + walk.row * cell + 3, rect.w - 6, cell - 6,
      frame.symbol, "#9dff8a", 1);
  }
  drawBanner(ctx, rects, frame);
}

/** A symbol's cell with a coloured glowing outline, `alpha` its opacity. */
function drawSymbolCell(ctx, x, y, w, h, symbol, outline, alpha) {
  if (!(w > 0 && h > 0)) return;
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.fillStyle = "#2e2a1c";
  roundRect(ctx, x, y, w, h, 6);
  ctx.fill();
  ctx.strokeStyle = outline;
  ctx.shadowColor = outline;
  ctx.shadowBlur = 12;
  ctx.lineWidth = 3;
  roundRect(ctx, x + 1.5, y + 1.5, w - 3, h - 3, 6);
  ctx.stroke();
  ctx.shadowBlur = 0;
  // The largest font (at most 24 px) whose name fits the cell.
  let size = Math.round(Math.max(8, Math.min(24, h * 0.45)));
  ctx.font = "700 " + size + "px system-ui, sans-serif";
  while (size > 8 && ctx.measureText(symbol).width > w - 10) {
    size -= 1;
    ctx.font = "700 " + size + "px system-ui, sans-serif";
  }
  ctx.fillStyle = symbolColour(symbol);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(symbol, x + w / 2, y + h / 2);
  ctx.restore();
}

/** A small tag at the foot of a drum's window (the step's banner is over the top). */
function drawTag(ctx, rect, text, colour) {
  ctx.save();
  ctx.font = "700 11px system-ui, sans-serif";
  const w = ctx.measureText(text).width + 10;
  ctx.fillStyle = "rgba(20, 24, 33, 0.9)";
  roundRect(ctx, rect.x + rect.w / 2 - w / 2, rect.y + rect.h - 20, w, 16, 5);
  ctx.fill();
  ctx.strokeStyle = colour;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.fillStyle = colour;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, rect.x + rect.w / 2, rect.y + rect.h - 12);
  ctx.restore();
}

const KINDS = { base: "wilds", respin: "walking respin", freeSpin: "free spin" };

/** The step under way over the drums: its kind and number and what moves in it. */
function drawBanner(ctx, rects, frame) {
  const steps = S.a.wild.plan.steps;
  const same = steps.filter((s) => s.kind === frame.kind);
  const index = steps.slice(0, frame.step + 1).filter((s) => s.kind === frame.kind).length;
  let text = KINDS[frame.kind].toUpperCase() + (frame.kind === "base" ? "" : " " + index + "/" + same.length);
  if (frame.drums.some((d) => d.growth && d.growth.progress < 1)) text += " · " + frame.symbol + " expands";
  else if (frame.walks.length) text += " · wilds walk one drum";
  else if (frame.drums.some((d) => d.held)) text += " · held wilds stay";
  const left = rects[0].x;
  const right = rects[rects.length - 1].x + rects[rects.length - 1].w;
  ctx.save();
  ctx.font = "700 13px system-ui, sans-serif";
  const width = Math.min(right - left, ctx.measureText(text).width + 16);
  const x = (left + right) / 2 - width / 2;
  const y = Math.max(2, rects[0].y - 26);
  ctx.fillStyle = "rgba(20, 24, 33, 0.88)";
  roundRect(ctx, x, y, width, 22, 8);
  ctx.fill();
  ctx.strokeStyle = "#7fd3ff";
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.fillStyle = "#7fd3ff";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, x + width / 2, y + 11);
  ctx.restore();
}
