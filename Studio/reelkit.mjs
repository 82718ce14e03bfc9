// ReelKit in JavaScript: the Swift model compiled to WebAssembly (reelkit.wasm, built by
// Scripts/build-wasm.sh), wrapped for hosts such as PixiJS or Phaser. No build step.
//
//   import { ReelKit } from "./reelkit.mjs";
//   const kit = await ReelKit.instantiate(await (await fetch("reelkit.wasm")).arrayBuffer());
//   const machine = kit.load(spec);                 // a ReelKit MachineSpec as JSON
//   const edited = machine.edit({ motion: [{ cruiseSpeed: 3000 }] });  // merged as a config is
//   const spin = machine.spin({ seed: 7 });         // the whole spin: summary, events
//   const run = machine.run({ targets: spin.targets });
//   run.advance(t); const drums = run.sample(t);    // in the frame loop, t in seconds
//
// See Docs/wasm.md.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The WebAssembly module's imports: no clock, no files; output goes to the console. */
function imports(memory) {
  return {
    wasi_snapshot_preview1: {
      fd_write: (fd, iovs, count, written) => {
        const view = new DataView(memory().buffer);
        let total = 0;
        let text = "";
        for (let i = 0; i < count; i++) {
          const base = view.getUint32(iovs + 8 * i, true);
          const length = view.getUint32(iovs + 8 * i + 4, true);
          text += decoder.decode(new Uint8Array(memory().buffer, base, length));
          total += length;
        }
        if (text.trim() !== "") console.error(text.trimEnd());
        view.setUint32(written, total, true);
        return 0;
      },
      fd_close: () => 0,
      fd_seek: () => 0,
      // Hash seeds: fixed, so that a run is the same in every page.
      random_get: (pointer, length) => {
        new Uint8Array(memory().buffer, pointer, length).fill(0);
        return 0;
      },
    },
  };
}

/** A failure of the model: one line saying which field and what is allowed. */
export class ReelKitError extends Error {}

/** The model, instantiated once per page. */
export class ReelKit {
  /** Instantiates the module from its bytes (an ArrayBuffer or a typed array). */
  static async instantiate(bytes) {
    let instance;
    const { instance: created } = await WebAssembly.instantiate(
      bytes, imports(() => instance.exports.memory));
    instance = created;
    return new ReelKit(instance.exports);
  }

  /** Instantiates the module from its bytes at once (Node, tests; small modules only in a page). */
  static instantiateSync(bytes) {
    let instance;
    instance = new WebAssembly.Instance(
      new WebAssembly.Module(bytes), imports(() => instance.exports.memory));
    return new ReelKit(instance.exports);
  }

  constructor(exports) {
    this.wasm = exports;
    this.layout = JSON.parse(this.#text(exports.rk_layout()));
  }

  /** Loads a paytable (as `GET /api/machine` gives it) for windows of `drums` × `rows`. */
  pays(paytable, drums, rows) { return new Pays(this, paytable, drums, rows); }

  /** Loads a hold-and-win feature on its cell reels (Docs/wasm.md): `{ machine, feature,
   * cellStrip }` — `machine` a ReelKit `CellReelMachine` as JSON (its `geometry.strip` is the
   * cell strip), `feature` `{ symbol, trigger, respins, prizes: [{ value, weight, jackpot }],
   * grand }`, `cellStrip` `{ weights }` (optional: 1 a stop). */
  holdAndWin(reels) { return new HoldAndWin(this, reels); }

  /** Plays the tumble chain of `machine` paying by `pays` (`{ stops, startTick, tumble }`: see
   * `TumbleChain`). */
  tumble(machine, pays, options) { return new TumbleChain(this, machine, pays, options); }

  /** Plans the motion of the wild rules that move (`{ drums, rows, timeStep, timing, steps }`:
   * see `WildMotion`). */
  wildMotion(options) { return new WildMotion(this, options); }

  /** Loads a cluster-pays grid on `machine` (its drums the columns): `paytable` the config's
   * `paytable` block of mode `cluster`, `tumble` its `tumble` block (see `ClusterGrid`). */
  cluster(machine, paytable, tumble) { return new ClusterGrid(this, machine, paytable, tumble); }

  /** Plays the cascade chain of a variable-row `machine` paying by `pays` (see `CascadeChain`). */
  cascade(machine, pays, options) { return new CascadeChain(this, machine, pays, options); }

  /** Loads a machine from its JSON text (a ReelKit `MachineSpec`, as a snapshot's `spec`),
   * parsed inside the module (`rk_machine_load_json`, include/reelkit.h): the same reader,
   * checks and one-line errors as `load`. */
  loadJSON(text) {
    const handle = this.#call((j) => this.wasm.rk_machine_load_json(j.pointer, j.count), text);
    return new Machine(this, handle, JSON.parse(text));
  }

  /** Loads a machine: a ReelKit `MachineSpec` as JSON (as in a snapshot's `spec`). */
  load(spec) {
    const { numbers, lines } = compactMachine(spec, this.layout);
    const handle = this.#call((n, t) => this.wasm.rk_machine_load(n.pointer, n.count, t.pointer, t.count),
      numbers, lines);
    return new Machine(this, handle, spec);
  }

  #text(length) {
    const pointer = this.wasm.rk_text_ptr();
    return decoder.decode(new Uint8Array(this.wasm.memory.buffer, pointer, length).slice());
  }

  /** The first `length` bytes of the text buffer, as text. */
  text(length) { return this.#text(length); }

  /** The numbers of the output buffer. */
  output(count) {
    if (count < 0) throw new ReelKitError(this.error());
    const pointer = this.wasm.rk_output_ptr();
    return new Float64Array(this.wasm.memory.buffer, pointer, count).slice();
  }

  /** The last error's text. */
  error() {
    const pointer = this.wasm.rk_text_ptr();
    const bytes = new Uint8Array(this.wasm.memory.buffer, pointer);
    const end = bytes.indexOf(0);
    return decoder.decode(bytes.slice(0, end < 0 ? 200 : end));
  }

  /** Copies numbers (Float64), whole numbers (Int32) and text lines into the module, calls `body`
   * with `{ pointer, count }` for each, frees them and returns the result (throws on -1). */
  #call(body, ...inputs) {
    const blocks = inputs.map((input) => this.copy(input));
    try {
      const result = body(...blocks);
      if (result < 0) throw new ReelKitError(this.#errorText());
      return result;
    } finally {
      for (const block of blocks) this.wasm.rk_free(block.pointer);
    }
  }

  /** `#call` for other classes of this module. */
  call(body, ...inputs) { return this.#call(body, ...inputs); }

  #errorText() {
    // The text buffer holds the message; its length is not returned, so read up to a
    // reasonable bound and cut at the first NUL or the end of the message.
    return this.error();
  }

  /** Copies an input into the module's memory. */
  copy(input) {
    if (typeof input === "string" || Array.isArray(input) && typeof input[0] === "string") {
      const bytes = encoder.encode(Array.isArray(input) ? input.join("\n") : input);
      const pointer = this.wasm.rk_alloc(bytes.length);
      new Uint8Array(this.wasm.memory.buffer, pointer, bytes.length).set(bytes);
      return { pointer, count: bytes.length };
    }
    if (input instanceof Int32Array) {
      const pointer = this.wasm.rk_alloc(input.length * 4);
      new Int32Array(this.wasm.memory.buffer, pointer, input.length).set(input);
      return { pointer, count: input.length };
    }
    const values = Float64Array.from(input ?? []);
    const pointer = this.wasm.rk_alloc(values.length * 8);
    new Float64Array(this.wasm.memory.buffer, pointer, values.length).set(values);
    return { pointer, count: values.length };
  }
}

