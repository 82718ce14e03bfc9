// The spin's features under its wins: the free spins its scatters triggered — every free spin
// played (result code, scatters, retrigger, pay with the multiplier) and the round's win, as
// `reelsim simulate --json` gives them in `freeSpins` — and a tumbling machine's chain
// (`tumble`: each tumble's cells, pay and window after). The server's summary has both; the
// page's own summary (an exported page) has the trigger only.
import { el } from "./dom.js";
import { counted } from "./format.js";
import { $ } from "./state.js";

/** A pay as people write it: 0.7, not 0.7000000000000001 (12 significant digits). */
export function amount(value) {
  return String(Number(value.toPrecision(12)));
}

/** Shows the features of summary `s` in #feature (hidden when it has none). */
export function renderFeature(s) {
  const box = $("feature");
  const parts = [];
  if (s.freeSpins) parts.push(...freeSpinsParts(s.freeSpins, s.pay));
  if (s.tumble) parts.push(...tumbleParts(s.tumble));
  box.replaceChildren(...parts);
  box.hidden = parts.length === 0;
}

function freeSpinsParts(round, basePay) {
  const scatters = counted(round.scatters, "scatter");
  if (!round.awarded) {
    return [el("div", { class: "kv", id: "free-spins-title", text: "free spins: not triggered (" + scatters + ")" })];
  }
  const title = el("div", { class: "kv", id: "free-spins-title" },
    "free spins: " + scatters + " award ", el("b", { text: String(round.awarded) }),
    " (wins ×" + round.multiplier + ")");
  if (!round.spins) {
    const where = window.reelsimExport ? "this exported page shows the trigger; reelsim simulate plays the round"
      : "the round comes with the server's summary";
    return [title, el("div", { class: "hint", text: where })];
  }
  const head = ["free spin", "result", "scatters", "retrigger", "pay", "left"];
  const rows = round.spins.map((spin) => {
    const tr = el("tr", { class: "win-row free-spin", title: "show this free spin's window and wins" },
      ...[String(spin.spin), spin.resultCode, String(spin.scatters), spin.retrigger ? "+" + spin.retrigger : "",
        amount(spin.pay), String(spin.remaining)].map((text) => el("td", { text })));
    tr.addEventListener("click", () => toggleDetail(tr, spin, head.length));
    return tr;
  });
  const table = el("table", { class: "table", id: "free-spins" },
    el("thead", {}, el("tr", {}, ...head.map((text) => el("th", { text })))), el("tbody", {}, ...rows));
  const retriggered = round.retriggered ? " (" + round.retriggered + " retriggered)" : "";
  const cut = round.truncated ? "; cut at " + counted(round.played, "free spin") : "";
  const total = el("div", { class: "kv", id: "free-spins-win" },
    "feature win ", el("b", { text: amount(round.pay) }), " over " + counted(round.played, "free spin")
    + retriggered + cut + "; with the spin's " + amount(basePay) + ": ", el("b", { text: amount(round.totalPay) }));
  return [title, el("div", { class: "feature-scroll" }, table), total];
}

/** Opens (or closes) a row under a free spin's row with its window, top row first, and its
 * wins before the multiplier. */
function toggleDetail(tr, spin, columns) {
  const next = tr.nextElementSibling;
  if (next && next.classList.contains("free-spin-detail")) {
    next.remove();
    return;
  }
  const wins = spin.wins.length
    ? spin.wins.map((w) => w.symbol + " ×" + w.count + (w.ways !== undefined ? " (" + w.ways + " ways)" : "")
      + (w.multiplier !== undefined ? " ×" + w.multiplier : "") + " " + amount(w.pay)).join(", ")
    : "no wins";
  const cell = el("td", { colSpan: columns },
    el("div", { class: "free-spin-window", text: spin.window.map((row) => row.join(" ")).join(" / ") }),
    el("div", { class: "hint", text: "wins before the multiplier: " + wins }));
  tr.after(el("tr", { class: "free-spin-detail" }, cell));
}

function tumbleParts(chain) {
  const ended = chain.end === "noWin" ? "no win left" : "the limit of tumbles, still winning";
  const title = el("div", { class: "kv", id: "tumble-title" },
    "tumbles: ", el("b", { text: String(chain.tumbles) }), " (ended: " + ended + ")");
  const parts = [title];
  if (chain.steps.length) {
    const head = ["tumble", "cells", "pay", "window after"];
    const rows = chain.steps.map((step) => el("tr", {},
      ...[String(step.tumble), String(step.removed.length), amount(step.pay),
        step.window.map((row) => row.join(" ")).join(" / ")].map((text) => el("td", { text }))));
    parts.push(el("div", { class: "feature-scroll" }, el("table", { class: "table", id: "tumbles" },
      el("thead", {}, el("tr", {}, ...head.map((text) => el("th", { text })))), el("tbody", {}, ...rows))));
  }
  parts.push(el("div", { class: "kv", id: "tumble-pay" },
    "chain pay ", el("b", { text: amount(chain.totalPay) }),
    " (spin " + amount(chain.spinPay) + " + tumbles " + amount(chain.totalPay - chain.spinPay) + ")"));
  return parts;
}
