// The metrics table (A and B side by side), the check's rule badges and findings, and the
// charts' legend.
import { EVENT_KINDS, drumColour } from "./colours.js";
import { el } from "./dom.js";
import { fmt, seconds } from "./format.js";
import { $, S, bName, lengthUnits } from "./state.js";
import { fixRow, noRulesNote } from "./fixes.js";

/** The spin and settle times, peak speed, deceleration and jerk of every drum. */
export function renderMetrics() {
  const box = $("metrics-table");
  box.replaceChildren();
  if (!S.a) return;
  const table = el("table", { class: "table" });
  const head = el("tr", {}, el("th", { text: "drum" }), el("th", { text: "settle s" }), el("th", { text: lengthUnits("peak pt/s") }),
    el("th", { text: lengthUnits("decel pt/s²") }), el("th", { text: lengthUnits("jerk pt/s³") }));
  table.append(el("thead", {}, head));
  const body = el("tbody");
  const spinRow = (label, res, cls) => el("tr", {}, el("td", { text: label, class: cls || "" }),
    el("td", { text: seconds(res.summary.spinTime), class: cls || "" }),
    el("td", { colSpan: 3, text: res.summary.failure ? "watchdog" : "", class: "err" }));
  body.append(spinRow("spin A", S.a));
  if (S.b) body.append(spinRow("spin B", S.b, "b"));
  const cells = (x, cls) => [
    el("td", { text: seconds(x.settleTime), class: cls }),
    el("td", { text: fmt(x.peakSpeed), class: cls }),
    el("td", { text: fmt(x.peakDeceleration), class: cls }),
    el("td", { text: fmt(x.peakJerk), class: cls }),
  ];
  S.a.summary.drums.forEach((r, i) => {
    const name = el("td", {}, el("span", { text: "● ", style: "color:" + drumColour(i) }), S.b ? i + " A" : String(i));
    body.append(el("tr", {}, name, ...cells(r, "")));
    const rb = S.b && S.b.summary.drums[i];
    if (rb) body.append(el("tr", {}, el("td", { class: "b", text: "  " + i + " B" }), ...cells(rb, "b")));
  });
  // The top drum's motion (the summary's topDrum.drum), in its chart colour.
  const top = (res) => res && res.summary.topDrum && res.summary.topDrum.drum;
  if (top(S.a)) {
    const n = S.a.summary.drums.length;
    const name = el("td", {}, el("span", { text: "● ", style: "color:" + drumColour(n) }), S.b ? "top A" : "top");
    body.append(el("tr", { "data-drum": "top" }, name, ...cells(top(S.a), "")));
    if (top(S.b)) body.append(el("tr", {}, el("td", { class: "b", text: "  top B" }), ...cells(top(S.b), "b")));
  }
  table.append(body);
  box.append(table);
}

/** Whether the machine has a top drum (a variable-row machine's, the spin's last drum). */
function hasTopDrum() {
  return Boolean(S.machine && S.machine.rows && S.machine.rows.topDrum);
}

/** The rule presets as PASS/FAIL badges with the measured value, and check's findings. */
export function renderCheck(check) {
  const rules = $("rules");
  rules.replaceChildren();
  for (const rule of check.rules || []) {
    const measured = typeof rule.measured === "number" ? +rule.measured.toFixed(3) : rule.measured;
    rules.append(el("div", { class: "badge " + (rule.pass ? "pass" : "fail"), "data-rule": rule.id || "" },
      el("span", { class: "mark", text: rule.pass ? "PASS" : "FAIL" }),
      el("span", { text: rule.name }),
      el("span", { class: "value", text: rule.detail || (measured + " " + (rule.unit || "") + " (limit " + rule.limit + ")") })));
    if (!rule.pass && rule.fix) rules.append(fixRow(rule));
  }
  if (!(check.rules || []).length) rules.append(noRulesNote());
  const list = $("findings");
  list.replaceChildren();
  const findings = check.findings || [];
  if (!findings.length) list.append(el("li", { class: "hint", text: "no warnings" }));
  for (const f of findings) {
    list.append(el("li", {},
      el("span", { class: "sev-" + f.severity, text: f.severity + " " }),
      f.path ? el("code", { text: f.path + " " }) : null,
      f.message,
      f.fix ? el("div", { class: "fix", text: "fix: " + f.fix }) : null));
  }
}

/** The drums' colours, machine B's dashes and the event markers. */
export function renderLegend() {
  const box = $("legend");
  box.replaceChildren();
  const n = S.machine ? S.machine.drums.length : 0;
  for (let i = 0; i < n; i++) {
    const sw = el("i");
    sw.style.background = drumColour(i);
    box.append(el("span", {}, sw, "drum " + i));
  }
  // A variable-row spin's top drum is the last drum of its trace (drum n): its curves are
  // drawn in drum n's colour and labelled "top".
  if (hasTopDrum()) {
    const sw = el("i");
    sw.style.background = drumColour(n);
    box.append(el("span", { "data-drum": "top" }, sw, "top"));
  }
  if (S.b) {
    const sw = el("i", { class: "dashed" });
    sw.style.color = "#aab4c3";
    box.append(el("span", {}, sw, "B: " + bName()));
  }
  for (const kind of Object.values(EVENT_KINDS)) {
    const glyph = { circle: "●", diamond: "◆", cross: "✕", triangle: "▲", square: "■" }[kind.shape];
    box.append(el("span", {}, el("em", { text: glyph }), kind.label));
  }
}
