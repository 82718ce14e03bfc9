// The hold-and-win round on cell reels: after the spin settles, every respin's free cells
// spin as one-row drums and land, held cells rest highlighted with their prizes, and the
// counter shows the respins left. Nothing here decides anything: the server's answer
// (`cellReels`, from ReelKit's CellReelRound) gives every cell's trace, the counter's changes
// and the cells held, each at its time; the page samples the traces as `SpinMachine.sample`
// does (playback.js) and shows the latest change at or before the round's time.
import { symbolColour } from "./colours.js";
import { fit, roundRect } from "./dom.js";
import { drumLayout, sampleDrum } from "./playback.js";
import { $, S, duration } from "./state.js";

/** The round's own clock: seconds since the spin settled, and the round it belongs to. */
const R = { t: 0, round: null };

/** The latest entry of `list` (sorted by `time`) at or before t, or null. */
function latest(list, t) {
  let found = null;
  for (const entry of list) {
    if (entry.time <= t + 1e-9) found = entry;
    else break;
  }
  return found;
}

/** What the round shows at its time t: the respin under way, the counter and every cell. */
export function roundState(round, t) {
  const respin = latest(round.respins.map((r) => ({ time: r.startTime, r })), t);
  const counter = latest(round.counter, t);
  const prizes = new Map(round.heldAtStart.map((h) => [h.cell, h.prize]));
  for (const h of round.held) if (h.time <= t + 1e-9) prizes.set(h.cell, h.prize);
  const h = round.symbolHeight;
  const cells = [];
  for (let c = 0; c < round.cells; c++) {
    const cell = { cell: c, drum: Math.floor(c / round.rows), row: c % round.rows, prize: prizes.get(c) || null };
    const r = respin && respin.r;
    const d = r && r.drums && r.drums[c];
    if (d) {
      const local = t - r.startTime;
      const frame = sampleDrum(d, local, round.timeStep);
      cell.offset = frame.offset;
      cell.moving = frame.phase !== "stopped" && local > 0;
    } else {
      // At rest: before the first respin on its start stop, else where the respin leaves it.
      cell.offset = (r ? r.stops[c] : round.startStops[c]) * h;
      cell.moving = false;
    }
    cell.held = cell.prize !== null;
    const layout = drumLayout({ strip: round.strip, symbolHeight: h, visibleRows: 1, stripLength: round.strip.length * h }, cell.offset);
    cell.items = layout.items;
    const centred = layout.items.find((i) => Math.abs(i.pos) < h / 4);
    cell.symbol = cell.held ? round.symbol : centred ? centred.symbol : null;
    cells.push(cell);
  }
  return { t, respin: respin ? respin.r.respin : 0, left: counter ? counter.left : null, cells, over: t >= round.endTime };
}

/** Advances the round's clock by `wall` seconds once the spin is at rest (not when paused);
 * back to the round's start while the spin plays again. */
export function advanceRound(wall) {
  const round = S.a && S.a.cellReels;
  if (round !== R.round) {
    R.round = round || null;
    R.t = 0;
  }
  if (!R.round) return;
  // While the spin itself plays (a replay, a seek into it) the round waits at its start.
  if (S.t < duration()) {
    R.t = 0;
    return;
  }
  if (!S.paused) R.t = Math.min(R.round.endTime, R.t + wall * S.speed);
}

/** The round's state now, for the tests (`window.studio.cellReels`), or null. */
export function currentRound() {
  return R.round ? roundState(R.round, R.t) : null;
}

/** Draws the round panel: hidden without a round. */
export function drawRound() {
  const card = $("cellreels-card");
  if (!card) return;
  card.hidden = !R.round;
  if (!R.round) return;
  const state = roundState(R.round, R.t);
  const round = R.round;
  $("cellreels-counter").textContent = (state.respin ? "respin " + state.respin + " · " : "before the first respin · ")
    + "respins left: " + state.left + (state.over ? " · round over: " + round.award + " × the total bet"
    + (round.full ? " (full window, grand included)" : "") : "");
  const canvas = $("cellreels-canvas");
  const { ctx, w: width, h: height } = fit(canvas);
  ctx.clearRect(0, 0, width, height);
  const columns = round.cells / round.rows;
  const gap = 6;
  const w = (width - gap * (columns + 1)) / columns;
  const hh = (height - gap * (round.rows + 1)) / round.rows;
  for (const cell of state.cells) {
    const x = gap + cell.drum * (w + gap);
    const y = gap + cell.row * (hh + gap);
    ctx.save();
    roundRect(ctx, x, y, w, hh, 6);
    ctx.fillStyle = cell.held ? "#3a2d06" : "#161b24";
    ctx.fill();
    ctx.lineWidth = cell.held ? 3 : 1;
    ctx.strokeStyle = cell.held ? "#ffd24d" : "#2a3140";
    ctx.stroke();
    ctx.clip();
    const scale = hh / round.symbolHeight;
    const items = cell.held ? [{ symbol: round.symbol, pos: 0 }] : cell.items;
    for (const item of items) {
      ctx.fillStyle = symbolColour(item.symbol);
      ctx.font = "bold " + Math.round(Math.min(w, hh) * 0.28) + "px system-ui, sans-serif";
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(item.symbol, x + w / 2, y + hh / 2 + item.pos * scale - (cell.held ? hh * 0.12 : 0));
    }
    if (cell.held) {
      ctx.fillStyle = "#ffe9a6";
      ctx.font = Math.round(Math.min(w, hh) * 0.2) + "px system-ui, sans-serif";
      ctx.fillText(cell.prize, x + w / 2, y + hh * 0.78);
    }
    ctx.restore();
  }
}
