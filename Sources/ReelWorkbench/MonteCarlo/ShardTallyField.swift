import ReelKit
import ReelKitSupport

/// One key of a shard file's `tally`: its name, its type and range in the file, how the
/// tally writes it and how a checked file's value is read back into the tally — the one
/// description the file's JSON (``json(of:)``), its shape (``shape(of:)``) and its decoding
/// (``read(_:into:file:)``) all come from, for every kind of shard (``MonteCarloShard``,
/// ``CascadeShard``).
struct ShardTallyField<Tally>: Sendable {
  /// The key in `tally`.
  let key: String
  /// The value's type and range (checked before anything reads it).
  let shape: ConfigShape
  /// The value the file holds for a tally.
  let write: @Sendable (Tally) -> JSONValue
  /// Sets the tally's field from the file's checked value (at `tally.key` in messages).
  let read: @Sendable (inout Tally, ShardTallyValue, _ file: String) throws(ConfigError) -> Void

  /// A count: a whole number in `range` held by the tally as a `UInt64`.
  static func count(
    _ key: String, _ range: ClosedRange<Int>, _ path: WritableKeyPath<Tally, UInt64> & Sendable
  ) -> Self {
    Self(
      key: key, shape: .integer(range), write: { ShardRun.whole($0[keyPath: path]) },
      read: { tally, value, _ in tally[keyPath: path] = UInt64(value.integer) })
  }

  /// A count held by the tally as an `Int` (a largest value, at least 0 by its range).
  static func count(
    _ key: String, _ range: ClosedRange<Int>, _ path: WritableKeyPath<Tally, Int> & Sendable
  ) -> Self {
    Self(
      key: key, shape: .integer(range), write: { .number(Double($0[keyPath: path])) },
      read: { tally, value, _ in tally[keyPath: path] = value.integer })
  }

  /// A 128-bit sum, written as its decimal string (a JSON number cannot hold it exactly).
  static func sum(_ key: String, _ path: WritableKeyPath<Tally, UInt128> & Sendable) -> Self {
    Self(
      key: key, shape: .string, write: { .string(String($0[keyPath: path])) },
      read: { tally, value, file throws(ConfigError) in
        tally[keyPath: path] = try ShardRun.sum(value.text, key: key, file: file)
      })
  }

  /// The `tally` object of a shard file holding `tally`.
  static func json(_ fields: [Self], of tally: Tally) -> JSONValue {
    .object(
      fields.map { (key: $0.key, node: JSONNode(value: $0.write(tally), line: 0, column: 0)) })
  }

  /// The shape of the `tally` object: every key required, in the fields' order (the first
  /// problem is reported in that order).
  static func shape(_ fields: [Self]) -> ConfigShape {
    .object(fields.map { ($0.key, $0.shape, true) })
  }

  /// Sets every field of `tally` from the checked values of the file's `tally` object.
  static func read(
    _ fields: [Self], values: ShardTallyValues, into tally: inout Tally, file: String
  ) throws(ConfigError) {
    for field in fields {
      try field.read(&tally, values.members[field.key] ?? .integer(0), file)
    }
  }
}

/// A value of a shard file's `tally` after its shape is checked: a whole number, a string,
/// or an array of whole numbers or of pairs.
enum ShardTallyValue: Sendable, Decodable {
  /// A whole number.
  case integer(Int)
  /// A string (a 128-bit decimal sum).
  case text(String)
  /// An array of whole numbers (hits per entry).
  case integers([Int])
  /// An array of arrays of whole numbers (histogram pairs).
  case rows([[Int]])

  /// Decodes whichever of the four the value is.
  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(String.self) {
      self = .text(value)
    } else if let value = try? container.decode([Int].self) {
      self = .integers(value)
    } else {
      self = .rows(try container.decode([[Int]].self))
    }
  }

  /// The whole number (0 for another kind, which the shape has already refused).
  var integer: Int {
    if case .integer(let value) = self { value } else { 0 }
  }

  /// The string ("" for another kind).
  var text: String {
    if case .text(let value) = self { value } else { "" }
  }

  /// The array of whole numbers (empty for another kind).
  var integers: [Int] {
    if case .integers(let value) = self { value } else { [] }
  }

  /// The array of arrays (empty for another kind).
  var rows: [[Int]] {
    if case .rows(let value) = self { value } else { [] }
  }
}

/// The `tally` object of a shard file as `Codable` reads it after its shape is checked:
/// every key with its value.
struct ShardTallyValues: ShardTallyFile {
  /// The keys and their values.
  var members: [String: ShardTallyValue]

  /// The spins of the shard's blocks.
  var spins: Int { members["spins"]?.integer ?? 0 }

  /// Any key of the object.
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Decodes every key of the object.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    var members: [String: ShardTallyValue] = [:]
    for key in container.allKeys {
      members[key.stringValue] = try container.decode(ShardTallyValue.self, forKey: key)
    }
    self.members = members
  }
}