/** A name's index in one of the layout's lists; throws naming the field and what is allowed. */
function code(names, name, field) {
  const index = names.indexOf(name);
  if (index < 0) throw new ReelKitError(field + ": " + name + " is not allowed (allowed: " + names.join(", ") + ")");
  return index;
}

/** A name in Unicode's NFC form: the module compares names by their bytes, which is then the
 * same as the canonical equivalence of Swift's `==`. */
function nfc(name) {
  return typeof name === "string" ? name.normalize("NFC") : name;
}

/** The compact description of a MachineSpec (Sources/ReelKitWasm/CompactMachine.swift);
 * `layout` is the module's (`kit.layout`), for the names of profiles and strategies. */
export function compactMachine(spec, layout) {
  const numbers = [2, spec.clock?.timeStep ?? 1 / 240, spec.maxDuration ?? 30, spec.drums.length];
  const lines = [spec.name ?? "machine"];
  spec.drums.forEach((drum, i) => {
    const g = drum.geometry;
    const m = drum.motion;
    const at = "drums[" + i + "].motion.";
    numbers.push(g.symbolHeight, g.visibleRows, g.resultRow ?? -1, drum.startIndex ?? 0,
      drum.startDelay ?? 0, drum.stopRequestTime,
      code(layout.profiles, m.profile, at + "profile"), code(layout.strategies, m.strategy, at + "strategy"),
      m.cruiseSpeed, m.acceleration, m.maxDeceleration, m.windBackDistance, m.windBackTime,
      m.overshoot, m.settleTime, m.maxSpeedAdjust, m.brakeTime ?? 0.35, m.slowSpeed, m.slowZone,
      m.stopTolerance, m.minimumRevolutions, g.strip.length,
      g.segmentWidths?.length ?? 0, ...(g.segmentWidths ?? []));
    lines.push(...g.strip.map(nfc));
  });
  return { numbers, lines };
}

/** The compact description of a machine's edits (Sources/ReelKitWasm/CompactEdit.swift) for
 * a machine of `drums` drums, written field by field from the module's list of them
 * (`layout.settings`, from ReelKit's MotionSettings.fields): `edits` is `{ motion: [layer, …],
 * drums: [{ motion: [layer, …], stopTime }, …] }`, a layer an object of settings by name (a
 * field it lacks, or null, is not set; a profile or strategy by its name). The module merges
 * them: later layers over earlier ones, a drum's over the machine's. */
export function compactEdit(edits, drums, layout) {
  const numbers = [1, drums];
  const layers = (list, at) => {
    const present = (list ?? []).filter((layer) => layer != null);
    numbers.push(present.length);
    present.forEach((layer, k) => {
      for (const [name, kind] of layout.settings) {
        const value = layer[name];
        const field = at + "[" + k + "]." + name;
        if (value == null) numbers.push(NaN);
        else if (kind === "number" || kind === "wholeNumber") {
          if (typeof value !== "number" || !Number.isFinite(value)) {
            throw new ReelKitError(field + ": " + value + " is not allowed (allowed: a finite number)");
          }
          numbers.push(value);
        } else numbers.push(code(layout[kind], value, field));
      }
    });
  };
  layers(edits.motion, "motion");
  for (let i = 0; i < drums; i++) {
    const drum = (edits.drums ?? [])[i] ?? {};
    layers(drum.motion, "drums[" + i + "].motion");
    const stopTime = drum.stopTime;
    if (stopTime != null && (typeof stopTime !== "number" || !Number.isFinite(stopTime))) {
      throw new ReelKitError("drums[" + i + "].stopTime: " + stopTime + " is not allowed (allowed: a finite number)");
    }
    numbers.push(stopTime ?? NaN);
  }
  return numbers;
}

/** The compact description of SpinControls (Sources/ReelKitWasm/CompactControls.swift),
 * written key by key from the module's own list of them (`layout.controls`, from
 * SpinControls.keys): entry i + 1 for key i, then its value; a part left out is NaN (a list:
 * -1), a flag 0 or 1, a symbol a text line. */
export function compactControls(controls, layout) {
  const numbers = [];
  const lines = [];
  const write = (value, [, kind, parts]) => {
    if (kind === "object") for (const part of parts) write(value[part[0]], part);
    else if (kind === "symbol") lines.push(nfc(value));
    else if (kind === "flag") numbers.push(value ? 1 : 0);
    else if (kind.endsWith("List")) {
      if (value == null) numbers.push(-1); else numbers.push(value.length, ...value.map((v) => v ?? NaN));
    } else numbers.push(value ?? NaN);
  };
  if (controls) {
    layout.controls.forEach((key, i) => {
      const value = controls[key[0]];
      if (value == null) return;
      numbers.push(i + 1);
      write(value, key);
    });
  }
  return { numbers, lines };
}

/** The compact description of a paytable (Sources/ReelKitWasm/CompactPaytable.swift) for
 * windows of `drums` × `rows`: `paytable` as `GET /api/machine` gives it (ReelKit's Paytable,
 * with `freeSpins`' awards and multiplier, or null). Every symbol is written as its index in
 * `symbols` (the text lines, each name once, NFC); the modes, directions and rules as indexes
 * into the module's `layout.payModes`, `payDirections` and `multiplierRules`. */
export function compactPaytable(paytable, drums, rows, layout) {
  const symbols = [];
  const index = new Map();
  const symbol = (name) => {
    if (name == null) return -1;
    const key = nfc(name);
    if (!index.has(key)) { index.set(key, symbols.length); symbols.push(key); }
    return index.get(key);
  };
  const list = (names) => (names == null ? [-1] : [names.length, ...names.map(symbol)]);
  paytable.lines.forEach((line, i) => {
    if (line.length !== drums) {
      throw new ReelKitError("paytable.lines[" + i + "]: " + line.length + " rows is not allowed (allowed: one per drum, " + drums + ")");
    }
  });
  const numbers = [1, drums, rows, paytable.bet,
    code(layout.payModes, paytable.mode ?? "lines", "paytable.mode"),
    code(layout.multiplierRules, paytable.multiplierRule ?? "multiply", "paytable.multiplierRule"),
    paytable.lines.length, ...paytable.lines.flat(), paytable.pays.length];
  paytable.pays.forEach((pay, i) => {
    numbers.push(symbol(pay.symbol), pay.count, pay.pay,
      code(layout.payDirections, pay.direction ?? "leftToRight", "paytable.pays[" + i + "].direction"),
      ...list(pay.group), ...list(pay.mix));
  });
  numbers.push(symbol(paytable.wild), symbol(paytable.scatter), paytable.scatterPays.length,
    ...paytable.scatterPays.flatMap((p) => [p.count, p.pay]), paytable.multipliers.length,
    ...paytable.multipliers.flatMap((m) => [symbol(m.symbol), m.factor]));
  const free = paytable.freeSpins;
  if (free) numbers.push(free.awards.length, ...free.awards.flatMap((a) => [a.count, a.spins]), free.multiplier);
  else numbers.push(-1);
  numbers.push(paytable.maxWin ?? NaN);
  return { numbers, lines: symbols, index };
}

