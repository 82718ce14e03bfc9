// The model in the page: ReelKit compiled to WebAssembly (reelkit.wasm, through reelkit.mjs)
// spins the edited machine here, so that a slider drag re-spins without a round trip. The
// server's `GET /api/machine` gives the machine as ReelKit's MachineSpec (`spec`) and the
// config as loaded (`config`); the page hands the module the config's motion settings and its
// own edits as layers (`editLayers`), and the module merges them exactly as the workbench
// resolves a config (ReelKit's MotionSettings and DrumMotion) and checks the result.
import { ReelKit } from "./reelkit.mjs";
import { spinGeometry, targetRow } from "./rows.js";
import { S } from "./state.js";

/**
 * Instantiates the model: from the exported page's base64 bytes, else `GET /reelkit.wasm`.
 * Returns null (and the reason in `S.modelProblem`) when it is not available.
 */
export async function loadModel() {
  try {
    let bytes;
    if (window.reelsimExport) {
      bytes = Uint8Array.from(atob(window.reelsimExport.model), (c) => c.charCodeAt(0));
    } else {
      const res = await fetch("/reelkit.wasm");
      if (!res.ok) {
        let text = res.status + " " + res.statusText;
        try { text = (await res.json()).error; } catch (_) { /* keep the status */ }
        throw new Error(text);
      }
      bytes = await res.arrayBuffer();
    }
    return await ReelKit.instantiate(bytes);
  } catch (e) {
    S.modelProblem = String(e.message || e);
    return null;
  }
}

/**
 * The page's edits as the module's layers (reelkit.mjs `compactEdit`), for a machine of
 * `drums` drums: machine-wide the config's `motion`, then the overrides `motion.FIELD`; per
 * drum its config `motion`, then the overrides `drums[i].motion.FIELD`, and its `stopTime`.
 * What wins and the stop schedule are the module's.
 */
export function editLayers(config, overrides, drums) {
  const layer = (prefix) => {
    const found = {};
    for (const [path, value] of Object.entries(overrides)) {
      const field = path.startsWith(prefix) ? path.slice(prefix.length) : null;
      if (field && !field.includes(".")) found[field] = value;
    }
    return found;
  };
  return {
    motion: [config.motion ?? null, layer("motion.")],
    drums: Array.from({ length: drums }, (_, i) => {
      const drum = (config.drums ?? [])[i] ?? {};
      return { motion: [drum.motion ?? null, layer("drums[" + i + "].motion.")], stopTime: drum.stopTime ?? null };
    }),
  };
}

/** Machine A as loaded into the module (by its spec), and its edited machines by their
 * layers' JSON text (the last few). */
let base = null;
const edited = new Map();

/** Machine A under the current edits, loaded into the module: its `spec` is the edited
 * MachineSpec. */
export function editedMachine() {
  if (!base || base.source !== S.machine.spec) {
    for (const machine of edited.values()) machine.free();
    edited.clear();
    if (base) base.machine.free();
    base = { source: S.machine.spec, machine: S.model.load(S.machine.spec) };
  }
  const layers = editLayers(S.machine.config || {}, S.overrides, S.machine.spec.drums.length);
  const key = JSON.stringify(layers);
  let machine = edited.get(key);
  if (!machine) {
    machine = base.machine.edit(layers);
    if (S.machine.rows) machine.setRows(S.machine.rows);
    edited.set(key, machine);
    if (edited.size > 8) {
      const [oldest] = edited.keys();
      edited.get(oldest).free();
      edited.delete(oldest);
    }
  }
  return machine;
}

/**
 * A motion field of drum i of machine A as it spins under the current edits: the module's
 * merge (`editedMachine().settings`, the workbench's own rule). Without the module, or while
 * an edit is one the module refuses (the field shows it red), the value the server resolved
 * when it loaded the config: the page never merges by itself.
 */
export function effectiveMotion(i, field) {
  if (S.model) {
    try {
      return editedMachine().settings[i][field];
    } catch (_) {
      // A refused edit: its message is shown where the edit is; keep the loaded value here.
    }
  }
  return S.machine.drums[i][field];
}

