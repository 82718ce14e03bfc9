// Evaluates windows with the WebAssembly model's pays for WasmPaysTests: reads the cases
// (JSON: [{ paytable, drums, rows, windows }], a paytable as `GET /api/machine` gives it and
// windows as rows of symbol names, top first) and writes, per case, what the page shows for
// each window (`kit.pays(...).evaluate(window)`), every pay and multiplier also as the hex of
// its Float64 bits, so that the test compares them bit for bit with ReelKit's PayEvaluator;
// with a max win cap (`paytable.maxWin`) the cap's credits and the paid win too. A case with
// `refused: true` writes `{ error }`, the module's one line, instead of its windows.
//
//   node Tests/Wasm/pays.mjs reelkit.wasm cases.json results.json
import fs from "node:fs";
import { ReelKit } from "../../Studio/reelkit.mjs";

const [wasmPath, casesPath, outputPath] = process.argv.slice(2);
const kit = ReelKit.instantiateSync(fs.readFileSync(wasmPath));
const cases = JSON.parse(fs.readFileSync(casesPath, "utf8"));
const view = new DataView(new ArrayBuffer(8));
const bits = (x) => { view.setFloat64(0, x); return view.getBigUint64(0).toString(16); };
let windows = 0;
const results = cases.map(({ paytable, drums, rows, windows: list, refused }) => {
  if (refused) {
    try { kit.pays(paytable, drums, rows); } catch (error) { return { error: error.message }; }
    return { error: null };
  }
  const pays = kit.pays(paytable, drums, rows);
  const shown = list.map((window) => {
    const result = pays.evaluate(window);
    windows += 1;
    return Object.assign(result, {
      payBits: bits(result.pay),
      wins: result.wins.map((win) => Object.assign(win, {
        payBits: bits(win.pay),
        multiplierBits: win.multiplier === undefined ? null : bits(win.multiplier),
      })),
      maxWin: result.maxWin && Object.assign(result.maxWin, {
        capCreditsBits: bits(result.maxWin.capCredits), winBits: bits(result.maxWin.win),
        uncappedWinBits: bits(result.maxWin.uncappedWin),
      }),
    });
  });
  pays.free();
  return shown;
});
fs.writeFileSync(outputPath, JSON.stringify(results));
console.log(`${cases.length} paytables, ${windows} windows`);
