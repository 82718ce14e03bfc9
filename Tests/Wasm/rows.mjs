// The variable-row exports of the WebAssembly model (rk_machine_rows, rk_random_spin,
// rk_machine_with_rows, rk_run_cells) for WasmRowsTests: what they return for a valid
// machine, and one clear line — never a trap — for every kind of bad input.
//
//   node Tests/Wasm/rows.mjs reelkit.wasm machine.json
//
// machine.json: { spec, rowWeights, topDrum }. Prints one `PASS: …` line per check and
// `ERROR: <name>: <message>` for each refusal; exits 1 on the first failed check.
import fs from "node:fs";
import { ReelKit, compactRows } from "../../Studio/reelkit.mjs";

const [wasmPath, machinePath] = process.argv.slice(2);
const kit = ReelKit.instantiateSync(fs.readFileSync(wasmPath));
const { spec, rowWeights, topDrum } = JSON.parse(fs.readFileSync(machinePath, "utf8"));
const drums = spec.drums.length;

function fail(message) {
  console.error("FAIL: " + message);
  process.exit(1);
}
function pass(name) { console.log("PASS: " + name); }

/** Calls the module with raw inputs; returns the result and the error text (a trap fails). */
function raw(name, body, ...inputs) {
  const blocks = inputs.map((input) => kit.copy(input));
  let result;
  try {
    result = body(...blocks);
  } catch (error) {
    fail(`${name}: the module trapped: ${error}`);
  } finally {
    for (const block of blocks) kit.wasm.rk_free(block.pointer);
  }
  return { result, error: result < 0 ? kit.error() : null };
}

/** Expects `name` to be refused with a message containing `needle`. */
function refused(name, outcome, needle) {
  if (outcome.result !== -1) fail(`${name}: returned ${outcome.result}, expected -1`);
  if (!outcome.error.includes(needle)) fail(`${name}: message ${JSON.stringify(outcome.error)} lacks ${JSON.stringify(needle)}`);
  console.log(`ERROR: ${name}: ${outcome.error}`);
  pass(name);
}

const base = kit.load(spec);
const rowsCall = (numbers, lines) => raw("rows",
  (n, t) => kit.wasm.rk_machine_rows(base.handle, n.pointer, n.count, t.pointer, t.count),
  numbers, lines.length ? lines : "");
const good = compactRows(rowWeights, topDrum, drums);

// Bad rows descriptions.
const variant = (edit) => { const numbers = good.numbers.slice(); edit(numbers); return numbers; };
refused("rows format", rowsCall(variant((n) => { n[0] = 2; }), good.lines), "rows.format: 2.0 is not allowed");
refused("rows drum count", rowsCall(variant((n) => { n[1] = drums + 1; }), good.lines), "rows.drums.count");
refused("rows weight count", rowsCall(variant((n) => { n[2] = 0; }), good.lines), "rows.drums[0].rowWeights.count");
refused("rows weight not whole", rowsCall(variant((n) => { n[3] = 1.5; }), good.lines), "rows.drums[0].rowWeights[0]: 1.5 is not allowed");
refused("rows weight negative", rowsCall(variant((n) => { n[3] = -1; }), good.lines), "rows.drums[0].rowWeights[0]");
const zero = compactRows(rowWeights.map((w, i) => (i === 2 ? w.map(() => 0) : w)), topDrum, drums);
refused("rows weights sum to 0", rowsCall(zero.numbers, zero.lines), "drums[2].rows: the weights sum to 0");
const tall = compactRows(rowWeights.map((w, i) => (i === 1 ? [...w, 0, 5] : w)), topDrum, drums);
refused("rows beyond the window", rowsCall(tall.numbers, tall.lines), "rows is outside the window");
refused("rows top strip cut", rowsCall(good.numbers, good.lines.slice(0, 2)), "rows.topDrum.strip[2]: missing");
if (topDrum) {
  const weights = compactRows(rowWeights, { strip: topDrum.strip, weights: [1, 2] }, drums);
  refused("rows top weights count", rowsCall(weights.numbers, weights.lines), "rows.topDrum.weights.count");
  const unknown = compactRows(rowWeights, { strip: topDrum.strip.slice(0, 1) }, drums);
  refused("rows top strip short", rowsCall(unknown.numbers, unknown.lines), "topDrum");
}
refused("rows extra numbers", rowsCall([...good.numbers, 1], good.lines), "rows: more numbers");
refused("rows negative count", raw("rows", (n, t) => kit.wasm.rk_machine_rows(base.handle, n.pointer, -3, t.pointer, t.count), good.numbers, good.lines), "a count is out of range");
refused("rows no machine", raw("rows", (n, t) => kit.wasm.rk_machine_rows(999, n.pointer, n.count, t.pointer, t.count), good.numbers, good.lines), "no such machine");

