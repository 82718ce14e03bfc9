/// One key of a config object, written once: its name, its documented shape (type, unit,
/// range, default, meaning: ``FieldDoc``), whether it is required, and the property of the
/// Swift type that holds its value.
///
/// A config type lists its keys in ``ConfigRecord/keys``; everything else follows from that
/// list: the shape check with its JSON paths and "did you mean" suggestions
/// (``ConfigRecord/shape``), decoding (``ConfigRecord/init(from:)``), the reference tables in
/// `Docs/`, the studio's editable fields, and the tests that hold the published JSON Schema to
/// the same keys, types and ranges. (The merge of a drum's `motion` over the machine's is
/// ReelKit's: ``/ReelKit/MotionSettings/overridden(by:)``.)
struct ConfigKey<Record> {
  /// The key as written in the file (`cruiseSpeed`).
  let name: String
  /// Its documented shape.
  let shape: ConfigShape
  /// Whether the key must be present.
  let required: Bool
  /// Reads the key's value from a keyed container into the record (absent: left as is).
  let decode: (inout Record, KeyedDecodingContainer<ConfigCodingKey>) throws -> Void
  /// Whether the record sets this key (a required key always does).
  let isSet: (Record) -> Bool

  /// An optional key: absent in the file, `nil` in the record.
  static func optional<Value: Decodable>(
    _ name: String, _ property: WritableKeyPath<Record, Value?>, _ shape: ConfigShape
  ) -> ConfigKey {
    ConfigKey(
      name: name, shape: shape, required: false,
      decode: { record, container in
        let key = ConfigCodingKey(name)
        if let value = try container.decodeIfPresent(Value.self, forKey: key) {
          record[keyPath: property] = value
        }
      },
      isSet: { $0[keyPath: property] != nil })
  }

  /// A required key: the shape check reports it missing before decoding.
  static func required<Value: Decodable>(
    _ name: String, _ property: WritableKeyPath<Record, Value>, _ shape: ConfigShape
  ) -> ConfigKey {
    ConfigKey(
      name: name, shape: shape, required: true,
      decode: { record, container in
        record[keyPath: property] = try container.decode(Value.self, forKey: ConfigCodingKey(name))
      },
      isSet: { _ in true })
  }
}

/// A coding key named at run time, from a ``ConfigKey``.
struct ConfigCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
