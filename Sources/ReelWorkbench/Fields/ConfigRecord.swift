/// A JSON object of a machine config, described by its list of keys (``keys``): the one place
/// where a key of the config is added (see `Docs/config.md`, "Adding a key").
protocol ConfigRecord: Decodable {
  /// A record with no key set (required keys empty until decoded).
  init()
  /// Every key, in the order the reference lists them.
  static var keys: [ConfigKey<Self>] { get }
}

extension ConfigRecord {
  /// The object's shape: exactly these keys, each with its documented shape.
  static var shape: ConfigShape { .object(keys.map { ($0.name, $0.shape, $0.required) }) }

  /// Decodes the keys of ``keys``; the loader has checked the object against ``shape`` first.
  /// Each type's `init(from:)` is this (a public requirement needs a public witness).
  init(keysFrom decoder: any Decoder) throws {
    self.init()
    let container = try decoder.container(keyedBy: ConfigCodingKey.self)
    for key in Self.keys { try key.decode(&self, container) }
  }

  /// The names of the keys this record sets, in ``keys`` order.
  var setFields: [String] { Self.keys.filter { $0.isSet(self) }.map(\.name) }
}
