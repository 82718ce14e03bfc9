/// The studio page: every file of `Studio/`, compiled into the binary by SwiftPM
/// (`.embedInCode`, see `Package.swift`), by the path it is served at.
///
/// A file added to `Studio/` is compiled in by itself but served only once it is listed
/// here; a test checks that the list is exactly the folder, byte for byte.
enum StudioAssets {
  /// The file served at `path` (`/` is `/index.html`), with its content type.
  static func file(at path: String) -> (bytes: [UInt8], contentType: String)? {
    let name = path == "/" ? "/index.html" : path
    guard let bytes = files[name], let type = contentType(of: name) else { return nil }
    return (bytes, type)
  }

  /// The content type of a served file, by its extension: only `.html`, `.css`, `.js` and
  /// `.mjs` (the model's ES module, `reelkit.mjs`).
  static func contentType(of name: String) -> String? {
    if name.hasSuffix(".html") { return "text/html; charset=utf-8" }
    if name.hasSuffix(".css") { return "text/css; charset=utf-8" }
    if name.hasSuffix(".js") || name.hasSuffix(".mjs") { return "text/javascript; charset=utf-8" }
    return nil
  }

  /// Every file, by the path it is served at.
  static let files: [String: [UInt8]] = [
    "/index.html": PackageResources.index_html,
    "/studio.css": PackageResources.studio_css,
    "/api.js": PackageResources.api_js,
    "/chart-axes.js": PackageResources.chart_axes_js,
    "/chart-zones.js": PackageResources.chart_zones_js,
    "/cellreels.js": PackageResources.cellreels_js,
    "/charts.js": PackageResources.charts_js,
    "/colours.js": PackageResources.colours_js,
    "/controls.js": PackageResources.controls_js,
    "/dom.js": PackageResources.dom_js,
    "/drums.js": PackageResources.drums_js,
    "/feature.js": PackageResources.feature_js,
    "/fixes.js": PackageResources.fixes_js,
    "/format.js": PackageResources.format_js,
    "/history.js": PackageResources.history_js,
    "/keep.js": PackageResources.keep_js,
    "/localchain.js": PackageResources.localchain_js,
    "/machine-b.js": PackageResources.machine_b_js,
    "/messages.js": PackageResources.messages_js,
    "/metrics.js": PackageResources.metrics_js,
    "/model.js": PackageResources.model_js,
    "/outcome.js": PackageResources.outcome_js,
    "/paylines.js": PackageResources.paylines_js,
    "/playback.js": PackageResources.playback_js,
    "/refusal.js": PackageResources.refusal_js,
    "/reelkit.mjs": PackageResources.reelkit_mjs,
    "/respin.js": PackageResources.respin_js,
    "/rows.js": PackageResources.rows_js,
    "/slider.js": PackageResources.slider_js,
    "/spin.js": PackageResources.spin_js,
    "/splice.js": PackageResources.splice_js,
    "/state.js": PackageResources.state_js,
    "/studio.js": PackageResources.studio_js,
    "/transport.js": PackageResources.transport_js,
    "/tumble.js": PackageResources.tumble_js,
    "/tuning.js": PackageResources.tuning_js,
    "/wheel.js": PackageResources.wheel_js,
    "/wildmotion.js": PackageResources.wildmotion_js,
  ]
}