/** A paytable loaded into the module: ReelKit's PayEvaluator for windows of `drums` × `rows`. */
export class Pays {
  constructor(kit, paytable, drums, rows) {
    const { numbers, lines, index } = compactPaytable(paytable, drums, rows, kit.layout);
    this.kit = kit;
    this.paytable = paytable;
    this.drums = drums;
    this.rows = rows;
    this.symbols = lines;
    this.index = index;
    this.handle = kit.call((n, t) => kit.wasm.rk_paytable_load(n.pointer, n.count, t.pointer, t.count),
      numbers, lines.length ? lines : "");
  }

  /** What `window` pays (rows top first, symbol names; `rows` rows of `drums` drums are
   * read), as `simulate --json` gives it: `{ pay, wins: [{ line, symbol, count, pay, ways?,
   * multiplier? }], freeSpins? }`, `freeSpins` (`{ scatters, awarded, multiplier }`) only
   * with a free-spins feature; with a max win cap (`paytable.maxWin`) `maxWin`
   * (`{ cap, capCredits, uncappedWin, win, capped }`, ReelKit's WinCap on the spin's pay, as
   * the summary's `maxWin` gives it for the spin). */
  evaluate(window) {
    const cells = new Int32Array(this.drums * this.rows);
    for (let d = 0; d < this.drums; d++) {
      for (let r = 0; r < this.rows; r++) {
        const name = window[r] ? window[r][d] : null;
        const found = name == null ? undefined : this.index.get(nfc(name));
        cells[d * this.rows + r] = found ?? -1;
      }
    }
    const count = this.kit.call((w) => this.kit.wasm.rk_pays(this.handle, w.pointer, w.count), cells);
    const record = this.kit.output(count);
    const fields = this.kit.layout.win;
    const wins = [];
    let at = 2;
    for (let k = 0; k < record[1]; k++, at += fields.length) {
      const value = {};
      fields.forEach((name, f) => { value[name] = record[at + f]; });
      const win = { line: value.line < 0 ? null : value.line, symbol: this.symbols[value.symbol],
        count: value.count, pay: value.pay };
      if (value.ways >= 0) win.ways = value.ways;
      if (value.multiplier !== 1) win.multiplier = value.multiplier;
      wins.push(win);
    }
    const result = { pay: record[0], wins };
    if (this.paytable.freeSpins) {
      result.freeSpins = { scatters: record[at], awarded: record[at + 1],
        multiplier: this.paytable.freeSpins.multiplier };
    }
    if (this.paytable.maxWin != null) {
      result.maxWin = { cap: this.paytable.maxWin, capCredits: record[at + 2],
        uncappedWin: record[0], win: record[at + 3], capped: record[at + 4] === 1 };
    }
    return result;
  }

  /** Frees the paytable in the module. */
  free() { this.kit.wasm.rk_paytable_free(this.handle); }
}

/** A loaded machine. */
export class Machine {
  constructor(kit, handle, spec) {
    this.kit = kit;
    this.handle = handle;
    this.spec = spec;
  }

  /** One target a drum drawn from `seed` (a whole number below 2⁶⁴: a number below 2⁵³, a
   * BigInt or its digits), as the CLI draws them; `weights` (optional): the config's stop
   * weights, one array per drum. */
  targets(seed, weights = null) {
    const { high, low } = seedWords(seed);
    const flat = weights ? Int32Array.from(weights.flat()) : new Int32Array(0);
    const count = this.kit.call(
      (w) => this.kit.wasm.rk_random_targets(this.handle, high, low, w.pointer, weights ? w.count : -1),
      flat);
    return Array.from(this.kit.output(count));
  }

