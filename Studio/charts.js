// The four charts: velocity, travel (or offset) and acceleration against time, and velocity
// against the distance to the target. Curves, bands and markers are drawn once per spin into
// a cached background; the playhead is drawn over it every frame.
import { drawAxes, drawMarker, makeScale } from "./chart-axes.js";
import { drawZones, slowZoneOf } from "./chart-zones.js";
import { EVENT_KINDS, drumColour } from "./colours.js";
import { fit } from "./dom.js";
import { sampleDrum } from "./playback.js";
import { drawSpliceMarks } from "./splice.js";
import { $, S, lengthUnits } from "./state.js";
import { seek } from "./transport.js";

const CHARTS = {
  velocity: { x: "time (s)", y: "velocity (pt/s)", time: true },
  offset: { x: "time (s)", y: "travel (pt)", time: true },
  approach: { x: "distance to the target (pt)", y: "velocity (pt/s)", time: false },
  acceleration: { x: "time (s)", y: "acceleration (pt/s²)", time: true },
};

/** A chart's axis labels in the machine's units (a wheel's lengths are degrees). */
function chartLabels(key) {
  const y = key === "offset" && showsOffset() ? "offset (pt)" : CHARTS[key].y;
  return { x: lengthUnits(CHARTS[key].x), y: lengthUnits(y) };
}

/** The chart figures of the page, each with its key and canvas. */
export function chartEls() {
  return [...document.querySelectorAll("#charts .chart")].map((fig) => ({
    key: fig.dataset.chart,
    fig,
    canvas: fig.querySelector("canvas"),
  }));
}

/** The runs to draw: A solid, B dashed. */
function runs() {
  const list = [];
  if (S.a) list.push({ res: S.a, dashed: false });
  if (S.b) list.push({ res: S.b, dashed: true });
  return list;
}

const showsOffset = () => $("travel-mode").value === "offset";

/** The y value of a chart for drum trace d at row k. */
function yOf(key, d, k) {
  if (key === "offset") return showsOffset() ? d.offset[k] : d.travel[k];
  if (key === "acceleration") return d.acceleration[k];
  return d.velocity[k];
}

function xOf(key, d, k) {
  return key === "approach" ? d.finalTravel - d.travel[k] : d.times[k];
}

/** The distance range of the approach chart, as `reelsim plot` draws it (far first). */
function approachRange() {
  let far = 0;
  let near = 0;
  for (const { res } of runs()) {
    res.summary.drums.forEach((r, i) => {
      const d = res.trace.drums[i];
      const h = d.symbolHeight || 100;
      far = Math.max(far, 1.6 * (r.brakingDistance || 0), 2 * h);
      if (r.strategy === "classic") {
        const zone = slowZoneOf(res, i);
        far = Math.max(far, 1.5 * zone);
        if (r.windowMisses > 0) far = Math.max(far, r.windowMisses * d.stripLength + 1.5 * zone);
      }
      near = Math.max(near, r.overshoot || 0);
    });
  }
  const margin = 0.04 * far;
  return [far + margin, -(near + margin)];
}

