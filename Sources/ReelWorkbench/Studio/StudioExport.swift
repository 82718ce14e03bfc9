import Foundation

/// `reelsim studio --export FILE`: the studio page as one self-contained HTML file that works
/// opened from disk (`file://`) with nothing installed — the page's style and modules, the
/// model as base64 WebAssembly and the machine (what `GET /api/machine` answers) inside.
///
/// A browser does not load module files beside a page opened from disk, so the modules travel
/// as JSON text and a small script inside the page turns each into a `blob:` module, its
/// `./name.js` imports pointing at the others' blobs, then starts `studio.js`. The exported
/// page spins with the in-page model only and evaluates the pays with the model (`rk_pays`); there is
/// no server to save or download, and the check (`POST /api/check` for the machine as loaded)
/// is run once here, at export time, and shown as such.
public enum StudioExport {
  /// The exported page for `api`'s loaded machine (as loaded, without edits) and `model`,
  /// the bytes of `reelkit.wasm`.
  public static func html(api: StudioAPI, model: [UInt8]) -> String {
    var modules: [(key: String, node: JSONNode)] = []
    for (path, bytes) in StudioAssets.files.sorted(by: { $0.key < $1.key })
    where path.hasSuffix(".js") || path.hasSuffix(".mjs") {
      let text = String(decoding: bytes, as: UTF8.self)
      modules.append((key: String(path.dropFirst()), node: node(.string(text))))
    }
    let payload = JSONValue.object([
      (key: "machine", node: node(api.machineInfo())),
      (key: "model", node: node(.string(Data(model).base64EncodedString()))),
      (key: "check", node: node((try? api.check(Array("{}".utf8))) ?? .null)),
      (key: "modules", node: node(.object(modules))),
    ])
    // `<` only occurs inside JSON strings, where `\u003c` means the same: the text can then
    // never close the script element it sits in.
    let json = JSONWriter.writeLine(payload).replacing("<", with: "\\u003c")
    let page = String(decoding: StudioAssets.files["/index.html"] ?? [], as: UTF8.self)
    let style = String(decoding: StudioAssets.files["/studio.css"] ?? [], as: UTF8.self)
    return
      page
      .replacing(#"<link rel="stylesheet" href="/studio.css">"#, with: "<style>\n\(style)</style>")
      .replacing(
        #"<script type="module" src="/studio.js"></script>"#,
        with: #"<script type="application/json" id="reelsim-export">"# + json + "</script>\n"
          + "  <script>\n" + loader + "  </script>")
  }

  private static func node(_ value: JSONValue) -> JSONNode {
    JSONNode(value: value, line: 0, column: 0)
  }

  /// Turns the modules into `blob:` URLs, dependencies first, and starts the page.
  static let loader = """
    const bundle = JSON.parse(document.getElementById("reelsim-export").textContent);
    window.reelsimExport = { machine: bundle.machine, model: bundle.model, check: bundle.check };
    const urls = {};
    const loading = new Set();
    function moduleURL(name) {
      if (urls[name]) return urls[name];
      loading.add(name);
      const text = bundle.modules[name].replace(/from "\\.\\/([\\w.-]+)"/g, (whole, dependency) =>
        bundle.modules[dependency] && !loading.has(dependency)
          ? 'from "' + moduleURL(dependency) + '"' : whole);
      loading.delete(name);
      urls[name] = URL.createObjectURL(new Blob([text], { type: "text/javascript" }));
      return urls[name];
    }
    import(moduleURL("studio.js")).catch((error) => {
      document.getElementById("message").textContent = "the page could not start: " + error;
    });

    """
}