  #inputs(options) {
    const targets = options.targets ?? (options.seed != null ? this.targets(options.seed, options.weights) : null);
    const { numbers, lines } = compactControls(options.controls, this.kit.layout);
    return { targets, numbers, lines };
  }

  /** Runs a whole spin: `{ seed }` or `{ targets }`, optional `controls` and `trace: true`.
   * Returns `{ targets, drums, events, traces, watchdogTick, spinTick, record }`; each drum
   * has its result fields and `splice` (null, or `{ tick, shift, kept }`). */
  spin(options = {}) {
    const { targets, numbers, lines } = this.#inputs(options);
    if (!targets) throw new ReelKitError("spin: needs a seed or targets");
    const count = this.kit.call(
      (t, n, s) => this.kit.wasm.rk_spin(this.handle, t.pointer, t.count, n.pointer, n.count,
        s.pointer, s.count, options.trace ? 1 : 0),
      Int32Array.from(targets), numbers, lines.length ? lines : "");
    return readSpin(this.kit.layout, this.kit.output(count));
  }

  /** Starts a spin driven frame by frame: `{ seed }`, `{ targets }` or neither (the result
   * comes later), optional `controls`. */
  run(options = {}) {
    const { targets, numbers, lines } = this.#inputs(options);
    const handle = this.kit.call(
      (t, n, s) => this.kit.wasm.rk_run_start(this.handle, t.pointer, targets ? t.count : -1,
        n.pointer, n.count, s.pointer, s.count),
      Int32Array.from(targets ?? []), numbers, lines.length ? lines : "");
    return new Run(this.kit, handle);
  }

  /** This machine with `edits` (see `compactEdit`): a new machine whose drums spin with the
   * merged settings, as the workbench resolves a config. Its `spec` is the edited MachineSpec
   * (each drum's motion, `startDelay` and `stopRequestTime`) and its `settings` per drum every
   * field of `layout.settings` as the drum spins with it (defaults filled in). */
  edit(edits) {
    const count = this.spec.drums.length;
    const handle = this.kit.call(
      (n) => this.kit.wasm.rk_machine_edit(this.handle, n.pointer, n.count),
      compactEdit(edits, count, this.kit.layout));
    const fields = this.kit.layout.settings;
    const values = this.kit.output(count * (fields.length + 2));
    const spec = JSON.parse(JSON.stringify(this.spec));
    const settings = spec.drums.map((drum, i) => {
      const drumSettings = {};
      fields.forEach(([name, kind], f) => {
        const value = values[i * (fields.length + 2) + f];
        drumSettings[name] = kind === "number" || kind === "wholeNumber" ? value : this.kit.layout[kind][value];
        if (name in drum.motion) drum.motion[name] = drumSettings[name];
      });
      drum.startDelay = values[i * (fields.length + 2) + fields.length];
      drum.stopRequestTime = values[i * (fields.length + 2) + fields.length + 1];
      return drumSettings;
    });
    const edited = new Machine(this.kit, handle, spec);
    edited.settings = settings;
    return edited;
  }

  /** Gives the machine its variable rows ("Megaways"; Sources/ReelKitWasm/CompactRows.swift):
   * `rowWeights`, one array per drum (`w[h − 1]` for `h` rows, as the config's `rowWeights`),
   * and `topDrum` (`{ strip, weights }` or null). Each drum's window is its `visibleRows ×
   * symbolHeight`; its `visibleRows` is the most rows a spin shows. Returns the machine. */
  setRows({ rowWeights, topDrum = null }) {
    const { numbers, lines } = compactRows(rowWeights, topDrum, this.spec.drums.length);
    this.kit.call((n, t) => this.kit.wasm.rk_machine_rows(this.handle, n.pointer, n.count, t.pointer, t.count),
      numbers, lines.length ? lines : "");
    this.rows = { rowWeights, topDrum };
    return this;
  }

  /** A variable-row spin drawn from `seed` exactly as `reelsim simulate --seed` draws it
   * (`Outcome.randomSpin`: rows, then stops, then the top stop): `{ rows, stops, topStop }`
   * (`topStop` null without a top drum); needs `setRows` first. */
  randomSpin(seed, weights = null) {
    const { high, low } = seedWords(seed);
    const flat = weights ? Int32Array.from(weights.flat()) : new Int32Array(0);
    const count = this.kit.call(
      (w) => this.kit.wasm.rk_random_spin(this.handle, high, low, w.pointer, weights ? w.count : -1),
      flat);
    const values = Array.from(this.kit.output(count));
    const n = (count - 1) / 2;
    const top = values[2 * n];
    return { rows: values.slice(0, n), stops: values.slice(n, 2 * n), topStop: top < 0 ? null : top };
  }

  /** The machine of one spin whose drums show `rows` rows after `previousRows`
   * (`MachineSpec.spinning`): each window keeps its height, each stop rests in the row the
   * maths reads it in (`t = min(targetRow, rows − 1)`), the change is made out of sight.
   * A new machine (free it when done), spun as any other. */
  withRows(rows, previousRows) {
    const handle = this.kit.call(
      (r, p) => this.kit.wasm.rk_machine_with_rows(this.handle, r.pointer, r.count, p.pointer, p.count),
      Int32Array.from(rows), Int32Array.from(previousRows));
    const machine = new Machine(this.kit, handle, this.spec);
    machine.shownRows = Array.from(rows);
    machine.previousRows = Array.from(previousRows);
    return machine;
  }

  /** Frees the machine in the module. */
  free() { this.kit.wasm.rk_machine_free(this.handle); }
}

/** A seed (a number below 2⁵³, a BigInt or its digits, below 2⁶⁴) as two 32-bit words. */
function seedWords(seed) {
  const big = BigInt(seed);
  if (big < 0n || big >= 1n << 64n) throw new ReelKitError("seed: " + seed + " is not a whole number below 2^64");
  return { high: Number(big >> 32n), low: Number(big & 0xffffffffn) };
}

/** The compact description of variable rows (Sources/ReelKitWasm/CompactRows.swift). */
export function compactRows(rowWeights, topDrum, drums) {
  const numbers = [1, drums];
  if (!Array.isArray(rowWeights) || rowWeights.length !== drums) {
    throw new ReelKitError("rowWeights: expected one array per drum (" + drums + ")");
  }
  for (const weights of rowWeights) numbers.push(weights.length, ...weights);
  const lines = [];
  if (topDrum) {
    numbers.push(topDrum.strip.length);
    lines.push(...topDrum.strip.map(nfc));
    const weights = topDrum.weights ?? [];
    numbers.push(weights.length, ...weights);
  } else {
    numbers.push(0);
  }
  return { numbers, lines };
}

/** A spin driven by the host's frame loop. */
export class Run {
  constructor(kit, handle) {
    this.kit = kit;
    this.handle = handle;
    this.startEvents = this.#events(kit.wasm.rk_run_start_events(handle));
  }

  #events(count) {
    return readEvents(this.kit.layout, this.kit.output(count * 6), 0, count);
  }

  /** Steps to `seconds`; returns the events of the ticks stepped. */
  advance(seconds) { return this.#events(this.kit.wasm.rk_run_advance(this.handle, seconds)); }

  /** Every drum at `seconds`: `{ drum, time, phase, travel, offset, velocity, restingIndex }`. */
  sample(seconds) {
    const count = this.kit.wasm.rk_run_sample(this.handle, seconds);
    const values = this.kit.output(count * 7);
    const names = this.kit.layout.frame;
    return Array.from({ length: count }, (_, i) => {
      const frame = {};
      names.forEach((name, k) => { frame[name] = values[i * 7 + k]; });
      frame.phase = this.kit.layout.phases[frame.phase];
      if (frame.restingIndex < 0) frame.restingIndex = null;
      return frame;
    });
  }

  /** The cells every drum draws at `seconds` (the frame of `sample`), top first: per drum
   * `{ seam, cells: [{ index, position, height }] }` — `position` the cell's centre below
   * the result line (pt, negative above it), `seam` where the previous spin's cells (below)
   * meet this spin's (above) on a drum whose rows change (null otherwise). */
  cells(seconds) {
    const count = this.kit.wasm.rk_run_cells(this.handle, seconds);
    const values = this.kit.output(count);
    const drums = [];
    let at = 0;
    while (at < values.length) {
      const cellCount = values[at];
      const seam = values[at + 1];
      at += 2;
      const cells = [];
      for (let k = 0; k < cellCount; k++, at += 3) {
        cells.push({ index: values[at], position: values[at + 1], height: values[at + 2] });
      }
      drums.push({ seam: Number.isNaN(seam) ? null : seam, cells });
    }
    return drums;
  }

  /** `running`, `stopped` or `watchdog`. */
  get state() { return ["running", "stopped", "watchdog"][this.kit.wasm.rk_run_state(this.handle)]; }
  /** The current tick's time, seconds. */
  get time() { return this.kit.wasm.rk_run_time(this.handle); }

  /** Slams `drums` (all when omitted); `instant` rests them on their targets at once. */
  slam({ drums = null, instant = false } = {}) {
    const chosen = Int32Array.from(drums ?? []);
    return this.#events(this.kit.call(
      (d) => this.kit.wasm.rk_run_slam(this.handle, instant ? 1 : 0, d.pointer, drums ? d.count : -1),
      chosen));
  }

  /** Presses a drum's stop button (skill stop). */
  press(drum, { maxSlip = 4, timeLimit = 0.19 } = {}) {
    const count = this.kit.wasm.rk_run_press(this.handle, drum, maxSlip, timeLimit);
    if (count < 0) throw new ReelKitError(this.kit.error());
    return this.#events(count);
  }

  /** Quickens the spin: every stop request comes `factor` times as far ahead. */
  quicken(factor) {
    const count = this.kit.wasm.rk_run_quicken(this.handle, factor);
    if (count < 0) throw new ReelKitError(this.kit.error());
    return this.#events(count);
  }

  /** Frees the spin in the module. */
  free() { this.kit.wasm.rk_run_free(this.handle); }
}

