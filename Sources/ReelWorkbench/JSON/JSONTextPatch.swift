/// Edits JSON text in place: a value is replaced in its own byte span, a missing member is
/// added after the last member of its object in the object's own style (indentation, the
/// space after the colon), and every other byte of the file stays as it was — key order,
/// spacing, number spellings, escapes and comments-free layout included. What the studio's
/// Save writes, so that a one-field edit is a one-line diff in a designer's repository.
///
/// The text must be valid JSON (the config loader has parsed it); a path through an array
/// index that does not exist, or through a value that is not an object, is refused.
public struct JSONTextPatch: Sendable {
  /// The text, as edited so far (UTF-8).
  public private(set) var bytes: [UInt8]

  /// Why an edit could not be made.
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The JSON path of the edit.
    public var path: String
    /// What is wrong there.
    public var message: String
    /// `path: message`.
    public var description: String { "\(path): \(message)" }
  }

  /// Starts from a document's text.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The text as a string.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Sets the value at `path` to `value`: a present value whose JSON is already `value`
  /// (`3000.0` for 3000, `"\u00e9"` for "é") keeps its spelling; another is replaced by
  /// `JSONWriter.writeLine(value)`; a missing member (and any missing objects on the way) is
  /// added to the deepest object present.
  public mutating func set(_ value: JSONValue, at path: JSONPath) throws(Failure) {
    var scanner = Scanner(bytes: bytes)
    let root = scanner.skipSpace(from: 0)
    var start = root
    for (depth, component) in path.components.enumerated() {
      let shown = JSONPath(components: Array(path.components[...depth])).description
      switch component {
      case .index(let index):
        guard let element = try scanner.element(index, ofArrayAt: start, path: shown) else {
          throw Failure(path: shown, message: "no such element (the file's array is shorter)")
        }
        start = element
      case .key(let key):
        if let member = try scanner.member(key, ofObjectAt: start, path: shown) {
          start = member
          continue
        }
        try insert(value, keys: path.components[depth...], intoObjectAt: start, path: shown)
        return
      }
    }
    let end = try scanner.valueEnd(from: start, path: path.description)
    let old = Array(bytes[start..<end])
    if let parsed = try? JSONParser.parse(old), parsed.value == value { return }
    bytes.replaceSubrange(start..<end, with: Array(JSONWriter.writeLine(value).utf8))
  }

  /// Adds `keys[0]: {keys[1]: … value}` as the last member of the object at `open`.
  private mutating func insert(
    _ value: JSONValue, keys: ArraySlice<JSONPath.Component>, intoObjectAt open: Int,
    path: String
  ) throws(Failure) {
    var names: [String] = []
    for component in keys {
      guard case .key(let key) = component else {
        throw Failure(path: path, message: "cannot add an array element")
      }
      names.append(key)
    }
    var scanner = Scanner(bytes: bytes)
    let members = try scanner.members(ofObjectAt: open, path: path)
    let colon: String
    if let last = members.last {
      colon = String(decoding: bytes[last.keyEnd..<last.valueStart], as: UTF8.self)
    } else {
      colon = ": "
    }
    var inner = JSONWriter.writeLine(value)
    for name in names.dropFirst().reversed() {
      inner = "{" + JSONWriter.quote(name) + colon + inner + "}"
    }
    let member = JSONWriter.quote(names[0]) + colon + inner
    if let last = members.last {
      // The whitespace before the last member (after `{` or `,`) is the object's indent.
      let lead = String(decoding: bytes[last.leadStart..<last.keyStart], as: UTF8.self)
      bytes.insert(contentsOf: Array(("," + lead + member).utf8), at: last.valueEnd)
    } else {
      let close = try scanner.valueEnd(from: open, path: path) - 1
      bytes.replaceSubrange(open + 1..<close, with: Array(member.utf8))
    }
  }
}

extension JSONTextPatch {
  /// Finds spans in valid JSON text by byte offsets.
  struct Scanner {
    var bytes: [UInt8]

