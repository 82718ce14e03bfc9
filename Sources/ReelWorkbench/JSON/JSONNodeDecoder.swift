/// Decodes `Decodable` values from a tree that ``JSONParser`` has already read, so that one
/// parser decides what a number is: a `Double` is the value the parser read, and a whole
/// number (`Int`, `UInt64`, …) is the literal's text read exactly (no fraction, no exponent,
/// in range), never a rounded `Double`.
///
/// Failures are `DecodingError`s whose coding path is the JSON path of the value.
enum JSONNodeDecoder {
  /// Decodes a `Value` from `node`.
  static func decode<Value: Decodable>(_ type: Value.Type, from node: JSONNode) throws -> Value {
    try Value(from: NodeDecoder(node: node, codingPath: []))
  }
}

/// The coding key of an array element.
private struct IndexKey: CodingKey {
  var intValue: Int?
  var stringValue: String { String(intValue ?? 0) }
  init(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}

/// Reads the scalars every container shares.
private struct Scalars {
  let codingPath: [any CodingKey]

  func mismatch(_ type: Any.Type, _ node: JSONNode, _ what: String) -> DecodingError {
    .typeMismatch(
      type,
      .init(
        codingPath: codingPath, debugDescription: "\(what), found \(node.value.typeDescription)")
    )
  }

  func bool(_ node: JSONNode) throws -> Bool {
    guard case .bool(let value) = node.value else {
      throw mismatch(Bool.self, node, "expected true or false")
    }
    return value
  }

  func string(_ node: JSONNode) throws -> String {
    guard case .string(let value) = node.value else {
      throw mismatch(String.self, node, "expected a string")
    }
    return value
  }

  func double(_ node: JSONNode) throws -> Double {
    guard case .number(let value, _) = node.value else {
      throw mismatch(Double.self, node, "expected a number")
    }
    return value
  }

  func float(_ node: JSONNode) throws -> Float {
    let value = Float(try double(node))
    guard value.isFinite else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: codingPath, debugDescription: "the number is too large for a Float"))
    }
    return value
  }

  func integer<Integer: FixedWidthInteger>(_ node: JSONNode) throws -> Integer {
    guard case .number(_, let text) = node.value else {
      throw mismatch(Integer.self, node, "expected a whole number")
    }
    guard let value = Integer(text) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: codingPath,
          debugDescription: ConfigShape.wholeNumberProblem(text, as: Integer.self) ?? text))
    }
    return value
  }
}

