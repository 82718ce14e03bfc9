// The outcome panel: spin time, result code, pay, the window at rest, the wins and the
// features (feature.js); and the controls applied to the spin.
import { lineColour, symbolColour } from "./colours.js";
import { el } from "./dom.js";
import { amount, renderFeature } from "./feature.js";
import { seconds } from "./format.js";
import { renderCheck, renderLegend, renderMetrics } from "./metrics.js";
import { $, S } from "./state.js";

/** Shows a new spin of A everywhere outside the canvases. */
export function renderSpin() {
  const s = S.a.summary;
  $("spin-time").textContent = seconds(s.spinTime);
  $("result").textContent = s.resultCode || "–";
  renderPay(s);
  const failure = $("failure");
  failure.hidden = !s.failure;
  failure.textContent = s.failure ? "watchdog: " + s.failure : "";
  renderRows(s);
  renderRestWindow(s);
  renderWins(s);
  renderFeature(s);
  renderMetrics();
  if (S.a.check) renderCheck(S.a.check);
  renderLegend();
  renderLive();
  revealed = null;
  renderReveal();
}

/** What the outcome card showed last: the spin and whether its result was shown. */
let revealed = null;

/** The time the result is known on the page: when the last drum lands (the summary's spin
 * time); a spin that never came to rest, at the end of its playback. */
export function landingTime(res) {
  const time = res.summary.spinTime;
  return time === null || time === undefined ? res.duration : time;
}

/** Whether the outcome card shows the result at the current time (what the browser tests read). */
export function outcomeShown() {
  return !S.a || S.t >= landingTime(S.a) - 1e-9;
}

/**
 * Shows the result (result code, pay, the window at rest, the wins and the features) only once
 * the last drum has landed: while the drums spin the card says "landing…" and keeps the rest
 * hidden (every frame; a change only when the spin or the side of the landing changed).
 */
export function renderReveal() {
  const shown = outcomeShown();
  if (revealed && revealed.res === S.a && revealed.shown === shown) return;
  revealed = { res: S.a, shown };
  const s = S.a ? S.a.summary : null;
  $("result").textContent = !s ? "–" : shown ? s.resultCode || "–" : "landing…";
  if (s && shown) renderPay(s);
  else $("pay").textContent = !s ? "–" : "…";
  for (const id of ["rest-window", "wins", "feature"]) $(id).style.visibility = shown ? "" : "hidden";
  document.querySelector(".outcome").classList.toggle("landing", !shown);
}

/** The pay: with a max win cap (the summary's `maxWin`, ReelKit's WinCap) the spin's paid win
 * with a "capped" note when the cap cut it, and a note when it cut the free-spins round. */
function renderPay(s) {
  const pay = $("pay");
  const cap = s.maxWin;
  if (s.pay === null || s.pay === undefined || !cap) {
    pay.textContent = s.pay === null || s.pay === undefined ? "–" : amount(s.pay);
    pay.title = "";
    return;
  }
  const round = cap.round && cap.round.capped ? cap.round : null;
  const note = "capped at " + cap.cap + " × bet";
  pay.textContent = amount(cap.win) + (cap.capped ? " (" + note + ")" : "") + (round ? "; free spins " + note : "");
  pay.title = (cap.capped ? amount(cap.uncappedWin) + " before the cap; " : "")
    + (round ? "free spins " + amount(round.uncappedWin) + " before the cap, reached on free spin " + round.cappedAtSpin + "; " : "")
    + "paid with the free spins: " + amount(cap.paid ?? cap.win);
}

/** A variable-row spin's rows per drum (with the rows before it), its ways and the top drum's
 * symbols; hidden for fixed rows. */
function renderRows(s) {
  const info = $("rows-info");
  info.hidden = !s.rows;
  if (!s.rows) return;
  $("rows").textContent = s.rows.join(" ");
  $("rows").title = "rows per drum, left to right (before: " + (s.previousRows || []).join(" ") + ")";
  $("ways").textContent = Number(s.ways).toLocaleString("en-GB");
  $("top-drum-info").hidden = !s.topDrum;
  $("top-drum").textContent = s.topDrum ? s.topDrum.symbols.join(" ") : "–";
}

