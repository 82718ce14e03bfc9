import Foundation
import TestSupport
import Testing

/// Bad requests to `reelsim studio`: 400 (or 404, 405, 409, 413) with one line naming the
/// field, nothing written, and the server keeps serving.
@Suite(.serialized) struct StudioRequestErrorTests {
  @Test func badBodiesNameTheirField() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer(in: folder)
    let cases: [(String, String, String)] = [
      ("{", "$", "line 1, column 2"),
      ("[1]", "$", "expected a JSON object"),
      ("{\"sed\": 1}", "$.sed", "did you mean seed?"),
      ("{\"seed\": -1}", "$.seed", "is not a seed"),
      ("{\"seed\": 1.5}", "$.seed", "is not a seed"),
      ("{\"seed\": 18446744073709551616}", "$.seed", "is not a seed"),
      ("{\"seed\": 1, \"targets\": [1, 2, 3]}", "$.targets", "at most one of"),
      ("{\"targets\": [1, 2]}", "$.targets", "2 targets for 3 drums"),
      ("{\"targets\": [1, 2, 99]}", "$.targets", "off the strip"),
      ("{\"targets\": [1, 2, {}]}", "$.targets[2]", "is not a target"),
      ("{\"targets\": 5}", "$.targets", "expected an array or a string"),
      ("{\"resultCode\": \"1-2\"}", "$.resultCode", "has 2 stops for 3 drums"),
      ("{\"machine\": \"c\"}", "$.machine", "is not a machine"),
      ("{\"overrides\": []}", "$.overrides", "expected an object"),
      (
        "{\"overrides\": {\"motion.cruiseSped\": 1}}", "$.overrides.motion.cruiseSped",
        "not an editable field"
      ),
      (
        "{\"overrides\": {\"drums[3].motion.cruiseSpeed\": 1}}",
        "$.overrides.drums[3].motion.cruiseSpeed", "not an editable field"
      ),
      (
        "{\"overrides\": {\"motion.cruiseSpeed\": 0}}", "$.overrides.motion.cruiseSpeed",
        "more than 0 and at most 1000000 pt/s"
      ),
      (
        "{\"overrides\": {\"motion.cruiseSpeed\": \"fast\"}}", "$.overrides.motion.cruiseSpeed",
        "is not allowed"
      ),
      (
        "{\"overrides\": {\"motion.minimumRevolutions\": 1.5}}",
        "$.overrides.motion.minimumRevolutions", "a whole number"
      ),
      (
        "{\"overrides\": {\"motion.profile\": \"bouncy\"}}", "$.overrides.motion.profile",
        "one of linear, cubic, back, classic"
      ),
      (
        "{\"overrides\": {\"motion.profile\": \"back\", \"motion.overshoot\": 5000}}",
        "$.overrides.motion.overshoot", "braking curve"
      ),
      ("{\"controls\": {\"slam\": {\"at\": -1}}}", "$.controls.slam.at", "out of range"),
      ("{\"controls\": {\"slamm\": {}}}", "$.controls.slamm", "did you mean slam?"),
      ("{\"controls\": 3}", "$.controls", "expected an object"),
      ("{\"respin\": 3}", "$.respin", "expected a respin"),
      ("{\"respin\": {\"from\": \"1-2-3\"}}", "$.respin", "missing hold"),
      ("{\"respin\": {\"form\": \"1-2-3\"}}", "$.respin.form", "unknown key"),
      ("{\"respin\": {\"from\": 5, \"hold\": []}}", "$.respin.from", "expected a result code"),
      ("{\"respin\": {\"from\": \"1-2\", \"hold\": [0]}}", "$.respin.from", "2 stops for 3 drums"),
      (
        "{\"respin\": {\"from\": \"1-2-3\", \"hold\": [\"a\"]}}", "$.respin.hold[0]",
        "expected a drum index"
      ),
      ("{\"respin\": {\"from\": \"1-2-3\", \"hold\": [7]}}", "$.respin.hold[0]", "7"),
      ("{\"seed\": 1e400}", "$", "line 1"),
    ]
    for (body, path, words) in cases {
      let answer = try server.request("POST", "/api/spin", json: body)
      #expect(answer.status == 400, "\(body): \(answer.status) \(answer.text)")
      let object = try answer.object()
      #expect(object["path"] as? String == path, "\(body): \(answer.text)")
      let message = object["error"] as? String ?? ""
      #expect(message.contains(words), "\(body): \(message)")
      #expect(!message.contains("\n"))
    }
    #expect(try server.request("GET", "/nowhere").status == 404)
    #expect(try server.request("GET", "/api/spin").status == 405)
    #expect(try server.request("DELETE", "/api/machine").status == 405)
    #expect(try server.request("POST", "/api/spin", json: "{\"seed\": 1}").status == 200)
  }

  @Test func oversizeBodiesAre413() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer(in: folder)
    let big = "{\"seed\": 1, \"x\": \"" + String(repeating: "a", count: 2 << 20) + "\"}"
    let answer = try server.request("POST", "/api/spin", json: big)
    #expect(answer.status == 413)
    #expect(try answer.object()["error"] as? String != nil)
    // A lying Content-Length is refused before anything is read.
    let head = "POST /api/spin HTTP/1.1\r\nHost: x\r\nContent-Length: 999999999\r\n\r\n{}"
    let raw = try server.exchange(Array(head.utf8))
    #expect(String(decoding: raw.prefix(12), as: UTF8.self) == "HTTP/1.1 413")
    #expect(try server.request("GET", "/api/machine").status == 200)
  }

  @Test func thousandsOfMalformedRequestsLeaveItServing() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer(in: folder)
    var generator = SystemRandomNumberGenerator()
    let valid = Array("{\"seed\": 1, \"overrides\": {\"motion.cruiseSpeed\": 2500}}".utf8)
    for round in 0..<2_000 {
      var body = valid
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let at = Int.random(in: 0..<body.count, using: &generator)
        switch round % 3 {
        case 0: body[at] = UInt8.random(in: 0...255, using: &generator)
        case 1: body.remove(at: at)
        default: body.insert(UInt8.random(in: 32...126, using: &generator), at: at)
        }
      }
      if round % 10 == 0 {
        // Not even HTTP.
        _ = try server.exchange(body)
        continue
      }
      let head = "POST /api/spin HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.count)\r\n\r\n"
      let raw = try server.exchange(Array(head.utf8) + body)
      let answer = try server.parse(raw)
      #expect([200, 400].contains(answer.status), "\(String(decoding: body, as: UTF8.self))")
    }
    #expect(server.process.isRunning)
    let answer = try server.post("/api/spin", ["seed": 1])
    #expect(answer.status == 200)
  }

  @Test func saveStaysInTheConfigFolder() throws {
    let root = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("machines")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Repo.config("default"), toPath: folder.appendingPathComponent("m.json").path)
    let outside = root.appendingPathComponent("outside.json")
    try Data("keep".utf8).write(to: outside)
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("link.json").path, withDestinationPath: outside.path)
    let server = try StudioServer(["machines/m.json"], in: root)
    let refused: [(Any, Int, String)] = [
      ("../outside.json", 400, "not allowed"),
      (outside.path, 400, "not allowed"),
      ("sub/x.json", 400, "not allowed"),
      (".hidden.json", 400, "not allowed"),
      ("x.txt", 400, "not allowed"),
      ("..", 400, "not allowed"),
      ("", 400, "not allowed"),
      (String(repeating: "a", count: 300) + ".json", 400, "bytes)"),
      (3, 400, "expected a string"),
      ("link.json", 400, "symbolic link"),
      ("m.json", 409, "exists"),
    ]
    let before = try contents(of: folder)
    for (name, status, words) in refused {
      let answer = try server.post("/api/save", ["file": name, "overwrite": false])
      #expect(answer.status == status, "\(name): \(answer.text)")
      let message = try answer.object()["error"] as? String ?? ""
      #expect(message.contains(words), "\(name): \(message)")
      #expect(try answer.object()["path"] as? String == "$.file")
    }
    let symlinkOverwrite = try server.post("/api/save", ["file": "link.json", "overwrite": true])
    #expect(symlinkOverwrite.status == 400)
    #expect(try contents(of: folder) == before)
    #expect(try Data(contentsOf: outside) == Data("keep".utf8))
    #expect(try contents(of: root) == ["machines", "outside.json"])
  }

  @Test func ctrlCStopsTheServerWith130() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer(in: folder)
    #expect(try server.request("GET", "/").status == 200)
    kill(server.process.processIdentifier, SIGINT)
    server.process.waitUntilExit()
    #expect(server.process.terminationStatus == 130)
    #expect(try contents(of: folder).isEmpty)
  }

  @Test func pageIsTheStudioFolderAndBindsToLoopback() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try StudioServer(in: folder)
    let studio = Repo.root.appendingPathComponent("Studio")
    let files = try FileManager.default.contentsOfDirectory(atPath: studio.path).sorted()
    #expect(files.count > 3)
    let types = [
      "html": "text/html", "css": "text/css", "js": "text/javascript", "mjs": "text/javascript",
    ]
    for (path, file) in [("/", "index.html")] + files.map({ ("/\($0)", $0) }) {
      let answer = try server.request("GET", path)
      #expect(answer.status == 200, "\(path) is not served: list it in StudioAssets.files")
      let type = try #require(types[(file as NSString).pathExtension], "\(file): not served")
      #expect(answer.headers["content-type"] == type + "; charset=utf-8", "\(path)")
      let expected = try Data(contentsOf: studio.appendingPathComponent(file))
      #expect(answer.body == expected, "\(path) is not the bytes of Studio/\(file)")
    }
    let run = try Reelsim.run(["studio", "--host", "example.com"])
    #expect(run.status == 64)
    #expect(run.errors.contains("--host example.com is not an IP address"))
    let missing = try Reelsim.run(["studio", "nope.json"])
    #expect(missing.status == 66)
  }
}