function readEvents(layout, values, start, count) {
  return Array.from({ length: count }, (_, i) => {
    const [tick, time, drum, kind, a, b] = values.subarray(start + 6 * i, start + 6 * i + 6);
    const event = { tick, time, drum: drum < 0 ? null : drum, kind: layout.eventKinds[kind] };
    if (kind === 3) Object.assign(event, { target: a, distance: b });
    if (kind === 4) event.count = a;
    if (kind === 9) event.target = a;
    return event;
  });
}

/** Reads a spin record (Sources/ReelKitWasm/SpinRecord.swift). */
export function readSpin(layout, record) {
  const [drumCount, eventCount, hasTrace, watchdogTick, spinTick] = record;
  let at = 5;
  const targets = Array.from(record.subarray(at, at + drumCount));
  at += drumCount;
  const drums = [];
  for (let d = 0; d < drumCount; d++) {
    const drum = {};
    for (const name of layout.result) drum[name] = record[at++];
    drum.method = layout.methods[drum.method];
    drum.phase = layout.phases[drum.phase];
    drum.requestSource = drum.requestSource < 0 ? null : layout.sources[drum.requestSource];
    drums.push(drum);
  }
  const events = readEvents(layout, record, at, eventCount);
  at += 6 * eventCount;
  let traces = null;
  if (hasTrace) {
    traces = [];
    for (let d = 0; d < drumCount; d++) {
      const count = record[at++];
      const samples = record.subarray(at, at + 6 * count);
      traces.push({ count, samples });
      at += 6 * count;
    }
  }
  // Each drum's splice: null, or the tick from which it is drawn on its strip turned by
  // `shift` symbols, with the indices that keep the symbol they showed (strip[(j − shift) mod N]).
  for (const drum of drums) {
    const tick = record[at++];
    drum.splice = null;
    if (tick < 0) continue;
    const shift = record[at++];
    const count = record[at++];
    drum.splice = { tick, shift, kept: Array.from(record.subarray(at, at + count)) };
    at += count;
  }
  // Each drum's rows this spin and the spin before (null, null for a drum of fixed rows).
  for (const drum of drums) {
    const rows = record[at++];
    const previous = record[at++];
    drum.rows = rows < 0 ? null : rows;
    drum.previousRows = previous < 0 ? null : previous;
  }
  return {
    targets, drums, events, traces, record,
    watchdogTick: watchdogTick < 0 ? null : watchdogTick,
    spinTick: spinTick < 0 ? null : spinTick,
  };
}

/** The compact description of a hold-and-win feature (Sources/ReelKitWasm/CompactHoldAndWin.swift):
 * the cell reel as a machine of one drum, and the feature's numbers and lines. */
export function compactHoldAndWin(reels) {
  const { machine, feature, cellStrip } = reels ?? {};
  if (!machine?.geometry || !machine.motion || !machine.timing || !feature) {
    throw new ReelKitError("holdAndWin: expected { machine, feature, cellStrip }");
  }
  if (!Array.isArray(feature.prizes)) throw new ReelKitError("feature.prizes: expected an array");
  const reel = {
    name: "cell reel", clock: machine.clock, maxDuration: machine.maxDuration,
    drums: [{ geometry: { ...machine.geometry, visibleRows: 1 }, motion: machine.motion, startIndex: 0,
      startDelay: 0, stopRequestTime: machine.timing.firstStop }],
  };
  const t = machine.timing;
  const numbers = [1, machine.rows, machine.cells, t.startInterval, t.firstStop, t.stopInterval,
    t.respinPause, feature.trigger, feature.respins, feature.grand ?? 0, feature.prizes.length];
  const lines = [nfc(feature.symbol)];
  for (const prize of feature.prizes) {
    numbers.push(prize.value, prize.weight, prize.jackpot != null ? 1 : 0);
    if (prize.jackpot != null) lines.push(nfc(prize.jackpot));
  }
  const weights = cellStrip?.weights ?? [];
  numbers.push(weights.length, ...weights);
  return { reel, numbers, lines };
}

/** A hold-and-win feature loaded into the module. */
export class HoldAndWin {
  constructor(kit, reels) {
    const { reel, numbers, lines } = compactHoldAndWin(reels);
    this.kit = kit;
    this.reel = kit.load(reel);
    try {
      this.handle = kit.call(
        (n, t) => kit.wasm.rk_hnw_load(this.reel.handle, n.pointer, n.count, t.pointer, t.count),
        numbers, lines);
    } catch (error) {
      this.reel.free();
      throw error;
    }
    this.reels = reels;
  }

  /** Plays a round from `held` (one flag a cell, `drum·rows + row`; true/false or 1/0) seeded
   * by `seed` (the round's generator) or `spinSeed` (the triggering spin's, as `simulate`),
   * with every respin's trace when `trace`. Returns a `HoldAndWinRound`. */
  play({ held, seed = null, spinSeed = null, trace = false } = {}) {
    if ((seed == null) === (spinSeed == null)) throw new ReelKitError("round: needs a seed or a spinSeed");
    if (!Array.isArray(held)) throw new ReelKitError("held: expected one flag per cell");
    const { high, low } = seedWords(seed ?? spinSeed);
    const flags = Int32Array.from(held.map((flag) => (flag === true || flag === 1 ? 1 : flag === false || flag === 0 ? 0 : -1)));
    const handle = this.kit.call(
      (h) => this.kit.wasm.rk_hnw_play(this.handle, h.pointer, h.count, high, low, spinSeed != null ? 1 : 0,
        trace ? 1 : 0),
      flags);
    return new HoldAndWinRound(this.kit, handle);
  }

  /** Frees the feature and its cell reel in the module. */
  free() {
    this.kit.wasm.rk_hnw_free(this.handle);
    this.reel.free();
  }
}

/** A hold-and-win round: read whole (`summary`) or shown frame by frame (`frame`). */
export class HoldAndWinRound {
  constructor(kit, handle) {
    this.kit = kit;
    this.handle = handle;
  }

  /** The round's record (Sources/ReelKitWasm/CellReelRecord.swift), as numbers. */
  record() {
    const count = this.kit.wasm.rk_hnw_round(this.handle);
    return this.kit.output(count);
  }

