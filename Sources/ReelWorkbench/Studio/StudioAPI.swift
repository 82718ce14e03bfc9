import ReelKit
import ReelKitSupport

/// The studio's HTTP API, independent of any server library: a method, a path and a body in,
/// a ``StudioResponse`` out. The command-line tool binds it to a socket; tests call it
/// directly or through the server.
///
/// | route | what it does |
/// |---|---|
/// | `GET /`, `/studio.js`, `/studio.css` | the page (compiled into the binary) |
/// | `GET /reelkit.wasm` | the in-page model (``StudioModel``), 404 when it was not found |
/// | `GET /api/machine` | the loaded config, its drums, paylines and every editable field with its range |
/// | `POST /api/spin` | one spin: `summary` (exactly `simulate --json`), `trace` columns, `events`, `check` |
/// | `POST /api/check` | `reelsim check`'s warnings and the rule badges for the edited machine |
/// | `POST /api/export` | the edited config as JSON text |
/// | `POST /api/save` | writes the edited config into the config's folder |
public struct StudioAPI: Sendable {
  /// The machines served.
  public var workspace: StudioWorkspace

  /// The WebAssembly model the page runs (`reelkit.wasm`), or `nil` when it was not found:
  /// the page then plays the server's traces.
  public var model: [UInt8]?

  /// The largest request body accepted, bytes (1 MiB): a full set of edits is a few KB.
  public static let maximumBodySize = 1 << 20

  /// Creates the API over a workspace, with the in-page model's bytes when there are any.
  public init(workspace: StudioWorkspace, model: [UInt8]? = nil) {
    self.workspace = workspace
    self.model = model
  }

  /// Answers one request. Never throws and never traps on any input: a bad request is a
  /// 4xx response with `{"error", "path"}`.
  public func respond(method: String, path: String, body: [UInt8]) async -> StudioResponse {
    let route = path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? path
    if let asset = StudioAssets.file(at: route) {
      guard method == "GET" || method == "HEAD" else { return .methodNotAllowed("GET") }
      return StudioResponse(status: 200, contentType: asset.contentType, body: asset.bytes)
    }
    if route == StudioModel.path {
      guard method == "GET" || method == "HEAD" else { return .methodNotAllowed("GET") }
      guard let model else { return .error(StudioError(status: 404, StudioModel.missingMessage)) }
      return StudioResponse(status: 200, contentType: "application/wasm", body: model)
    }
    guard body.count <= Self.maximumBodySize else {
      return .error(
        StudioError(
          status: 413, "the body has \(body.count) bytes (allowed: at most \(Self.maximumBodySize))"
        ))
    }
    do {
      switch (route, method) {
      case ("/api/machine", "GET"): return .json(machineInfo())
      case ("/api/spin", "POST"): return .json(try await spin(body))
      case ("/api/check", "POST"): return .json(try check(body))
      case ("/api/export", "POST"): return .json(text: try export(body))
      case ("/api/save", "POST"): return .json(try save(body))
      case ("/api/machine", _): return .methodNotAllowed("GET")
      case ("/api/spin", _), ("/api/check", _), ("/api/export", _), ("/api/save", _):
        return .methodNotAllowed("POST")
      default:
        return .error(
          StudioError(
            status: 404,
            "no such page \(QuotedInput.quoted(route)) (allowed: /, /reelkit.wasm, /api/machine, /api/spin, "
              + "/api/check, /api/export, /api/save)"))
      }
    } catch {
      return .error(error)
    }
  }
}

/// An HTTP answer: status, content type and body.
public struct StudioResponse: Sendable, Equatable {
  /// The HTTP status.
  public var status: Int
  /// The `Content-Type`.
  public var contentType: String
  /// The body.
  public var body: [UInt8]
  /// Extra headers (`Allow` for 405).
  public var headers: [String: String] = [:]

  /// Creates a response.
  public init(status: Int, contentType: String, body: [UInt8], headers: [String: String] = [:]) {
    self.status = status
    self.contentType = contentType
    self.body = body
    self.headers = headers
  }

  static func json(_ value: JSONValue, status: Int = 200) -> StudioResponse {
    json(text: JSONWriter.writeLine(value) + "\n", status: status)
  }

  static func json(text: String, status: Int = 200) -> StudioResponse {
    StudioResponse(status: status, contentType: "application/json", body: Array(text.utf8))
  }

  static func error(_ error: StudioError) -> StudioResponse {
    json(error.json, status: error.status)
  }

  static func methodNotAllowed(_ allowed: String) -> StudioResponse {
    var response = error(
      StudioError(status: 405, "wrong method (allowed: \(allowed))"))
    response.headers["Allow"] = allowed
    return response
  }
}
