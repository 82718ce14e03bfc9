// The machine canvas: every drum through its window at the current frame, the centre line,
// the paylines, and the scatter wins at rest.
import { drumColour, symbolColour } from "./colours.js";
import { fit, roundRect } from "./dom.js";
import { drawPaylines } from "./paylines.js";
import { drumLayout, itemAtRow, keptAt, resultShift, sampleDrum, wrap } from "./playback.js";
import { rowLayout } from "./rows.js";
import { $, S } from "./state.js";
import { chainCells, chainLayout, drawChainMarks, drawFreeSpins } from "./tumble.js";
import { drawWheel } from "./wheel.js";
import { drawHeldDrums } from "./respin.js";
import { drawSpliceOnDrum } from "./splice.js";
import { drawWildMarks, wildFrame, wildLayout } from "./wildmotion.js";

/** The drum specs to draw: `drums` (the machine's, A's by default), with the geometry of
 * `spin`'s trace when there is one (on a variable-row machine, the spin's rows and the rows
 * before it: rows.js). Machine B draws its own through this (machine-b.js). */
export function drumSpecs(drums = S.machine && S.machine.drums, spin = S.a) {
  if (!drums) return [];
  return drums.map((d, i) => {
    const tr = spin && spin.trace.drums[i];
    const spec = {
      strip: d.strip,
      visibleRows: d.visibleRows,
      resultRow: d.resultRow === undefined ? Math.floor((d.visibleRows - 1) / 2) : d.resultRow,
      symbolHeight: (tr && tr.symbolHeight) || d.symbolHeight,
      stripLength: (tr && tr.stripLength) || d.stripLength,
      startOffset: tr && tr.startOffset !== undefined ? tr.startOffset : d.startOffset,
    };
    if (tr && tr.rows !== undefined) {
      Object.assign(spec, {
        visibleRows: tr.rows, resultRow: tr.resultRow, rows: tr.rows, previousRows: tr.previousRows,
        previousResultRow: tr.previousResultRow, previousSymbolHeight: tr.previousSymbolHeight,
        previousStartOffset: tr.previousStartOffset,
      });
    }
    return spec;
  });
}

/** Every drum's frame at the current time (the start offsets before the first spin). */
function currentFrames(specs) {
  if (!S.a) {
    return specs.map((s) => ({ travel: 0, offset: wrap(s.startOffset, s.stripLength), velocity: 0, phase: "idle", tick: 0 }));
  }
  return S.a.trace.drums.map((d) => sampleDrum(d, S.t, S.a.dt));
}

/** The pixel rectangles of every drum's window. */
export function machineRects(w, h, specs) {
  const n = specs.length;
  const lines = S.machine.paylines.length > 0;
  const left = lines ? 30 : 12;
  const right = 12;
  const top = 10;
  const bottom = 22;
  const gap = n > 6 ? 4 : 8;
  const rects = [];
  if (!S.horizontal) {
    const cw = (w - left - right - gap * (n - 1)) / n;
    for (let i = 0; i < n; i++) {
      rects.push({ x: left + i * (cw + gap), y: top, w: cw, h: h - top - bottom });
    }
  } else {
    const bh = (h - top - 8 - gap * (n - 1)) / n;
    for (let i = 0; i < n; i++) {
      rects.push({ x: left + 64, y: top + i * (bh + gap), w: w - left - 64 - right, h: bh });
    }
  }
  return rects;
}

/** Sets a bold font no larger than `size` that fits `text` into `maxWidth`; returns the size. */
function fitText(ctx, text, maxWidth, size) {
  let s = size;
  ctx.font = "700 " + s + "px system-ui, sans-serif";
  while (s > 7 && ctx.measureText(text).width > maxWidth) {
    s -= 1;
    ctx.font = "700 " + s + "px system-ui, sans-serif";
  }
  return s;
}

/** The symbols of the scatter wins, once the spin is at rest. */
function scatterSymbols() {
  const set = new Set();
  if (!S.a || S.state !== "at rest") return set;
  for (const win of S.a.summary.wins || []) if (win.line === null || win.line === undefined) set.add(win.symbol);
  return set;
}

