import Foundation
import ReelKit
import Testing

@testable import ReelWorkbench

/// Snapshots of real spins, and edits of them as JSON trees (number texts kept as written,
/// so an unedited tree reads back bit for bit).
enum SnapshotFixture {
  /// Control scripts that put every optional part of the run state into a snapshot: a slam
  /// held back while spinning up, a late result, presses, anticipation with a tease speed,
  /// a quicken.
  static let scripts: [(name: String, controls: SpinControls?)] = [
    ("no controls", nil),
    ("slam while spinning up", SpinControls(slam: .init(at: 0.05, drums: [1]))),
    ("late result and slam", SpinControls(slam: .init(at: 1.3, drums: [2]), resultAt: 1.05)),
    (
      "presses and a tease",
      SpinControls(
        presses: [0.9, nil, 1.6],
        anticipation: .init(symbol: "BAR", count: 1, extend: 0.8, interval: 0.3, teaseSpeed: 700))
    ),
    ("quicken", SpinControls(quickenAt: 0.6, quickenFactor: 0.5)),
  ]

  /// The session of `machine` run to `seconds`.
  static func session(
    _ machine: ResolvedMachine, controls: SpinControls? = nil, at seconds: Double
  ) throws -> SpinSession {
    var request = try SpinRequest(machine: machine)
    request.controls = controls
    var session = SpinSession(request: request, config: "default")
    session.run(until: seconds)
    return session
  }

  /// The default machine's snapshot at 1.2 s, as `simulate --save-at 1.2` writes it: drum 0
  /// braking, drums 1 and 2 cruising.
  static let standard: [UInt8] = {
    let saved = try! Self.session(ConfigLoader.loadDefault(), at: 1.2)
    return try! saved.encoded()
  }()

  /// The default machine at 50 Hz saved at 1.2 s: the same states with a fifth of the trace,
  /// for campaigns that read thousands of edits.
  static let small: [UInt8] = {
    let machine = try! ConfigLoader.load(
      bytes: try! Fixture.edited([("simulation.timeStep", "0.02")]), file: "small.json")
    return try! Self.session(machine, at: 1.2).encoded()
  }()

  /// The parsed tree of snapshot bytes.
  static func tree(_ bytes: [UInt8]) throws -> JSONValue {
    try JSONParser.parse(bytes).value
  }

  /// Bytes of a tree, one line.
  static func bytes(_ tree: JSONValue) -> [UInt8] {
    Array(JSONWriter.writeLine(tree).utf8)
  }

  /// The paths of every scalar (and empty container) in `tree`, in document order.
  static func leaves(of tree: JSONValue, at path: JSONPath = .root) -> [JSONPath] {
    switch tree {
    case .object(let members) where !members.isEmpty:
      return members.flatMap { leaves(of: $0.node.value, at: path.appending($0.key)) }
    case .array(let elements) where !elements.isEmpty:
      return elements.indices.flatMap { leaves(of: elements[$0].value, at: path.appending($0)) }
    default:
      return [path]
    }
  }

  /// The value at `path`, if any.
  static func value(at path: ArraySlice<JSONPath.Component>, in tree: JSONValue) -> JSONValue? {
    guard let first = path.first else { return tree }
    switch (first, tree) {
    case (.key(let key), .object(let members)):
      return members.first { $0.key == key }.flatMap {
        value(at: path.dropFirst(), in: $0.node.value)
      }
    case (.index(let index), .array(let elements)) where elements.indices.contains(index):
      return value(at: path.dropFirst(), in: elements[index].value)
    default:
      return nil
    }
  }

  /// `tree` with the value at `path` replaced (or, `nil`, removed: a key deleted, an array
  /// element dropped); a key that is not there is added.
  static func editing(
    _ tree: JSONValue, at path: ArraySlice<JSONPath.Component>, to replacement: JSONValue?
  ) -> JSONValue {
    guard let first = path.first else { return replacement ?? .null }
    let rest = path.dropFirst()
    func node(_ value: JSONValue) -> JSONNode { JSONNode(value: value, line: 1, column: 1) }
    switch (first, tree) {
    case (.key(let key), .object(var members)):
      if let index = members.firstIndex(where: { $0.key == key }) {
        if rest.isEmpty, replacement == nil {
          members.remove(at: index)
        } else {
          members[index].node = node(editing(members[index].node.value, at: rest, to: replacement))
        }
      } else if let replacement {
        members.append((key, node(editing(.null, at: rest, to: replacement))))
      }
      return .object(members)
    case (.index(let index), .array(var elements)) where elements.indices.contains(index):
      if rest.isEmpty, replacement == nil {
        elements.remove(at: index)
      } else {
        elements[index] = node(editing(elements[index].value, at: rest, to: replacement))
      }
      return .array(elements)
    default:
      return tree
    }
  }

  /// Snapshot bytes with the JSON text `value` at `path` (`nil`: removed).
  static func edited(_ path: String, _ value: String?, in bytes: [UInt8] = standard) throws
    -> [UInt8]
  {
    let replacement = try value.map { try JSONParser.parse(Array($0.utf8)).value }
    return Self.bytes(
      editing(try tree(bytes), at: JSONPath(path).components[...], to: replacement))
  }

  /// Reads snapshot bytes as `reelsim resume` does; the error's lines, or none.
  static func problems(_ bytes: [UInt8]) -> [String] {
    do {
      _ = try SpinSession.decode(bytes, file: "s.json")
      return []
    } catch {
      #expect(error.kind == .invalid)
      return error.lines
    }
  }

  /// A JSON path (`$`, `machine.drums[0].tick`, `traces[1][4]`) or a position, then `: ` and
  /// a message.
  static func isPathLine(_ line: String) -> Bool {
    line.wholeMatch(
      of:
        #/^(\$|[A-Za-z_][A-Za-z0-9_]*(\[\d+\])*(\.[A-Za-z_][A-Za-z0-9_]*(\[\d+\])*)*|line \d+, column \d+): .+$/#
    ) != nil
  }
}
