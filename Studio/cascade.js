// A cluster grid's cascades on the machine canvas: after the drums land, the server's
// `cascade` (StudioAPI.cascadeJSON) gives every cell's position frame by frame, computed by
// the model (`TumbleChain.cells(atTick:)`); nothing here computes motion. The page draws the
// frame at or before the display tick over the drums' windows: the cells the last clusters
// removed highlighted until the first column falls, the falling and resting cells, and the
// cell multipliers on their positions.
import { symbolColour } from "./colours.js";
import { roundRect } from "./dom.js";
import { S } from "./state.js";

/** Keeps the server's `cascade` with spin `a` and lengthens its playback to the chain's end. */
export function attachCascade(a, response) {
  a.cascade = (response && response.cascade) || null;
  if (!a.cascade) return;
  a.lastTick = Math.max(a.lastTick, a.cascade.settleTick);
  a.duration = Math.max(a.duration, a.cascade.settleTick * a.dt);
}

/** The cascade frame at display time t: `{ frame, step, tick }`, or null before the chain
 * starts (the drums are drawn) or without one. */
export function cascadeAt(t) {
  const c = S.a && S.a.cascade;
  if (!c || !c.frames.length) return null;
  const tick = Math.floor(t / S.a.dt + 1e-6);
  if (tick < c.startTick) return null;
  let lo = 0;
  let hi = c.frames.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (c.frames[mid].tick <= tick) lo = mid;
    else hi = mid - 1;
  }
  const frame = c.frames[lo];
  return { frame, step: c.steps.find((s) => s.step === frame.step) || c.steps[0], tick };
}

/** The window the cascade draws now, rows top first (null when no cascade is drawn), and
 * whether every cell rests on its row: what the browser test reads. */
export function cascadeWindow(t) {
  const at = cascadeAt(t);
  if (!at) return null;
  const c = S.a.cascade;
  const rows = c.rows;
  const columns = at.step.window;
  const resting = at.frame.y.every((y, k) => y === (k % rows) * c.symbolHeights[Math.floor(k / rows)]);
  return {
    rows: Array.from({ length: rows }, (_, r) => columns.map((column) => column[r])),
    resting,
    step: at.step.step,
    tick: at.frame.tick,
    multipliers: Array.from({ length: rows }, (_, r) => at.step.multipliers.map((m) => m[r])),
  };
}

/** Draws the cascade over the drums' windows `rects` (vertical drums); false when there is
 * nothing to draw. */
export function drawCascade(ctx, rects) {
  const at = cascadeAt(S.t);
  if (!at || S.horizontal) return false;
  const c = S.a.cascade;
  const rows = c.rows;
  rects.forEach((rect, drum) => {
    if (drum >= at.step.window.length) return;
    const h = c.symbolHeights[drum];
    const scale = rect.h / (rows * h);
    ctx.save();
    ctx.beginPath();
    ctx.rect(rect.x, rect.y, rect.w, rect.h);
    ctx.clip();
    ctx.fillStyle = "#f3efe6";
    ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
    // The positions' multipliers, under the cells: a marked position is outlined.
    for (let row = 0; row < rows; row++) {
      const m = at.step.multipliers[drum][row];
      if (!m) continue;
      ctx.fillStyle = m >= 2 ? "rgba(255, 190, 60, 0.55)" : "rgba(255, 190, 60, 0.22)";
      ctx.fillRect(rect.x + 1, rect.y + row * h * scale + 1, rect.w - 2, h * scale - 2);
    }
    const cell = h * scale;
    const fontSize = Math.min(cell * 0.4, rect.w * 0.3, 24);
    for (let row = 0; row < rows; row++) {
      const y = at.frame.y[drum * rows + row];
      drawCell(ctx, rect.x + 3, rect.y + y * scale + 2, rect.w - 6, cell - 4, at.step.window[drum][row], fontSize);
    }
    // The cells the previous step's clusters removed, until the first column falls.
    if (at.tick < at.step.highlightUntil) {
      for (const [d, row, symbol] of at.step.removed) {
        if (d !== drum) continue;
        const top = rect.y + row * cell;
        drawCell(ctx, rect.x + 3, top + 2, rect.w - 6, cell - 4, symbol, fontSize);
        ctx.strokeStyle = "#fff1a8";
        ctx.shadowColor = symbolColour(symbol);
        ctx.shadowBlur = 12;
        ctx.lineWidth = 3;
        roundRect(ctx, rect.x + 4.5, top + 3.5, rect.w - 9, cell - 7, 6);
        ctx.stroke();
        ctx.shadowBlur = 0;
      }
    }
    for (let row = 0; row < rows; row++) {
      const m = at.step.multipliers[drum][row];
      if (m < 2) continue;
      ctx.font = "700 " + Math.max(9, Math.round(fontSize * 0.6)) + "px system-ui, sans-serif";
      ctx.textAlign = "right";
      ctx.textBaseline = "top";
      ctx.fillStyle = "#ffcf4a";
      ctx.fillText("×" + m, rect.x + rect.w - 5, rect.y + row * cell + 4);
    }
    ctx.restore();
    ctx.strokeStyle = "#3a4556";
    ctx.lineWidth = 2;
    roundRect(ctx, rect.x, rect.y, rect.w, rect.h, 4);
    ctx.stroke();
  });
  return true;
}

function drawCell(ctx, x, y, w, h, symbol, fontSize) {
  const colour = symbolColour(symbol);
  ctx.fillStyle = "#1a1f29";
  roundRect(ctx, x, y, w, h, 6);
  ctx.fill();
  ctx.fillStyle = colour;
  ctx.fillRect(x + 6, y + h - 4, w - 12, 3);
  ctx.font = "700 " + Math.round(fontSize) + "px system-ui, sans-serif";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(symbol, x + w / 2, y + h / 2 - 1);
}
