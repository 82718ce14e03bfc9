import ReelKit

/// A `Decodable` type's shape, read from its own decoding: the type is decoded once from a
/// decoder that holds no data and notes every key it is asked for — `decode` a required key,
/// `decodeIfPresent` an optional one, with the shape of the value's type — so that the shape
/// check before decoding (unknown keys, missing keys, wrong types at their JSON path) is the
/// types' coding itself and cannot drift from it.
///
/// What a decoding does not say is given here: the names of the cases of an enum with
/// associated values (its synthesized decoding asks for "the one key there is"), by type.
/// Numbers are `Double` (any number), `Int` (a whole number), `UInt64` (a seed); a
/// `CaseIterable` enum of strings is a choice of its cases.
struct CodingShape {
  /// The case names of enums with associated values, by `String(reflecting:)` of the type.
  var cases: [String: [String]]

  /// The shape `T`'s decoding asks for (`.any` for a type that cannot be decoded from nothing).
  func shape<T: Decodable>(of type: T.Type) -> ConfigShape {
    (try? sample(type))?.shape ?? .any
  }

  /// A value of `T` decoded from nothing, and the shape its decoding asked for.
  func sample<T: Decodable>(_ type: T.Type) throws -> (value: T, shape: ConfigShape) {
    if let primitive = Self.primitive(type) { return primitive }
    if type is any BinaryInteger.Type || type is any BinaryFloatingPoint.Type {
      throw ShapeRecorder.NoValue()  // a number type no input uses
    }
    if let choice = type as? any (CaseIterable & RawRepresentable<String>).Type {
      return try Self.choice(choice) as! (T, ConfigShape)
    }
    if let names = cases[String(reflecting: type)] {
      var value: T?
      var found: [(key: String, shape: ConfigShape)] = []
      for name in names {
        let recorder = ShapeRecorder(reader: self, caseName: name)
        value = try T(from: recorder)
        guard case .object(let fields) = recorder.shape, let field = fields.first else { continue }
        found.append((name, field.shape))
      }
      guard let value else { throw ShapeRecorder.NoValue() }
      return (value, .oneOf(found))
    }
    let recorder = ShapeRecorder(reader: self, caseName: nil)
    let value = try T(from: recorder)
    return (value, recorder.shape)
  }

  private static func primitive<T>(_ type: T.Type) -> (T, ConfigShape)? {
    switch type {
    case is Double.Type: (0.0 as! T, .number)
    case is Int.Type: (0 as! T, .integer(Int.min...Int.max))
    case is UInt64.Type: (UInt64(0) as! T, .seed)
    case is String.Type: ("" as! T, .string)
    case is Bool.Type: (false as! T, .boolean)
    default: nil
    }
  }

  private static func choice<C: CaseIterable & RawRepresentable<String>>(_ type: C.Type) throws
    -> (C, ConfigShape)
  {
    guard let first = type.allCases.first else { throw ShapeRecorder.NoValue() }
    return (first, .choice(type.allCases.map(\.rawValue)))
  }
}

/// The decoder of ``CodingShape``: it holds no data and notes what it is asked for.
final class ShapeRecorder: Decoder {
  /// A type that cannot be decoded from nothing (an enum without cases).
  struct NoValue: Error {}

  /// The keys of an object, in the order they were asked for.
  final class Object {
    var fields: [(key: String, shape: () -> ConfigShape, required: Bool)] = []

    func note(_ key: String, required: Bool, _ shape: @escaping () -> ConfigShape) {
      guard !fields.contains(where: { $0.key == key }) else { return }
      fields.append((key, shape, required))
    }

    var shape: ConfigShape { .object(fields.map { ($0.key, $0.shape(), $0.required) }) }
  }

  let reader: CodingShape
  /// The one key an enum's decoding finds (`allKeys`), when the type is an enum's.
  let caseName: String?
  private var made: (() -> ConfigShape)?
  var codingPath: [any CodingKey] = []
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(reader: CodingShape, caseName: String?) {
    self.reader = reader
    self.caseName = caseName
  }

  /// The shape of what was decoded.
  var shape: ConfigShape { made?() ?? .any }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    let object = Object()
    made = { object.shape }
    return KeyedDecodingContainer(
      KeyedRecorder<Key>(reader: reader, object: object, caseName: caseName))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let list = UnkeyedRecorder(reader: reader)
    made = { .array(list.element?() ?? .any) }
    return list
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    let single = SingleRecorder(reader: reader)
    made = { single.shape ?? .any }
    return single
  }
}

