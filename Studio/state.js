// The page's state, shared by every module, and what follows directly from it.

/** The page's one mutable state. */
export const S = {
  /** `GET /api/machine`'s answer. */
  machine: null,
  /** The in-page model (a ReelKit from reelkit.mjs), or null; why not, when it is null. */
  model: null,
  modelProblem: null,
  /** Where the server's spin differed from the page's last, or null. */
  modelMismatch: null,
  /** The tuning: parameter path → value, sent with every spin of machine A. */
  overrides: {},
  /** Controls added while watching a spin (slam, quicken, presses), cleared by Spin. */
  live: { slam: null, quicken: null, presses: [] },
  /** The prepared responses of machine A and (with A/B on) machine B. */
  a: null,
  b: null,
  ab: false,
  /** The display time, in seconds of the spin, and that of the last frame drawn. */
  t: 0,
  drawnTime: null,
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
  /** What machine-b.js drew of machine B last (per drum its symbols and offset), or null. */
  drawnB: null,
  /** The top drum's symbols drawn last, left to right, or null. */
  drawnTop: null,
  /** The chart figures, with their canvases and cached backgrounds. */
  charts: [],
  controller: null,
  debounce: null,
  token: 0,
  lastSpinStart: -Infinity,
  bodyB: null,
  dirtyCharts: true,
  /** The last spin every check accepted, shown again when an edit is refused (refusal.js). */
  lastValid: null,
  /** The refused edit: `{ path, why }`, or null. */
  refused: null,
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

/** `text` with its lengths in the machine's unit: a wheel's strip is measured in degrees, so
 * `pt` becomes `°` (`pt/s` → `°/s`), as `GET /api/machine` writes a wheel's field units. */
export function lengthUnits(text) {
  return S.machine && S.machine.kind === "wheel" ? text.replace(/\bpt\b/g, "°") : text;
}