  /** The whole round: `{ cells, rows, respinsLeftAtStart, endTick, failed, full, award,
   * heldCount, prizes, startStops, startHeld, start, respins, events }`; each respin has its
   * head fields, `landed`, `targets` and `spin` (as `Machine.spin` returns it). */
  summary() {
    const layout = this.kit.layout;
    const record = this.record();
    const round = {};
    let at = 0;
    for (const name of CELL_ROUND) round[name] = record[at++];
    const cells = round.cells;
    const take = (n) => Array.from(record.subarray(at, (at += n)));
    round.prizes = take(cells).map((p) => (p < 0 ? null : p));
    round.startStops = take(cells);
    round.startHeld = take(cells).map((h) => h === 1);
    const pairs = (n) => Array.from({ length: n }, () => ({ cell: record[at++], prize: record[at++] }));
    round.start = pairs(record[at++]);
    const count = round.respins;
    round.respins = [];
    for (let r = 0; r < count; r++) {
      const respin = {};
      for (const name of CELL_RESPIN) respin[name] = record[at++];
      respin.landed = pairs(respin.landedCount);
      respin.targets = take(cells);
      const length = record[at++];
      respin.spin = readSpin(layout, record.subarray(at, (at += length)));
      round.respins.push(respin);
    }
    round.events = readCellEvents(layout, record, at + 1, record[at]);
    round.failed = round.failed === 1;
    round.full = round.full === 1;
    return round;
  }

  /** The frame at `seconds` since the round started (not before the previous frame's):
   * `{ time, respin, respinsLeft, finished, events, cells }`; each cell `{ prize, held, reel }`,
   * `reel` as `Run.sample` gives a drum. */
  frame(seconds) {
    const count = this.kit.wasm.rk_hnw_frame(this.handle, seconds);
    const record = this.kit.output(count);
    const [time, respin, respinsLeft, finished, eventCount, cellCount] = record;
    const events = readCellEvents(this.kit.layout, record, 6, eventCount);
    let at = 6 + 8 * eventCount;
    const names = this.kit.layout.frame;
    const cells = [];
    for (let c = 0; c < cellCount; c++) {
      const prize = record[at++];
      const held = record[at++] === 1;
      const reel = {};
      for (const name of names) reel[name] = record[at++];
      reel.phase = this.kit.layout.phases[reel.phase];
      if (reel.restingIndex < 0) reel.restingIndex = null;
      cells.push({ prize: prize < 0 ? null : prize, held, reel });
    }
    return { time, respin, respinsLeft, finished: finished === 1, events, cells, record };
  }

  /** Frees the round in the module. */
  free() { this.kit.wasm.rk_hnw_round_free(this.handle); }
}

const CELL_ROUND = ["cells", "rows", "respinsLeftAtStart", "respins", "endTick", "failed", "full",
  "award", "heldCount"];
const CELL_RESPIN = ["number", "startTick", "respinsBefore", "respinsAfter", "settleTick", "resetTick",
  "landedCount"];
const CELL_EVENTS = ["respinStarted", "cell", "held", "counterReset", "respinEnded", "roundEnded"];

/** Reads `count` round events (8 numbers each) from `start`. */
function readCellEvents(layout, values, start, count) {
  return Array.from({ length: count }, (_, i) => {
    const [tick, time, respin, cell, kind, a, b, c] = values.subarray(start + 8 * i, start + 8 * i + 8);
    const event = { tick, time, respin, cell: cell < 0 ? null : cell, kind: CELL_EVENTS[kind] };
    if (kind === 1) {
      const [own] = readEvents(layout, Float64Array.of(tick, time, cell, a, b, c), 0, 1);
      event.kind = own.kind;
      Object.assign(event, own, { respin, cell });
      delete event.drum;
    } else if (kind === 2) event.prize = a;
    else if (kind === 5) event.full = a === 1;
    else event.respinsLeft = a;
    return event;
  });
}

/** A chain of cells that fall (Sources/ReelKitWasm/TumbleExports.swift): read whole
 * (`summary`) or drawn at any tick (`cells`). `TumbleChain`, `ClusterChain` and
 * `CascadeChain` play one. */
export class CellChain {
  constructor(kit, handle) {
    this.kit = kit;
    this.handle = handle;
  }

  /** The chain's record (Sources/ReelKitWasm/TumbleRecord.swift), as numbers. */
  record() { return this.kit.output(this.kit.wasm.rk_tumble_chain(this.handle)); }

  /** The whole chain: `{ tumbles, end, startTick, settleTick, totalPay, firstPay, window,
   * steps, events, traces }`; `window` and each step's `window` are strip indices per drum,
   * top first; a step has `{ number, removalTick, settleTick, pay, removed, falls, window }`. */
  summary() {
    const r = this.record();
    let at = 0;
    const chain = {};
    for (const name of ["tumbles", "end", "startTick", "settleTick", "totalPay", "firstPay", "drums"]) chain[name] = r[at++];
    const indices = () => Array.from({ length: chain.drums }, () => {
      const n = r[at++];
      return Array.from(r.subarray(at, (at += n)));
    });
    chain.end = ["noWin", "limit"][chain.end];
    chain.window = indices();
    chain.steps = [];
    for (let k = 0; k < chain.tumbles; k++) {
      const [number, removalTick, settleTick, pay, removedCount, fallCount] = r.subarray(at, (at += 6));
      const removed = Array.from({ length: removedCount }, () => ({ drum: r[at++], row: r[at++], stripIndex: r[at++] }));
      const falls = Array.from({ length: fallCount }, () => ({
        drum: r[at++], row: r[at++], fromRow: r[at++], stripIndex: r[at++], startTick: r[at++], landTick: r[at++],
      }));
      chain.steps.push({ number, removalTick, settleTick, pay, removed, falls, window: indices() });
    }
    const kinds = ["removed", "falling", "landed"];
    chain.events = Array.from({ length: r[at++] }, () => ({
      tick: r[at++], tumble: r[at++], kind: kinds[r[at++]], drum: r[at++], row: r[at++],
    }));
    chain.traces = Array.from({ length: r[at++] }, () => {
      const [tumble, drum, row, count] = r.subarray(at, (at += 4));
      const samples = Array.from({ length: count }, () => readCellSample(r, (at += 5) - 5));
      return { tumble, drum, row, samples };
    });
    return chain;
  }

  /** The cells drawn at `tick`, drum by drum, top first: `{ drum, row, stripIndex, sample }`. */
  cells(tick) {
    const count = this.kit.call(() => this.kit.wasm.rk_tumble_cells(this.handle, tick));
    const r = this.kit.output(count * 8);
    return Array.from({ length: count }, (_, i) => ({
      drum: r[8 * i], row: r[8 * i + 1], stripIndex: r[8 * i + 2], sample: readCellSample(r, 8 * i + 3),
    }));
  }

  /** Frees the chain in the module. */
  free() { this.kit.wasm.rk_tumble_free(this.handle); }
}

/** A tumble chain on fixed rows: what a machine with a tumble block plays after a spin. */
export class TumbleChain extends CellChain {
  /** Plays the chain of `machine` (a `Machine`) paying by `pays` (a `Pays` for its window)
   * from `stops` (one strip index per drum) at `startTick` (the spin's last settle tick), its
   * cells moving by `tumble` (`{ gravity, restitution, fallDelay, columnStagger, maxTumbles }`,
   * a config's `tumble` block; a field left out takes the config's default). */
  constructor(kit, machine, pays, { stops, startTick = 0, tumble = {} }) {
    const t = { ...TUMBLE_DEFAULTS, ...tumble };
    if (!Array.isArray(stops)) throw new ReelKitError("stops: expected one strip index per drum");
    super(kit, kit.call(
      (n, s) => kit.wasm.rk_tumble_play(machine.handle, pays.handle, n.pointer, n.count, s.pointer, s.count,
        startTick),
      [t.gravity, t.restitution, t.fallDelay, t.columnStagger, t.maxTumbles], Int32Array.from(stops)));
  }
}