/** Draws the machine at the current frame and remembers the layouts (`S.drawn`). */
export function drawMachine() {
  const canvas = $("machine-canvas");
  const { ctx, w, h } = fit(canvas);
  ctx.clearRect(0, 0, w, h);
  if (!S.machine) return;
  const specs = drumSpecs();
  const frames = currentFrames(specs);
  if (S.machine.kind === "wheel" && S.machine.wheel && specs.length === 1) {
    S.drawn = [drawWheel(ctx, w, h, specs[0], frames[0])];
    return;
  }
  const band = topBand(w, h, specs.length);
  const rects = machineRects(w, h - band, specs).map((r) => Object.assign(r, { y: r.y + band }));
  const scatters = scatterSymbols();
  const drawn = [];
  // A spin's cascades: from the first removal on, each drum draws the chain's cells (the
  // server's samples, tumble.js), each on its own rows.
  const chain = S.a && S.a.tumble ? chainCells(S.a.tumble, Math.floor(S.t / S.a.dt + 1e-9)) : null;
  // The wild rules that move, once the spin rests (wildmotion.js: the model's samples).
  const wild = wildFrame(S.t);
  specs.forEach((spec, i) => {
    const kept = S.a ? keptAt(S.a.trace.drums[i], frames[i].shownTick) : null;
    const moved = wildLayout(wild, i, spec);
    let frame = frames[i];
    let layout;
    if (moved && moved.spinning) {
      layout = drumLayout(spec, moved.offset);
      frame = Object.assign({}, frame, { velocity: moved.velocity, phase: moved.phase });
    } else if (moved) {
      layout = moved.layout;
      frame = Object.assign({}, frame, { velocity: 0, phase: "stopped" });
    } else {
      layout = chain && chain[i]
        ? chainLayout(spec, chain[i])
        : rowLayout(spec, frames[i].travel, frames[i].offset, kept);
    }
    drawn.push(layout);
    drawDrum(ctx, rects[i], layout, frame, i, wild ? new Set() : scatters);
    if (!wild) drawSpliceOnDrum(ctx, rects[i], layout, i, frames[i]);
  });
  S.drawn = drawn;
  drawWildMarks(ctx, rects, specs, wild);
  if (!S.horizontal) drawHeldDrums(ctx, rects);
  const topCells = chain && S.a.tumble.topDrum !== null ? chain[S.a.tumble.topDrum] : null;
  // The cells the tumble removed and a cluster grid's multipliers (tumble.js).
  drawChainMarks(ctx, rects, specs);
  drawFreeSpins(ctx, rects);
  S.drawnTop = band ? drawTopDrum(ctx, rects, band, topCells) : null;
  drawPaylines(ctx, rects, specs);
}

/** The height of the band above the drums where the top drum runs (0 without one, or with
 * horizontal drums, which have no top). */
function topBand(w, h, drums) {
  const top = S.machine.rows && S.machine.rows.topDrum;
  if (!top || S.horizontal || drums < 3) return 0;
  return Math.round(Math.min(h / 7, (w / drums) * 0.45));
}

/** A symbol's cell along the drum, centred `c` px along it. */
function cellRect(rect, c, cell) {
  return S.horizontal
    ? { x: c - cell / 2 + 2, y: rect.y + 3, w: cell - 4, h: rect.h - 6 }
    : { x: rect.x + 3, y: c - cell / 2 + 2, w: rect.w - 6, h: cell - 4 };
}