/// The keyed container of ``ShapeRecorder``.
struct KeyedRecorder<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let reader: CodingShape
  let object: ShapeRecorder.Object
  let caseName: String?
  var codingPath: [any CodingKey] { [] }
  var allKeys: [Key] { caseName.flatMap { Key(stringValue: $0) }.map { [$0] } ?? [] }

  func contains(_ key: Key) -> Bool { true }
  func decodeNil(forKey key: Key) throws -> Bool { false }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try record(type, key, required: true)
  }
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    try record(type, key, required: false)
  }

  private func record<T: Decodable>(_ type: T.Type, _ key: Key, required: Bool) throws -> T {
    let (value, shape) = try reader.sample(type)
    object.note(key.stringValue, required: required) { shape }
    return value
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    throws -> KeyedDecodingContainer<NestedKey>
  {
    let nested = ShapeRecorder.Object()
    object.note(key.stringValue, required: true) { nested.shape }
    return KeyedDecodingContainer(
      KeyedRecorder<NestedKey>(reader: reader, object: nested, caseName: nil))
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let list = UnkeyedRecorder(reader: reader)
    object.note(key.stringValue, required: true) { .array(list.element?() ?? .any) }
    return list
  }

  func superDecoder() throws -> any Decoder { ShapeRecorder(reader: reader, caseName: nil) }
  func superDecoder(forKey key: Key) throws -> any Decoder {
    ShapeRecorder(reader: reader, caseName: nil)
  }

  // The primitive forms, which a synthesized decoding calls instead of the generic one.
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try record(type, key, required: true)
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try record(type, key, required: true)
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try record(type, key, required: true)
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try record(type, key, required: true)
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try record(type, key, required: true)
  }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try record(type, key, required: true)
  }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try record(type, key, required: true)
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try record(type, key, required: true)
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try record(type, key, required: true)
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try record(type, key, required: true)
  }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try record(type, key, required: true)
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try record(type, key, required: true)
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try record(type, key, required: true)
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try record(type, key, required: true)
  }
  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
    try record(type, key, required: false)
  }
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
    try record(type, key, required: false)
  }
  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
    try record(type, key, required: false)
  }
  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
    try record(type, key, required: false)
  }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
    try record(type, key, required: false)
  }
  func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
    try record(type, key, required: false)
  }
  func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
    try record(type, key, required: false)
  }
  func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
    try record(type, key, required: false)
  }
  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
    try record(type, key, required: false)
  }
  func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
    try record(type, key, required: false)
  }
  func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
    try record(type, key, required: false)
  }
  func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
    try record(type, key, required: false)
  }
  func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
    try record(type, key, required: false)
  }
  func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
    try record(type, key, required: false)
  }
}

/// The unkeyed container of ``ShapeRecorder``: an array of one element, whose shape is noted.
final class UnkeyedRecorder: UnkeyedDecodingContainer {
  let reader: CodingShape
  var element: (() -> ConfigShape)?
  var codingPath: [any CodingKey] { [] }
  var count: Int? { 1 }
  var isAtEnd: Bool { element != nil }
  var currentIndex: Int { element == nil ? 0 : 1 }

  init(reader: CodingShape) { self.reader = reader }

  func decodeNil() throws -> Bool { false }
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let (value, shape) = try reader.sample(type)
    element = { shape }
    return value
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let nested = ShapeRecorder.Object()
    element = { nested.shape }
    return KeyedDecodingContainer(
      KeyedRecorder<NestedKey>(reader: reader, object: nested, caseName: nil))
  }
  func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let list = UnkeyedRecorder(reader: reader)
    element = { .array(list.element?() ?? .any) }
    return list
  }
  func superDecoder() throws -> any Decoder { ShapeRecorder(reader: reader, caseName: nil) }
  private func primitive<T: Decodable>(_ type: T.Type) throws -> T {
    let (value, shape) = try reader.sample(type)
    element = { shape }
    return value
  }
  func decode(_ type: Bool.Type) throws -> Bool { try primitive(type) }
  func decode(_ type: String.Type) throws -> String { try primitive(type) }
  func decode(_ type: Double.Type) throws -> Double { try primitive(type) }
  func decode(_ type: Float.Type) throws -> Float { try primitive(type) }
  func decode(_ type: Int.Type) throws -> Int { try primitive(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try primitive(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try primitive(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try primitive(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try primitive(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try primitive(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try primitive(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try primitive(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try primitive(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try primitive(type) }
}

/// The single-value container of ``ShapeRecorder``.
final class SingleRecorder: SingleValueDecodingContainer {
  let reader: CodingShape
  var shape: ConfigShape?
  var codingPath: [any CodingKey] { [] }

  init(reader: CodingShape) { self.reader = reader }

  func decodeNil() -> Bool { false }
  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decode(type, as: ()) }
  private func decode<T: Decodable>(_ type: T.Type, as _: Void) throws -> T {
    let (value, shape) = try reader.sample(type)
    self.shape = shape
    return value
  }
  func decode(_ type: Bool.Type) throws -> Bool { try decode(type, as: ()) }
  func decode(_ type: String.Type) throws -> String { try decode(type, as: ()) }
  func decode(_ type: Double.Type) throws -> Double { try decode(type, as: ()) }
  func decode(_ type: Float.Type) throws -> Float { try decode(type, as: ()) }
  func decode(_ type: Int.Type) throws -> Int { try decode(type, as: ()) }
  func decode(_ type: Int8.Type) throws -> Int8 { try decode(type, as: ()) }
  func decode(_ type: Int16.Type) throws -> Int16 { try decode(type, as: ()) }
  func decode(_ type: Int32.Type) throws -> Int32 { try decode(type, as: ()) }
  func decode(_ type: Int64.Type) throws -> Int64 { try decode(type, as: ()) }
  func decode(_ type: UInt.Type) throws -> UInt { try decode(type, as: ()) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try decode(type, as: ()) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try decode(type, as: ()) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try decode(type, as: ()) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try decode(type, as: ()) }
}