function chartRanges(key) {
  let x0 = 0;
  let x1 = 1;
  if (CHARTS[key].time) {
    // The spin's own length: a wild motion played after it does not squeeze the curves (wildmotion.js).
    const spun = (res) => res.spinDuration || res.duration;
    x1 = (Math.max(S.a ? spun(S.a) : 1, S.b ? spun(S.b) : 0) || 1) * 1.02;
  } else if (S.a) {
    [x0, x1] = approachRange();
  }
  let y0 = 0;
  let y1 = 0;
  for (const { res } of runs()) {
    for (const d of res.trace.drums) {
      for (let k = 0; k < d.travel.length; k++) {
        if (key === "approach") {
          const x = xOf(key, d, k);
          if (x > x0 || x < x1) continue;
        }
        const y = yOf(key, d, k);
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
  }
  if (y1 === y0) y1 = y0 + 1;
  const pad = (y1 - y0) * 0.06;
  return { x0, x1, y0: y0 < 0 ? y0 - pad : 0, y1: y1 + pad };
}

/** Draws a chart's curves, bands and markers into its cached background. */
function drawChartBase(chart) {
  const { w, h } = fit(chart.canvas);
  if (!chart.cache) chart.cache = document.createElement("canvas");
  const dpr = window.devicePixelRatio || 1;
  chart.cache.width = chart.canvas.width;
  chart.cache.height = chart.canvas.height;
  const ctx = chart.cache.getContext("2d");
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = "#11151c";
  ctx.fillRect(0, 0, w, h);
  const key = chart.key;
  const s = makeScale(chartRanges(key), w, h);
  chart.scale = s;
  const labels = chartLabels(key);
  chart.labels = labels;
  chart.markers = [];
  drawAxes(ctx, s, labels.x, labels.y);
  if (!S.a) {
    ctx.fillStyle = "#566276";
    ctx.font = "12px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.fillText("spin to see the curves", (s.px0 + s.px1) / 2, (s.py0 + s.py1) / 2);
    return;
  }
  ctx.save();
  ctx.beginPath();
  ctx.rect(s.px0, s.py1, s.px1 - s.px0, s.py0 - s.py1);
  ctx.clip();
  if (key === "approach") drawZones(ctx, s);
  for (const { res, dashed } of runs()) {
    res.trace.drums.forEach((d, i) => {
      ctx.strokeStyle = drumColour(i);
      ctx.lineWidth = dashed ? 1.4 : 1.6;
      ctx.setLineDash(dashed ? [6, 4] : []);
      ctx.beginPath();
      const breaks = key === "offset" && showsOffset();
      let prev = null;
      for (let k = 0; k < d.travel.length; k++) {
        const x = s.x(xOf(key, d, k));
        const yv = yOf(key, d, k);
        const y = s.y(yv);
        if (prev === null || (breaks && Math.abs(yv - prev) > d.stripLength / 2)) ctx.moveTo(x, y);
        else ctx.lineTo(x, y);
        prev = yv;
      }
      ctx.stroke();
    });
    ctx.setLineDash([]);
    for (const e of res.events) {
      const kind = EVENT_KINDS[e.kind];
      const d = res.trace.drums[e.drum];
      if (!kind || !d) continue;
      const k = Math.max(0, Math.min(d.travel.length - 1, e.tick));
      drawMarker(ctx, kind.shape, s.x(xOf(key, d, k)), s.y(yOf(key, d, k)), drumColour(e.drum), dashed);
      chart.markers.push({ kind: e.kind, drum: e.drum, machine: dashed ? "b" : "a", x: xOf(key, d, k), y: yOf(key, d, k) });
    }
    drawSpliceMarks(ctx, s, res, (d, k) => xOf(key, d, k), dashed);
  }
  ctx.restore();
}

/** Draws every chart: the background again when the spin or the size changed, the playhead. */
export function drawCharts() {
  for (const chart of S.charts) {
    if (S.dirtyCharts || !chart.cache || chart.canvas.width !== Math.round(chart.canvas.clientWidth * (window.devicePixelRatio || 1))) {
      drawChartBase(chart);
    }
    const { ctx } = fit(chart.canvas);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(chart.cache, 0, 0);
    const dpr = window.devicePixelRatio || 1;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    drawPlayhead(ctx, chart);
  }
  S.dirtyCharts = false;
}

function drawPlayhead(ctx, chart) {
  const s = chart.scale;
  if (!S.a || !s) return;
  const key = chart.key;
  ctx.save();
  ctx.beginPath();
  ctx.rect(s.px0 - 5, s.py1 - 5, s.px1 - s.px0 + 10, s.py0 - s.py1 + 10);
  ctx.clip();
  if (CHARTS[key].time) {
    const px = s.x(S.t);
    ctx.strokeStyle = "rgba(255,255,255,0.7)";
    ctx.lineWidth = 1;
    ctx.beginPath(); ctx.moveTo(px, s.py1); ctx.lineTo(px, s.py0); ctx.stroke();
  }
  for (const { res, dashed } of runs()) {
    res.trace.drums.forEach((d, i) => {
      const f = sampleDrum(d, S.t, res.dt);
      let x;
      let y;
      if (key === "approach") { x = d.finalTravel - f.travel; y = f.velocity; }
      else if (key === "velocity") { x = S.t; y = f.velocity; }
      else if (key === "offset") { x = S.t; y = showsOffset() ? f.offset : f.travel; }
      else { x = S.t; y = d.acceleration[Math.min(d.acceleration.length - 1, f.tick + (S.t >= (d.travel.length - 1) * res.dt ? 0 : 1))]; }
      ctx.beginPath();
      ctx.arc(s.x(x), s.y(y), 4.5, 0, Math.PI * 2);
      ctx.fillStyle = dashed ? "#0b0e13" : drumColour(i);
      ctx.fill();
      ctx.strokeStyle = dashed ? drumColour(i) : "#ffffff";
      ctx.lineWidth = 1.5;
      ctx.stroke();
    });
  }
  ctx.restore();
}

/** Seeks to the time a click on a chart points at. */
export function chartClick(chart, ev) {
  const s = chart.scale;
  if (!S.a || !s) return;
  const rect = chart.canvas.getBoundingClientRect();
  const px = ev.clientX - rect.left;
  const py = ev.clientY - rect.top;
  let t;
  if (CHARTS[chart.key].time) {
    t = s.invX(px);
  } else {
    let best = Infinity;
    for (const d of S.a.trace.drums) {
      for (let k = 0; k < d.travel.length; k++) {
        const dx = s.x(xOf("approach", d, k)) - px;
        const dy = s.y(d.velocity[k]) - py;
        const dist = dx * dx + dy * dy;
        if (dist < best) { best = dist; t = d.times[k]; }
      }
    }
  }
  seek(t);
}