/**
 * Spins machine A in the page: `outcome` is `{ seed }` (digits) or `{ targets }` (strip
 * indices), `controls` the spin controls. Returns a prepared spin, as `prepare` in api.js
 * makes from a server answer, with the summary the page can tell by itself, pays included
 * (the server's replaces it when it arrives, with the check).
 */
export function localSpin(outcome, controls) {
  const machine = editedMachine();
  const spec = machine.spec;
  let targets;
  let spin;
  let rows = null;
  if (S.machine.rows) {
    // A variable-row spin, as the server's SpinRequest makes it: rows, stops and top stop drawn
    // from the seed (the config's when the targets are given, which replace the stops), the
    // drums starting from their full windows.
    const draw = machine.randomSpin(outcome.seed ?? S.machine.rows.seed, S.machine.weights);
    // The top drum is the spin machine's last drum; its target is the top stop.
    targets = (outcome.targets ?? draw.stops).concat(draw.topStop === null ? [] : [draw.topStop]);
    const previous = S.machine.drums.map((d) => d.visibleRows);
    const spun = machine.withRows(draw.rows, previous);
    try {
      spin = spun.spin({ targets, controls, trace: true });
    } finally {
      spun.free();
    }
    rows = { rows: draw.rows, previousRows: previous, topStop: draw.topStop };
  } else {
    targets = outcome.targets ?? machine.targets(outcome.seed, S.machine.weights);
    spin = machine.spin({ targets, controls, trace: true });
  }
  const dt = spec.clock ? spec.clock.timeStep : 1 / 240;
  const phases = S.model.layout.phases;
  let last = 0;
  const drums = spin.traces.map((trace, i) => {
    const shown = S.machine.drums[i] || topDrumShown();
    const columns = { tick: [], phase: [], travel: [], offset: [], velocity: [], acceleration: [] };
    const names = Object.keys(columns);
    for (let k = 0; k < trace.count; k++) {
      names.forEach((name, f) => columns[name].push(trace.samples[6 * k + f]));
      columns.phase[k] = phases[columns.phase[k]];
    }
    const n = trace.count;
    last = Math.max(last, n - 1);
    const splice = spin.drums[i].splice;
    const geometry = rows && i < rows.rows.length ? spinGeometry(shown, rows.rows[i], rows.previousRows[i]) : {};
    return Object.assign(columns, {
      startOffset: shown.startOffset,
      stripLength: shown.stripLength,
      symbolHeight: shown.symbolHeight,
    }, geometry, {
      times: Float64Array.from(columns.tick, (tick) => tick * dt),
      finalTravel: n ? columns.travel[n - 1] : 0,
      splice: splice && {
        tick: splice.tick,
        shift: splice.shift,
        kept: splice.kept.map((j) => ({ index: j, symbol: shown.strip[wrapIndex(j - splice.shift, shown.strip.length)] })),
      },
    });
  });
  return {
    summary: localSummary(spin, spec, dt, rows),
    trace: { timeStep: dt, drums },
    events: spin.events,
    check: null,
    dt,
    lastTick: last,
    duration: last * dt,
    local: true,
  };
}

/** The top drum as the spin machine's last drum (`MachineSpec.topDrumSpec`): its strip, drum
 * 1's symbol height at the full window, resting at stop 0 when the spin starts. */
function topDrumShown() {
  const strip = S.machine.rows.topDrum.strip;
  const h = S.machine.drums[1].symbolHeight;
  return { strip, symbolHeight: h, stripLength: strip.length * h, startOffset: 0 };
}

function wrapIndex(j, n) {
  return ((j % n) + n) % n;
}

/** The paytable loaded into the module for windows of `drums` × `rows` (the last one). */
let payEvaluator = null;

export function paysFor(paytable, drums, rows) {
  const p = payEvaluator;
  if (p && p.paytable === paytable && p.drums === drums && p.rows === rows) return p;
  if (p) p.free();
  payEvaluator = S.model.pays(paytable, drums, rows);
  return payEvaluator;
}

/** What the page can say about a spin by itself: targets, window at rest, spin time, each
 * drum's settle time and peaks, and what the window at rest pays and the free spins its
 * scatters award (the module's PayEvaluator), as `simulate --json` says it: only when every
 * drum came to rest without the watchdog. */
