// Keep it: Save the edited config next to the loaded one (asking before an overwrite), or
// Download it.
import { post } from "./api.js";
import { el } from "./dom.js";
import { showError } from "./messages.js";
import { $, S } from "./state.js";

function overridesBody(extra) {
  return JSON.stringify(Object.assign({ overrides: S.overrides }, extra || {}));
}

/** Opens the save dialog with a suggested name. */
export function openSave() {
  const dialog = $("save-dialog");
  const name = $("save-name");
  if (!name.value) name.value = (S.machine ? S.machine.name : "machine") + "-tuned.json";
  $("save-problem").textContent = "";
  $("save-overwrite").hidden = true;
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
    $("saved").textContent = "saved " + res.file + " (" + res.bytes + " bytes)";
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
