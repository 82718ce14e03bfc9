// The splice of a late result (`StripSplice`: from its tick the drum is drawn on its strip
// turned by `shift`, the symbols then in view kept) marked where a designer looks for it: on
// the drum (a SPLICE tag from the splice's tick, the kept cells outlined) and on the charts (a
// vertical marker at the splice's tick). The splice is the model's (`summary.drums[i].splice`,
// or the page's own spin's): nothing here decides where it falls.
import { roundRect } from "./dom.js";
import { S } from "./state.js";

/** The splices' colour. */
export const SPLICE_COLOUR = "#ff4fd8";

/** The splices of spin `res` (a prepared spin): `{ drum, tick, time, shift }` per spliced drum. */
export function splicesOf(res) {
  if (!res) return [];
  return res.trace.drums.flatMap((d, drum) => (d.splice
    ? [{ drum, tick: d.splice.tick, time: d.splice.tick * res.dt, shift: d.splice.shift }] : []));
}

/**
 * Marks drum `drum`'s splice on its window `rect` (vertical drums: the tag; the kept cells
 * outlined, `layout` the drum's drawn layout) once the frame shown (`frame.shownTick`) has
 * reached the splice's tick.
 */
export function drawSpliceOnDrum(ctx, rect, layout, drum, frame) {
  const d = S.a && S.a.trace.drums[drum];
  const splice = d && d.splice;
  if (!splice || !(frame.shownTick >= splice.tick)) return;
  ctx.save();
  if (!S.horizontal && layout && layout.items) {
    const kept = new Set(splice.kept.map((k) => k.index));
    const spec = layout.spec;
    const scale = rect.h / (spec.visibleRows * spec.symbolHeight);
    const centre = rect.y + rect.h / 2;
    ctx.beginPath();
    ctx.rect(rect.x, rect.y, rect.w, rect.h);
    ctx.clip();
    ctx.setLineDash([5, 4]);
    ctx.strokeStyle = SPLICE_COLOUR;
    ctx.lineWidth = 2;
    for (const item of layout.items) {
      if (!kept.has(item.j)) continue;
      const cell = (item.height || spec.symbolHeight) * scale;
      roundRect(ctx, rect.x + 5, centre + item.pos * scale - cell / 2 + 4, rect.w - 10, cell - 8, 6);
      ctx.stroke();
    }
    ctx.setLineDash([]);
  }
  const text = "SPLICE " + (splice.shift >= 0 ? "+" : "") + splice.shift;
  ctx.font = "700 10px system-ui, sans-serif";
  const w = ctx.measureText(text).width + 10;
  const x = rect.x + rect.w - w - 3;
  const y = rect.y + rect.h - 19;
  ctx.fillStyle = "rgba(20, 24, 33, 0.9)";
  roundRect(ctx, x, y, w, 15, 4);
  ctx.fill();
  ctx.strokeStyle = SPLICE_COLOUR;
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.fillStyle = SPLICE_COLOUR;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(text, x + w / 2, y + 8);
  ctx.restore();
}

/**
 * Draws a vertical marker at each splice of spin `res` on a chart of scale `s` (`x(d, k)`:
 * the chart's x of drum trace `d` at tick `k`), labelled with the drum; dashed for B.
 */
export function drawSpliceMarks(ctx, s, res, x, dashed) {
  res.trace.drums.forEach((d, drum) => {
    if (!d.splice || !d.travel.length) return;
    const k = Math.max(0, Math.min(d.travel.length - 1, d.splice.tick));
    const px = Math.round(s.x(x(d, k))) + 0.5;
    ctx.save();
    ctx.strokeStyle = SPLICE_COLOUR;
    ctx.lineWidth = 2;
    ctx.setLineDash(dashed ? [3, 3] : [8, 4]);
    ctx.beginPath();
    ctx.moveTo(px, s.py1);
    ctx.lineTo(px, s.py0);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = SPLICE_COLOUR;
    ctx.font = "600 10px system-ui, sans-serif";
    ctx.textAlign = "left";
    ctx.textBaseline = "top";
    ctx.fillText("splice " + drum, px + 3, s.py1 + 2 + 11 * drum);
    ctx.restore();
  });
}

/** Where each chart draws A's splices: `{ chart, drum, tick, x }`, x in CSS px (what the
 * browser tests read). */
export function spliceMarks() {
  const marks = [];
  if (!S.a) return marks;
  for (const chart of S.charts) {
    if (!chart.scale) continue;
    for (const splice of splicesOf(S.a)) {
      const d = S.a.trace.drums[splice.drum];
      const k = Math.max(0, Math.min(d.travel.length - 1, splice.tick));
      const x = chart.key === "approach" ? d.finalTravel - d.travel[k] : d.times[k];
      marks.push({ chart: chart.key, drum: splice.drum, tick: splice.tick, x: Math.round(chart.scale.x(x)) + 0.5 });
    }
  }
  return marks;
}