/** A config's `tumble` defaults. */
const TUMBLE_DEFAULTS = { gravity: 8000, restitution: 0.2, fallDelay: 0.2, columnStagger: 0.05, maxTumbles: 50 };

/** The compact description of a cluster grid (Sources/ReelKitWasm/CompactCluster.swift):
 * `paytable` as the config's `paytable` block of mode `cluster` (`bet`, `minimumCluster`,
 * `wild`, `scatter`, `maxWin`, `cascades`, `cellMultiplierCap`, `clusterPays`, `fill`,
 * `freeSpins`), `tumble` the config's `tumble` block (how the cells fall). Every symbol is
 * its index in the text lines (each name once, NFC). */
export function compactCluster(paytable, tumble = {}) {
  if (!paytable || !Array.isArray(paytable.clusterPays)) {
    throw new ReelKitError("paytable.clusterPays: expected an array of { symbol, from, to, pay }");
  }
  const lines = [];
  const index = new Map();
  const symbol = (name) => {
    if (name == null) return -1;
    const key = nfc(name);
    if (!index.has(key)) { index.set(key, lines.length); lines.push(key); }
    return index.get(key);
  };
  const numbers = [1, paytable.bet ?? 1, paytable.minimumCluster, symbol(paytable.wild),
    paytable.maxWin ?? NaN, paytable.cascades === false ? 0 : 1, paytable.cellMultiplierCap ?? -1,
    paytable.clusterPays.length];
  for (const pay of paytable.clusterPays) numbers.push(symbol(pay.symbol), pay.from, pay.to ?? -1, pay.pay);
  const fill = paytable.fill ?? [];
  numbers.push(fill.length, ...fill.flatMap((entry) => [symbol(entry.symbol), entry.weight]));
  const free = paytable.freeSpins;
  if (free && paytable.scatter != null) {
    numbers.push(free.awards.length, ...free.awards.flatMap((a) => [a.count, a.spins]),
      free.retrigger === false ? 0 : 1, symbol(paytable.scatter));
  } else numbers.push(-1);
  const t = { ...TUMBLE_DEFAULTS, ...tumble };
  numbers.push(t.gravity, t.restitution, t.fallDelay, t.columnStagger);
  return { numbers, lines };
}

/** A cluster-pays grid loaded into the module on a machine whose drums are its columns. */
export class ClusterGrid {
  constructor(kit, machine, paytable, tumble) {
    const { numbers, lines } = compactCluster(paytable, tumble);
    this.kit = kit;
    this.machine = machine;
    this.handle = kit.call(
      (n, t) => kit.wasm.rk_cluster_load(machine.handle, n.pointer, n.count, t.pointer, t.count),
      numbers, lines.length ? lines : "");
    /** The grid's symbols by code (`ClusterGame.symbols`): a record's grids and wins name them so. */
    this.symbols = kit.text(kit.call(() => kit.wasm.rk_cluster_symbols(this.handle))).split("\n");
  }

  /** Plays the cascade chain of `stops` (one strip index per column) at `startTick` (the
   * spin's last settle tick), as `reelsim simulate` does: with a fill its cells are drawn from
   * `spinSeed` (the spin's seed, as `simulate`) or `seed` (the fill generator's own). Returns
   * a `ClusterChain`. */
  play({ stops, startTick = 0, seed = null, spinSeed = null }) {
    if (!Array.isArray(stops)) throw new ReelKitError("stops: expected one strip index per drum");
    const { high, low } = seedWords(spinSeed ?? seed ?? 0);
    const handle = this.kit.call(
      (s) => this.kit.wasm.rk_cluster_play(this.handle, s.pointer, s.count, startTick, high, low,
        spinSeed != null ? 1 : 0),
      Int32Array.from(stops));
    return new ClusterChain(this.kit, handle, this.symbols);
  }

  /** Frees the grid in the module (its machine stays). */
  free() { this.kit.wasm.rk_cluster_free(this.handle); }
}

/** ClusterRecord.headFields and winFields (Sources/ReelKitWasm/ClusterRecord.swift). */
const CLUSTER_HEAD = ["steps", "cascades", "uncappedWin", "win", "capped", "truncated", "scatters", "columns",
  "rows", "multiplierCap", "drawnColumns"];
const CLUSTER_WIN = ["symbol", "size", "basePay", "multiplier", "pay"];

/** A cluster grid's cascade chain: the motion of a `CellChain` (`summary`, `cells`) and its
 * clusters (`clusters`). A fill's strip indices are places in `clusters().drawn`. */
export class ClusterChain extends CellChain {
  constructor(kit, handle, symbols) {
    super(kit, handle);
    this.symbols = symbols;
  }

  /** The clusters' record (Sources/ReelKitWasm/ClusterRecord.swift), as numbers. */
  clusterRecord() { return this.kit.output(this.kit.wasm.rk_cluster_record(this.handle)); }

  /** The clusters: `{ steps, cascades, uncappedWin, win, capped, truncated, scatters, columns,
   * rows, multiplierCap, grids, drawn }`; `grids[k]` (step `k`, the landing grid first) is
   * `{ cells, multipliers, wins }` — `cells` symbol names column by column, top row first,
   * `multipliers` the cell multiplier states as its clusters were paid (null without cell
   * multipliers), each win `{ symbol, size, basePay, multiplier, pay, cells }` (cells
   * `column·rows + row`); `drawn` each column's drawn symbols with a fill (else null). */
  clusters() {
    const r = this.clusterRecord();
    let at = 0;
    const head = {};
    for (const name of CLUSTER_HEAD) head[name] = r[at++];
    const cells = head.columns * head.rows;
    const names = (codes) => Array.from(codes, (code) => this.symbols[code]);
    const multiplied = head.multiplierCap >= 0;
    head.grids = [];
    for (let k = 0; k < head.steps; k++) {
      const grid = { cells: names(r.subarray(at, (at += cells))) };
      grid.multipliers = multiplied ? Array.from(r.subarray(at, (at += cells))) : null;
      grid.wins = Array.from({ length: r[at++] }, () => {
        const win = {};
        for (const name of CLUSTER_WIN) win[name] = r[at++];
        win.symbol = this.symbols[win.symbol];
        win.cells = Array.from(r.subarray(at, (at += win.size)));
        return win;
      });
      head.grids.push(grid);
    }
    head.drawn = head.drawnColumns > 0
      ? Array.from({ length: head.drawnColumns }, () => names(r.subarray(at + 1, (at += 1 + r[at]))))
      : null;
    delete head.drawnColumns;
    head.capped = head.capped === 1;
    head.truncated = head.truncated === 1;
    head.multiplierCap = multiplied ? head.multiplierCap : null;
    return head;
  }
}

