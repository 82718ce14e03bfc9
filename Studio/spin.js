// Spinning: the spin bodies from the fields, the requests for A (and B), and re-spins after
// a tuning change or a live control.
import { ApiError, encodeBody, post, prepare } from "./api.js";
import { localSpin } from "./model.js";
import { clearErrors, setMessage, showError } from "./messages.js";
import { renderLive, renderSpin } from "./outcome.js";
import { renderStatus } from "./transport.js";
import { $, S, duration } from "./state.js";
import { withChain } from "./tumble.js";
import { localChain } from "./localchain.js";
import { withWildMotion } from "./wildmotion.js";
import { refuseApiError } from "./refusal.js";

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
function spinBodies(base) {
  const c = spinControls();
  const a = Object.assign({}, base);
  if (Object.keys(S.overrides).length) a.overrides = S.overrides;
  if (Object.keys(c).length) a.controls = c;
  // A respin (respin.js): the server holds the drums; B spins the outcome as it is.
  if (S.respin) a.respin = S.respin;
  const b = Object.assign({ machine: "b" }, base);
  if (Object.keys(c).length) b.controls = c;
  return { a: encodeBody(a), b: encodeBody(b) };
}

/** The outcome for the in-page model: `{ seed }` or `{ targets }` as strip indices; null when
 * only the server can tell (a result code, a symbol not on the strip). */
function localOutcome(base) {
  if (base.seed !== undefined) return { seed: base.seed };
  if (base.targets === undefined) return null;
  // As `--targets` reads them: digits are a strip index, anything else (or quoted) a symbol
  // name, its first occurrence on the drum's strip.
  const parts = String(base.targets).split(",").map((p) => p.trim());
  const drums = S.machine.drums;
  if (parts.length !== drums.length) return null;
  const targets = parts.map((p, i) => (/^\d+$/.test(p) ? Number(p)
    : drums[i].strip.indexOf(p.replace(/^"(.*)"$/, "$1"))));
  return targets.every((t) => t >= 0) ? { targets } : null;
}

/** Sets the playback time for a new spin of A. */
function restartClock(keepTime, wasAtRest) {
  if (!keepTime) {
    S.t = 0;
    S.paused = false;
  } else if (wasAtRest) {
    S.t = duration();
  } else {
    S.t = Math.min(S.t, duration());
  }
}

/**
 * Spins A in the page when the model is there (at once: no round trip), then asks the server
 * for the same spin (and the B spin when A/B is on) for the summary's pays and the check. The
 * page keeps playing its own spin; `S.modelMismatch` says when the server's differs. Without
 * the model the page plays the server's spin. `keepTime` continues playback from the current
 * time (a live control or a tuning change); otherwise playback starts at 0.
 */
export async function spin({ keepTime }) {
  clearTimeout(S.debounce);
  let bodies;
  let base;
  try {
    base = outcomeBody();
    bodies = spinBodies(base);
  } catch (e) {
    showError(e);
    return;
  }
  if (S.controller) S.controller.abort();
  const token = ++S.token;
  S.lastSpinStart = performance.now();
  const wasAtRest = S.a && S.t >= duration();
  let local = null;
  // The page's model does not hold drums: a respin is the server's alone.
  const outcome = S.model && !S.respin ? localOutcome(base) : null;
  if (outcome) {
    try {
      local = localSpin(outcome, spinControls());
      // A fixed-row tumble chain plays in the page too (the exported page has no server).
      withChain(local, localChain(local));
    } catch (e) {
      local = null;
      if (window.reelsimExport) {
        if (!refuseApiError(e)) showError(e);
        return;
      }
    }
  }
  if (local) {
    clearErrors();
    S.a = local;
    S.spins++;
    restartClock(keepTime, wasAtRest);
    S.dirtyCharts = true;
    renderSpin();
  }
  if (window.reelsimExport) {
    if (local) S.lastValid = S.a;
    if (!local) setMessage("this exported page spins seeds and strip indices only");
    return;
  }
  const controller = new AbortController();
  S.controller = controller;
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
    if (local) {
      // What the page told by itself stays readable (window.studio.localSummary).
      S.a.localSummary = local.summary;
      S.a.summary = ra.summary;
      // The page's model spins the drums; the chain's falls are the server's (tumble.js).
      withWildMotion(withChain(S.a, ra.tumble || S.a.tumble));
      S.a.check = ra.check || null;
      S.a.cellReels = ra.cellReels || null;
      S.modelMismatch = mismatch(local, prepare(ra));
      if (S.modelMismatch) setMessage("the in-page model differs from the server: " + S.modelMismatch);
    } else {
      S.a = prepare(ra);
    }
    S.a.respin = S.respin || null;
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
    if (!local) {
      S.spins++;
      restartClock(keepTime, wasAtRest);
    } else if (keepTime && wasAtRest) {
      // A change at rest stays at rest: at the end of the server's chain or wild motion.
      S.t = duration();
    }
    // Every check accepted this spin: an edit refused later falls back to it (refusal.js).
    S.lastValid = S.a;
    S.dirtyCharts = true;
    renderSpin();
  } catch (e) {
    if (e.name === "AbortError" || token !== S.token) return;
    if (!refuseApiError(e)) showError(e);
  } finally {
    S.inFlight--;
    if (S.controller === controller) S.controller = null;
    renderStatus();
  }
}

/** Where the page's spin and the server's differ (targets, a drum's trace), or null. */
function mismatch(local, server) {
  if (String(local.summary.targets) !== String(server.summary.targets)) {
    return "targets " + local.summary.targets + " against " + server.summary.targets;
  }
  for (let i = 0; i < server.trace.drums.length; i++) {
    const a = local.trace.drums[i];
    const b = server.trace.drums[i];
    if (a.travel.length !== b.travel.length) return "drum " + i + " trace length " + a.travel.length + " against " + b.travel.length;
    for (let k = 0; k < b.travel.length; k++) {
      if (a.travel[k] !== b.travel[k] || a.offset[k] !== b.offset[k]) return "drum " + i + " tick " + k;
    }
  }
  return null;
}

/** Re-spins after a tuning change: at once when alone, else DEBOUNCE_MS after the last. */
export function scheduleRespin() {
  clearTimeout(S.debounce);
  if (S.model && S.a && S.a.local) {
    // The page spins by itself: at once, every change (the server's answer follows).
    spin({ keepTime: true });
    return;
  }
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
