/// The studio page, compiled into the binary: exactly the bytes of every file in `Studio/`
/// (regenerate with `Scripts/embed-resources.sh`); a test keeps them identical.
enum StudioAssets {
  /// The file served at `path` (`/` is `/index.html`), with its content type.
  static func file(at path: String) -> (text: String, contentType: String)? {
    files[path == "/" ? "/index.html" : path]
  }

  /// Every file, by the path it is served at.
  static let files: [String: (text: String, contentType: String)] = [
    "/api.js": (apiJs, "text/javascript; charset=utf-8"),
    "/chart-axes.js": (chartAxesJs, "text/javascript; charset=utf-8"),
    "/chart-zones.js": (chartZonesJs, "text/javascript; charset=utf-8"),
    "/charts.js": (chartsJs, "text/javascript; charset=utf-8"),
    "/colours.js": (coloursJs, "text/javascript; charset=utf-8"),
    "/controls.js": (controlsJs, "text/javascript; charset=utf-8"),
    "/dom.js": (domJs, "text/javascript; charset=utf-8"),
    "/drums.js": (drumsJs, "text/javascript; charset=utf-8"),
    "/format.js": (formatJs, "text/javascript; charset=utf-8"),
    "/index.html": (indexHtml, "text/html; charset=utf-8"),
    "/keep.js": (keepJs, "text/javascript; charset=utf-8"),
    "/messages.js": (messagesJs, "text/javascript; charset=utf-8"),
    "/metrics.js": (metricsJs, "text/javascript; charset=utf-8"),
    "/outcome.js": (outcomeJs, "text/javascript; charset=utf-8"),
    "/paylines.js": (paylinesJs, "text/javascript; charset=utf-8"),
    "/playback.js": (playbackJs, "text/javascript; charset=utf-8"),
    "/spin.js": (spinJs, "text/javascript; charset=utf-8"),
    "/state.js": (stateJs, "text/javascript; charset=utf-8"),
    "/studio.css": (studioCss, "text/css; charset=utf-8"),
    "/studio.js": (studioJs, "text/javascript; charset=utf-8"),
    "/transport.js": (transportJs, "text/javascript; charset=utf-8"),
    "/tuning.js": (tuningJs, "text/javascript; charset=utf-8"),
  ]

  static let apiJs = #"""
    // The server: `POST /api/*` requests and their errors, and spin responses made ready to play.
    import { S } from "./state.js";

    /** An error of the API (or of a field before sending): a status, a message, a JSON path. */
    export class ApiError extends Error {
      constructor(status, message, path) {
        super(message);
        this.status = status;
        this.path = path;
      }
    }