/** A cascade chain on variable rows ("Megaways"): the motion of a `CellChain` on the spin's
 * own window (`summary`, `cells`: drum `d`'s row `r` rests at `r·h_d`) and its rows (`rows`). */
export class CascadeChain extends CellChain {
  /** Plays the chain of `machine` (a `Machine` given its rows by `setRows`) paying by `pays`
   * (a `Pays` by ways for its drums × the tallest window plus the top cell) from `outcome`
   * (`{ rows, stops, topStop }`, as `randomSpin` draws it) at `startTick`, its cells moving by
   * `tumble` (the config's block with its `multiplier`: `{ start, step, cap, freeSpinsOnly,
   * carriesOver }`), in the base game or a free spin (`inFreeSpins`) after `cascadesBefore`
   * cascades of earlier free spins. */
  constructor(kit, machine, pays, { outcome, startTick = 0, tumble = {}, inFreeSpins = false, cascadesBefore = 0 }) {
    const t = { ...TUMBLE_DEFAULTS, ...tumble };
    const m = { start: 1, step: 1, cap: null, freeSpinsOnly: true, carriesOver: false, ...(tumble.multiplier ?? {}) };
    if (!tumble.multiplier) Object.assign(m, { step: 0, freeSpinsOnly: false });
    if (!outcome || !Array.isArray(outcome.rows) || !Array.isArray(outcome.stops)) {
      throw new ReelKitError("outcome: expected { rows, stops, topStop }");
    }
    super(kit, kit.call(
      (n, o) => kit.wasm.rk_cascade_play(machine.handle, pays.handle, n.pointer, n.count, o.pointer, o.count,
        startTick),
      [t.gravity, t.restitution, t.fallDelay, t.columnStagger, t.maxTumbles, m.start, m.step, m.cap ?? -1,
        m.freeSpinsOnly ? 1 : 0, m.carriesOver ? 1 : 0, inFreeSpins ? 1 : 0, cascadesBefore],
      Int32Array.from([...outcome.rows, ...outcome.stops, outcome.topStop ?? -1])));
  }

  /** The rows' record (`TumbleRecord.writeRows`), as numbers. */
  rowsRecord() { return this.kit.output(this.kit.wasm.rk_cascade_record(this.handle)); }

  /** What variable rows add: `{ rows, stops, topStop, topDrum, symbolHeights, multipliers }`
   * — per chain drum (the top drum last) its rows (null for the top drum), stop and symbol
   * height (pt), and each window's multiplier, the spin's window first. */
  rows() {
    const r = this.rowsRecord();
    const drums = r[0];
    let at = 1;
    const take = (n) => Array.from(r.subarray(at, (at += n)));
    const rows = take(drums).map((v) => (v < 0 ? null : v));
    const stops = take(drums);
    const topStop = r[at++];
    const topDrum = r[at++];
    const symbolHeights = take(drums);
    const multipliers = take(r[at++]);
    return { rows, stops, topStop: topStop < 0 ? null : topStop, topDrum: topDrum < 0 ? null : topDrum,
      symbolHeights, multipliers };
  }
}

function readCellSample(r, at) {
  return {
    tick: r[at], phase: ["waiting", "falling", "bouncing", "resting"][r[at + 1]], position: r[at + 2],
    velocity: r[at + 3], acceleration: r[at + 4],
  };
}

/** The motion of the wild rules that move (Sources/ReelKitWasm/WildMotionExports.swift): an
 * expanding wild or the "Book of" symbol growing over its drum, sticky wilds held while the
 * drums spin, walking wilds stepping one drum per respin. */
export class WildMotion {
  /** Plans `steps` (each `{ kind: "base" | "respin" | "freeSpin", held, landed, expanded }`:
   * `held` and `landed` a row mask per drum, bit r for row r; `expanded` the growing drums in
   * increasing order) of a `drums` × `rows` window on a clock of `timeStep` seconds, with
   * `timing` `{ spinTicks, walkTicks, growTicks, delayTicks, intervalTicks, pauseTicks }`
   * (whole ticks; left out: 0, 72, 36, 60, 48, 48). */
  constructor(kit, { drums, rows, timeStep = 1 / 240, timing = {}, steps = [] }) {
    this.kit = kit;
    const t = { spinTicks: 0, walkTicks: 72, growTicks: 36, delayTicks: 60, intervalTicks: 48, pauseTicks: 48, ...timing };
    const kinds = ["base", "respin", "freeSpin"];
    const numbers = [timeStep, drums, rows, t.spinTicks, t.walkTicks, t.growTicks, t.delayTicks,
      t.intervalTicks, t.pauseTicks, steps.length];
    for (const step of steps) {
      numbers.push(kinds.indexOf(step.kind), ...(step.held ?? []), ...(step.landed ?? []),
        (step.expanded ?? []).length, ...(step.expanded ?? []));
    }
    this.handle = kit.call((n) => kit.wasm.rk_wild_motion_plan(n.pointer, n.count), numbers);
  }

  /** The motion's record (Sources/ReelKitWasm/WildMotionRecord.swift), as numbers. */
  record() { return this.kit.output(this.kit.wasm.rk_wild_motion_record(this.handle)); }

  /** The motion: `{ endTick, startTicks, events: [{ tick, step, drum, row, event }] }`
   * (`drum`, `row` null where the event has none). */
  summary() {
    const r = this.record();
    let at = 0;
    const endTick = r[at++];
    const startTicks = Array.from(r.subarray(at + 1, (at += 1 + r[at])));
    const names = ["stepStarted", "held", "walkStarted", "walkEnded", "spinStarted", "drumsSettled",
      "expandStarted", "expandEnded", "stepEnded"];
    const events = Array.from({ length: r[at++] }, () => {
      const [tick, step, drum, row, kind] = r.subarray(at, (at += 5));
      return { tick, step, drum: drum < 0 ? null : drum, row: row < 0 ? null : row, event: names[kind] };
    });
    return { endTick, startTicks, events };
  }

  /** The sample's record at `tick`, as numbers. */
  sampleRecord(tick) { return this.kit.output(this.kit.wasm.rk_wild_motion_sample(this.handle, tick)); }

  /** What the motion shows at `tick`: `{ tick, step, drums: [{ spinning, held, growth }],
   * walks: [{ drum, row, offset }] }`, `growth` `{ top, bottom, progress }` (rows) or null. */
  sample(tick) {
    const r = this.sampleRecord(tick);
    let at = 0;
    const [t, step, count] = r.subarray(at, (at += 3));
    const drums = Array.from({ length: count }, () => {
      const [spinning, held, top, bottom, progress] = r.subarray(at, (at += 5));
      return { spinning: spinning === 1, held, growth: progress < 0 ? null : { top, bottom, progress } };
    });
    const walks = Array.from({ length: r[at++] }, () => {
      const [drum, row, offset] = r.subarray(at, (at += 3));
      return { drum, row, offset };
    });
    return { tick: t, step, drums, walks };
  }

  /** Forgets the motion. */
  free() { this.kit.wasm.rk_wild_motion_free(this.handle); }
}
