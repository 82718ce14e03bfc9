#if !hasFeature(Embedded)
  /// A key of ``SpinControls/keys`` as a coding key.
  struct ControlsCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// A script's JSON form, read and written key by key from ``SpinControls/keys``: every key
  /// may be left out except the ones ``SpinControls/Key/required`` names; `skillStop` and a
  /// slam's `instant` are always written.
  extension SpinControls: Codable {
    /// Decodes a script in which every part may be left out.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: ControlsCodingKey.self)
      self.init(values: try Self.decode(Self.keys, from: container))
    }

    /// Encodes the script's present keys, in the order of ``keys``.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: ControlsCodingKey.self)
      try Self.encode(values, of: Self.keys, into: &container)
    }

    private static func decode(
      _ keys: [Key], from container: KeyedDecodingContainer<ControlsCodingKey>
    ) throws -> [Value] {
      try keys.map { key in
        let name = ControlsCodingKey(stringValue: key.name)
        let value: Value? =
          switch key.kind {
          case .number: try container.decodeIfPresent(Double.self, forKey: name).map(Value.number)
          case .wholeNumber:
            try container.decodeIfPresent(Int.self, forKey: name).map(Value.wholeNumber)
          case .flag: try container.decodeIfPresent(Bool.self, forKey: name).map(Value.flag)
          case .symbol: try container.decodeIfPresent(String.self, forKey: name).map(Value.symbol)
          case .drumList:
            try container.decodeIfPresent([Int].self, forKey: name).map(Value.drumList)
          case .timeList:
            try container.decodeIfPresent([Double?].self, forKey: name).map(Value.timeList)
          case .object(let parts):
            try container.contains(name) && !container.decodeNil(forKey: name)
              ? .object(
                try decode(
                  parts,
                  from: container.nestedContainer(keyedBy: ControlsCodingKey.self, forKey: name)
                )) : nil
          }
        guard let value else {
          guard !key.required else {
            throw DecodingError.keyNotFound(
              name,
              DecodingError.Context(
                codingPath: container.codingPath, debugDescription: "\(key.name) is required"))
          }
          return .absent
        }
        return value
      }
    }

    private static func encode(
      _ values: [Value], of keys: [Key],
      into container: inout KeyedEncodingContainer<ControlsCodingKey>
    ) throws {
      for (key, value) in zip(keys, values) {
        let name = ControlsCodingKey(stringValue: key.name)
        switch (key.kind, value) {
        case (_, .absent): continue
        case (_, .number(let number)): try container.encode(number, forKey: name)
        case (_, .wholeNumber(let number)): try container.encode(number, forKey: name)
        case (_, .flag(let flag)): try container.encode(flag, forKey: name)
        case (_, .symbol(let symbol)): try container.encode(symbol, forKey: name)
        case (_, .drumList(let drums)): try container.encode(drums, forKey: name)
        case (_, .timeList(let times)): try container.encode(times, forKey: name)
        case (.object(let parts), .object(let inner)):
          var nested = container.nestedContainer(keyedBy: ControlsCodingKey.self, forKey: name)
          try encode(inner, of: parts, into: &nested)
        case (_, .object): continue
        }
      }
    }
  }
#endif