    /// One member of an object: where its leading whitespace, key and value are.
    struct Member {
      var leadStart: Int
      var keyStart: Int
      var keyEnd: Int
      var valueStart: Int
      var valueEnd: Int
      var key: String
    }

    func skipSpace(from index: Int) -> Int {
      var i = index
      while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
      return i
    }

    func failure(_ path: String, _ message: String) -> Failure {
      Failure(path: path, message: message)
    }

    /// The offset just past the value starting at `start`.
    func valueEnd(from start: Int, path: String) throws(Failure) -> Int {
      guard start < bytes.count else { throw failure(path, "the text ends early") }
      switch bytes[start] {
      case UInt8(ascii: "\""):
        return try stringEnd(from: start, path: path)
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        var depth = 0
        var i = start
        while i < bytes.count {
          switch bytes[i] {
          case UInt8(ascii: "\""):
            i = try stringEnd(from: i, path: path)
            continue
          case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
          case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth == 0 { return i + 1 }
          default: break
          }
          i += 1
        }
        throw failure(path, "the text ends inside a value")
      default:
        var i = start
        while i < bytes.count, !",}] \t\r\n".utf8.contains(bytes[i]) { i += 1 }
        guard i > start else { throw failure(path, "no value here") }
        return i
      }
    }

    func stringEnd(from start: Int, path: String) throws(Failure) -> Int {
      var i = start + 1
      while i < bytes.count {
        if bytes[i] == UInt8(ascii: "\\") {
          i += 2
          continue
        }
        if bytes[i] == UInt8(ascii: "\"") { return i + 1 }
        i += 1
      }
      throw failure(path, "the text ends inside a string")
    }

    /// The members of the object at `open`, in the file's order.
    func members(ofObjectAt open: Int, path: String) throws(Failure) -> [Member] {
      guard open < bytes.count, bytes[open] == UInt8(ascii: "{") else {
        throw failure(path, "the file has no object here")
      }
      var found: [Member] = []
      var lead = open + 1
      var i = skipSpace(from: lead)
      while i < bytes.count, bytes[i] != UInt8(ascii: "}") {
        let keyEnd = try stringEnd(from: i, path: path)
        guard case .string(let key)? = try? JSONParser.parse(Array(bytes[i..<keyEnd])).value
        else { throw failure(path, "a key is not a string") }
        var colon = skipSpace(from: keyEnd)
        guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":") else {
          throw failure(path, "a key has no colon")
        }
        colon += 1
        let valueStart = skipSpace(from: colon)
        let valueEnd = try valueEnd(from: valueStart, path: path)
        found.append(
          Member(
            leadStart: lead, keyStart: i, keyEnd: keyEnd, valueStart: valueStart,
            valueEnd: valueEnd, key: key))
        i = skipSpace(from: valueEnd)
        if i < bytes.count, bytes[i] == UInt8(ascii: ",") {
          lead = i + 1
          i = skipSpace(from: lead)
        }
      }
      return found
    }

    /// Where the value of `key` starts in the object at `open` (the last one of that key),
    /// or nil when it has none.
    func member(_ key: String, ofObjectAt open: Int, path: String) throws(Failure) -> Int? {
      try members(ofObjectAt: open, path: path).last { $0.key == key }?.valueStart
    }

    /// Where element `index` starts in the array at `open`, or nil when it is shorter.
    func element(_ index: Int, ofArrayAt open: Int, path: String) throws(Failure) -> Int? {
      guard open < bytes.count, bytes[open] == UInt8(ascii: "[") else {
        throw failure(path, "the file has no array here")
      }
      var i = skipSpace(from: open + 1)
      var n = 0
      while i < bytes.count, bytes[i] != UInt8(ascii: "]") {
        if n == index { return i }
        i = skipSpace(from: try valueEnd(from: i, path: path))
        if i < bytes.count, bytes[i] == UInt8(ascii: ",") { i = skipSpace(from: i + 1) }
        n += 1
      }
      return nil
    }
  }
}
