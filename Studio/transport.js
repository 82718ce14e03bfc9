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

/** The status pill: spinning (a request in flight), else the state — and "paused" while the
 * clock is stopped before the end (`S.state` stays "playing": the spin has not come to rest). */
export function renderStatus() {
  const paused = S.state === "playing" && S.paused;
  const text = S.inFlight > 0 ? "spinning" : paused ? "paused" : S.state;
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
