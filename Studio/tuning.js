// The tuning panel: a slider and a number field per motion parameter, a select per choice,
// machine-wide and per drum; every change becomes an override and re-spins.
import { drumColour } from "./colours.js";
import { cssEscape, el } from "./dom.js";
import { fmtRange } from "./format.js";
import { scheduleRespin } from "./spin.js";
import { effectiveMotion } from "./model.js";
import { labelNextEdit, noteEdit } from "./history.js";
import { clearRefusal, rangeProblem, refuse } from "./refusal.js";
import { makeSlider, showOnSlider, sliderValue } from "./slider.js";
import { $, S } from "./state.js";

function sliderBounds(p) {
  const lo = Math.max(p.sliderMin !== undefined ? p.sliderMin : p.min, p.min);
  const hi = Math.min(p.sliderMax !== undefined ? p.sliderMax : p.max, p.max);
  return [lo, Math.max(lo, hi)];
}

function tidy(v, p) {
  if (p.integer) return Math.round(v);
  return Number(Number(v).toPrecision(6));
}

function isDrum(x) {
  return x.drum !== null && x.drum !== undefined;
}

/** Builds the rows of every parameter and choice: machine-wide first, then one group per drum. */
export function buildParameters() {
  const box = $("parameters");
  box.replaceChildren();
  const params = S.machine.parameters || [];
  const choices = S.machine.choices || [];
  const machineChoices = $("choices");
  machineChoices.replaceChildren();
  for (const c of choices.filter((x) => !isDrum(x))) machineChoices.append(choiceRow(c));
  for (const p of params.filter((x) => !isDrum(x))) box.append(paramRow(p));
  const drums = [...new Set([...params, ...choices].filter(isDrum).map((x) => x.drum))].sort((x, y) => x - y);
  for (const d of drums) {
    const group = el("details", { class: "drum-params" }, el("summary", { text: "drum " + d }));
    group.querySelector("summary").style.color = drumColour(d);
    for (const c of choices.filter((x) => x.drum === d)) group.append(choiceRow(c));
    for (const p of params.filter((x) => x.drum === d)) group.append(paramRow(p));
    box.append(group);
  }
}

function choiceRow(c) {
  const select = el("select", { "data-path": c.path });
  for (const option of c.allowed) select.append(el("option", { value: option, text: option }));
  select.value = c.value;
  const row = el("div", { class: "choice", "data-choice": c.path },
    el("label", { text: c.field || c.path.replace(/^.*\./, ""), title: c.doc || c.path }), select,
    el("span", { class: "err", "data-error-param": c.path }));
  row.lastChild.style.gridColumn = "1 / -1";
  select.addEventListener("change", () => {
    if (select.value === c.value) delete S.overrides[c.path];
    else S.overrides[c.path] = select.value;
    overridesChanged();
  });
  return row;
}

function paramRow(p) {
  const [lo, hi] = sliderBounds(p);
  const range = el("input", { type: "range", "data-path": p.path });
  makeSlider(range, p, lo, hi);
  showOnSlider(range, p.value);
  const number = el("input", { type: "number", "data-path-number": p.path });
  number.min = String(p.min);
  number.max = String(p.max);
  number.step = p.integer ? "1" : "any";
  number.value = String(p.value);
  const reset = el("button", { type: "button", class: "reset", title: "reset to the config's value", text: "↺" });
  const err = el("div", { class: "err", "data-error-param": p.path });
  const row = el("div", { class: "param", "data-param": p.path },
    el("div", { class: "param-head", title: (p.doc ? p.doc + " " : "") + "(" + p.path + ")" }, el("span", { class: "name", text: p.field }),
      el("span", { class: "unit", text: p.unit ? p.unit + " · " + fmtRange(p) : fmtRange(p) })),
    el("div", { class: "param-body" }, range, number, reset), err);

  const set = (v) => {
    S.overrides[p.path] = v;
    row.classList.toggle("changed", v !== p.value);
    if (v === p.value) delete S.overrides[p.path];
    overridesChanged();
  };
  range.addEventListener("input", () => {
    const v = tidy(sliderValue(range), p);
    number.value = String(v);
    set(v);
  });
  number.addEventListener("input", () => {
    const text = number.value.trim();
    const v = Number(text);
    if (text === "" || !Number.isFinite(v)) {
      err.textContent = "a number is required (allowed: " + fmtRange(p) + ")";
      return;
    }
    // Out of the machine's range: refused here, never simulated (refusal.js).
    const why = rangeProblem(p, v);
    if (why) {
      refuse(p.path, why);
      return;
    }
    err.textContent = "";
    showOnSlider(range, v);
    set(v);
  });
  reset.addEventListener("click", () => {
    delete S.overrides[p.path];
    row.classList.remove("changed");
    err.textContent = "";
    overridesChanged();
  });
  return row;
}

/** Shows every parameter's current value (an override, or what it inherits); `force` also
 * rewrites the focused field (an undo). */
export function refreshParameterInputs(force = false) {
  for (const p of S.machine.parameters || []) {
    let v;
    if (p.path in S.overrides) v = S.overrides[p.path];
    else if (isDrum(p)) v = effectiveMotion(p.drum, p.field);
    else v = p.value;
    if (v === undefined) v = p.value;
    const row = document.querySelector('[data-param="' + cssEscape(p.path) + '"]');
    if (!row) continue;
    const range = row.querySelector("input[type=range]");
    const number = row.querySelector("input[type=number]");
    if (force || document.activeElement !== number) number.value = String(v);
    if (force || document.activeElement !== range) showOnSlider(range, v);
    row.classList.toggle("changed", p.path in S.overrides);
  }
  for (const c of S.machine.choices || []) {
    const select = document.querySelector('select[data-path="' + cssEscape(c.path) + '"]');
    let v = c.path in S.overrides ? S.overrides[c.path] : isDrum(c) ? effectiveMotion(c.drum, c.field) : c.value;
    if (v === undefined) v = c.value;
    if (select) select.value = v;
    const row = select && select.closest(".choice");
    if (row) row.classList.toggle("changed", c.path in S.overrides);
  }
}

/** After any change of the overrides: the count, the inputs, and a re-spin. */
export function overridesChanged() {
  const n = Object.keys(S.overrides).length;
  $("override-count").textContent = n ? n + " changed" : "as loaded";
  clearRefusal();
  noteEdit();
  refreshParameterInputs(true);
  scheduleRespin();
}

/** Forgets every override. */
export function resetAll() {
  labelNextEdit("reset all");
  S.overrides = {};
  for (const e of document.querySelectorAll("[data-error-param]")) e.textContent = "";
  overridesChanged();
}
