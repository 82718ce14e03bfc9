// The page's own undo and redo of every tuning edit (a field, a slider, a choice, a reset, an
// applied fix): a list of edits, each the overrides before and after it. Ctrl+Z undoes and
// Ctrl+Shift+Z (or Ctrl+Y) redoes anywhere on the page, a focused field included: the
// browser's own field undo never runs (it would set a value the page did not make). A slider
// drag or a value typed digit by digit on one field within `MERGE_MS` is one edit.
import { el } from "./dom.js";
import { $, S } from "./state.js";

const MERGE_MS = 1000;
const LIMIT = 200;

/** The edits, oldest first, and how many of them are applied (the rest can be redone). */
const H = { edits: [], applied: 0, last: null, label: null, restoring: false };

/** What the overrides were after the last edit noted (or as loaded). */
let previous = {};

function copy(o) {
  return JSON.parse(JSON.stringify(o));
}

/** The fields an edit changed: paths whose values differ. */
function changedPaths(before, after) {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((p) => before[p] !== after[p]);
}

function shortName(path) {
  const drum = path.match(/^drums\[(\d+)\]\.motion\.(.+)$/);
  return drum ? "drum " + drum[1] + " " + drum[2] : path.replace(/^motion\./, "");
}

function loadedValue(path) {
  const p = (S.machine.parameters || []).concat(S.machine.choices || []).find((x) => x.path === path);
  return p ? p.value : "as loaded";
}

/** `cruiseSpeed 2800 → 3000`, or the label the change was made under. */
function describe(edit) {
  if (edit.label) return edit.label;
  const shown = (o, p) => (p in o ? o[p] : loadedValue(p));
  const parts = edit.paths.map((p) => shortName(p) + " " + shown(edit.before, p) + " → " + shown(edit.after, p));
  return parts.length > 2 ? parts.slice(0, 2).join(", ") + " and " + (parts.length - 2) + " more" : parts.join(", ");
}

/** Names the next edit noted (an applied fix, a reset). */
export function labelNextEdit(label) {
  H.label = label;
}

/** Notes the change from the previous overrides to `S.overrides` as an edit (tuning.js calls
 * it after every change); an undo or redo is not noted again. */
export function noteEdit() {
  const after = copy(S.overrides);
  if (H.restoring) {
    previous = after;
    return;
  }
  const paths = changedPaths(previous, after);
  const label = H.label;
  H.label = null;
  if (!paths.length) return;
  const now = performance.now();
  const top = H.edits[H.applied - 1];
  H.edits.length = H.applied;
  if (!label && top && !top.label && H.last !== null && now - H.last < MERGE_MS
      && paths.length === 1 && top.paths.length === 1 && top.paths[0] === paths[0]) {
    top.after = after;
  } else {
    H.edits.push({ before: copy(previous), after, paths, label });
    if (H.edits.length > LIMIT) H.edits.shift();
  }
  H.applied = H.edits.length;
  H.last = label ? null : now;
  previous = after;
  renderHistory();
}

/** Sets the overrides to an edit's before or after and re-spins (`apply` is tuning.js's
 * `overridesChanged`, given by `wireHistory`). */
let apply = () => {};

function restore(overrides) {
  // The field being typed in shows the restored value too.
  if (document.activeElement && document.activeElement.blur) document.activeElement.blur();
  S.overrides = copy(overrides);
  H.restoring = true;
  H.last = null;
  try {
    apply();
  } finally {
    H.restoring = false;
  }
  renderHistory();
}

/** Redraws and re-spins after the page changed `S.overrides` itself (an applied fix): the
 * change is noted as an edit like any other. */
export function commitEdit() {
  apply();
}

/** Undoes the last applied edit; false when there is none. */
export function undo() {
  if (H.applied === 0) return false;
  H.applied--;
  restore(H.edits[H.applied].before);
  return true;
}

/** Redoes the next undone edit; false when there is none. */
export function redo() {
  if (H.applied === H.edits.length) return false;
  H.applied++;
  restore(H.edits[H.applied - 1].after);
  return true;
}

/** Goes to the state after edit `n` (0: as loaded). */
function goTo(n) {
  H.applied = Math.max(0, Math.min(H.edits.length, n));
  restore(H.applied ? H.edits[H.applied - 1].after : {});
}

/** The fields the last applied edit changed (override paths), or [] as loaded. */
export function lastEditedPaths() {
  return H.applied ? H.edits[H.applied - 1].paths.slice() : [];
}

/** The history as the page lists it: `{ label, applied }` oldest first. */
export function historyEntries() {
  return H.edits.map((e, i) => ({ label: describe(e), applied: i < H.applied }));
}

function renderHistory() {
  $("undo").disabled = H.applied === 0;
  $("redo").disabled = H.applied === H.edits.length;
  $("undo").title = H.applied ? "undo " + describe(H.edits[H.applied - 1]) + " (Ctrl+Z)" : "nothing to undo";
  $("redo").title = H.applied < H.edits.length ? "redo " + describe(H.edits[H.applied]) + " (Ctrl+Shift+Z)" : "nothing to redo";
  const list = $("history");
  list.replaceChildren(el("li", { class: H.applied === 0 ? "current" : "", text: "as loaded", "data-step": "0" }));
  H.edits.forEach((e, i) => {
    list.append(el("li", {
      class: (i < H.applied ? "" : "undone") + (i === H.applied - 1 ? " current" : ""),
      text: describe(e), "data-step": String(i + 1),
    }));
  });
  $("history-count").textContent = H.edits.length ? H.applied + " of " + H.edits.length : "";
}

/** Connects the buttons, the list and the keys; `overridesChanged` redraws and re-spins. */
export function wireHistory(overridesChanged) {
  apply = overridesChanged;
  $("undo").addEventListener("click", undo);
  $("redo").addEventListener("click", redo);
  $("history").addEventListener("click", (e) => {
    const step = e.target.closest("li") && e.target.closest("li").dataset.step;
    if (step !== undefined) goTo(Number(step));
  });
  // Capture: before a field's own handling, so the browser's field undo never runs.
  document.addEventListener("keydown", (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
    const key = e.key.toLowerCase();
    if (key !== "z" && key !== "y") return;
    if (e.target.closest && e.target.closest("dialog")) return;
    e.preventDefault();
    e.stopPropagation();
    if (key === "y" || e.shiftKey) redo();
    else undo();
  }, true);
  renderHistory();
}
