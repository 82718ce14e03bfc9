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
  prepared.tumble = chain && chain.steps && chain.steps.length ? chain : null;
  if (!prepared.tumble) return prepared;
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
  if (!step) return null;
  const h = chain.symbolHeights;
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
  };
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
