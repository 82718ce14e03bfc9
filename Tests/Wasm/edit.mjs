// Applies the studio page's edits with the WebAssembly model for WasmEditTests: reads the
// cases (JSON: [{ name, spec, config, overrides }], a MachineSpec and a config as
// `GET /api/machine` gives them and the page's overrides by JSON path), turns each into the
// module's layers exactly as the page does (Studio/model.js `editLayers`), loads the edited
// machine (`machine.edit`, `rk_machine_edit`) and writes, per case, each drum's settings as
// the module reports them and its edited spec's motion, start delay and stop request time,
// every number as the hex of its Float64 bits; or the error, when the module refuses the edit.
// Then it hands `rk_machine_edit` descriptions that are wrong (format, counts, NaN, ±∞,
// indexes and times out of range, too short, too long, a missing machine) and writes what the
// module answered to each (`bad`: [label, result, message]).
//
//   node Tests/Wasm/edit.mjs reelkit.wasm cases.json results.json
import fs from "node:fs";
import { ReelKit } from "../../Studio/reelkit.mjs";
import { editLayers } from "../../Studio/model.js";

const [wasmPath, casesPath, outputPath] = process.argv.slice(2);
const kit = ReelKit.instantiateSync(fs.readFileSync(wasmPath));
const cases = JSON.parse(fs.readFileSync(casesPath, "utf8"));
const view = new DataView(new ArrayBuffer(8));
const bits = (x) => { view.setFloat64(0, x); return view.getBigUint64(0).toString(16); };
const asBits = (object) => Object.fromEntries(Object.entries(object).map(
  ([name, value]) => [name, typeof value === "number" ? bits(value) : value]));
const results = cases.map(({ spec, config, overrides }) => {
  const machine = kit.load(spec);
  try {
    const edited = machine.edit(editLayers(config, overrides, spec.drums.length));
    const drums = edited.spec.drums.map((drum, i) => ({
      settings: asBits(edited.settings[i]),
      motion: asBits(drum.motion),
      startDelay: bits(drum.startDelay),
      stopRequestTime: bits(drum.stopRequestTime),
    }));
    // The edited machine spins: a whole spin of drum 0's start position as targets.
    edited.spin({ targets: spec.drums.map(() => 0) });
    edited.free();
    return { drums };
  } catch (e) {
    return { error: String(e.message || e) };
  } finally {
    machine.free();
  }
});
// Wrong descriptions for the first case's machine.
const spec = cases[0].spec;
const drums = spec.drums.length;
const machine = kit.load(spec);
const fields = kit.layout.settings.map(([name]) => name);
const layer = (name, value) => fields.map((field) => (field === name ? value : NaN));
const plain = (machineLayers, drumLayer = [], stopTime = NaN) => [
  1, drums, machineLayers.length, ...machineLayers.flat(),
  ...spec.drums.flatMap((_, i) => (i === 0 ? [drumLayer.length, ...drumLayer.flat(), stopTime] : [0, NaN])),
];
const bad = [
  ["format", [2, drums, 0, ...spec.drums.flatMap(() => [0, NaN])]],
  ["drum count", [1, drums + 1, 0]],
  ["layer count", [1, drums, 9]],
  ["NaN layer count", [1, drums, NaN]],
  ["ends early", plain([layer("cruiseSpeed", 3000)]).slice(0, 10)],
  ["too long", [...plain([]), 0]],
  ["profile index", plain([layer("profile", 7)])],
  ["infinite speed", plain([layer("cruiseSpeed", Infinity)])],
  ["half a revolution", plain([], [layer("minimumRevolutions", 1.5)])],
  ["negative speed", plain([layer("cruiseSpeed", -5)])],
  ["first stop", plain([layer("firstStop", 61)])],
  ["stop time range", plain([], [], 5000)],
  ["stop time after the watchdog", plain([], [], spec.maxDuration + 10)],
  ["rule between fields", plain([layer("windBackDistance", 500)])],
].map(([label, numbers]) => {
  try {
    const handle = kit.call((n) => kit.wasm.rk_machine_edit(machine.handle, n.pointer, n.count), numbers);
    return [label, handle, ""];
  } catch (e) {
    return [label, -1, String(e.message)];
  }
});
bad.push(["no such machine", kit.wasm.rk_machine_edit(999, 0, 0), kit.error()]);
bad.push(["negative count", kit.wasm.rk_machine_edit(machine.handle, 0, -1), kit.error()]);
fs.writeFileSync(outputPath, JSON.stringify({ results, bad }));
console.log(`${cases.length} edits`);
