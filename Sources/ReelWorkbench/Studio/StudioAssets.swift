/// The studio page, compiled into the binary: exactly the bytes of `Studio/*` (regenerate
/// with `Scripts/embed-resources.sh`); a test keeps them identical.
enum StudioAssets {
  static let html = #"""
    <!doctype html>
    <html><head><title>reelsim studio</title><link rel="stylesheet" href="studio.css"></head><body><script src="studio.js"></script></body></html>

    """#

  static let css = #"""
    body { font-family: sans-serif; }

    """#

  static let javascript = #"""
    "use strict";

    """#

  /// The file served at `path`, if any: `/` (or `/index.html`), `/studio.css`, `/studio.js`.
  static func file(at path: String) -> (text: String, contentType: String)? {
    switch path {
    case "/", "/index.html": (html, "text/html; charset=utf-8")
    case "/studio.css": (css, "text/css; charset=utf-8")
    case "/studio.js": (javascript, "text/javascript; charset=utf-8")
    default: nil
    }
  }
}
