extension ConfigShape {
  /// The documentation of the key at `path`: object keys step into their shapes, array
  /// indices into the element shape, and the ``FieldDoc`` attached to the last step is the
  /// answer (`drums[2].motion.settleTime` finds the motion key's, not the drum's).
  func documentation(at path: JSONPath) -> FieldDoc? {
    var shape = self
    var found: FieldDoc?
    for component in path.components {
      while case .documented(let inner, _) = shape { shape = inner }
      switch (component, shape) {
      case (.key(let key), .object(let fields)):
        guard let field = fields.first(where: { $0.key == key }) else { return nil }
        shape = field.shape
      case (.index, .array(let element)):
        shape = element
      default:
        return nil
      }
      found = nil
      if case .documented(_, let doc) = shape { found = doc }
    }
    return found
  }

  /// The unit of the number at `path` (`s`, `pt/s`), or `""` when it has none.
  func unit(at path: JSONPath) -> String {
    guard let doc = documentation(at: path) else { return "" }
    return doc.unit ?? doc.range?.unit ?? ""
  }
}