function localSummary(spin, spec, dt, variable) {
  const columns = spec.drums.map((drum, i) => {
    const strip = drum.geometry.strip;
    const full = drum.geometry.visibleRows;
    const fullRow = drum.geometry.resultRow ?? Math.floor((full - 1) / 2);
    const rows = variable ? variable.rows[i] : full;
    const resultRow = variable ? targetRow(fullRow, rows) : fullRow;
    return Array.from({ length: rows }, (_, r) => strip[wrapIndex(spin.targets[i] + resultRow - r, strip.length)]);
  });
  const rows = Math.max(0, ...columns.map((c) => c.length));
  const window = Array.from({ length: rows }, (_, r) => columns.map((c) => c[r] ?? null));
  const paytable = S.machine.paytable;
  const atRest = spin.watchdogTick === null && spin.drums.length > 0
    && spin.drums.every((d) => d.phase === "stopped");
  // A variable-row window's ways (and its top drum's cells) are paid by the server's summary.
  const payout = paytable && atRest && !variable
    ? paysFor(paytable, columns.length, Math.min(...columns.map((c) => c.length))).evaluate(window)
    : null;
  // A variable-row spin's machine ends with the top drum: the summary keeps the machine's drums.
  const shown = spec.drums.length;
  return {
    targets: spin.targets.slice(0, shown),
    spinTick: spin.spinTick,
    spinTime: spin.spinTick === null ? null : spin.spinTick * dt,
    window,
    drums: spin.drums.slice(0, shown).map((d, i) => ({
      index: i,
      target: d.target,
      // The record's names, as the summary's drum entry names them (the charts' ranges and
      // the approach chart's zones read them).
      strategy: d.method,
      settleTime: d.settleTick < 0 ? null : d.settleTick * dt,
      brakingDistance: Number.isNaN(d.brakingDistance) ? null : d.brakingDistance,
      windowMisses: d.windowMisses,
      overshoot: d.overshoot,
      peakSpeed: d.peakSpeed,
      peakDeceleration: d.peakDeceleration,
      peakJerk: d.peakJerk,
    })),
    failure: spin.watchdogTick === null ? null : "watchdog at tick " + spin.watchdogTick,
    resultCode: resultCode(spin.drums.slice(0, shown).map((d) => d.target), variable, shown),
    pay: payout ? payout.pay : null,
    wins: payout ? payout.wins : [],
    freeSpins: payout ? payout.freeSpins : undefined,
    // The max win cap as the module applies it to the spin (the outcome card reads it).
    maxWin: payout ? payout.maxWin : undefined,
    ...(variable ? rowsSummary(variable, shown) : {}),
  };
}

/** The spin's result code as `simulate --json` writes it (ReelKit's `ResultCode.description`):
 * the stop every drum landed on joined by `-`; a variable-row spin adds `@` and its rows
 * joined by `.`, and `+` and the top stop when the machine has a top drum. */
function resultCode(stops, variable, drums) {
  let code = stops.join("-");
  if (variable) {
    code += "@" + variable.rows.slice(0, drums).join(".");
    if (variable.topStop !== null && variable.topStop !== undefined) code += "+" + variable.topStop;
  }
  return code;
}

/** What a variable-row spin adds to the summary, as the server's: `rows`, `previousRows`,
 * `ways` (`Π (rows + 1 under the top drum)`) and `topDrum` (`{ stop, symbols }`). */
function rowsSummary(variable, drums) {
  const top = S.machine.rows.topDrum;
  const covered = (d) => top && variable.topStop !== null && d >= 1 && d <= drums - 2;
  const ways = variable.rows.reduce((product, rows, d) => product * (rows + (covered(d) ? 1 : 0)), 1);
  const result = { rows: variable.rows, previousRows: variable.previousRows, ways };
  if (top && variable.topStop !== null) {
    result.topDrum = {
      stop: variable.topStop,
      symbols: Array.from({ length: drums - 2 }, (_, j) => top.strip[(variable.topStop + j) % top.strip.length]),
    };
  }
  return result;
}
