// A spin's tumble (cascade) chain on the machine canvas — fixed rows, variable rows
// ("Megaways") and cluster grids alike: the server's `tumble` (StudioAPI.tumbleJSON) samples
// every falling cell, computed by the model (`CellFall.sample(atTick:)`); nothing here computes
// motion. From the first removal on, each drum draws the cells of the tumble under way; the
// cells it removed stay outlined until its first cell falls, and a cluster grid's cell
// multipliers are drawn on their positions (`×m`).
import { symbolColour } from "./colours.js";
import { roundRect } from "./dom.js";
import { S } from "./state.js";

/**
 * Keeps the chain (`tumble` of `POST /api/spin`) with a prepared spin: the playback then runs
 * on until the chain's last cell has landed.
 */
export function withChain(prepared, chain) {
  const drawn = chain && chain.steps && (chain.steps.length || chain.filled || chain.freeSpins);
  prepared.tumble = drawn ? chain : null;
  if (!prepared.tumble) return prepared;
  // A fill's grid (`filled`): each drum shows it from its own settle tick on.
  const drums = (prepared.summary && prepared.summary.drums) || [];
  chain.landTicks = chain.landing.map((_, d) => (drums[d] && drums[d].settleTick !== null && drums[d].settleTick !== undefined ? drums[d].settleTick : chain.startTick));
  prepared.lastTick = Math.max(prepared.lastTick, chain.settleTick);
  prepared.duration = Math.max(prepared.duration, chain.settleTick * prepared.dt);
  return prepared;
}

/** The step of `chain` under way at `tick` (the last whose removal tick is at or before it),
 * or null before the first removal (the drums draw the spin's window). */
export function chainStep(chain, tick) {
  if (!chain || !chain.steps || !chain.steps.length || !(tick >= chain.steps[0].removalTick)) return null;
  let step = chain.steps[0];
  for (const s of chain.steps) if (s.removalTick <= tick) step = s;
  return step;
}

/**
 * The cells of the chain at tick `tick`, drum by drum, top row first, as
 * `TumbleChain.cells(atTick:clock:)` draws them: null before the first removal; else the
 * window of the step under way, each cell `{ symbol, row, position, height }` at rest on
 * `row·h` of its drum (`chain.symbolHeights`: on variable rows each drum's `W/rows`, the top
 * drum last), a falling cell where the server's samples put it (`positions[k]` at tick
 * `removalTick + k·stride`, its landing sample from its landing tick on).
 */
export function chainCells(chain, tick) {
  const step = chainStep(chain, tick);
  const h = chain ? chain.symbolHeights : [];
  if (!step) {
    // Before the first removal a fill's drums show the drawn grid once each has landed.
    if (!chain || !chain.filled || !chain.landTicks) return null;
    return chain.landing.map((column, d) => (tick >= chain.landTicks[d]
      ? column.map((symbol, row) => ({ symbol, row, position: row * h[d], height: h[d] })) : null));
  }
  const stride = chain.stride || 1;
  const columns = step.window.map((column, d) => column.map((symbol, row) => ({
    symbol, row, position: row * h[d], height: h[d],
  })));
  for (const fall of step.falls) {
    const last = fall.positions.length - 1;
    const k = tick >= fall.landTick ? last : Math.min(Math.max(0, Math.floor((tick - step.removalTick) / stride)), last);
    const cell = columns[fall.drum] && columns[fall.drum][fall.row];
    if (cell) cell.position = fall.positions[k];
  }
  return columns;
}

/**
 * A drum's layout (as `drumLayout`'s: `{ spec, offset, items }`, `pos` from the window's
 * middle) from its chain cells: a cell whose top edge is `position` below the window's top and
 * `height` tall is centred `position + height/2 − W/2` from the middle, `W` the window
 * (`visibleRows · symbolHeight` of `spec`, the spin's).
 */
export function chainLayout(spec, cells) {
  const w = spec.visibleRows * spec.symbolHeight;
  return {
    spec, offset: 0,
    items: cells.map((c) => ({ j: -1, symbol: c.symbol, pos: c.position + c.height / 2 - w / 2, height: c.height })),
  };
}

/** The display tick at time t. */
function tickAt(t) {
  return Math.floor(t / S.a.dt + 1e-9);
}

/**
 * What the chain draws at time t (what the browser tests read), or null before the first
 * removal and without a chain: `{ step, tick, rows, resting, multipliers }` — the tumble under
 * way, its window rows top first (null past a drum's last row), whether every cell rests on
 * its row, and (a cluster grid) its cell multipliers, rows top first.
 */
export function chainWindow(t) {
  const chain = S.a && S.a.tumble;
  const tick = chain ? tickAt(t) : 0;
  const step = chainStep(chain, tick);
  if (!step) return null;
  const cells = chainCells(chain, tick);
  const height = Math.max(...step.window.map((c) => c.length));
  const byRow = (columns) => Array.from({ length: height }, (_, r) => columns.map((c) => (r < c.length ? c[r] : null)));
  return {
    step: step.tumble,
    tick,
    rows: byRow(step.window),
    resting: cells.every((column) => column.every((c) => c.position === c.row * c.height)),
    multipliers: step.multipliers ? byRow(step.multipliers) : null,
    freeSpin: step.freeSpin === undefined ? null : step.freeSpin,
  };
}

