import ReelKit
import ReelKitSupport

/// A path into a JSON document, written like `drums[1].strip[4]`.
public struct JSONPath: Sendable, Equatable, Hashable, CustomStringConvertible {
  /// One step of a path.
  public enum Component: Sendable, Equatable, Hashable {
    /// An object member.
    case key(String)
    /// An array element.
    case index(Int)
  }

  /// The steps from the document root.
  public var components: [Component]

  /// The document root.
  public static let root = JSONPath(components: [])

  /// Creates a path from its steps.
  public init(components: [Component]) {
    self.components = components
  }

  /// Parses `drums[1].motion.cruiseSpeed`-style text (keys without dots or brackets).
  public init(_ text: String) {
    var components: [Component] = []
    for part in text.split(separator: ".") {
      var rest = Substring(part)
      if let bracket = rest.firstIndex(of: "[") {
        if bracket > rest.startIndex { components.append(.key(String(rest[..<bracket]))) }
        rest = rest[bracket...]
        while rest.first == "[", let close = rest.firstIndex(of: "]") {
          if let index = Int(rest[rest.index(after: rest.startIndex)..<close]) {
            components.append(.index(index))
          }
          rest = rest[rest.index(after: close)...]
        }
      } else {
        components.append(.key(String(rest)))
      }
    }
    self.components = components
  }

  /// This path with a key appended.
  public func appending(_ key: String) -> JSONPath {
    JSONPath(components: components + [.key(key)])
  }

  /// This path with an index appended.
  public func appending(_ index: Int) -> JSONPath {
    JSONPath(components: components + [.index(index)])
  }

  /// `drums[1].strip[4]`; the root is `$`.
  public var description: String {
    var text = ""
    for component in components {
      switch component {
      case .key(let key):
        let shown = QuotedInput.bare(key)
        text += text.isEmpty ? shown : "." + shown
      case .index(let index): text += "[\(index)]"
      }
    }
    return text.isEmpty ? "$" : text
  }

  /// The node at this path in `root`, if there is one.
  public func node(in root: JSONNode) -> JSONNode? {
    var node = root
    for component in components {
      switch (component, node.value) {
      case (.key(let key), .object(let members)):
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        node = member.node
      case (.index(let index), .array(let elements)) where elements.indices.contains(index):
        node = elements[index]
      default:
        return nil
      }
    }
    return node
  }
}
