// Keep it: Save the edited config next to the loaded one (asking before an overwrite), or
// Download it.
import { post } from "./api.js";
import { el } from "./dom.js";
import { showError } from "./messages.js";
import { $, S } from "./state.js";

function overridesBody(extra) {
  return JSON.stringify(Object.assign({ overrides: S.overrides }, descriptionEdit(), extra || {}));
}

/** The config's description as loaded, or null when it has none. */
function loadedDescription() {
  const c = S.machine && S.machine.config;
  return c && typeof c.description === "string" ? c.description : null;
}

/** `{ description }` when the save dialog's text differs from the loaded one. */
function descriptionEdit() {
  const loaded = loadedDescription();
  const text = $("save-description").value;
  return loaded !== null && text !== loaded ? { description: text } : {};
}

/** Opens the save dialog with a suggested name. */
export function openSave() {
  const dialog = $("save-dialog");
  const name = $("save-name");
  if (!name.value) name.value = (S.machine ? S.machine.name : "machine") + "-tuned.json";
  $("save-problem").textContent = "";
  $("save-overwrite").hidden = true;
  // The description was written for the values as loaded: shown to update, flagged when
  // values were edited (Save keeps it otherwise, and says so).
  const loaded = loadedDescription();
  const box = $("save-description");
  box.hidden = loaded === null;
  box.previousElementSibling.hidden = loaded === null;
  if (loaded !== null && !box.dataset.touched) box.value = loaded;
  box.oninput = () => { box.dataset.touched = "1"; };
  const edits = Object.keys(S.overrides).length;
  $("save-description-note").textContent = loaded !== null && edits
    ? "the description was written for the values as loaded; " + edits + " value" + (edits === 1 ? " was" : "s were") + " edited since: update it if it names them"
    : "";
  if (dialog.showModal) dialog.showModal();
  else dialog.setAttribute("open", "");
  name.focus();
  name.select();
}

export function closeSave() {
  const dialog = $("save-dialog");
  if (dialog.close) dialog.close();
  else dialog.removeAttribute("open");
}

/** Saves under the dialog's name; an existing file asks first (409), then `overwrite`. */
export async function save(overwrite) {
  let file = $("save-name").value.trim();
  if (!file) {
    $("save-problem").textContent = "enter a file name";
    return;
  }
  if (!/\.json$/i.test(file)) file += ".json";
  $("save-problem").textContent = "";
  try {
    const res = await post("/api/save", overridesBody({ file, overwrite: !!overwrite }));
    closeSave();
    $("saved").textContent = "saved " + res.file + " (" + res.bytes + " bytes)" +
      (res.descriptionStale ? " · the description still describes the values as loaded" : "");
    $("saved").dataset.descriptionStale = res.descriptionStale ? "1" : "";
    $("saved").dataset.file = res.file;
  } catch (e) {
    if (e.status === 409) {
      $("save-problem").textContent = e.message + ". Overwrite it?";
      $("save-overwrite").hidden = false;
    } else {
      $("save-problem").textContent = (e.path ? e.path + ": " : "") + e.message;
    }
  }
}

/** Downloads the edited config as `/api/export` writes it. */
export async function download() {
  try {
    const text = await post("/api/export", overridesBody(), undefined, true);
    const blob = new Blob([text], { type: "application/json" });
    const a = el("a", { href: URL.createObjectURL(blob), download: (S.machine.name || "machine") + ".json" });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10000);
  } catch (e) {
    showError(e);
  }
}
