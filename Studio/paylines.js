// The paylines over the drums: every line faint, the winning (or hovered) lines bright, and
// their indices in the left margin.
import { lineColour } from "./colours.js";
import { S } from "./state.js";

/** The lines that won, by payline index, once the spin is at rest. */
function winningLines() {
  const set = new Set();
  if (!S.a || S.state !== "at rest") return set;
  for (const win of S.a.summary.wins || []) if (win.line !== null && win.line !== undefined) set.add(win.line);
  return set;
}

/** Draws the paylines through the row centres of the drums' windows `rects`. */
export function drawPaylines(ctx, rects, specs) {
  const lines = S.machine.paylines;
  if (!lines.length) return;
  const wins = winningLines();
  const hover = S.hoverLine;
  const anyHighlight = hover !== null || wins.size > 0;
  const many = lines.length > 8;
  const slots = {};
  const labelled = lines.map((line, li) => !S.horizontal && (!many || (hover !== null ? hover === li : wins.has(li))));
  const perRow = {};
  lines.forEach((line, li) => { if (labelled[li]) perRow[line[0]] = (perRow[line[0]] || 0) + 1; });
  lines.forEach((line, li) => {
    const highlighted = hover !== null ? hover === li : wins.has(li);
    const points = line.map((r, d) => {
      const rect = rects[d];
      const spec = specs[d];
      if (!rect || !spec) return null;
      const cell = (S.horizontal ? rect.w : rect.h) / spec.visibleRows;
      return S.horizontal
        ? { x: rect.x + (r + 0.5) * cell, y: rect.y + rect.h / 2 }
        : { x: rect.x + rect.w / 2, y: rect.y + (r + 0.5) * cell };
    }).filter(Boolean);
    if (!points.length) return;
    const colour = lineColour(li);
    ctx.save();
    ctx.globalAlpha = highlighted ? 0.9 : anyHighlight ? 0.1 : many ? 0.16 : 0.35;
    ctx.strokeStyle = colour;
    ctx.lineWidth = highlighted ? 3.5 : 1.5;
    if (highlighted) {
      ctx.shadowColor = colour;
      ctx.shadowBlur = 8;
    }
    const first = S.horizontal ? { x: points[0].x, y: rects[0].y - 4 } : { x: rects[0].x - 4, y: points[0].y };
    const lastRect = rects[points.length - 1];
    const end = points[points.length - 1];
    const last = S.horizontal ? { x: end.x, y: lastRect.y + lastRect.h + 4 } : { x: lastRect.x + lastRect.w + 4, y: end.y };
    ctx.beginPath();
    ctx.moveTo(first.x, first.y);
    for (const p of points) ctx.lineTo(p.x, p.y);
    ctx.lineTo(last.x, last.y);
    ctx.stroke();
    ctx.restore();
    // The line's index in the margin, spread out where several lines start on one row.
    if (!labelled[li]) return;
    const row = line[0];
    const slot = (slots[row] = (slots[row] || 0) + 1) - 1;
    const count = perRow[row];
    const spacing = Math.min(11, (rects[0].h / specs[0].visibleRows - 4) / Math.max(1, count - 1));
    ctx.save();
    ctx.globalAlpha = highlighted || !anyHighlight ? 1 : 0.35;
    ctx.fillStyle = colour;
    ctx.font = "700 10px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(String(li), 12, first.y + (slot - (count - 1) / 2) * spacing);
    ctx.restore();
  });
}