export function drawDrum(ctx, rect, layout, frame, index, scatters) {
  const spec = layout.spec;
  const rows = spec.visibleRows;
  const along = S.horizontal ? rect.w : rect.h;
  const across = S.horizontal ? rect.h : rect.w;
  // px per pt: the window (rows × symbol height, the same on every spin) fills the rect.
  const scale = along / (rows * spec.symbolHeight);
  const centre = S.horizontal ? rect.x + rect.w / 2 : rect.y + rect.h / 2;

  ctx.save();
  ctx.beginPath();
  ctx.rect(rect.x, rect.y, rect.w, rect.h);
  ctx.clip();
  ctx.fillStyle = "#f3efe6";
  ctx.fillRect(rect.x, rect.y, rect.w, rect.h);

  for (const item of layout.items) {
    // A cell's own height: a drum whose rows change draws the previous spin's cells below
    // the seam at their height (rows.js).
    const cell = (item.height || spec.symbolHeight) * scale;
    const cellHigh = S.horizontal ? across : cell;
    const cellWide = S.horizontal ? cell : across;
    const fontSize = Math.min(cellHigh * 0.45, cellWide * 0.3, 28);
    const colour = symbolColour(item.symbol);
    const r = cellRect(rect, centre + item.pos * scale, cell);
    ctx.fillStyle = "#1a1f29";
    roundRect(ctx, r.x, r.y, r.w, r.h, 6);
    ctx.fill();
    ctx.fillStyle = colour;
    if (S.horizontal) ctx.fillRect(r.x + 4, r.y + r.h - 5, r.w - 8, 3);
    else ctx.fillRect(r.x + 6, r.y + r.h - 6, r.w - 12, 3);
    const size = fitText(ctx, item.symbol, r.w - 10, fontSize);
    ctx.fillStyle = colour;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.font = "700 " + size + "px system-ui, sans-serif";
    ctx.fillText(item.symbol, r.x + r.w / 2, r.y + r.h / 2 - 1);
  }
  // Cylinder shading towards the ends of the window.
  const g = S.horizontal
    ? ctx.createLinearGradient(rect.x, 0, rect.x + rect.w, 0)
    : ctx.createLinearGradient(0, rect.y, 0, rect.y + rect.h);
  g.addColorStop(0, "rgba(0,0,0,0.55)");
  g.addColorStop(0.18, "rgba(0,0,0,0)");
  g.addColorStop(0.82, "rgba(0,0,0,0)");
  g.addColorStop(1, "rgba(0,0,0,0.55)");
  ctx.fillStyle = g;
  ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
  // The scatter wins: every visible cell showing a winning scatter symbol, outlined.
  for (let i = 0; i < rows && scatters.size; i++) {
    const item = itemAtRow(layout, i);
    if (!item || !scatters.has(item.symbol)) continue;
    const r = cellRect(rect, centre + item.pos * scale, spec.symbolHeight * scale);
    ctx.save();
    ctx.strokeStyle = "#fff1a8";
    ctx.shadowColor = symbolColour(item.symbol);
    ctx.shadowBlur = 10;
    ctx.lineWidth = 3;
    roundRect(ctx, r.x + 1.5, r.y + 1.5, r.w - 3, r.h - 3, 6);
    ctx.stroke();
    ctx.restore();
  }
  // The result line: through the middle of the result row, where the decided stop rests.
  const line = centre + resultShift(spec) * scale;
  ctx.strokeStyle = "rgba(255, 70, 70, 0.9)";
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  if (S.horizontal) {
    ctx.moveTo(line, rect.y); ctx.lineTo(line, rect.y + rect.h);
  } else {
    ctx.moveTo(rect.x, line); ctx.lineTo(rect.x + rect.w, line);
  }
  ctx.stroke();
  ctx.restore();

  ctx.strokeStyle = "#3a4556";
  ctx.lineWidth = 2;
  roundRect(ctx, rect.x, rect.y, rect.w, rect.h, 4);
  ctx.stroke();
  drawDrumLabel(ctx, rect, frame, index);
}

/** The drum's index, phase and speed, under it (or left of it, horizontally). */
function drawDrumLabel(ctx, rect, frame, index) {
  ctx.fillStyle = drumColour(index);
  ctx.font = "600 11px system-ui, sans-serif";
  ctx.textBaseline = "middle";
  const speed = Math.round(frame.velocity) + " pt/s";
  if (S.horizontal) {
    ctx.textAlign = "right";
    const lines = ["drum " + index, frame.phase, speed];
    lines.forEach((text, k) => ctx.fillText(text, rect.x - 6, rect.y + rect.h / 2 + (k - 1) * 13));
    return;
  }
  let label = "drum " + index + " · " + frame.phase + " · " + speed;
  ctx.textAlign = "center";
  for (const shorter of [index + " · " + frame.phase + " · " + speed, index + " · " + speed, speed]) {
    ctx.font = "600 9px system-ui, sans-serif";
    if (ctx.measureText(label).width <= rect.w) break;
    label = shorter;
  }
  const size = fitText(ctx, label, rect.w, 11);
  ctx.font = "600 " + size + "px system-ui, sans-serif";
  ctx.fillText(label, rect.x + rect.w / 2, rect.y + rect.h + 11);
}

