// Drives spins frame by frame in the WebAssembly model for WasmFrameLoopTests, as a page's
// requestAnimationFrame loop does: every 1/60 s `run.advance(t)` then `run.sample(t)`, and
// after each frame a second one at the spin's own time (nothing to step: no events), so that
// most frames return no events. Checks that every call succeeds, that the output buffer is
// 8-byte aligned after every call (a Float64Array view of it must be valid, empty ones too),
// that the events of all frames are the whole spin's (`machine.spin`), and that the drums
// come to rest on the whole spin's targets.
//
//   node Tests/Wasm/frame-loop.mjs reelkit.wasm cases.json
//
// cases.json: [{ name, spec, targets, controls? }]. Prints one `PASS: …` line per case and
// exits 0; on the first problem prints `FAIL: …` on stderr and exits 1.
import fs from "node:fs";
import { ReelKit } from "../../Studio/reelkit.mjs";

const [wasmPath, casesPath] = process.argv.slice(2);
const kit = ReelKit.instantiateSync(fs.readFileSync(wasmPath));
const cases = JSON.parse(fs.readFileSync(casesPath, "utf8"));

class Failure extends Error {}
function check(condition, message) {
  if (!condition) throw new Failure(message);
}

/** Calls `body` (one call into the module) and checks the output buffer's alignment after it. */
function aligned(label, body) {
  let result;
  try {
    result = body();
  } catch (error) {
    throw new Failure(`${label}: ${error}`);
  }
  const pointer = kit.wasm.rk_output_ptr();
  check(pointer % 8 === 0, `${label}: the output buffer is at ${pointer}, not a multiple of 8`);
  return result;
}

function play({ name, spec, targets, controls }) {
  const machine = kit.load(spec);
  const whole = machine.spin({ targets, controls });
  const run = aligned("run", () => machine.run({ targets, controls }));
  const events = [...run.startEvents];
  let frames = 0;
  let empty = 0;
  let last = null;
  for (let frame = 1; frame <= 60 * 60 && run.state === "running"; frame++) {
    const t = frame / 60;
    const stepped = aligned(`${name}: advance(${t})`, () => run.advance(t));
    events.push(...stepped);
    if (stepped.length === 0) empty++;
    last = aligned(`${name}: sample(${t})`, () => run.sample(t));
    // The run's own time again: no tick to step, so no events.
    const again = aligned(`${name}: advance(${run.time}) again`, () => run.advance(run.time));
    check(again.length === 0, `${name}: advance to the current time returned ${again.length} events`);
    check(kit.output(0).length === 0, `${name}: output(0) is not empty`);
    empty++;
    frames++;
  }
  check(run.state === "stopped", `${name}: the run ended ${run.state} after ${frames} frames`);
  last = aligned(`${name}: sample at rest`, () => run.sample(run.time + 1));
  const resting = last.map((drum) => drum.restingIndex);
  check(last.every((drum) => drum.phase === "stopped"), `${name}: drums not at rest: ${last.map((d) => d.phase)}`);
  check(JSON.stringify(resting) === JSON.stringify(whole.targets),
    `${name}: the drums rest on ${resting}, the whole spin's targets are ${whole.targets}`);
  check(JSON.stringify(events) === JSON.stringify(whole.events),
    `${name}: the frames' ${events.length} events differ from the whole spin's ${whole.events.length}`);
  check(empty > frames, `${name}: only ${empty} of ${2 * frames} frames had no events`);
  run.free();
  machine.free();
  return `${name}: ${frames} frames (${empty} without events), at rest on ${resting}`;
}

try {
  for (const item of cases) console.log("PASS: " + play(item));
} catch (error) {
  console.error("FAIL: " + (error instanceof Failure ? error.message : error.stack));
  process.exit(1);
}