    /** POSTs a JSON body (a string, already encoded) and returns the parsed JSON or text. */
    export async function post(url, bodyText, signal, asText = false) {
      const res = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: bodyText,
        signal,
      });
      if (!res.ok) {
        let info = { error: res.status + " " + res.statusText, path: null };
        try {
          info = await res.json();
        } catch (_) {
          /* not JSON: keep the status line */
        }
        throw new ApiError(res.status, info.error || "request failed", info.path || null);
      }
      return asText ? res.text() : res.json();
    }

    /** `GET /api/machine`. */
    export async function fetchMachine() {
      const res = await fetch("/api/machine");
      if (!res.ok) throw new Error("GET /api/machine: " + res.status);
      return res.json();
    }

    /** Encodes a spin body; a seed goes out as its exact digits (up to 2⁶⁴ − 1). */
    export function encodeBody(body) {
      const seed = body.seed;
      if (seed === undefined) return JSON.stringify(body);
      const copy = Object.assign({}, body, { seed: "__SEED__" });
      return JSON.stringify(copy).replace('"__SEED__"', seed);
    }

    /** Prepares a spin response for playback and charts: times per row, final travel, length. */
    export function prepare(res) {
      const dt = res.trace.timeStep || res.summary.timeStep;
      let last = 0;
      const drums = res.trace.drums.map((d, i) => {
        const spec = S.machine.drums[i] || {};
        const prepared = Object.assign({}, d);
        if (prepared.startOffset === undefined) prepared.startOffset = spec.startOffset || 0;
        if (!prepared.stripLength) prepared.stripLength = spec.stripLength;
        const n = d.travel.length;
        prepared.times = Float64Array.from({ length: n }, (_, k) => (d.tick ? d.tick[k] : k) * dt);
        prepared.finalTravel = n ? d.travel[n - 1] : 0;
        last = Math.max(last, n - 1);
        return prepared;
      });
      return {
        summary: res.summary,
        trace: { timeStep: dt, drums },
        events: res.events || [],
        check: res.check || null,
        dt,
        lastTick: last,
        duration: last * dt,
      };
    }

    """#

  static let chartAxesJs = #"""
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

    """#

  static let chartZonesJs = #"""
    // The classic strategy's slow zone and stop window on the approach chart, for the classic
    // drums of machine A and (with A/B on) of machine B, as the gnuplot chart draws them.
    import { S, effectiveMotion, motionB } from "./state.js";

    /**
     * The distinct zones of the classic drums: `{ slowZone, stopTolerance, machines }`, where
     * `machines` lists "A" and/or "B". B's zones are left out when the page cannot know them.
     */
    export function classicZones() {
      const zones = [];
      const add = (slowZone, stopTolerance, machine) => {
        if (!Number.isFinite(slowZone) || !Number.isFinite(stopTolerance)) return;
        const same = zones.find((z) => z.slowZone === slowZone && z.stopTolerance === stopTolerance);
        if (!same) zones.push({ slowZone, stopTolerance, machines: [machine] });
        else if (!same.machines.includes(machine)) same.machines.push(machine);
      };
      if (S.a) {
        S.a.summary.drums.forEach((r, i) => {
          if (r.strategy === "classic") add(effectiveMotion(i, "slowZone"), effectiveMotion(i, "stopTolerance"), "A");
        });
      }
      if (S.b) {
        S.b.summary.drums.forEach((r, i) => {
          if (r.strategy === "classic") add(motionB(i, "slowZone"), motionB(i, "stopTolerance"), "B");
        });
      }
      return zones;
    }

    /** The slow zone of drum i of a run (A or B), for the approach chart's range. */
    export function slowZoneOf(res, i) {
      const zone = res === S.a ? effectiveMotion(i, "slowZone") : motionB(i, "slowZone");
      return Number.isFinite(zone) ? zone : 100;
    }

    /**
     * Draws the bands (a zone of B only with dashed edges, so that A's and B's stay apart) and
     * a key for them, bottom left, where the far slow part of the approach is empty.
     */
    export function drawZones(ctx, s) {
      const zones = classicZones();
      const height = s.py0 - s.py1;
      for (const z of zones) {
        ctx.fillStyle = "rgba(79, 163, 255, 0.13)";
        ctx.fillRect(s.x(z.slowZone), s.py1, s.x(-z.slowZone) - s.x(z.slowZone), height);
        ctx.fillStyle = "rgba(245, 150, 60, 0.35)";
        ctx.fillRect(s.x(z.stopTolerance), s.py1, s.x(-z.stopTolerance) - s.x(z.stopTolerance), height);
        if (!z.machines.includes("B")) continue;
        ctx.save();
        ctx.setLineDash([5, 4]);
        ctx.lineWidth = 1;
        for (const [d, colour] of [[z.slowZone, "#8fb8e8"], [z.stopTolerance, "#f5a04a"]]) {
          ctx.strokeStyle = colour;
          for (const x of [s.x(d), s.x(-d)]) {
            ctx.beginPath(); ctx.moveTo(x, s.py1); ctx.lineTo(x, s.py0); ctx.stroke();
          }
        }
        ctx.restore();
      }
      const named = zones.some((z) => z.machines.includes("B"));
      zones.forEach((z, k) => {
        const who = named ? z.machines.join(", ") + ": " : "";
        const y = s.py0 - 28 - (zones.length - 1 - k) * 26;
        ctx.font = "10px system-ui, sans-serif";
        const width = 26 + ctx.measureText(who + "stop window |d| < " + z.stopTolerance + " pt").width;
        ctx.fillStyle = "rgba(17, 21, 28, 0.85)";
        ctx.fillRect(s.px0 + 3, y - 3, Math.max(150, width), 27);
        ctx.textAlign = "left";
        ctx.textBaseline = "middle";
        ctx.fillStyle = "rgba(79, 163, 255, 0.45)";
        ctx.fillRect(s.px0 + 6, y, 10, 9);
        ctx.fillStyle = "#8fb8e8";
        ctx.fillText(who + "slow zone |d| < " + z.slowZone + " pt", s.px0 + 20, y + 5);
        ctx.fillStyle = "rgba(245, 150, 60, 0.7)";
        ctx.fillRect(s.px0 + 6, y + 12, 10, 9);
        ctx.fillStyle = "#f5a04a";
        ctx.fillText(who + "stop window |d| < " + z.stopTolerance + " pt", s.px0 + 20, y + 17);
      });
    }

    """#

  static let chartsJs = #"""
    // The four charts: velocity, travel (or offset) and acceleration against time, and velocity
    // against the distance to the target. Curves, bands and markers are drawn once per spin into
    // a cached background; the playhead is drawn over it every frame.
    import { drawAxes, drawMarker, makeScale } from "./chart-axes.js";
    import { drawZones, slowZoneOf } from "./chart-zones.js";
    import { EVENT_KINDS, drumColour } from "./colours.js";
    import { fit } from "./dom.js";
    import { sampleDrum } from "./playback.js";
    import { $, S } from "./state.js";
    import { seek } from "./transport.js";

    const CHARTS = {
      velocity: { x: "time (s)", y: "velocity (pt/s)", time: true },
      offset: { x: "time (s)", y: "travel (pt)", time: true },
      approach: { x: "distance to the target (pt)", y: "velocity (pt/s)", time: false },
      acceleration: { x: "time (s)", y: "acceleration (pt/s²)", time: true },
    };

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
        x1 = (Math.max(S.a ? S.a.duration : 1, S.b ? S.b.duration : 0) || 1) * 1.02;
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
      drawAxes(ctx, s, CHARTS[key].x, key === "offset" && showsOffset() ? "offset (pt)" : CHARTS[key].y);
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
        }
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

    """#

  static let coloursJs = #"""
    // Colours and marker shapes, shared by the drums, the charts and the panels.
    import { S } from "./state.js";

    /** Symbol colours, by index in the machine's `symbols`. */
    const SYMBOL_COLOURS = [
      "#ff5d5d", "#ffb13b", "#ffe14d", "#7ee081", "#3fd0c9", "#5aa9ff",
      "#b28bff", "#ff7fd1", "#d7dde6", "#ff8a5b", "#a8e05d", "#8fd3ff",
    ];
    /** Drum colours on the charts, by drum index. */
    const DRUM_COLOURS = [
      "#4fa3ff", "#ff6b6b", "#3ecf8e", "#f5b84a", "#c58bff", "#3fd0c9", "#ff8ad8", "#c3cf6a",
    ];
    /** Payline colours, by line index. */
    const LINE_COLOURS = [
      "#ffd24d", "#4fe0ff", "#ff6bd6", "#8cff6b", "#ff9a4d", "#b59cff", "#4dffb8", "#ff6b6b",
    ];

    /** The events drawn on the charts, with their marker shapes. */
    export const EVENT_KINDS = {
      stopRequested: { shape: "circle", label: "stop request" },
      brakingStarted: { shape: "diamond", label: "braking" },
      windowMissed: { shape: "cross", label: "window miss" },
      landed: { shape: "triangle", label: "landed" },
      settled: { shape: "square", label: "settled" },
    };

    /** The colour of a symbol, by its name. */
    export function symbolColour(name) {
      const i = S.machine ? S.machine.symbols.indexOf(name) : -1;
      if (i < 0) return "#d7dde6";
      if (i < SYMBOL_COLOURS.length) return SYMBOL_COLOURS[i];
      return "hsl(" + ((i * 67) % 360) + ", 75%, 65%)";
    }

    /** The colour of drum i. */
    export function drumColour(i) {
      return i < DRUM_COLOURS.length ? DRUM_COLOURS[i] : "hsl(" + ((i * 53 + 20) % 360) + ", 70%, 62%)";
    }

    /** The colour of payline i. */
    export function lineColour(i) {
      return LINE_COLOURS[i % LINE_COLOURS.length];
    }

    """#

  static let controlsJs = #"""
    // Wiring: every button, field and key of the page to what it does.
    import { chartClick } from "./charts.js";
    import { drumColour } from "./colours.js";
    import { el } from "./dom.js";
    import { closeSave, download, openSave, save } from "./keep.js";
    import { renderLive } from "./outcome.js";
    import { liveControl, numberField, spin } from "./spin.js";
    import { $, S } from "./state.js";
    import { seek, setSpeed, speedButtons, step, togglePause } from "./transport.js";
    import { resetAll } from "./tuning.js";

    /** A Press button per drum for pachislot skill stops (hidden for other machines). */
    export function buildPressButtons() {
      const box = $("press-buttons");
      box.replaceChildren();
      const pachislot = (S.machine.rules || []).includes("pachislot");
      box.hidden = !pachislot;
      if (!pachislot) return;
      S.machine.drums.forEach((_, i) => {
        const b = el("button", { type: "button", id: "press-" + i, text: "Press " + i, title: "skill stop drum " + i + " now" });
        b.style.borderColor = drumColour(i);
        b.addEventListener("click", () => liveControl((t) => { S.live.presses[i] = t; }));
        box.append(b);
      });
    }

    function forgetLive() {
      S.live = { slam: null, quicken: null, presses: [] };
      renderLive();
    }

    function wireSpin() {
      $("spin").addEventListener("click", () => {
        forgetLive();
        spin({ keepTime: false });
      });
      $("random-seed").addEventListener("click", () => {
        const text = $("seed").value.trim();
        const next = /^\d+$/.test(text) ? (BigInt(text) + 1n) % (1n << 64n) : 1n;
        $("seed").value = next.toString();
        document.querySelector('input[name="mode"][value="seed"]').checked = true;
        $("spin").click();
      });
      const modeFor = { seed: "seed", targets: "targets", "result-code": "resultCode" };
      for (const [id, mode] of Object.entries(modeFor)) {
        $(id).addEventListener("input", () => { document.querySelector('input[name="mode"][value="' + mode + '"]').checked = true; });
        $(id).addEventListener("keydown", (e) => { if (e.key === "Enter") $("spin").click(); });
      }
      $("slam").addEventListener("click", () => liveControl((t) => {
        S.live.slam = { at: t };
        if ($("slam-instant").checked) S.live.slam.instant = true;
      }));
      $("quicken").addEventListener("click", () => liveControl((t) => {
        const f = numberField("quicken-factor");
        S.live.quicken = { at: t, factor: f === null ? 0.5 : f };
      }));
      $("clear-live").addEventListener("click", () => {
        forgetLive();
        if (S.a) spin({ keepTime: true });
      });
    }

    function wirePlayback() {
      for (const [speed, id] of speedButtons()) $(id).addEventListener("click", () => setSpeed(speed));
      $("pause").addEventListener("click", togglePause);
      $("step-back").addEventListener("click", () => step(-1));
      $("step-forward").addEventListener("click", () => step(1));
      $("scrub").addEventListener("input", () => { if (S.a) seek(Number($("scrub").value) * S.a.dt); });
      document.addEventListener("keydown", (e) => {
        const tag = (e.target.tagName || "").toLowerCase();
        if (tag === "input" || tag === "select" || tag === "textarea" || e.target.isContentEditable) return;
        if (e.key === " ") { e.preventDefault(); togglePause(); }
        else if (e.key === "ArrowLeft") step(-1);
        else if (e.key === "ArrowRight") step(1);
      });
    }

    /** Connects every control of the page. */
    export function wire() {
      wireSpin();
      wirePlayback();
      $("horizontal").addEventListener("change", () => { S.horizontal = $("horizontal").checked; });
      $("travel-mode").addEventListener("change", () => { S.dirtyCharts = true; });
      $("ab").addEventListener("change", () => {
        S.ab = $("ab").checked;
        if (S.a) spin({ keepTime: true });
      });
      $("reset-all").addEventListener("click", resetAll);
      $("save").addEventListener("click", openSave);
      $("save-cancel").addEventListener("click", closeSave);
      $("save-form").addEventListener("submit", (e) => { e.preventDefault(); save(false); });
      $("save-overwrite").addEventListener("click", () => save(true));
      $("save-name").addEventListener("input", () => { $("save-overwrite").hidden = true; $("save-problem").textContent = ""; });
      $("download").addEventListener("click", download);
      for (const chart of S.charts) chart.canvas.addEventListener("click", (e) => chartClick(chart, e));
      window.addEventListener("resize", () => { S.dirtyCharts = true; });
    }

    """#

  static let domJs = #"""
    // Small DOM and canvas helpers.

    /** A new element: `attrs` sets `class`, `text`, `data-*` attributes and properties. */
    export function el(tag, attrs, ...children) {
      const node = document.createElement(tag);
      for (const [k, v] of Object.entries(attrs || {})) {
        if (k === "class") node.className = v;
        else if (k === "text") node.textContent = v;
        else if (k.startsWith("data-")) node.setAttribute(k, v);
        else node[k] = v;
      }
      for (const c of children) if (c !== null && c !== undefined) node.append(c);
      return node;
    }

    /** `s` escaped for a CSS attribute selector. */
    export function cssEscape(s) {
      return window.CSS && CSS.escape ? CSS.escape(s) : s.replace(/["\\\]\[]/g, "\\$&");
    }

    /** Sizes a canvas's backing store to its CSS box; returns the 2D context in CSS pixels. */
    export function fit(canvas) {
      const dpr = window.devicePixelRatio || 1;
      const w = Math.max(1, Math.round(canvas.clientWidth * dpr));
      const h = Math.max(1, Math.round(canvas.clientHeight * dpr));
      if (canvas.width !== w || canvas.height !== h) {
        canvas.width = w;
        canvas.height = h;
      }
      const ctx = canvas.getContext("2d");
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      return { ctx, w: canvas.clientWidth, h: canvas.clientHeight };
    }

    /** Traces a rectangle with rounded corners as the current path. */
    export function roundRect(ctx, x, y, w, h, r) {
      ctx.beginPath();
      ctx.moveTo(x + r, y);
      ctx.arcTo(x + w, y, x + w, y + h, r);
      ctx.arcTo(x + w, y + h, x, y + h, r);
      ctx.arcTo(x, y + h, x, y, r);
      ctx.arcTo(x, y, x + w, y, r);
      ctx.closePath();
    }

    """#

  static let drumsJs = #"""
    // The machine canvas: every drum through its window at the current frame, the centre line,
    // the paylines, and the scatter wins at rest.
    import { drumColour, symbolColour } from "./colours.js";
    import { fit, roundRect } from "./dom.js";
    import { drawPaylines } from "./paylines.js";
    import { drumLayout, itemAtRow, sampleDrum, wrap } from "./playback.js";
    import { $, S } from "./state.js";

    /** The drum specs to draw: the machine's, with the trace's geometry when there is one. */
    function drumSpecs() {
      if (!S.machine) return [];
      return S.machine.drums.map((d, i) => {
        const tr = S.a && S.a.trace.drums[i];
        return {
          strip: d.strip,
          visibleRows: d.visibleRows,
          symbolHeight: (tr && tr.symbolHeight) || d.symbolHeight,
          stripLength: (tr && tr.stripLength) || d.stripLength,
          startOffset: tr && tr.startOffset !== undefined ? tr.startOffset : d.startOffset,
        };
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
    function machineRects(w, h, specs) {
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
      const rects = machineRects(w, h, specs);
      const scatters = scatterSymbols();
      const drawn = [];
      specs.forEach((spec, i) => {
        const layout = drumLayout(spec, frames[i].offset);
        drawn.push(layout);
        drawDrum(ctx, rects[i], layout, frames[i], i, scatters);
      });
      S.drawn = drawn;
      drawPaylines(ctx, rects, specs);
    }

    /** A symbol's cell along the drum, centred `c` px along it. */
    function cellRect(rect, c, cell) {
      return S.horizontal
        ? { x: c - cell / 2 + 2, y: rect.y + 3, w: cell - 4, h: rect.h - 6 }
        : { x: rect.x + 3, y: c - cell / 2 + 2, w: rect.w - 6, h: cell - 4 };
    }

    function drawDrum(ctx, rect, layout, frame, index, scatters) {
      const spec = layout.spec;
      const rows = spec.visibleRows;
      const along = S.horizontal ? rect.w : rect.h;
      const across = S.horizontal ? rect.h : rect.w;
      const cell = along / rows;
      const scale = cell / spec.symbolHeight;
      const centre = S.horizontal ? rect.x + rect.w / 2 : rect.y + rect.h / 2;

      ctx.save();
      ctx.beginPath();
      ctx.rect(rect.x, rect.y, rect.w, rect.h);
      ctx.clip();
      ctx.fillStyle = "#f3efe6";
      ctx.fillRect(rect.x, rect.y, rect.w, rect.h);

      const cellHigh = S.horizontal ? across : cell;
      const cellWide = S.horizontal ? cell : across;
      const fontSize = Math.min(cellHigh * 0.45, cellWide * 0.3, 28);
      for (const item of layout.items) {
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
        const r = cellRect(rect, centre + item.pos * scale, cell);
        ctx.save();
        ctx.strokeStyle = "#fff1a8";
        ctx.shadowColor = symbolColour(item.symbol);
        ctx.shadowBlur = 10;
        ctx.lineWidth = 3;
        roundRect(ctx, r.x + 1.5, r.y + 1.5, r.w - 3, r.h - 3, 6);
        ctx.stroke();
        ctx.restore();
      }
      // The centre line.
      ctx.strokeStyle = "rgba(255, 70, 70, 0.9)";
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      if (S.horizontal) {
        ctx.moveTo(centre, rect.y); ctx.lineTo(centre, rect.y + rect.h);
      } else {
        ctx.moveTo(rect.x, centre); ctx.lineTo(rect.x + rect.w, centre);
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

    """#

  static let formatJs = #"""
    // Numbers as the page shows them.

    /** A number with `digits` decimals and thousands separators; "–" for none; millions as "M". */
    export function fmt(v, digits = 0) {
      if (v === null || v === undefined || !Number.isFinite(v)) return "–";
      const a = Math.abs(v);
      if (a >= 1e6) return (v / 1e6).toFixed(2) + "M";
      return v.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
    }

    /** A time in seconds, to the millisecond (`2.471`); "–" for none. */
    export function seconds(v) {
      if (v === null || v === undefined || !Number.isFinite(v)) return "–";
      return v.toFixed(3);
    }

    /** An axis tick label at a step of `step`. */
    export function formatTick(v, step) {
      const a = Math.abs(v);
      if (a >= 1e6) return +(v / 1e6).toFixed(step >= 1e6 ? 0 : 1) + "M";
      if (a >= 1e4) return +(v / 1e3).toFixed(step >= 1e3 ? 0 : 1) + "k";
      const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
      return v.toFixed(Math.min(decimals, 4));
    }

    /** A parameter's allowed range, `> 0 … 1e6`. */
    export function fmtRange(p) {
      const short = (v) => (Math.abs(v) >= 1e5 && Number.isInteger(Math.log10(Math.abs(v))) ? "1e" + Math.log10(Math.abs(v)) : String(v));
      return (p.minExclusive ? "> " : "") + short(p.min) + " … " + short(p.max);
    }

    """#

  static let indexHtml = #"""
    <!doctype html>
    <html lang="en">
    <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>reelsim studio</title>
      <link rel="icon" href="data:,">
      <link rel="stylesheet" href="/studio.css">
    </head>
    <body>
      <header class="topbar">
        <h1>reelsim <span>studio</span></h1>
        <div id="machine-name" class="machine-name">loading…</div>
        <div class="keep">
          <button id="save" type="button" title="save the edited config next to the loaded one">Save…</button>
          <button id="download" type="button" title="download the edited config as JSON">Download</button>
          <span id="saved" class="hint"></span>
          <span class="err" data-error-for="$.file"></span>
        </div>
        <div class="topbar-right">
          <span id="status" class="status" data-state="ready">ready</span>
          <span id="message" class="message" role="status"></span>
        </div>
      </header>

      <main class="layout">
        <section class="stage">
          <div class="card machine-card">
            <div class="card-head">
              <h2>Machine</h2>
              <label class="toggle"><input type="checkbox" id="horizontal"> horizontal drums</label>
            </div>
            <canvas id="machine-canvas" aria-label="the drums through their windows"></canvas>
            <div id="press-buttons" class="press-buttons" hidden></div>
          </div>

          <div class="card playback">
            <div class="playback-row">
              <button id="pause" type="button" title="pause / play (space)">Pause</button>
              <button id="step-back" type="button" title="one tick back (←)">◀ tick</button>
              <button id="step-forward" type="button" title="one tick forward (→)">tick ▶</button>
              <span class="speed-group" role="group" aria-label="playback speed">
                <button id="speed-1" type="button" class="speed active" data-speed="1">1×</button>
                <button id="speed-025" type="button" class="speed" data-speed="0.25">0.25×</button>
                <button id="speed-01" type="button" class="speed" data-speed="0.1">0.1×</button>
              </span>
            </div>
            <input id="scrub" type="range" min="0" max="0" step="1" value="0" aria-label="scrub">
            <div id="time" class="time">t = 0.000 s · tick 0 / 0</div>
            <div class="playback-row live">
              <span class="hint">now:</span>
              <button id="slam" type="button" title="slam every drum at the current time">Slam</button>
              <label class="inline"><input id="slam-instant" type="checkbox"> instant</label>
              <button id="quicken" type="button" title="bring the pending stop requests forward">Quicken</button>
              <label class="inline">×<input id="quicken-factor" type="number" min="0.01" max="1" step="0.05" value="0.5"></label>
              <button id="clear-live" type="button" title="forget the slam, quicken and presses">Clear</button>
            </div>
            <div id="controls-applied" class="hint"></div>
            <div class="err" data-error-for="$.controls"></div>
          </div>

          <div class="card outcome">
            <div class="card-head"><h2>Outcome</h2><span class="kv">spin time <b id="spin-time">–</b> s</span></div>
            <div class="outcome-body">
              <div id="rest-window" class="rest-window"></div>
              <div class="outcome-info">
                <div class="kv">result code <b id="result">–</b></div>
                <div class="kv">pay <b id="pay">–</b></div>
                <table id="wins" class="table"><thead><tr><th>line</th><th>symbol</th><th>count</th><th>pay</th></tr></thead><tbody></tbody></table>
              </div>
            </div>
            <div id="failure" class="failure" hidden></div>
          </div>

          <div class="card metrics">
            <div class="card-head">
              <h2>Metrics</h2>
              <label class="toggle"><input type="checkbox" id="ab"> A/B: compare with <span id="b-name">the file on disk</span></label>
            </div>
            <div id="metrics-table"></div>
          </div>
        </section>

        <section class="curves">
          <div id="charts" class="charts">
            <figure class="chart" data-chart="velocity"><figcaption>velocity against time</figcaption><div class="plot"><canvas></canvas></div></figure>
            <figure class="chart" data-chart="offset"><figcaption>travel against time <select id="travel-mode" aria-label="travel or offset"><option value="travel">travel</option><option value="offset">offset</option></select></figcaption><div class="plot"><canvas></canvas></div></figure>
            <figure class="chart" data-chart="approach"><figcaption>velocity against distance to the target</figcaption><div class="plot"><canvas></canvas></div></figure>
            <figure class="chart" data-chart="acceleration"><figcaption>acceleration against time</figcaption><div class="plot"><canvas></canvas></div></figure>
          </div>
          <div id="legend" class="legend"></div>
        </section>

        <aside class="panel">
          <details class="group" open>
            <summary>Spin</summary>
            <div class="mode" role="radiogroup" aria-label="spin by">
              <label><input type="radio" name="mode" value="seed" checked> seed</label>
              <label><input type="radio" name="mode" value="targets"> targets</label>
              <label><input type="radio" name="mode" value="resultCode"> result code</label>
            </div>
            <div class="field"><label for="seed">seed</label><input id="seed" type="number" min="0" step="1" value="1"><span class="err" data-error-for="$.seed"></span></div>
            <div class="field"><label for="targets">targets</label><input id="targets" type="text" placeholder="11,BAR,20" spellcheck="false"><span class="err" data-error-for="$.targets"></span></div>
            <div class="field"><label for="result-code">result code</label><input id="result-code" type="text" placeholder="11-15-20" spellcheck="false"><span class="err" data-error-for="$.resultCode"></span></div>
            <div class="buttons">
              <button id="spin" type="button" class="primary">Spin</button>
              <button id="random-seed" type="button" title="next seed and spin">Next seed</button>
            </div>
            <details class="sub">
              <summary>late result and anticipation</summary>
              <div class="field"><label for="result-at">late result at (s)</label><input id="result-at" type="number" min="0" step="0.1" placeholder="off"></div>
              <div class="field"><label for="minimum-spin-time">min spin time (s)</label><input id="minimum-spin-time" type="number" min="0" step="0.1" placeholder="off"></div>
              <fieldset class="anticipation">
                <legend>anticipation</legend>
                <div class="field"><label for="anticipate-symbol">symbol</label><select id="anticipate-symbol"><option value="">off</option></select></div>
                <div class="grid4">
                  <label>count<input id="anticipate-count" type="number" min="1" step="1" value="2"></label>
                  <label>extend<input id="anticipate-extend" type="number" min="0" step="0.1" value="1"></label>
                  <label>interval<input id="anticipate-interval" type="number" min="0" step="0.1" value="0.6"></label>
                  <label>tease<input id="anticipate-tease" type="number" min="0" step="100" placeholder="–"></label>
                </div>
              </fieldset>
            </details>
          </details>


          <details class="group" open>
            <summary>Check</summary>
            <div id="rules" class="rules"></div>
            <ul id="findings" class="findings"></ul>
          </details>
          <details class="group" open>
            <summary>Tuning</summary>
            <div class="buttons"><button id="reset-all" type="button">Reset all</button><span id="override-count" class="hint"></span></div>
            <div id="choices"></div>
            <div id="parameters"></div>
          </details>


        </aside>
      </main>

      <dialog id="save-dialog">
        <form method="dialog" id="save-form">
          <h3>Save the edited config</h3>
          <label for="save-name">file name (in the config's folder)</label>
          <input id="save-name" type="text" spellcheck="false" autocomplete="off">
          <p id="save-problem" class="err"></p>
          <div class="buttons">
            <button id="save-cancel" type="button">Cancel</button>
            <button id="save-overwrite" type="button" class="danger" hidden>Overwrite</button>
            <button id="save-confirm" type="submit" class="primary">Save</button>
          </div>
        </form>
      </dialog>

      <script type="module" src="/studio.js"></script>
    </body>
    </html>

    """#

  static let keepJs = #"""
    // Keep it: Save the edited config next to the loaded one (asking before an overwrite), or
    // Download it.
    import { post } from "./api.js";
    import { el } from "./dom.js";
    import { showError } from "./messages.js";
    import { $, S } from "./state.js";

    function overridesBody(extra) {
      return JSON.stringify(Object.assign({ overrides: S.overrides }, extra || {}));
    }

    /** Opens the save dialog with a suggested name. */
    export function openSave() {
      const dialog = $("save-dialog");
      const name = $("save-name");
      if (!name.value) name.value = (S.machine ? S.machine.name : "machine") + "-tuned.json";
      $("save-problem").textContent = "";
      $("save-overwrite").hidden = true;
      if (dialog.showModal) dialog.showModal();
      else dialog.setAttribute("open", "");
      name.focus();
      name.select();
    }

    export function closeSave() {
      const dialog = $("save-dialog");
      if (dialog.close) dialog.close();
      else dialog.removeAttribute("open");
    }

    /** Saves under the dialog's name; an existing file asks first (409), then `overwrite`. */
    export async function save(overwrite) {
      let file = $("save-name").value.trim();
      if (!file) {
        $("save-problem").textContent = "enter a file name";
        return;
      }
      if (!/\.json$/i.test(file)) file += ".json";
      $("save-problem").textContent = "";
      try {
        const res = await post("/api/save", overridesBody({ file, overwrite: !!overwrite }));
        closeSave();
        $("saved").textContent = "saved " + res.file + " (" + res.bytes + " bytes)";
        $("saved").dataset.file = res.file;
      } catch (e) {
        if (e.status === 409) {
          $("save-problem").textContent = e.message + ". Overwrite it?";
          $("save-overwrite").hidden = false;
        } else {
          $("save-problem").textContent = (e.path ? e.path + ": " : "") + e.message;
        }
      }
    }

    /** Downloads the edited config as `/api/export` writes it. */
    export async function download() {
      try {
        const text = await post("/api/export", overridesBody(), undefined, true);
        const blob = new Blob([text], { type: "application/json" });
        const a = el("a", { href: URL.createObjectURL(blob), download: (S.machine.name || "machine") + ".json" });
        document.body.append(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(a.href), 10000);
      } catch (e) {
        showError(e);
      }
    }

    """#

  static let messagesJs = #"""
    // Errors and messages: the top bar's message and each field's error line.
    import { $ } from "./state.js";

    /** Shows a one-line message in the top bar ("" clears it). */
    export function setMessage(text) {
      $("message").textContent = text || "";
      $("message").title = text || "";
    }

    /** Clears every field's error (but the save dialog's) and the message. */
    export function clearErrors() {
      for (const el of document.querySelectorAll(".err")) {
        if (el.id !== "save-problem") el.textContent = "";
      }
      setMessage("");
    }

    /** The error element for a JSON path of the API (`$.seed`, `$.overrides['motion.x']`, …). */
    function errorElementFor(path) {
      if (!path) return null;
      const p = String(path);
      const params = [...document.querySelectorAll("[data-error-param]")];
      // A parameter or choice: `$.overrides.PATH` (or `$.overrides['PATH']`) names it exactly;
      // otherwise take the longest parameter path the error path ends with.
      let inner = p.replace(/^\$\.?/, "");
      const named = inner.match(/^overrides(?:\.(.+)|\[['"](.+)['"]\])$/);
      if (named) inner = named[1] || named[2];
      let best = null;
      for (const el of params) {
        const name = el.dataset.errorParam;
        if (inner === name) return el;
        if (inner.endsWith("." + name) || inner.endsWith(name)) {
          if (!best || name.length > best.dataset.errorParam.length) best = el;
        }
      }
      if (best) return best;
      const fixed = [...document.querySelectorAll("[data-error-for]")];
      let match = null;
      for (const el of fixed) {
        const key = el.dataset.errorFor;
        if (p === key || p.startsWith(key + ".") || p.startsWith(key + "[")) {
          if (!match || key.length > match.dataset.errorFor.length) match = el;
        }
      }
      return match;
    }

    /** Shows an error next to the field its path names (opening its group) and in the top bar. */
    export function showError(e) {
      const el = errorElementFor(e.path);
      if (el) {
        el.textContent = e.message;
        const group = el.closest("details");
        if (group) group.open = true;
        const outer = group && group.parentElement.closest("details");
        if (outer) outer.open = true;
      }
      setMessage(e.path ? e.path + ": " + e.message : e.message);
    }

    """#

  static let metricsJs = #"""
    // The metrics table (A and B side by side), the check's rule badges and findings, and the
    // charts' legend.
    import { EVENT_KINDS, drumColour } from "./colours.js";
    import { el } from "./dom.js";
    import { fmt, seconds } from "./format.js";
    import { $, S, bName } from "./state.js";

    /** The spin and settle times, peak speed, deceleration and jerk of every drum. */
    export function renderMetrics() {
      const box = $("metrics-table");
      box.replaceChildren();
      if (!S.a) return;
      const table = el("table", { class: "table" });
      const head = el("tr", {}, el("th", { text: "drum" }), el("th", { text: "settle s" }), el("th", { text: "peak pt/s" }),
        el("th", { text: "decel pt/s²" }), el("th", { text: "jerk pt/s³" }));
      table.append(el("thead", {}, head));
      const body = el("tbody");
      const spinRow = (label, res, cls) => el("tr", {}, el("td", { text: label, class: cls || "" }),
        el("td", { text: seconds(res.summary.spinTime), class: cls || "" }),
        el("td", { colSpan: 3, text: res.summary.failure ? "watchdog" : "", class: "err" }));
      body.append(spinRow("spin A", S.a));
      if (S.b) body.append(spinRow("spin B", S.b, "b"));
      S.a.summary.drums.forEach((r, i) => {
        const cells = (x, cls) => [
          el("td", { text: seconds(x.settleTime), class: cls }),
          el("td", { text: fmt(x.peakSpeed), class: cls }),
          el("td", { text: fmt(x.peakDeceleration), class: cls }),
          el("td", { text: fmt(x.peakJerk), class: cls }),
        ];
        const name = el("td", {}, el("span", { text: "● ", style: "color:" + drumColour(i) }), S.b ? i + " A" : String(i));
        body.append(el("tr", {}, name, ...cells(r, "")));
        const rb = S.b && S.b.summary.drums[i];
        if (rb) body.append(el("tr", {}, el("td", { class: "b", text: "  " + i + " B" }), ...cells(rb, "b")));
      });
      table.append(body);
      box.append(table);
    }

    /** The rule presets as PASS/FAIL badges with the measured value, and check's findings. */
    export function renderCheck(check) {
      const rules = $("rules");
      rules.replaceChildren();
      for (const rule of check.rules || []) {
        const measured = typeof rule.measured === "number" ? +rule.measured.toFixed(3) : rule.measured;
        rules.append(el("div", { class: "badge " + (rule.pass ? "pass" : "fail"), "data-rule": rule.id || "" },
          el("span", { class: "mark", text: rule.pass ? "PASS" : "FAIL" }),
          el("span", { text: rule.name }),
          el("span", { class: "value", text: measured + " " + (rule.unit || "") + " (limit " + rule.limit + ")" })));
      }
      const list = $("findings");
      list.replaceChildren();
      const findings = check.findings || [];
      if (!findings.length) list.append(el("li", { class: "hint", text: "no warnings" }));
      for (const f of findings) {
        list.append(el("li", {},
          el("span", { class: "sev-" + f.severity, text: f.severity + " " }),
          f.path ? el("code", { text: f.path + " " }) : null,
          f.message,
          f.fix ? el("div", { class: "fix", text: "fix: " + f.fix }) : null));
      }
    }

    /** The drums' colours, machine B's dashes and the event markers. */
    export function renderLegend() {
      const box = $("legend");
      box.replaceChildren();
      const n = S.machine ? S.machine.drums.length : 0;
      for (let i = 0; i < n; i++) {
        const sw = el("i");
        sw.style.background = drumColour(i);
        box.append(el("span", {}, sw, "drum " + i));
      }
      if (S.b) {
        const sw = el("i", { class: "dashed" });
        sw.style.color = "#aab4c3";
        box.append(el("span", {}, sw, "B: " + bName()));
      }
      for (const kind of Object.values(EVENT_KINDS)) {
        const glyph = { circle: "●", diamond: "◆", cross: "✕", triangle: "▲", square: "■" }[kind.shape];
        box.append(el("span", {}, el("em", { text: glyph }), kind.label));
      }
    }

    """#

  static let outcomeJs = #"""
    // The outcome panel: spin time, result code, pay, the window at rest and the wins; and the
    // controls applied to the spin.
    import { lineColour, symbolColour } from "./colours.js";
    import { el } from "./dom.js";
    import { seconds } from "./format.js";
    import { renderCheck, renderLegend, renderMetrics } from "./metrics.js";
    import { $, S } from "./state.js";

    /** Shows a new spin of A everywhere outside the canvases. */
    export function renderSpin() {
      const s = S.a.summary;
      $("spin-time").textContent = seconds(s.spinTime);
      $("result").textContent = s.resultCode || "–";
      $("pay").textContent = s.pay === null || s.pay === undefined ? "–" : String(s.pay);
      const failure = $("failure");
      failure.hidden = !s.failure;
      failure.textContent = s.failure ? "watchdog: " + s.failure : "";
      renderRestWindow(s);
      renderWins(s);
      renderMetrics();
      if (S.a.check) renderCheck(S.a.check);
      renderLegend();
      renderLive();
    }

    function renderRestWindow(s) {
      const box = $("rest-window");
      box.replaceChildren();
      const rows = s.window || [];
      const scatters = new Set((s.wins || []).filter((w) => w.line === null || w.line === undefined).map((w) => w.symbol));
      box.style.gridTemplateColumns = "repeat(" + ((rows[0] || []).length || 1) + ", auto)";
      for (const r of rows) {
        for (const name of r) {
          const cell = el("span", { text: name, class: scatters.has(name) ? "scatter-win" : "" });
          cell.style.color = symbolColour(name);
          box.append(cell);
        }
      }
    }

    function renderWins(s) {
      const body = $("wins").tBodies[0];
      body.replaceChildren();
      const wins = s.wins || [];
      if (!wins.length) {
        body.append(el("tr", {}, el("td", { colSpan: 4, text: S.machine.paylines.length ? "no wins" : "no paytable" })));
        return;
      }
      for (const win of wins) {
        const line = win.line === null || win.line === undefined ? "scatter" : String(win.line);
        const tr = el("tr", { class: "win-row" },
          el("td", {}, lineSwatch(win.line), line),
          el("td", { text: win.symbol }),
          el("td", { text: String(win.count) }),
          el("td", { text: String(win.pay) }));
        tr.querySelector("td:nth-child(2)").style.color = symbolColour(win.symbol);
        if (win.line !== null && win.line !== undefined) {
          tr.addEventListener("mouseenter", () => { S.hoverLine = win.line; });
          tr.addEventListener("mouseleave", () => { S.hoverLine = null; });
        }
        body.append(tr);
      }
    }

    function lineSwatch(line) {
      const i = el("i");
      i.style.cssText = "display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:5px;vertical-align:-1px;background:" +
        (line === null || line === undefined ? "#888" : lineColour(line));
      return i;
    }

    /** Dims the outcome while the spin plays. */
    export function renderOutcomeHighlight() {
      document.querySelector(".outcome").style.opacity = S.state === "playing" ? "0.55" : "1";
    }

    /** Lists the live controls (slam, quicken, presses) applied to the spin. */
    export function renderLive() {
      const parts = [];
      if (S.live.slam) parts.push("slam at " + seconds(S.live.slam.at) + " s" + (S.live.slam.instant ? " (instant)" : ""));
      if (S.live.quicken) parts.push("quicken ×" + S.live.quicken.factor + " at " + seconds(S.live.quicken.at) + " s");
      S.live.presses.forEach((p, i) => { if (p !== null && p !== undefined) parts.push("press " + i + " at " + seconds(p) + " s"); });
      $("controls-applied").textContent = parts.length ? "applied: " + parts.join(", ") : "";
    }

    """#

  static let paylinesJs = #"""
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

    """#

  static let playbackJs = #"""
    // Playback of the server's trace, mirroring ReelKit (see /work/studio-contract.md and
    // `SpinMachine.sample(at:)`). Nothing here computes motion: it only interpolates the model's
    // own ticks and places the symbols as `DrumGeometry` does.

    /** `fmod(x, L)` into `[0, L)`, as `DrumGeometry.wrap`. */
    export function wrap(x, length) {
      if (!Number.isFinite(x) || !(length > 0)) return 0;
      if (x >= 0) return x % length;
      const r = -x % length;
      if (r === 0) return -0;
      const w = length - r;
      return w < length ? w : 0;
    }

    /** `wrap` into `[−L/2, L/2)`. */
    export function wrapHalf(x, length) {
      let w = wrap(x, length);
      if (w >= length / 2) w -= length;
      return w;
    }

    function row(d, n) {
      return { travel: d.travel[n], offset: d.offset[n], velocity: d.velocity[n], phase: d.phase[n], tick: n };
    }

    /**
     * A drum's frame at display time t, exactly as `SpinMachine.sample(at:)`:
     *
     *     n = floor(t / dt),  f = clamp((t − n·dt) / dt, 0, 1)
     *     travel   = travel[n] + (travel[n+1] − travel[n])·f
     *                (travel[n+1] itself when f == 1; travel[n] when the two are equal)
     *     offset   = wrap(startOffset + travel) into [0, stripLength)
     *     velocity = velocity[n] + (velocity[n+1] − velocity[n])·f
     *     phase    = phase[n+1]  (phase[n] when f == 0)
     *
     * Never across a jump: when phase[n+1] is "stopped" and
     * |travel[n+1] − travel[n]| > |velocity[n]|·dt·2 + 1e-9 (an instant slam), tick n+1 itself.
     * After its last tick a drum rests where the last row says.
     *
     * @param d a drum of the trace (columns `travel`, `offset`, `velocity`, `phase`, and
     *   `startOffset`, `stripLength`)
     * @param t the display time (s)
     * @param dt the trace's time step (s)
     */
    export function sampleDrum(d, t, dt) {
      const last = d.travel.length - 1;
      if (last < 0) return { travel: 0, offset: d.startOffset, velocity: 0, phase: "idle", tick: 0 };
      if (t >= last * dt) return row(d, last);
      let n = Math.floor(t / dt);
      if (!(n >= 0)) n = 0;
      if (n >= last) return row(d, last);
      const f = Math.min(1, Math.max(0, (t - n * dt) / dt));
      const t0 = d.travel[n];
      const t1 = d.travel[n + 1];
      if (d.phase[n + 1] === "stopped" && Math.abs(t1 - t0) > Math.abs(d.velocity[n]) * dt * 2 + 1e-9) {
        return row(d, n + 1);
      }
      const velocity = f === 1 ? d.velocity[n + 1] : d.velocity[n] + (d.velocity[n + 1] - d.velocity[n]) * f;
      if (f === 1 || t0 === t1) {
        return { travel: t1, offset: d.offset[n + 1], velocity, phase: d.phase[n + 1], tick: n };
      }
      const travel = t0 + (t1 - t0) * f;
      return {
        travel,
        offset: wrap(d.startOffset + travel, d.stripLength),
        velocity,
        phase: f === 0 ? d.phase[n] : d.phase[n + 1],
        tick: n,
      };
    }

    /**
     * The symbols of a drum near its window at `offset`: symbol j is centred at
     * `wrapHalf(offset − j·h)` pt from the centre line (positive: below it, or right of it).
     */
    export function drumLayout(spec, offset) {
      const h = spec.symbolHeight;
      const n = spec.strip.length;
      const length = spec.stripLength || n * h;
      const r = (spec.visibleRows - 1) / 2;
      const centre = Math.round(offset / h);
      const seen = new Set();
      const items = [];
      for (let k = centre - r - 1; k <= centre + r + 1; k++) {
        const j = ((k % n) + n) % n;
        if (seen.has(j)) continue;
        seen.add(j);
        const pos = wrapHalf(offset - j * h, length);
        if (Math.abs(pos) < (r + 1) * h) items.push({ j, symbol: spec.strip[j], pos });
      }
      return { spec, offset, items };
    }

    /** The item drawn nearest row i's centre (top row 0) of a layout, or null. */
    export function itemAtRow(layout, i) {
      const { spec, items } = layout;
      const want = (i - (spec.visibleRows - 1) / 2) * spec.symbolHeight;
      let best = null;
      for (const item of items) {
        if (best === null || Math.abs(item.pos - want) < Math.abs(best.pos - want)) best = item;
      }
      return best;
    }

    /** The symbol drawn nearest each row centre of a layout, top row first. */
    export function rowsOf(layout) {
      return Array.from({ length: layout.spec.visibleRows }, (_, i) => {
        const item = itemAtRow(layout, i);
        return item ? item.symbol : null;
      });
    }

    """#

  static let spinJs = #"""
    // Spinning: the spin bodies from the fields, the requests for A (and B), and re-spins after
    // a tuning change or a live control.
    import { ApiError, encodeBody, post, prepare } from "./api.js";
    import { clearErrors, setMessage, showError } from "./messages.js";
    import { renderLive, renderSpin } from "./outcome.js";
    import { renderStatus } from "./transport.js";
    import { $, S, duration } from "./state.js";

    const DEBOUNCE_MS = 60;

    function currentMode() {
      const checked = document.querySelector('input[name="mode"]:checked');
      return checked ? checked.value : "seed";
    }

    /** The number in a field: null when empty, NaN when not a number. */
    export function numberField(id) {
      const text = $(id).value.trim();
      if (text === "") return null;
      const v = Number(text);
      return Number.isFinite(v) ? v : NaN;
    }

    /** The spin controls: the fields' (late result, anticipation) plus the live ones. */
    function spinControls() {
      const c = {};
      const resultAt = numberField("result-at");
      if (resultAt !== null) c.resultAt = resultAt;
      const minimum = numberField("minimum-spin-time");
      if (minimum !== null) c.minimumSpinTime = minimum;
      const symbol = $("anticipate-symbol").value;
      if (symbol) {
        c.anticipation = {
          symbol,
          count: numberField("anticipate-count"),
          extend: numberField("anticipate-extend"),
          interval: numberField("anticipate-interval"),
        };
        const tease = numberField("anticipate-tease");
        if (tease !== null) c.anticipation.teaseSpeed = tease;
      }
      if (S.live.slam) c.slam = S.live.slam;
      if (S.live.quicken) {
        c.quickenAt = S.live.quicken.at;
        c.quickenFactor = S.live.quicken.factor;
      }
      if (S.live.presses.some((p) => p !== null && p !== undefined)) {
        const n = S.machine.drums.length;
        c.presses = Array.from({ length: n }, (_, i) => (S.live.presses[i] === undefined ? null : S.live.presses[i]));
      }
      return c;
    }

    /** The outcome part of a spin body (seed, targets or result code), or throws a field error. */
    function outcomeBody() {
      const mode = currentMode();
      if (mode === "targets") {
        const text = $("targets").value.trim();
        if (!text) throw new ApiError(0, "enter one target per drum, e.g. 11,BAR,20", "$.targets");
        return { targets: text };
      }
      if (mode === "resultCode") {
        const text = $("result-code").value.trim();
        if (!text) throw new ApiError(0, "enter a result code, e.g. 11-15-20", "$.resultCode");
        return { resultCode: text };
      }
      const text = $("seed").value.trim();
      if (!/^\d+$/.test(text)) throw new ApiError(0, "the seed is a whole number 0 … 18446744073709551615", "$.seed");
      return { seed: text.replace(/^0+(?=\d)/, "") };
    }

    /** The encoded bodies of the A and the B spin. */
    function spinBodies() {
      const base = outcomeBody();
      const c = spinControls();
      const a = Object.assign({}, base);
      if (Object.keys(S.overrides).length) a.overrides = S.overrides;
      if (Object.keys(c).length) a.controls = c;
      const b = Object.assign({ machine: "b" }, base);
      if (Object.keys(c).length) b.controls = c;
      return { a: encodeBody(a), b: encodeBody(b) };
    }

    /**
     * Requests the spin (and the B spin when A/B is on). `keepTime` continues playback from the
     * current time (a live control or a tuning change); otherwise playback starts at 0.
     */
    export async function spin({ keepTime }) {
      clearTimeout(S.debounce);
      let bodies;
      try {
        bodies = spinBodies();
      } catch (e) {
        showError(e);
        return;
      }
      if (S.controller) S.controller.abort();
      const controller = new AbortController();
      S.controller = controller;
      const token = ++S.token;
      S.lastSpinStart = performance.now();
      const wasAtRest = S.a && S.t >= duration();
      S.inFlight++;
      renderStatus();
      try {
        const wantB = S.ab;
        const reuseB = wantB && S.b && S.bodyB === bodies.b;
        const [ra, rb] = await Promise.all([
          post("/api/spin", bodies.a, controller.signal),
          wantB && !reuseB ? post("/api/spin", bodies.b, controller.signal).catch((e) => e) : null,
        ]);
        if (token !== S.token) return;
        clearErrors();
        S.a = prepare(ra);
        if (!wantB) {
          S.b = null;
          S.bodyB = null;
        } else if (!reuseB) {
          if (rb instanceof Error) {
            if (rb.name === "AbortError") return;
            S.b = null;
            S.bodyB = null;
            setMessage("B: " + rb.message);
          } else {
            S.b = prepare(rb);
            S.bodyB = bodies.b;
          }
        }
        S.spins++;
        if (!keepTime) {
          S.t = 0;
          S.paused = false;
        } else if (wasAtRest) {
          S.t = duration();
        } else {
          S.t = Math.min(S.t, duration());
        }
        S.dirtyCharts = true;
        renderSpin();
      } catch (e) {
        if (e.name === "AbortError" || token !== S.token) return;
        showError(e);
      } finally {
        S.inFlight--;
        if (S.controller === controller) S.controller = null;
        renderStatus();
      }
    }

    /** Re-spins after a tuning change: at once when alone, else DEBOUNCE_MS after the last. */
    export function scheduleRespin() {
      clearTimeout(S.debounce);
      if (!S.a) {
        // Nothing spun yet: tuning still validates through a spin, so start one.
        S.debounce = setTimeout(() => spin({ keepTime: false }), DEBOUNCE_MS);
        return;
      }
      // Leading edge: a lone change spins at once; changes in quick succession (a slider being
      // dragged) wait until DEBOUNCE_MS after the last spin started, and a newer spin aborts
      // the one still in flight.
      const since = performance.now() - S.lastSpinStart;
      if (S.inFlight === 0 && since >= DEBOUNCE_MS) {
        spin({ keepTime: true });
        return;
      }
      S.debounce = setTimeout(() => spin({ keepTime: true }), Math.max(DEBOUNCE_MS - since, DEBOUNCE_MS / 2));
    }

    /** Adds a live control at the current playback time and re-requests the same spin. */
    export function liveControl(apply) {
      if (!S.a) return;
      const t = Math.max(0, Math.round(S.t * 1e6) / 1e6);
      apply(t);
      renderLive();
      S.paused = false;
      spin({ keepTime: true });
    }

    """#

  static let stateJs = #"""
    // The page's state, shared by every module, and what follows directly from it.

    /** The page's one mutable state. */
    export const S = {
      /** `GET /api/machine`'s answer. */
      machine: null,
      /** The tuning: parameter path → value, sent with every spin of machine A. */
      overrides: {},
      /** Controls added while watching a spin (slam, quicken, presses), cleared by Spin. */
      live: { slam: null, quicken: null, presses: [] },
      /** The prepared responses of machine A and (with A/B on) machine B. */
      a: null,
      b: null,
      ab: false,
      /** The display time, in seconds of the spin. */
      t: 0,
      speed: 1,
      paused: false,
      lastWall: null,
      state: "ready",
      inFlight: 0,
      spins: 0,
      horizontal: false,
      hoverLine: null,
      /** What the machine canvas drew last: one layout per drum. */
      drawn: [],
      /** The chart figures, with their canvases and cached backgrounds. */
      charts: [],
      controller: null,
      debounce: null,
      token: 0,
      lastSpinStart: -Infinity,
      bodyB: null,
      dirtyCharts: true,
    };

    /** The element with this id. */
    export const $ = (id) => document.getElementById(id);

    /** The playback's length: until every drum of A (and of B, when compared) has settled. */
    export function duration() {
      if (!S.a) return 0;
      return S.b ? Math.max(S.a.duration, S.b.duration) : S.a.duration;
    }

    /** The last tick of the playback, in ticks of machine A. */
    export function lastTick() {
      return S.a ? Math.max(S.a.lastTick, Math.ceil(duration() / S.a.dt - 1e-9)) : 0;
    }

    /** A motion field's effective value for drum i of machine A under the current overrides. */
    export function effectiveMotion(i, field) {
      const own = "drums[" + i + "].motion." + field;
      if (own in S.overrides) return S.overrides[own];
      const cfg = S.machine.config || {};
      const drumMotion = cfg.drums && cfg.drums[i] && cfg.drums[i].motion;
      if (drumMotion && field in drumMotion) return drumMotion[field];
      if ("motion." + field in S.overrides) return S.overrides["motion." + field];
      return S.machine.drums[i][field];
    }

    /**
     * A motion field of drum i of machine B, or `undefined` when the page cannot know it: B is
     * the file as loaded (the machine's own drums), or the `--compare` config when the server
     * describes its drums (`compare.drums`).
     */
    export function motionB(i, field) {
      const compare = S.machine && S.machine.compare;
      const drums = compare ? compare.drums : S.machine && S.machine.drums;
      const drum = drums && drums[i];
      return drum ? drum[field] : undefined;
    }

    /** Machine B's name. */
    export function bName() {
      const c = S.machine && S.machine.compare;
      return c ? c.name : "the file on disk";
    }

    """#

  static let studioCss = #"""
    /* reelsim studio: a dark, dense workbench layout that fits 1400 × 900. */
    :root {
      --bg: #0f1217;
      --card: #171c24;
      --card-2: #1e2530;
      --line: #2b3442;
      --text: #dfe5ee;
      --dim: #8a96a8;
      --accent: #4fa3ff;
      --good: #3ecf8e;
      --bad: #ff6b6b;
      --warn: #f5b84a;
      --radius: 8px;
      font-family: system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
      font-size: 13px;
      color: var(--text);
      background: var(--bg);
      color-scheme: dark;
    }

    * { box-sizing: border-box; }
    html, body { margin: 0; height: 100%; }
    body { display: flex; flex-direction: column; overflow: hidden; }

    .topbar {
      display: flex; align-items: center; gap: 16px;
      height: 42px; padding: 0 14px;
      background: #12161d; border-bottom: 1px solid var(--line);
      flex: none;
    }
    .topbar h1 { font-size: 16px; margin: 0; font-weight: 700; letter-spacing: 0.02em; }
    .topbar h1 span { color: var(--accent); font-weight: 500; }
    .machine-name { color: var(--dim); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; flex: 1; }
    .topbar-right { display: flex; align-items: center; gap: 12px; min-width: 0; }
    .status {
      padding: 2px 10px; border-radius: 999px; font-weight: 600;
      background: var(--card-2); border: 1px solid var(--line); white-space: nowrap;
    }
    .status[data-state="spinning"] { color: var(--warn); border-color: var(--warn); }
    .status[data-state="playing"] { color: var(--accent); border-color: var(--accent); }
    .status[data-state="at rest"] { color: var(--good); border-color: var(--good); }
    .message { color: var(--bad); max-width: 520px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }

    .layout {
      flex: 1; min-height: 0;
      display: grid;
      grid-template-columns: 430px minmax(0, 1fr) 330px;
      gap: 10px; padding: 10px;
    }
    .stage, .panel, .curves { min-height: 0; overflow-y: auto; }
    .stage { display: flex; flex-direction: column; gap: 10px; }
    .curves { display: flex; flex-direction: column; gap: 6px; overflow: hidden; }

    .card { background: var(--card); border: 1px solid var(--line); border-radius: var(--radius); padding: 8px 10px; }
    .card-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; margin-bottom: 6px; }
    .card-head h2, .panel summary { font-size: 12px; text-transform: uppercase; letter-spacing: 0.08em; color: var(--dim); margin: 0; font-weight: 700; }

    #machine-canvas { width: 100%; height: 280px; display: block; border-radius: 6px; background: #0b0e13; }
    .press-buttons { display: flex; gap: 6px; margin-top: 6px; justify-content: center; }
    .press-buttons button { flex: 1; }

    button {
      font: inherit; color: var(--text); background: var(--card-2);
      border: 1px solid var(--line); border-radius: 6px; padding: 4px 10px; cursor: pointer;
    }
    button:hover { border-color: var(--accent); }
    button:disabled { opacity: 0.45; cursor: default; }
    button.primary { background: var(--accent); border-color: var(--accent); color: #06121f; font-weight: 700; }
    button.danger { background: var(--bad); border-color: var(--bad); color: #1a0505; font-weight: 700; }
    button.active { border-color: var(--accent); color: var(--accent); }

    input, select {
      font: inherit; color: var(--text); background: #0d1117;
      border: 1px solid var(--line); border-radius: 5px; padding: 3px 6px; min-width: 0;
    }
    input:focus, select:focus { outline: 1px solid var(--accent); }
    input[type="range"] { padding: 0; accent-color: var(--accent); }
    input[type="checkbox"], input[type="radio"] { accent-color: var(--accent); }

    .playback-row { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
    .speed-group { display: inline-flex; gap: 4px; margin-left: auto; }
    #scrub { width: 100%; margin: 8px 0 2px; }
    .time { font-variant-numeric: tabular-nums; color: var(--dim); }

    .kv { color: var(--dim); }
    .kv b { color: var(--text); font-variant-numeric: tabular-nums; }
    .outcome-body { display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: flex-start; }
    .outcome-info { flex: 1 1 170px; display: flex; flex-direction: column; gap: 4px; min-width: 0; }
    .rest-window { display: grid; gap: 2px; flex: none; }
    .rest-window span {
      display: block; padding: 2px 4px; text-align: center; font-size: 11px; font-weight: 700;
      background: var(--card-2); border-radius: 3px; min-width: 48px;
    }
    .rest-window span.scatter-win { box-shadow: inset 0 0 0 2px #fff1a8; }
    .failure { color: var(--bad); margin-top: 6px; }

    .table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
    .table th, .table td { padding: 2px 6px; text-align: right; border-bottom: 1px solid var(--line); white-space: nowrap; }
    .table th:first-child, .table td:first-child { text-align: left; }
    .table th { color: var(--dim); font-weight: 600; }
    .table tr.win-row:hover { background: var(--card-2); cursor: default; }
    .table td.b { color: #c6a8ff; }
    .table .delta-up { color: var(--warn); }
    .table .delta-down { color: var(--good); }

    .charts { display: grid; grid-template-columns: minmax(0, 1fr); grid-template-rows: repeat(4, minmax(150px, 1fr)); gap: 8px; flex: 1; min-height: 0; }
    @media (min-width: 1800px) {
      .charts { grid-template-columns: repeat(2, minmax(0, 1fr)); grid-template-rows: repeat(2, minmax(150px, 1fr)); }
    }
    .chart { margin: 0; background: var(--card); border: 1px solid var(--line); border-radius: var(--radius); padding: 4px 6px 6px; min-height: 0; display: flex; flex-direction: column; }
    .chart .plot { position: relative; flex: 1; min-height: 0; }
    .chart figcaption { font-size: 12px; color: var(--dim); font-weight: 600; padding: 2px 4px; display: flex; gap: 8px; align-items: center; }
    .chart figcaption select { padding: 0 4px; font-size: 11px; }
    .chart canvas { position: absolute; inset: 0; width: 100%; height: 100%; display: block; cursor: crosshair; }
    .legend { display: flex; gap: 10px; flex-wrap: wrap; color: var(--dim); font-size: 12px; padding: 0 4px; }
    .legend i { display: inline-block; width: 18px; height: 3px; vertical-align: middle; margin-right: 5px; border-radius: 2px; }
    .legend i.dashed { background: repeating-linear-gradient(90deg, currentColor 0 4px, transparent 4px 7px) !important; height: 2px; }
    .legend em { font-style: normal; margin-right: 4px; }

    .panel { display: flex; flex-direction: column; gap: 8px; }
    .group { background: var(--card); border: 1px solid var(--line); border-radius: var(--radius); padding: 6px 10px 8px; }
    .group > summary { cursor: pointer; padding: 2px 0 6px; }
    .group details > summary { cursor: pointer; color: var(--dim); font-weight: 600; padding: 4px 0; }
    .field { display: grid; grid-template-columns: 116px minmax(0, 1fr) auto; gap: 6px; align-items: center; margin: 4px 0; }
    .field input, .field select { width: 100%; }
    .field > .err { grid-column: 1 / -1; }
    .field label { color: var(--dim); }
    .buttons { display: flex; gap: 6px; align-items: center; margin: 6px 0; flex-wrap: wrap; }
    .mode { display: flex; gap: 12px; color: var(--dim); margin-bottom: 4px; }
    .inline { color: var(--dim); display: inline-flex; gap: 4px; align-items: center; }
    .toggle { color: var(--dim); display: inline-flex; gap: 5px; align-items: center; font-size: 12px; cursor: pointer; }
    .anticipation { border: 1px solid var(--line); border-radius: 6px; margin: 6px 0; padding: 2px 8px 6px; }
    .anticipation legend { color: var(--dim); padding: 0 4px; }
    .grid4 { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px; }
    .grid4 label { display: flex; flex-direction: column; gap: 2px; color: var(--dim); font-size: 11px; min-width: 0; }
    .grid4 input { width: 100%; }
    .hint { color: var(--dim); font-size: 12px; overflow-wrap: anywhere; }
    .err { color: var(--bad); font-size: 12px; overflow-wrap: anywhere; }
    .err:empty { display: none; }

    .param { margin: 5px 0 7px; }
    .param-head { display: flex; justify-content: space-between; gap: 6px; align-items: baseline; }
    .param-head .name { font-weight: 600; }
    .param-head .unit { color: var(--dim); font-size: 11px; }
    .param.changed .name { color: var(--warn); }
    .param-body { display: grid; grid-template-columns: minmax(0, 1fr) 92px 20px; gap: 6px; align-items: center; }
    .param-body input[type="number"] { width: 100%; font-variant-numeric: tabular-nums; }
    .param-body .reset { padding: 0 4px; font-size: 11px; border: none; background: none; color: var(--dim); }
    .param-body .reset:hover { color: var(--text); }
    .choice { display: grid; grid-template-columns: 110px 1fr; gap: 6px; align-items: center; margin: 4px 0; }
    .choice label { color: var(--dim); }
    .choice.changed label { color: var(--warn); }

    .rules { display: flex; flex-direction: column; gap: 4px; }
    .badge { display: flex; gap: 8px; align-items: center; padding: 3px 8px; border-radius: 6px; border: 1px solid var(--line); background: var(--card-2); font-size: 12px; }
    .badge .mark { flex: none; font-weight: 800; min-width: 34px; text-align: center; border-radius: 4px; padding: 0 4px; }
    .badge.pass .mark { background: var(--good); color: #04140c; }
    .badge.fail .mark { background: var(--bad); color: #1a0505; }
    .badge .value { margin-left: auto; font-variant-numeric: tabular-nums; color: var(--dim); white-space: nowrap; }
    .findings { margin: 6px 0 0; padding-left: 16px; font-size: 12px; }
    .findings li { margin: 3px 0; }
    .findings .sev-warning { color: var(--warn); font-weight: 700; }
    .findings .sev-error { color: var(--bad); font-weight: 700; }
    .findings code { color: var(--accent); }
    .findings .fix { color: var(--dim); }

    dialog { background: var(--card); color: var(--text); border: 1px solid var(--line); border-radius: var(--radius); padding: 14px 16px; width: 380px; }
    dialog::backdrop { background: rgba(0, 0, 0, 0.55); }
    dialog h3 { margin: 0 0 10px; font-size: 14px; }
    dialog label { display: block; color: var(--dim); margin-bottom: 4px; }
    dialog input { width: 100%; }
    dialog .buttons { justify-content: flex-end; margin-top: 12px; }
    #result { white-space: nowrap; }
    .keep { display: flex; gap: 6px; align-items: center; min-width: 0; }
    .keep .hint { max-width: 280px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .keep button { padding: 3px 10px; }
    .playback-row.live { margin-top: 6px; padding-top: 6px; border-top: 1px solid var(--line); }
    .playback-row.live input[type="number"] { width: 56px; margin-left: 2px; }
    details.sub { margin-top: 4px; border-top: 1px solid var(--line); padding-top: 4px; }
    details.sub > summary { cursor: pointer; color: var(--dim); font-size: 12px; padding: 2px 0; }

    """#

  static let studioJs = #"""
    // reelsim studio: the page's entry point. Plain JavaScript modules, no framework, no build step.
    //
    // The server simulates; this page only plays the server's trace back. A frame at display time
    // t is interpolated between the trace's ticks exactly as `SpinMachine.sample(at:)` does (see
    // `sampleDrum` in playback.js), and symbol j of a drum is drawn at `centre + wrapHalf(offset −
    // j·h)` (see `drumLayout`). No motion is computed here.
    //
    // Modules: state.js (the shared state), api.js (the server), spin.js (spin requests),
    // playback.js (sampling the trace), transport.js (the clock and its buttons), drums.js and
    // paylines.js (the machine canvas), charts.js, chart-axes.js and chart-zones.js (the curves),
    // outcome.js and metrics.js (the panels), tuning.js (the parameters), keep.js (save and
    // download), controls.js (wiring), messages.js, colours.js, format.js and dom.js (helpers).
    import { fetchMachine } from "./api.js";
    import { chartEls, drawCharts } from "./charts.js";
    import { buildPressButtons, wire } from "./controls.js";
    import { el } from "./dom.js";
    import { drawMachine } from "./drums.js";
    import { setMessage } from "./messages.js";
    import { renderLegend } from "./metrics.js";
    import { rowsOf } from "./playback.js";
    import { $, S, bName } from "./state.js";
    import { advance, renderPlayback, updateState } from "./transport.js";
    import { buildParameters, refreshParameterInputs } from "./tuning.js";

    /** One display frame: advance the clock, then draw everything at the new time. */
    function frame(now) {
      const wall = S.lastWall === null ? 0 : Math.min(0.25, (now - S.lastWall) / 1000);
      S.lastWall = now;
      advance(wall);
      updateState();
      renderPlayback();
      drawMachine();
      drawCharts();
      requestAnimationFrame(frame);
    }

    /** `window.studio`: what the browser test reads. */
    function exposeForTests() {
      window.studio = Object.freeze({
        /** The symbols drawn in every drum's window now: rows top first, drums left to right. */
        visibleWindow() {
          const columns = S.drawn.map(rowsOf);
          const rows = Math.max(0, ...columns.map((c) => c.length));
          return Array.from({ length: rows }, (_, r) => columns.map((c) => (r < c.length ? c[r] : null)));
        },
        get summary() { return S.a ? S.a.summary : null; },
        get summaryB() { return S.b ? S.b.summary : null; },
        get state() { return S.state; },
        get time() { return S.t; },
        get speed() { return S.speed; },
        get paused() { return S.paused; },
        get spins() { return S.spins; },
        get busy() { return S.inFlight > 0; },
        get overrides() { return JSON.parse(JSON.stringify(S.overrides)); },
      });
    }

    async function start() {
      S.charts = chartEls();
      exposeForTests();
      wire();
      requestAnimationFrame(frame);
      try {
        S.machine = await fetchMachine();
      } catch (e) {
        setMessage(String(e.message || e));
        return;
      }
      const m = S.machine;
      $("machine-name").textContent = m.name + (m.file ? " · " + m.file : " · built-in default") +
        " · " + m.drums.length + " drums" + (m.rules && m.rules.length ? " · rules: " + m.rules.join(", ") : "");
      $("b-name").textContent = bName();
      const seed = m.config && m.config.simulation && m.config.simulation.seed;
      if (seed !== undefined) $("seed").value = String(seed);
      const symbol = $("anticipate-symbol");
      for (const name of m.symbols) symbol.append(el("option", { value: name, text: name }));
      buildPressButtons();
      buildParameters();
      $("override-count").textContent = "as loaded";
      refreshParameterInputs();
      renderLegend();
      S.dirtyCharts = true;
    }

    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
    else start();

    """#

  static let transportJs = #"""
    // The playback transport: the clock, seek, tick steps, speed, pause, and the status and
    // time shown for them.
    import { renderOutcomeHighlight } from "./outcome.js";
    import { $, S, duration, lastTick } from "./state.js";

    const SPEED_IDS = { 1: "speed-1", 0.25: "speed-025", 0.1: "speed-01" };

    /** The speed buttons: speed → element id. */
    export const speedButtons = () => Object.entries(SPEED_IDS).map(([speed, id]) => [Number(speed), id]);

    /** Advances the clock by `wall` seconds of wall time at the current speed. */
    export function advance(wall) {
      if (S.a && !S.paused && S.t < duration()) S.t = Math.min(duration(), S.t + wall * S.speed);
    }

    /** Jumps to time t (clamped to the playback) and pauses. */
    export function seek(t) {
      if (!S.a || !Number.isFinite(t)) return;
      S.t = Math.min(duration(), Math.max(0, t));
      S.paused = true;
      renderPlayback();
    }

    /** Moves `by` ticks of machine A from the nearest tick. */
    export function step(by) {
      if (!S.a) return;
      const dt = S.a.dt;
      const n = Math.round(S.t / dt);
      seek((n + by) * dt);
    }

    export function setSpeed(speed) {
      S.speed = speed;
      for (const [value, id] of speedButtons()) $(id).classList.toggle("active", value === speed);
    }

    /** Pause or play; at rest, replay from 0. */
    export function togglePause() {
      if (!S.a) return;
      if (S.t >= duration()) {
        S.t = 0;
        S.paused = false;
      } else {
        S.paused = !S.paused;
      }
      renderPlayback();
    }

    /** Derives ready / playing / at rest from the clock. */
    export function updateState() {
      const next = !S.a ? "ready" : S.t >= duration() ? "at rest" : "playing";
      if (next !== S.state) {
        S.state = next;
        renderOutcomeHighlight();
      }
      renderStatus();
    }

    export function renderStatus() {
      const text = S.inFlight > 0 ? "spinning" : S.state;
      const el = $("status");
      if (el.textContent !== text) {
        el.textContent = text;
        el.dataset.state = text;
      }
    }

    export function renderPlayback() {
      const dt = S.a ? S.a.dt : 0;
      const last = lastTick();
      const tick = S.a ? Math.min(last, Math.floor(S.t / dt + 1e-6)) : 0;
      const text = "t = " + S.t.toFixed(3) + " s · tick " + tick + " / " + last;
      if ($("time").textContent !== text) $("time").textContent = text;
      const scrub = $("scrub");
      if (scrub.max !== String(last)) scrub.max = String(last);
      if (document.activeElement !== scrub) scrub.value = String(tick);
      const label = !S.a ? "Pause" : S.t >= duration() ? "Replay" : S.paused ? "Play" : "Pause";
      if ($("pause").textContent !== label) $("pause").textContent = label;
    }

    """#

  static let tuningJs = #"""
    // The tuning panel: a slider and a number field per motion parameter, a select per choice,
    // machine-wide and per drum; every change becomes an override and re-spins.
    import { drumColour } from "./colours.js";
    import { cssEscape, el } from "./dom.js";
    import { fmtRange } from "./format.js";
    import { scheduleRespin } from "./spin.js";
    import { $, S, effectiveMotion } from "./state.js";

    function sliderBounds(p) {
      const lo = Math.max(p.sliderMin !== undefined ? p.sliderMin : p.min, p.min);
      const hi = Math.min(p.sliderMax !== undefined ? p.sliderMax : p.max, p.max);
      return [lo, Math.max(lo, hi)];
    }

    function tidy(v, p) {
      if (p.integer) return Math.round(v);
      return Number(Number(v).toPrecision(6));
    }

    function isDrum(x) {
      return x.drum !== null && x.drum !== undefined;
    }

    /** Builds the rows of every parameter and choice: machine-wide first, then one group per drum. */
    export function buildParameters() {
      const box = $("parameters");
      box.replaceChildren();
      const params = S.machine.parameters || [];
      const choices = S.machine.choices || [];
      const machineChoices = $("choices");
      machineChoices.replaceChildren();
      for (const c of choices.filter((x) => !isDrum(x))) machineChoices.append(choiceRow(c));
      for (const p of params.filter((x) => !isDrum(x))) box.append(paramRow(p));
      const drums = [...new Set([...params, ...choices].filter(isDrum).map((x) => x.drum))].sort((x, y) => x - y);
      for (const d of drums) {
        const group = el("details", { class: "drum-params" }, el("summary", { text: "drum " + d }));
        group.querySelector("summary").style.color = drumColour(d);
        for (const c of choices.filter((x) => x.drum === d)) group.append(choiceRow(c));
        for (const p of params.filter((x) => x.drum === d)) group.append(paramRow(p));
        box.append(group);
      }
    }

    function choiceRow(c) {
      const select = el("select", { "data-path": c.path });
      for (const option of c.allowed) select.append(el("option", { value: option, text: option }));
      select.value = c.value;
      const row = el("div", { class: "choice", "data-choice": c.path },
        el("label", { text: c.field || c.path.replace(/^.*\./, ""), title: c.doc || c.path }), select,
        el("span", { class: "err", "data-error-param": c.path }));
      row.lastChild.style.gridColumn = "1 / -1";
      select.addEventListener("change", () => {
        if (select.value === c.value) delete S.overrides[c.path];
        else S.overrides[c.path] = select.value;
        overridesChanged();
      });
      return row;
    }

    function paramRow(p) {
      const [lo, hi] = sliderBounds(p);
      const range = el("input", { type: "range", "data-path": p.path });
      range.min = String(lo);
      range.max = String(hi);
      range.step = p.integer ? "1" : p.step > 0 ? String(p.step) : "any";
      range.value = String(Math.min(hi, Math.max(lo, p.value)));
      const number = el("input", { type: "number", "data-path-number": p.path });
      number.min = String(p.min);
      number.max = String(p.max);
      number.step = p.integer ? "1" : "any";
      number.value = String(p.value);
      const reset = el("button", { type: "button", class: "reset", title: "reset to the config's value", text: "↺" });
      const err = el("div", { class: "err", "data-error-param": p.path });
      const row = el("div", { class: "param", "data-param": p.path },
        el("div", { class: "param-head", title: (p.doc ? p.doc + " " : "") + "(" + p.path + ")" }, el("span", { class: "name", text: p.field }),
          el("span", { class: "unit", text: p.unit ? p.unit + " · " + fmtRange(p) : fmtRange(p) })),
        el("div", { class: "param-body" }, range, number, reset), err);

      const set = (v) => {
        S.overrides[p.path] = v;
        row.classList.toggle("changed", v !== p.value);
        if (v === p.value) delete S.overrides[p.path];
        overridesChanged();
      };
      range.addEventListener("input", () => {
        const v = tidy(Number(range.value), p);
        number.value = String(v);
        set(v);
      });
      number.addEventListener("input", () => {
        const text = number.value.trim();
        const v = Number(text);
        if (text === "" || !Number.isFinite(v)) {
          err.textContent = "a number is required (allowed: " + fmtRange(p) + ")";
          return;
        }
        err.textContent = "";
        range.value = String(Math.min(hi, Math.max(lo, v)));
        set(v);
      });
      reset.addEventListener("click", () => {
        delete S.overrides[p.path];
        row.classList.remove("changed");
        err.textContent = "";
        overridesChanged();
      });
      return row;
    }

    /** Shows every parameter's current value (an override, or what it inherits). */
    export function refreshParameterInputs() {
      for (const p of S.machine.parameters || []) {
        let v;
        if (p.path in S.overrides) v = S.overrides[p.path];
        else if (isDrum(p)) v = effectiveMotion(p.drum, p.field);
        else v = p.value;
        if (v === undefined) v = p.value;
        const row = document.querySelector('[data-param="' + cssEscape(p.path) + '"]');
        if (!row) continue;
        const range = row.querySelector("input[type=range]");
        const number = row.querySelector("input[type=number]");
        if (document.activeElement !== number) number.value = String(v);
        if (document.activeElement !== range) range.value = String(v);
        row.classList.toggle("changed", p.path in S.overrides);
      }
      for (const c of S.machine.choices || []) {
        const select = document.querySelector('select[data-path="' + cssEscape(c.path) + '"]');
        let v = c.path in S.overrides ? S.overrides[c.path] : isDrum(c) ? effectiveMotion(c.drum, c.field) : c.value;
        if (v === undefined) v = c.value;
        if (select) select.value = v;
        const row = select && select.closest(".choice");
        if (row) row.classList.toggle("changed", c.path in S.overrides);
      }
    }

    /** After any change of the overrides: the count, the inputs, and a re-spin. */
    export function overridesChanged() {
      const n = Object.keys(S.overrides).length;
      $("override-count").textContent = n ? n + " changed" : "as loaded";
      refreshParameterInputs();
      scheduleRespin();
    }

    /** Forgets every override. */
    export function resetAll() {
      S.overrides = {};
      for (const e of document.querySelectorAll("[data-error-param]")) e.textContent = "";
      overridesChanged();
    }

    """#
}