/**
 * The top drum: a horizontal drum above drums 1 … n−2, one cell over each, its strip read left
 * to right (at rest on stop k, the cell over drum 1 + j shows strip[(k + j) mod M]). It is
 * drawn as a drum of n−2 rows whose stop rests in its last row, mirrored so that the strip
 * runs left to right (`MachineSpec.topDrumSpec`: result row n − 3); it moves as the spin's
 * last trace drum says (the model's ticks), and rests on the summary's top stop; during a
 * cascade it draws the chain's `chainCells` (its cells sliding towards drum 1). Returns the
 * symbols drawn, left to right.
 */
function drawTopDrum(ctx, rects, band, chainCells = null) {
  const top = S.machine.rows.topDrum;
  const n = rects.length;
  const first = rects[1];
  const last = rects[n - 2];
  const rect = { x: first.x, y: first.y - band - 4, w: last.x + last.w - first.x, h: band };
  const cells = n - 2;
  // The spin machine's last drum (after the n drums): the model's ticks of the top drum.
  const trace = S.a && S.a.trace.drums.length > n ? S.a.trace.drums[n] : null;
  const stop = S.a && S.a.summary.topDrum ? S.a.summary.topDrum.stop : 0;
  const h = trace ? trace.symbolHeight : 1;
  const spec = {
    strip: top.strip, visibleRows: cells, resultRow: cells - 1, symbolHeight: h,
    stripLength: top.strip.length * h,
  };
  const frame = trace ? sampleDrum(trace, S.t, S.a.dt) : { offset: stop * h };
  // In a cascade its cells are the chain's (row i over drum n − 2 − i), as a drum's.
  const layout = chainCells
    ? chainLayout({ visibleRows: cells, symbolHeight: chainCells.length ? chainCells[0].height : h }, chainCells)
    : rowLayout(spec, 0, frame.offset);
  const scale = rect.w / (cells * h);
  const centre = rect.x + rect.w / 2;
  ctx.save();
  ctx.beginPath();
  ctx.rect(rect.x, rect.y, rect.w, rect.h);
  ctx.clip();
  ctx.fillStyle = "#f3efe6";
  ctx.fillRect(rect.x, rect.y, rect.w, rect.h);
  for (const item of layout.items) {
    const c = centre - item.pos * scale;
    const cell = h * scale;
    const r = { x: c - cell / 2 + 2, y: rect.y + 3, w: cell - 4, h: rect.h - 6 };
    const colour = symbolColour(item.symbol);
    ctx.fillStyle = "#1a1f29";
    roundRect(ctx, r.x, r.y, r.w, r.h, 6);
    ctx.fill();
    ctx.fillStyle = colour;
    ctx.fillRect(r.x + 6, r.y + r.h - 6, r.w - 12, 3);
    const size = fitText(ctx, item.symbol, r.w - 10, Math.min(r.h * 0.5, 24));
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.font = "700 " + size + "px system-ui, sans-serif";
    ctx.fillText(item.symbol, r.x + r.w / 2, r.y + r.h / 2 - 1);
  }
  ctx.restore();
  ctx.strokeStyle = "#3a4556";
  ctx.lineWidth = 2;
  roundRect(ctx, rect.x, rect.y, rect.w, rect.h, 4);
  ctx.stroke();
  // Its rows, top first, are drawn right to left: the symbols left to right are the rows reversed.
  return Array.from({ length: cells }, (_, i) => itemAtRow(layout, cells - 1 - i))
    .map((item) => (item ? item.symbol : null));
}