// A draw before the rows are given, then valid rows.
refused("draw without rows", raw("draw", () => kit.wasm.rk_random_spin(base.handle, 0, 7, 0, -1)), "has no variable rows");
const loaded = rowsCall(good.numbers, good.lines);
if (loaded.result !== drums) fail(`rows: returned ${loaded.result} (${loaded.error}), expected ${drums}`);
pass("rows load");
refused("draw wrong weights", raw("draw", (w) => kit.wasm.rk_random_spin(base.handle, 0, 7, w.pointer, w.count), Int32Array.of(1, 2, 3)), "weights: expected one weight per strip stop");
const draw = base.randomSpin(7);
if (draw.rows.length !== drums || draw.stops.length !== drums) fail("draw: wrong lengths");
if (!draw.rows.every((r, i) => r >= 1 && r <= spec.drums[i].geometry.visibleRows && rowWeights[i][r - 1] > 0)) fail(`draw: rows ${draw.rows} have no weight`);
if ((topDrum != null) !== (draw.topStop != null)) fail("draw: top stop");
pass("draw");

// The machine of a spin: bad counts, rows outside the window.
const withRows = (name, rows, previous) => raw(name,
  (r, p) => kit.wasm.rk_machine_with_rows(base.handle, r.pointer, r.count, p.pointer, p.count),
  Int32Array.from(rows), Int32Array.from(previous));
const sevens = Array(drums).fill(7);
refused("with rows short", withRows("with", [3, 4], sevens), "rows: expected one count per drum");
refused("with previous short", withRows("with", draw.rows, [3]), "previousRows: expected one count per drum");
const high = draw.rows.slice(); high[2] = spec.drums[2].geometry.visibleRows + 1;
refused("with rows too many", withRows("with", high, sevens), "drums[2].rows: " + high[2] + " rows is outside the window (allowed: 1 ... ");
const low = draw.rows.slice(); low[1] = 0;
refused("with rows zero", withRows("with", draw.rows, low), "drums[1].previousRows: 0 rows is outside the window");
refused("with rows negative count", raw("with", (r) => kit.wasm.rk_machine_with_rows(base.handle, r.pointer, -1, r.pointer, -1), Int32Array.of(1)), "rows: expected one count per drum");
refused("with rows no machine", raw("with", (r) => kit.wasm.rk_machine_with_rows(-4, r.pointer, r.count, r.pointer, r.count), Int32Array.from(sevens)), "no such machine");

// A spin with rows: its record carries them; its frames' cells tile each window.
const machine = base.withRows(draw.rows, sevens);
// The top drum is the spin machine's last drum: its target is the top stop.
const targets = [...draw.stops, draw.topStop];
const spin = machine.spin({ targets });
if (spin.drums.length !== drums + 1) fail(`spin: ${spin.drums.length} drums, expected ${drums} and the top drum`);
if (!spin.drums.slice(0, drums).every((d, i) => d.rows === draw.rows[i] && d.previousRows === 7)) fail("spin: rows in the record");
if (spin.drums[drums].rows !== null || spin.drums[drums].target !== draw.topStop) fail("spin: the top drum");
pass("spin record rows");
const run = machine.run({ targets });
let seams = 0;
let t = 0;
for (; t < 30 && run.state === "running"; t += 1 / 60) {
  run.advance(t);
  // A frame without ticks to step: the same time again.
  run.advance(t);
  run.cells(t).slice(0, drums).forEach((drum, i) => {
    const window = spec.drums[i].geometry.visibleRows * spec.drums[i].geometry.symbolHeight;
    const total = drum.cells.reduce((sum, c) => sum + c.height, 0);
    if (drum.seam !== null) seams++;
    // Cells overlapping the window cover it: at least W, less than W plus two cells.
    if (total < window - 1e-6) fail(`cells at ${t}: drum ${i} covers ${total} of ${window} pt`);
  });
}
if (seams === 0) fail("cells: no frame showed a seam");
if (run.state !== "stopped") fail(`run: ${run.state} at ${t} s`);
const rest = run.cells(t);
rest.slice(0, drums).forEach((drum, i) => {
  const h = spec.drums[i].geometry.visibleRows * spec.drums[i].geometry.symbolHeight / draw.rows[i];
  if (drum.cells.length !== draw.rows[i] || !drum.cells.every((c) => c.height === h)) {
    fail(`cells at rest: drum ${i} shows ${drum.cells.length} cells, expected ${draw.rows[i]} of ${h} pt`);
  }
});
if (topDrum) {
  // At rest on k the top drum's cells, left to right (bottom row first), are k, k + 1, ….
  const shown = rest[drums].cells.map((c) => c.index).reverse();
  const want = Array.from({ length: drums - 2 }, (_, j) => (draw.topStop + j) % topDrum.strip.length);
  if (JSON.stringify(shown) !== JSON.stringify(want)) fail(`top drum at rest shows ${shown}, expected ${want}`);
}
pass("cells");
refused("cells no spin", raw("cells", () => kit.wasm.rk_run_cells(12345, 1)), "no such spin");
refused("cells time", raw("cells", () => kit.wasm.rk_run_cells(run.handle, NaN)), "seconds: must be finite");
run.free();
machine.free();
base.free();
pass("done");