function renderRestWindow(s) {
  const box = $("rest-window");
  box.replaceChildren();
  // A cluster grid's landing window is its chain's first (a fill draws it; the strips only spin).
  const rows = (s.cluster && s.cluster.steps.length ? s.cluster.steps[0].window : s.window) || [];
  const scatters = new Set((s.wins || []).filter((w) => w.line === null || w.line === undefined).map((w) => w.symbol));
  // A cluster grid outlines the cells of its landing window's clusters, not every cell of the symbol.
  const clustered = s.cluster ? new Set(s.cluster.steps[0].clusters.flatMap((c) => c.cells.map(([d, r]) => d + ":" + r))) : null;
  box.style.gridTemplateColumns = "repeat(" + ((rows[0] || []).length || 1) + ", auto)";
  for (const [ri, r] of rows.entries()) {
    for (const [di, name] of r.entries()) {
      const won = clustered ? clustered.has(di + ":" + ri) : scatters.has(name);
      const cell = el("span", { text: name, class: won ? "scatter-win" : "" });
      cell.style.color = symbolColour(name);
      box.append(cell);
    }
  }
}

/** The wins: line (or scatter, or ways), symbol, count, then the ways count and the
 * multiplier when any win has one (pay-rule machines), and the pay. */
function renderWins(s) {
  const table = $("wins");
  const body = table.tBodies[0];
  body.replaceChildren();
  const wins = s.wins || [];
  const ways = wins.some((w) => w.ways !== undefined);
  const multiplied = wins.some((w) => w.multiplier !== undefined);
  // The multiplier's column is headed "×" (its title says "multiplier"): the card is narrow.
  const head = ["line", "symbol", "count"].concat(ways ? ["ways"] : [], multiplied ? ["×"] : [], ["pay"]);
  table.tHead.rows[0].replaceChildren(...head.map((name) =>
    el("th", name === "×" ? { text: name, title: "multiplier" } : { text: name })));
  if (!wins.length) {
    const paid = S.machine.paytable || S.machine.paylines.length;
    const text = !paid ? "no paytable" : s.pay === null || s.pay === undefined ? "no pay: the spin did not come to rest"
      : "no wins";
    body.append(el("tr", {}, el("td", { colSpan: head.length, text })));
    return;
  }
  for (const win of wins) {
    const onLine = win.line !== null && win.line !== undefined;
    const line = onLine ? String(win.line) : win.ways !== undefined ? "ways" : s.cluster ? "cluster" : "scatter";
    const cells = [el("td", {}, lineSwatch(win.line), line), el("td", { text: win.symbol }), el("td", { text: String(win.count) })];
    if (ways) cells.push(el("td", { text: win.ways === undefined ? "–" : String(win.ways) }));
    if (multiplied) cells.push(el("td", { text: win.multiplier === undefined ? "–" : "×" + win.multiplier }));
    cells.push(el("td", { text: amount(win.pay) }));
    const tr = el("tr", { class: "win-row" }, ...cells);
    tr.querySelector("td:nth-child(2)").style.color = symbolColour(win.symbol);
    if (onLine) {
      tr.addEventListener("mouseenter", () => { S.hoverLine = win.line; });
      tr.addEventListener("mouseleave", () => { S.hoverLine = null; });
    }
    body.append(tr);
  }
}

function lineSwatch(line) {
  const i = el("i");
  i.style.cssText = "display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:5px;vertical-align:-1px;background:" +
    (line === null || line === undefined ? "#888" : lineColour(line));
  return i;
}

/** Dims the outcome while the spin plays. */
export function renderOutcomeHighlight() {
  document.querySelector(".outcome").style.opacity = S.state === "playing" ? "0.55" : "1";
}

/** Lists the live controls (slam, quicken, presses) applied to the spin. */
export function renderLive() {
  const parts = [];
  if (S.live.slam) parts.push("slam at " + seconds(S.live.slam.at) + " s" + (S.live.slam.instant ? " (instant)" : ""));
  if (S.live.quicken) parts.push("quicken ×" + S.live.quicken.factor + " at " + seconds(S.live.quicken.at) + " s");
  S.live.presses.forEach((p, i) => { if (p !== null && p !== undefined) parts.push("press " + i + " at " + seconds(p) + " s"); });
  $("controls-applied").textContent = parts.length ? "applied: " + parts.join(", ") : "";
}