/**
 * The free-spins round drawn at time t (what the counter shows and the browser tests read), or
 * null before the first free spin and without one: `{ spin, of, left, roundWin,
 * roundUncappedWin, capped, cap }` — the free spin under way (its clearing started), the spins
 * played and still to play, the round's win so far with the cap.
 */
export function freeSpinState(t) {
  const chain = S.a && S.a.tumble;
  const round = chain && chain.freeSpins;
  if (!round || !round.spins.length) return null;
  const tick = tickAt(t);
  let current = null;
  for (const s of round.spins) if (s.startTick <= tick) current = s;
  if (!current) return null;
  return {
    spin: current.spin, of: current.spin + current.spinsLeft, left: current.spinsLeft,
    roundWin: current.roundWin, roundUncappedWin: current.roundUncappedWin, capped: current.capped,
    cap: round.cap,
  };
}

/** Draws the free-spins counter over the top of the drums (`rects`): the spin, the spins
 * left and the round's win, "capped" once the cap cut it. */
export function drawFreeSpins(ctx, rects) {
  const state = freeSpinState(S.t);
  if (!state || !rects.length) return;
  const left = rects[0].x;
  const right = rects[rects.length - 1].x + rects[rects.length - 1].w;
  const text = "FREE SPIN " + state.spin + "/" + state.of + " · " + state.left + " left · round "
    + state.roundWin.toFixed(2) + "×" + (state.capped ? " (cap " + state.cap + "×)" : "");
  ctx.save();
  // The largest font (at most 15 px) whose line fits over the drums.
  let size = 15;
  ctx.font = "700 " + size + "px system-ui, sans-serif";
  while (size > 8 && ctx.measureText(text).width + 16 > right - left) {
    size -= 1;
    ctx.font = "700 " + size + "px system-ui, sans-serif";
  }
  const width = Math.min(right - left, ctx.measureText(text).width + 16);
  const x = (left + right) / 2 - width / 2;
  const y = Math.max(2, rects[0].y - 30);
  ctx.fillStyle = "rgba(20, 24, 33, 0.88)";
  roundRect(ctx, x, y, width, 24, 8);
  ctx.fill();
  ctx.strokeStyle = "#ffcf4a";
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.fillStyle = "#ffcf4a";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, x + width / 2, y + 12);
  ctx.restore();
}

/**
 * Draws the chain's marks over the drums' windows `rects` (vertical drums; `specs` the drawn
 * drums): the cells the tumble under way removed, outlined until its first cell falls, and a
 * cluster grid's multiplied positions (`×m`, a marked one tinted). The top drum has none.
 */
export function drawChainMarks(ctx, rects, specs) {
  const chain = S.a && S.a.tumble;
  const tick = chain ? tickAt(S.t) : 0;
  const step = chainStep(chain, tick);
  if (!step || S.horizontal) return;
  rects.forEach((rect, drum) => {
    if (drum === chain.topDrum || !specs[drum]) return;
    // px per pt: the drum's window fills its rect; each cell of this chain is `h` tall.
    const scale = rect.h / (specs[drum].visibleRows * specs[drum].symbolHeight);
    const cell = chain.symbolHeights[drum] * scale;
    ctx.save();
    ctx.beginPath();
    ctx.rect(rect.x, rect.y, rect.w, rect.h);
    ctx.clip();
    const marks = step.multipliers ? step.multipliers[drum] || [] : [];
    marks.forEach((m, row) => {
      if (!m) return;
      ctx.fillStyle = m >= 2 ? "rgba(255, 190, 60, 0.30)" : "rgba(255, 190, 60, 0.14)";
      ctx.fillRect(rect.x + 1, rect.y + row * cell + 1, rect.w - 2, cell - 2);
    });
    if (tick < step.highlightUntil) {
      const fontSize = Math.min(cell * 0.4, rect.w * 0.3, 24);
      for (const removed of step.removed) {
        if (removed.drum !== drum) continue;
        const top = rect.y + removed.row * cell;
        drawCell(ctx, rect.x + 3, top + 2, rect.w - 6, cell - 4, removed.symbol, fontSize);
        ctx.strokeStyle = "#fff1a8";
        ctx.shadowColor = symbolColour(removed.symbol);
        ctx.shadowBlur = 12;
        ctx.lineWidth = 3;
        roundRect(ctx, rect.x + 4.5, top + 3.5, rect.w - 9, cell - 7, 6);
        ctx.stroke();
        ctx.shadowBlur = 0;
      }
    }
    const fontSize = Math.min(cell * 0.4, rect.w * 0.3, 24);
    marks.forEach((m, row) => {
      if (m < 2) return;
      ctx.font = "700 " + Math.max(9, Math.round(fontSize * 0.6)) + "px system-ui, sans-serif";
      ctx.textAlign = "right";
      ctx.textBaseline = "top";
      ctx.fillStyle = "#ffcf4a";
      ctx.fillText("×" + m, rect.x + rect.w - 5, rect.y + row * cell + 4);
    });
    ctx.restore();
  });
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
