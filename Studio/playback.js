// Playback of a spin's trace (the page's model or the server's), mirroring ReelKit (see /work/studio-contract.md and
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
  return { travel: d.travel[n], offset: d.offset[n], velocity: d.velocity[n], phase: d.phase[n], tick: n, shownTick: n };
}

/**
 * The offset at travel 0 of the strip a drum is drawn on at tick `k`: from its splice's tick
 * on, the strip turned by the splice's shift (`centredOffset(startIndex + shift)`), as
 * `DrumSimulator.drawnStartIndex`.
 */
function startOffsetAt(d, k) {
  const splice = d.splice;
  if (!splice || k < splice.tick || !(d.symbolHeight > 0)) return d.startOffset;
  const n = Math.round(d.stripLength / d.symbolHeight);
  const start = Math.round(d.startOffset / d.symbolHeight);
  return (((start + splice.shift) % n) + n) % n * d.symbolHeight;
}

/**
 * The symbols a drum shows in place of its strip's at tick `k`: a spliced drum's kept
 * symbols (index → symbol) from the splice's tick on (`StripSplice.symbol(at:strip:tick:)`),
 * else null.
 */
export function keptAt(d, k) {
  if (!d || !d.splice || k < d.splice.tick) return null;
  return new Map(d.splice.kept.map((kept) => [kept.index, kept.symbol]));
}

/**
 * A drum's frame at display time t, exactly as `SpinMachine.sample(at:)`:
 *
 *     n = floor(t / dt),  f = clamp((t − n·dt) / dt, 0, 1)
 *     travel   = travel[n] + (travel[n+1] − travel[n])·f
 *                (travel[n+1] itself when f == 1; travel[n] when the two are equal)
 *     offset   = wrap(startOffset + travel) into [0, stripLength)
 *                (a spliced drum from its splice's tick on: the turned strip's startOffset)
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
    return { travel: t1, offset: d.offset[n + 1], velocity, phase: d.phase[n + 1], tick: n, shownTick: n + 1 };
  }
  const travel = t0 + (t1 - t0) * f;
  // The model has stepped to tick n + 1 once t is past tick n: its strip (a splice's) is shown.
  const shownTick = f === 0 ? n : n + 1;
  return {
    travel,
    offset: wrap(startOffsetAt(d, shownTick) + travel, d.stripLength),
    velocity,
    phase: f === 0 ? d.phase[n] : d.phase[n + 1],
    tick: n,
    shownTick,
  };
}

/**
 * How far the result line lies from the middle of the window, pt (positive: below it, or right
 * of it): row t of R rows has its middle `(t − (R − 1)/2)·h` from the window's middle. 0 for the
 * centre row of an odd window; half a symbol above the middle for the default row of an even one.
 */
export function resultShift(spec) {
  const rows = spec.visibleRows;
  const t = spec.resultRow === undefined ? Math.floor((rows - 1) / 2) : spec.resultRow;
  return (t - (rows - 1) / 2) * spec.symbolHeight;
}

/**
 * The symbols of a drum near its window at `offset`: symbol j rests on the result line (the
 * middle of the result row) at offset j·h, so it is centred `resultShift + wrap(offset − j·h)`
 * pt from the window's middle; `pos` wraps that around the window's middle
 * (`wrapHalf(offset − j·h + resultShift)`, positive: below it, or right of it), so a window as
 * tall as the strip still shows every symbol once. `kept` (from `keptAt`) replaces the strip's
 * symbols a splice keeps.
 */
export function drumLayout(spec, offset, kept = null) {
  const h = spec.symbolHeight;
  const n = spec.strip.length;
  const length = spec.stripLength || n * h;
  const r = (spec.visibleRows - 1) / 2;
  const shift = resultShift(spec);
  const middle = Math.round((offset + shift) / h);
  const seen = new Set();
  const items = [];
  for (let k = Math.floor(middle - r - 1); k <= middle + r + 1; k++) {
    const j = ((k % n) + n) % n;
    if (seen.has(j)) continue;
    seen.add(j);
    const pos = wrapHalf(offset - j * h + shift, length);
    if (Math.abs(pos) < (r + 1) * h) items.push({ j, symbol: (kept && kept.get(j)) || spec.strip[j], pos });
  }
  return { spec, offset, items };
}

/**
 * The item drawn nearest row i's centre (top row 0) of a layout, or null when none is within a
 * quarter of a symbol of it (a drum at rest shows one symbol exactly in every row).
 */
export function itemAtRow(layout, i) {
  const { spec, items } = layout;
  const want = (i - (spec.visibleRows - 1) / 2) * spec.symbolHeight;
  let best = null;
  for (const item of items) {
    if (best === null || Math.abs(item.pos - want) < Math.abs(best.pos - want)) best = item;
  }
  return best && Math.abs(best.pos - want) < spec.symbolHeight / 4 ? best : null;
}

/** The symbol drawn nearest each row centre of a layout, top row first (a wheel: the symbol under its pointer). */
export function rowsOf(layout) {
  if (layout.pointed !== undefined) return [layout.pointed];
  return Array.from({ length: layout.spec.visibleRows }, (_, i) => {
    const item = itemAtRow(layout, i);
    return item ? item.symbol : null;
  });
}
