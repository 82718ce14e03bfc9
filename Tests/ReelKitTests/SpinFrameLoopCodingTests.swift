import Foundation
import Testing

@testable import ReelKit

/// A saved frame loop is untrusted: decoding checks it as `init(machine:)` does.
@Suite struct SpinFrameLoopCodingTests {
  static let spec = Machines.planned(.cubic, .wait, startIndices: [2, 0, 11])

  static func saved() throws -> [String: Any] {
    var loop = try SpinFrameLoop(spec: spec, targets: [3, 7, 7])
    _ = try loop.frame(at: 0.5)
    let data = try JSONEncoder().encode(loop)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  static func decode(_ object: [String: Any]) throws -> SpinFrameLoop {
    try JSONDecoder().decode(
      SpinFrameLoop.self, from: try JSONSerialization.data(withJSONObject: object))
  }

  @Test func aSavedLoopDecodesAndGoesOnIdentically() throws {
    var original = try SpinFrameLoop(spec: Self.spec, targets: [3, 7, 7])
    _ = try original.frame(at: 0.5)
    var decoded = try Self.decode(try Self.saved())
    #expect(try decoded.frame(at: 3).window == (try original.frame(at: 3)).window)
  }

  @Test func aNegativeLastFrameTimeIsRefused() throws {
    var object = try Self.saved()
    object["lastFrameTime"] = -1
    #expect(throws: SpinUsageError.self) { try Self.decode(object) }
  }

  @Test func anEventBeyondTheTicksRunIsRefused() throws {
    var object = try Self.saved()
    object["heldEvents"] = [["tick": 1_000_000, "time": 1, "drum": 0, "kind": ["settled": [:]]]]
    #expect(throws: SpinUsageError.self) { try Self.decode(object) }
  }

  @Test func anInvalidMachineIsRefused() throws {
    var object = try Self.saved()
    var machine = try #require(object["machine"] as? [String: Any])
    var spec = try #require(machine["spec"] as? [String: Any])
    spec["maxDuration"] = -5
    machine["spec"] = spec
    object["machine"] = machine
    #expect(throws: (any Error).self) { try Self.decode(object) }
  }
}
