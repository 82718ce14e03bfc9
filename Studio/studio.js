// reelsim studio: the page's entry point. Plain JavaScript modules, no framework, no build step.
//
// The model spins in the page (model.js: ReelKit as WebAssembly through reelkit.mjs); the
// server answers with the same spin's summary and check, or plays its own spins when the page
// has no model. A frame at display time t is interpolated between the trace's ticks exactly as
// `SpinMachine.sample(at:)` does (see `sampleDrum` in playback.js), and symbol j of a drum is
// drawn at `centre + wrapHalf(offset − j·h)` (see `drumLayout`), a spliced drum's kept
// symbols from its splice on. An exported page (`reelsim studio --export`) has no server.
//
// Modules: state.js (the shared state), api.js (the server), spin.js (spin requests),
// model.js (the in-page model), playback.js (sampling the trace), transport.js (the clock and its buttons), drums.js and
// paylines.js (the machine canvas; wheel.js draws a prize wheel instead of drums; machine-b.js
// draws machine B under it in an A/B comparison), slider.js (the sliders' scales), charts.js,
// chart-axes.js and chart-zones.js (the curves), outcome.js and metrics.js (the panels),
// tumble.js (a spin's cascades: fixed rows, variable rows, cluster grids; localchain.js plays a
// fixed-row chain in the page), wildmotion.js (the wild rules that move), respin.js (respins with
// held drums), splice.js (splices marked on drums and charts), tuning.js (the parameters), keep.js (save and download), controls.js (wiring), messages.js, colours.js, format.js and dom.js (helpers).
import { fetchMachine } from "./api.js";
import { chainWindow, freeSpinState } from "./tumble.js";
import { loadModel } from "./model.js";
import { chartEls, drawCharts } from "./charts.js";
import { buildPressButtons, wire } from "./controls.js";
import { el } from "./dom.js";
import { counted } from "./format.js";
import { advanceRound, currentRound, drawRound } from "./cellreels.js";
import { drawMachine } from "./drums.js";
import { drawMachineB } from "./machine-b.js";
import { setMessage } from "./messages.js";
import { renderCheck, renderLegend } from "./metrics.js";
import { rowsOf } from "./playback.js";
import { $, S, bName } from "./state.js";
import { advance, renderPlayback, seek, updateState } from "./transport.js";
import { buildParameters, refreshParameterInputs } from "./tuning.js";
import { renderRunBadge } from "./refusal.js";
import { outcomeShown, renderReveal } from "./outcome.js";
import { spliceMarks, splicesOf } from "./splice.js";
import { wildFrame } from "./wildmotion.js";
import { buildRespin, heldDrums } from "./respin.js";

