import ReelWorkbench

/// Walks and edits parsed JSON trees (``JSONValue``, number texts kept as written, so an
/// unedited tree writes back the same numbers), for campaigns that change every field of a
/// real file one at a time.
public enum JSONTree {
  /// The paths of the values in `tree` for which `include` holds, in document order
  /// (containers are walked, not listed).
  public static func paths(
    in tree: JSONValue, at path: JSONPath = .root, where include: (JSONValue) -> Bool
  ) -> [JSONPath] {
    switch tree {
    case .object(let members):
      return members.flatMap {
        paths(in: $0.node.value, at: path.appending($0.key), where: include)
      }
    case .array(let elements):
      return elements.indices.flatMap {
        paths(in: elements[$0].value, at: path.appending($0), where: include)
      }
    default:
      return include(tree) ? [path] : []
    }
  }

  /// The paths of every number in `tree`.
  public static func numberPaths(in tree: JSONValue) -> [JSONPath] {
    paths(in: tree) { if case .number = $0 { true } else { false } }
  }

  /// The paths of every string in `tree`.
  public static func stringPaths(in tree: JSONValue) -> [JSONPath] {
    paths(in: tree) { if case .string = $0 { true } else { false } }
  }

  /// The value at `path`, if any.
  public static func value(at path: JSONPath, in tree: JSONValue) -> JSONValue? {
    var value = tree
    for component in path.components {
      switch (component, value) {
      case (.key(let key), .object(let members)):
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        value = member.node.value
      case (.index(let index), .array(let elements)) where elements.indices.contains(index):
        value = elements[index].value
      default:
        return nil
      }
    }
    return value
  }

  /// The JSON text of `tree` (one line, members in their order) with the value at `path`
  /// written as `replacement`, a JSON text (`-1`, `"x"`, `18446744073709551616`).
  public static func text(
    of tree: JSONValue, replacing path: JSONPath, with replacement: String
  ) -> String {
    var text = ""
    write(tree, at: .root, replacing: path, with: replacement, into: &text)
    return text + "\n"
  }

  private static func write(
    _ tree: JSONValue, at here: JSONPath, replacing path: JSONPath, with replacement: String,
    into text: inout String
  ) {
    if here == path {
      text += replacement
      return
    }
    switch tree {
    case .object(let members):
      text += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { text += "," }
        text += JSONWriter.quote(member.key) + ":"
        write(
          member.node.value, at: here.appending(member.key), replacing: path, with: replacement,
          into: &text)
      }
      text += "}"
    case .array(let elements):
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += "," }
        write(
          element.value, at: here.appending(index), replacing: path, with: replacement,
          into: &text)
      }
      text += "]"
    default:
      text += JSONWriter.writeLine(tree)
    }
  }

  /// The JSON text `text` parsed (a test's literal: it must be valid JSON).
  public static func parse(_ text: String) -> JSONValue {
    do {
      return try JSONParser.parse(Array(text.utf8)).value
    } catch {
      preconditionFailure("not JSON: \(text): \(error)")
    }
  }

  /// Whether `ancestor` is `path` or one of the paths that contain it (`tally.histogram[3]`
  /// contains `tally.histogram[3][0]`).
  public static func path(_ ancestor: JSONPath, contains path: JSONPath) -> Bool {
    ancestor.components.count <= path.components.count
      && Array(path.components.prefix(ancestor.components.count)) == ancestor.components
  }
}