private struct NodeDecoder: Decoder {
  let node: JSONNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = node.value else {
      throw Scalars(codingPath: codingPath).mismatch(
        [String: Any].self, node, "expected an object")
    }
    return KeyedDecodingContainer(KeyedNodeContainer<Key>(members: members, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = node.value else {
      throw Scalars(codingPath: codingPath).mismatch([Any].self, node, "expected an array")
    }
    return UnkeyedNodeContainer(elements: elements, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleNodeContainer(node: node, codingPath: codingPath)
  }
}

private struct SingleNodeContainer: SingleValueDecodingContainer {
  let node: JSONNode
  let codingPath: [any CodingKey]
  private var scalars: Scalars { Scalars(codingPath: codingPath) }

  func decodeNil() -> Bool { node.value == .null }
  func decode(_ type: Bool.Type) throws -> Bool { try scalars.bool(node) }
  func decode(_ type: String.Type) throws -> String { try scalars.string(node) }
  func decode(_ type: Double.Type) throws -> Double { try scalars.double(node) }
  func decode(_ type: Float.Type) throws -> Float { try scalars.float(node) }
  func decode(_ type: Int.Type) throws -> Int { try scalars.integer(node) }
  func decode(_ type: Int8.Type) throws -> Int8 { try scalars.integer(node) }
  func decode(_ type: Int16.Type) throws -> Int16 { try scalars.integer(node) }
  func decode(_ type: Int32.Type) throws -> Int32 { try scalars.integer(node) }
  func decode(_ type: Int64.Type) throws -> Int64 { try scalars.integer(node) }
  func decode(_ type: UInt.Type) throws -> UInt { try scalars.integer(node) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try scalars.integer(node) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try scalars.integer(node) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try scalars.integer(node) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try scalars.integer(node) }
  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try T(from: NodeDecoder(node: node, codingPath: codingPath))
  }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [(key: String, node: JSONNode)]
  let codingPath: [any CodingKey]

  var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

  func contains(_ key: Key) -> Bool { members.contains { $0.key == key.stringValue } }

  private func child(_ key: Key) throws -> (node: JSONNode, scalars: Scalars) {
    guard let member = members.first(where: { $0.key == key.stringValue }) else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath, debugDescription: "is missing"))
    }
    return (member.node, Scalars(codingPath: codingPath + [key]))
  }

  func decodeNil(forKey key: Key) throws -> Bool { try child(key).node.value == .null }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    let (node, scalars) = try child(key)
    return try scalars.bool(node)
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    let (node, scalars) = try child(key)
    return try scalars.string(node)
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    let (node, scalars) = try child(key)
    return try scalars.double(node)
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    let (node, scalars) = try child(key)
    return try scalars.float(node)
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try integer(key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try integer(key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try integer(key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try integer(key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try integer(key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try integer(key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try integer(key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try integer(key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try integer(key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try integer(key) }

  private func integer<Integer: FixedWidthInteger>(_ key: Key) throws -> Integer {
    let (node, scalars) = try child(key)
    return try scalars.integer(node)
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    let (node, _) = try child(key)
    return try T(from: NodeDecoder(node: node, codingPath: codingPath + [key]))
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let (node, _) = try child(key)
    return try NodeDecoder(node: node, codingPath: codingPath + [key]).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    let (node, _) = try child(key)
    return try NodeDecoder(node: node, codingPath: codingPath + [key]).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    let key = Key(stringValue: "super")
    let node =
      members.first { $0.key == "super" }?.node ?? JSONNode(value: .null, line: 0, column: 0)
    return NodeDecoder(node: node, codingPath: codingPath + (key.map { [$0] } ?? []))
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    let node =
      members.first { $0.key == key.stringValue }?.node
      ?? JSONNode(value: .null, line: 0, column: 0)
    return NodeDecoder(node: node, codingPath: codingPath + [key])
  }
}

private struct UnkeyedNodeContainer: UnkeyedDecodingContainer {
  let elements: [JSONNode]
  let codingPath: [any CodingKey]
  private(set) var currentIndex = 0

  init(elements: [JSONNode], codingPath: [any CodingKey]) {
    self.elements = elements
    self.codingPath = codingPath
  }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  /// The next element and the scalar reader at its path; moves past it.
  private mutating func next(_ type: Any.Type) throws -> (node: JSONNode, path: [any CodingKey]) {
    let path = codingPath + [IndexKey(intValue: currentIndex)]
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type, .init(codingPath: path, debugDescription: "the array has no more elements"))
    }
    defer { currentIndex += 1 }
    return (elements[currentIndex], path)
  }

  private mutating func scalar<T>(_ read: (Scalars, JSONNode) throws -> T) throws -> T {
    let (node, path) = try next(T.self)
    return try read(Scalars(codingPath: path), node)
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, elements[currentIndex].value == .null else { return false }
    currentIndex += 1
    return true
  }
  mutating func decode(_ type: Bool.Type) throws -> Bool { try scalar { try $0.bool($1) } }
  mutating func decode(_ type: String.Type) throws -> String { try scalar { try $0.string($1) } }
  mutating func decode(_ type: Double.Type) throws -> Double { try scalar { try $0.double($1) } }
  mutating func decode(_ type: Float.Type) throws -> Float { try scalar { try $0.float($1) } }
  mutating func decode(_ type: Int.Type) throws -> Int { try scalar { try $0.integer($1) } }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try scalar { try $0.integer($1) } }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try scalar { try $0.integer($1) } }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try scalar { try $0.integer($1) } }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try scalar { try $0.integer($1) } }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try scalar { try $0.integer($1) } }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar { try $0.integer($1) } }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try scalar { try $0.integer($1) } }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try scalar { try $0.integer($1) } }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try scalar { try $0.integer($1) } }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let (node, path) = try next(T.self)
    return try T(from: NodeDecoder(node: node, codingPath: path))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let (node, path) = try next([String: Any].self)
    return try NodeDecoder(node: node, codingPath: path).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let (node, path) = try next([Any].self)
    return try NodeDecoder(node: node, codingPath: path).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    let (node, path) = try next(Any.self)
    return NodeDecoder(node: node, codingPath: path)
  }
}