/** One display frame: advance the clock, then draw everything at the new time. */
function frame(now) {
  const wall = S.lastWall === null ? 0 : Math.min(0.25, (now - S.lastWall) / 1000);
  S.lastWall = now;
  advance(wall);
  advanceRound(wall);
  updateState();
  renderPlayback();
  drawMachine();
  drawMachineB();
  renderReveal();
  drawRound();
  S.drawnTime = S.t;
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
    /** The cells drawn in every drum's window now, top first: `{ symbol, height }`, the
     * height in pt (a variable-row drum's W/rows at rest; below its seam while it spins, the
     * previous spin's); cells partly in the window too. */
    cells() {
      return S.drawn.map((layout) => (layout.items || []).map((item) => {
        const height = item.height || layout.spec.symbolHeight;
        // `top`: the cell's top edge below the window's top, pt (row r at rest: r·h).
        const top = item.pos - height / 2 + (layout.spec.visibleRows * layout.spec.symbolHeight) / 2;
        return { symbol: item.symbol, height, top };
      }));
    },
    /** The tumble chain drawn now (tumble.js `chainWindow`): `{ step, tick, rows, resting,
     * multipliers }` (rows top first), or null while the drums draw the spin's window. */
    tumble() { return chainWindow(S.t); },
    /** The cluster free-spins round drawn now (tumble.js `freeSpinState`): `{ spin, of,
     * left, roundWin, roundUncappedWin, capped, cap }`, or null before the first free spin. */
    freeSpins() { return freeSpinState(S.t); },
    /** The hold-and-win round drawn now (cellreels.js `roundState`): the respin, the counter
     * and every cell's symbol, prize and whether it moves; null without a round. */
    get cellReels() { return currentRound(); },
    /** The wild motion drawn now (wildmotion.js `wildFrame`): the model's sample (`tick` from
     * the spin's rest, `step`, `kind`, `drums: [{ spinning, held, growth }]`, `walks`), the
     * step's `window` and the `shown` window; null before the spin rests or without one. */
    wildMotion() {
      const f = wildFrame(S.t);
      return f && { tick: f.tick, step: f.step, kind: f.kind, drums: f.drums, walks: f.walks, window: f.window, shown: f.shown };
    },
    /** The wild motion's plan as the page's model made it: `{ origin, endTick, startTicks, mismatch }`. */
    get wildPlan() { return S.a && S.a.wild ? { origin: S.a.wild.origin, endTick: S.a.wild.endTick, startTicks: S.a.wild.startTicks, mismatch: S.a.wild.mismatch } : null; },
    /** A's splices (`{ drum, tick, time, shift }`) and where each chart marks them (`{ chart, drum, tick, x }`). */
    get splices() { return splicesOf(S.a); },
    spliceMarks() { return spliceMarks(); },
    /** The drums the spin shown held (a respin, respin.js), or an empty list. */
    get heldDrums() { return heldDrums().slice(); },
    /** Whether the outcome card shows the result now (only once the last drum has landed). */
    get outcomeShown() { return outcomeShown(); },
    /** The top drum's symbols drawn now, left to right (null without a top drum). */
    get topDrum() { return S.drawnTop || null; },
    get summary() { return S.a ? S.a.summary : null; },
    /** The summary the page made of its own spin before the server's replaced it (or null). */
    get localSummary() { return S.a ? S.a.localSummary || null : null; },
    get summaryB() { return S.b ? S.b.summary : null; },
    get state() { return S.state; },
    get time() { return S.t; },
    get speed() { return S.speed; },
    get paused() { return S.paused; },
    get spins() { return S.spins; },
    get busy() { return S.inFlight > 0; },
    get overrides() { return JSON.parse(JSON.stringify(S.overrides)); },
    /** "in page" when the model runs here, else why not. */
    get model() { return S.model ? "in page" : S.modelProblem; },
    /** Whether the last spin shown was spun in the page. */
    get spunInPage() { return Boolean(S.a && S.a.local); },
    get modelMismatch() { return S.modelMismatch; },
    /** The display time of the last frame drawn. */
    get drawnTime() { return S.drawnTime; },
    /** Every chart's axes and markers as last drawn: `{ key, x0, x1, y0, y1, xLabel, yLabel,
     * markers: [{ kind, drum, machine, x, y }] }` (x may run backwards: the approach chart's
     * distance runs from far to 0). */
    charts() {
      return S.charts.map((c) => Object.assign({ key: c.key }, c.scale ? c.scale.r : {},
        { xLabel: c.labels ? c.labels.x : null, yLabel: c.labels ? c.labels.y : null, markers: c.markers || [] }));
    },
    /** The editable numbers (`GET /api/machine`'s `parameters`), with their slider ranges. */
    get parameters() { return S.machine ? S.machine.parameters : null; },
    /** Machine B's drums drawn now (machine-b.js): per drum its symbols top first and its
     * offset; null while A/B is off. */
    get drawnB() { return S.drawnB || null; },
    /** Pauses the playback at `t` seconds (the next frame draws it). */
    seek(t) { seek(t); },
  });
}

async function start() {
  S.charts = chartEls();
  exposeForTests();
  wire();
  requestAnimationFrame(frame);
  try {
    const [machine, model] = await Promise.all([fetchMachine(), loadModel()]);
    S.machine = machine;
    S.model = machine.spec ? model : null;
  } catch (e) {
    setMessage(String(e.message || e));
    return;
  }
  if (!S.model) setMessage("the model runs on the server: " + (S.modelProblem || "no spec"));
  if (window.reelsimExport) showExportedCheck(window.reelsimExport.check);
  const m = S.machine;
  $("machine-name").textContent = m.name + (m.file ? " · " + m.file : " · built-in default") +
    " · " + (m.kind === "wheel" ? "wheel of " + counted(m.drums[0].strip.length, "segment") : counted(m.drums.length, "drum")) +
    (m.rules && m.rules.length ? " · rules: " + m.rules.join(", ") : "");
  $("b-name").textContent = bName();
  const seed = m.config && m.config.simulation && m.config.simulation.seed;
  if (seed !== undefined) $("seed").value = String(seed);
  const symbol = $("anticipate-symbol");
  for (const name of m.symbols) symbol.append(el("option", { value: name, text: name }));
  buildPressButtons();
  buildRespin();
  buildParameters();
  $("override-count").textContent = "as loaded";
  refreshParameterInputs();
  renderRunBadge();
  renderLegend();
  S.dirtyCharts = true;
}

/** An exported page has no server to check edits: it shows the check reelsim ran when it
 * wrote the page, for the machine as loaded, and says so. */
function showExportedCheck(check) {
  document.body.classList.add("exported");
  const note = $("check-note");
  note.hidden = false;
  if (!check) {
    note.textContent = "check: not available in this page (run reelsim studio)";
    return;
  }
  renderCheck(check);
  note.textContent = "checked by reelsim when this page was exported, for the machine as loaded; " +
    "edits made in this page are not checked again";
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
else start();
