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
