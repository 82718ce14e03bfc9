import ReelKitSupport

/// A machine's fields read from its JSON spec — ReelKit's `MachineSpec` as JSON, the form
/// `reelkit.mjs` loads and a snapshot's `machine.spec` holds — by the JSON path each field is
/// named by (`drums[1].geometry.strip[4]`). Keys the spec does not use are ignored, as
/// `MachineSpec`'s decoder ignores them.
struct JSONMachineFields: MachineFields {
  /// The whole document.
  let root: JSONValue

  /// The value at `path` (`a.b[2].c`), or `nil` when a step of it is missing or `null`.
  func value(at path: String) -> JSONValue? {
    var node = root
    var name: [UInt8] = []
    var index: Int? = nil
    var inBrackets = false
    func step(_ node: JSONValue, _ name: [UInt8], _ index: Int?) -> JSONValue? {
      if let index {
        guard case .array(let elements) = node, index < elements.count else { return nil }
        return elements[index]
      }
      return node.member(String(decoding: name, as: UTF8.self))
    }
    for byte in path.utf8 + [UInt8(ascii: ".")] {
      switch byte {
      case UInt8(ascii: "["):
        if !name.isEmpty {
          guard let found = step(node, name, nil) else { return nil }
          node = found
          name = []
        }
        inBrackets = true
        index = 0
      case UInt8(ascii: "]"):
        guard let found = step(node, [], index) else { return nil }
        node = found
        inBrackets = false
        index = nil
      case UInt8(ascii: "."):
        if !name.isEmpty {
          guard let found = step(node, name, nil) else { return nil }
          node = found
          name = []
        }
      default:
        if inBrackets {
          index = (index ?? 0) * 10 + Int(byte) - Int(UInt8(ascii: "0"))
        } else {
          name.append(byte)
        }
      }
    }
    if case .null = node { return nil }
    return node
  }

  private func missing(_ field: String) -> CompactError { CompactError("\(field): missing") }

  private func wrong(_ field: String, _ expected: String, _ found: JSONValue) -> CompactError {
    CompactError("\(field): expected \(expected), found \(found.kind)")
  }

  func number(_ field: String) throws(CompactError) -> Double {
    guard let found = value(at: field) else { throw missing(field) }
    guard case .number(let number) = found else { throw wrong(field, "a number", found) }
    return number
  }

  func number(_ field: String, orElse fallback: Double) throws(CompactError) -> Double {
    value(at: field) == nil ? fallback : try number(field)
  }

  func whole(_ field: String, in range: ClosedRange<Int>) throws(CompactError) -> Int {
    try Self.checkedWhole(try number(field), field, in: range)
  }

  func optionalWhole(_ field: String, in range: ClosedRange<Int>) throws(CompactError) -> Int? {
    value(at: field) == nil ? nil : try whole(field, in: range)
  }

  func count(_ field: String, in range: ClosedRange<Int>, optional: Bool) throws(CompactError)
    -> Int
  {
    guard let found = value(at: field) else {
      guard optional else { throw missing(field) }
      return 0
    }
    guard case .array(let elements) = found else { throw wrong(field, "a list", found) }
    guard range.contains(elements.count) else {
      throw CompactError(
        "\(field): \(elements.count) entries is not allowed (allowed: \(range.lowerBound) ... \(range.upperBound))"
      )
    }
    return elements.count
  }

  func choice(_ field: String, among names: [String]) throws(CompactError) -> Int {
    let name = try text(field)
    for (index, allowed) in names.enumerated() where allowed.hasSameBytes(as: name) {
      return index
    }
    var list = ""
    for (index, allowed) in names.enumerated() { list += (index == 0 ? "" : ", ") + allowed }
    throw CompactError("\(field): \(JSONReader.quoted(name)) is not allowed (allowed: \(list))")
  }

  func text(_ field: String) throws(CompactError) -> String {
    guard let found = value(at: field) else { throw missing(field) }
    guard case .string(let text) = found else { throw wrong(field, "a string", found) }
    return text
  }
}
