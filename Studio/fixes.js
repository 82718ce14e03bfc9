// A failing rule badge's fix, in `reelsim check`'s words, and one click to apply the edit the
// server found to pass (the check's `apply`: override path → value). Applying it is an edit
// like any other: listed in the history, undone by Ctrl+Z.
import { el } from "./dom.js";
import { commitEdit, labelNextEdit } from "./history.js";
import { S } from "./state.js";

function loadedValue(path) {
  const p = (S.machine.parameters || []).concat(S.machine.choices || []).find((x) => x.path === path);
  return p ? p.value : undefined;
}

/** Applies a rule's suggested edits as one undoable edit. */
export function applyFix(rule) {
  labelNextEdit("fix " + rule.name + ": " + Object.entries(rule.apply).map(([p, v]) => p.replace(/^motion\./, "") + " " + v).join(", "));
  for (const [path, value] of Object.entries(rule.apply)) {
    if (value === loadedValue(path)) delete S.overrides[path];
    else S.overrides[path] = value;
  }
  commitEdit();
}

/** The line under a failing badge: the fix, and an "Apply" button when there is an edit. */
export function fixRow(rule) {
  const row = el("div", { class: "rule-fix", "data-fix-for": rule.id || "" }, el("span", { class: "fix", text: "fix: " + rule.fix }));
  if (rule.apply && Object.keys(rule.apply).length) {
    const edits = Object.entries(rule.apply).map(([p, v]) => p + " = " + v).join(", ");
    const button = el("button", { type: "button", class: "apply-fix", text: "Apply", title: "set " + edits + " (undo: Ctrl+Z)" });
    button.addEventListener("click", () => applyFix(rule));
    row.prepend(button);
  }
  return row;
}

/** What the badges say when the config declares no rule set. */
export function noRulesNote() {
  return el("p", { class: "hint", id: "no-rules", text: "no rule set declared (config \"rules\", e.g. [\"pachislot\"]): no rule badges, as reelsim check" });
}
