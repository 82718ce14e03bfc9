// A chart's frame: the scale from values to pixels, the grid, ticks and axis labels, and the
// event markers.
import { formatTick } from "./format.js";

/** The plot area's margins inside a chart canvas (px). */
const PAD = { l: 56, r: 10, t: 8, b: 30 };

function niceStep(range, count) {
  const raw = Math.abs(range) / Math.max(1, count);
  const p = Math.pow(10, Math.floor(Math.log10(raw)));
  const m = raw / p;
  return (m < 1.5 ? 1 : m < 3 ? 2 : m < 7 ? 5 : 10) * p;
}

/** The scale of ranges `r` (`x0`, `x1`, `y0`, `y1`; x may run backwards) on a w × h canvas. */
export function makeScale(r, w, h) {
  const px0 = PAD.l;
  const px1 = w - PAD.r;
  const py0 = h - PAD.b;
  const py1 = PAD.t;
  return {
    r, px0, px1, py0, py1,
    x: (v) => px0 + ((v - r.x0) / (r.x1 - r.x0)) * (px1 - px0),
    y: (v) => py0 + ((v - r.y0) / (r.y1 - r.y0)) * (py1 - py0),
    invX: (px) => r.x0 + ((px - px0) / (px1 - px0)) * (r.x1 - r.x0),
  };
}

/** Draws the grid, the ticks with their labels, the frame and the axis labels. */
export function drawAxes(ctx, s, xLabel, yLabel) {
  const r = s.r;
  ctx.font = "10px system-ui, sans-serif";
  ctx.lineWidth = 1;
  const lo = Math.min(r.x0, r.x1);
  const hi = Math.max(r.x0, r.x1);
  const xs = niceStep(hi - lo, Math.max(2, Math.floor((s.px1 - s.px0) / 70)));
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  for (let v = Math.ceil(lo / xs) * xs; v <= hi + xs * 1e-9; v += xs) {
    const px = s.x(v);
    ctx.strokeStyle = "#232b37";
    ctx.beginPath(); ctx.moveTo(px, s.py1); ctx.lineTo(px, s.py0); ctx.stroke();
    ctx.strokeStyle = "#566276";
    ctx.beginPath(); ctx.moveTo(px, s.py0); ctx.lineTo(px, s.py0 + 4); ctx.stroke();
    ctx.fillStyle = "#8a96a8";
    ctx.fillText(formatTick(Math.abs(v) < xs * 1e-9 ? 0 : v, xs), px, s.py0 + 5);
  }
  const ys = niceStep(r.y1 - r.y0, Math.max(2, Math.floor((s.py0 - s.py1) / 34)));
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  for (let v = Math.ceil(r.y0 / ys) * ys; v <= r.y1 + ys * 1e-9; v += ys) {
    const py = s.y(v);
    ctx.strokeStyle = Math.abs(v) < ys * 1e-9 ? "#3a4556" : "#232b37";
    ctx.beginPath(); ctx.moveTo(s.px0, py); ctx.lineTo(s.px1, py); ctx.stroke();
    ctx.fillStyle = "#8a96a8";
    ctx.fillText(formatTick(Math.abs(v) < ys * 1e-9 ? 0 : v, ys), s.px0 - 5, py);
  }
  ctx.strokeStyle = "#566276";
  ctx.strokeRect(s.px0, s.py1, s.px1 - s.px0, s.py0 - s.py1);
  ctx.fillStyle = "#aab4c3";
  ctx.textAlign = "center";
  ctx.textBaseline = "bottom";
  ctx.fillText(xLabel, (s.px0 + s.px1) / 2, s.py0 + 29);
  ctx.save();
  ctx.translate(11, (s.py0 + s.py1) / 2);
  ctx.rotate(-Math.PI / 2);
  ctx.textBaseline = "middle";
  ctx.fillText(yLabel, 0, 0);
  ctx.restore();
}

/** An event marker of `shape` at (x, y); hollow for machine B. */
export function drawMarker(ctx, shape, x, y, colour, hollow) {
  const r = 4;
  ctx.beginPath();
  if (shape === "circle") ctx.arc(x, y, r, 0, Math.PI * 2);
  else if (shape === "square") ctx.rect(x - r, y - r, 2 * r, 2 * r);
  else if (shape === "triangle") { ctx.moveTo(x, y - r - 1); ctx.lineTo(x + r + 1, y + r); ctx.lineTo(x - r - 1, y + r); ctx.closePath(); }
  else if (shape === "diamond") { ctx.moveTo(x, y - r - 1); ctx.lineTo(x + r + 1, y); ctx.lineTo(x, y + r + 1); ctx.lineTo(x - r - 1, y); ctx.closePath(); }
  else { ctx.moveTo(x - r, y - r); ctx.lineTo(x + r, y + r); ctx.moveTo(x + r, y - r); ctx.lineTo(x - r, y + r); }
  ctx.lineWidth = 1.5;
  if (shape === "cross") { ctx.strokeStyle = colour; ctx.stroke(); return; }
  if (hollow) { ctx.strokeStyle = colour; ctx.stroke(); return; }
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.strokeStyle = "#0b0e13";
  ctx.lineWidth = 1;
  ctx.stroke();
}
