/// Where ``CompactMachine/read(from:)`` takes a machine's fields from: the compact description
/// (``CompactReader``, fields in order) or a JSON machine spec (``JSONMachineFields``, fields
/// by their JSON path). Each read names its field as a JSON path (`drums[1].motion.profile`),
/// so that the one reader of a machine gives the same one-line errors for both forms.
protocol MachineFields {
  /// A number.
  mutating func number(_ field: String) throws(CompactError) -> Double
  /// A number that a JSON spec may leave out (it then takes `fallback`).
  mutating func number(_ field: String, orElse fallback: Double) throws(CompactError) -> Double
  /// A whole number in `range`.
  mutating func whole(_ field: String, in range: ClosedRange<Int>) throws(CompactError) -> Int
  /// A whole number in `range`, or `nil` (compact: -1; JSON: missing or `null`).
  mutating func optionalWhole(_ field: String, in range: ClosedRange<Int>) throws(CompactError)
    -> Int?
  /// The length of the list `field`, in `range` (compact: the number `field.count`); a JSON
  /// spec may leave an optional list out (`optional`: its length is then 0).
  mutating func count(_ field: String, in range: ClosedRange<Int>, optional: Bool)
    throws(CompactError) -> Int
  /// One of `names` (compact: its index; JSON: the name).
  mutating func choice(_ field: String, among names: [String]) throws(CompactError) -> Int
  /// A text (compact: the next line).
  mutating func text(_ field: String) throws(CompactError) -> String
}

extension MachineFields {
  /// `value` as a whole number in `range`, or the one-line error for `field`.
  static func checkedWhole(_ value: Double, _ field: String, in range: ClosedRange<Int>)
    throws(CompactError) -> Int
  {
    guard value.isFinite, value == value.rounded(), value >= Double(range.lowerBound),
      value <= Double(range.upperBound)
    else {
      throw CompactError(
        "\(field): \(value) is not allowed (allowed: a whole number \(range.lowerBound) ... \(range.upperBound))"
      )
    }
    return Int(value)
  }
}

extension CompactReader: MachineFields {
  mutating func number(_ field: String, orElse fallback: Double) throws(CompactError) -> Double {
    try number(field)
  }

  mutating func count(_ field: String, in range: ClosedRange<Int>, optional: Bool)
    throws(CompactError) -> Int
  {
    try whole("\(field).count", in: range)
  }

  mutating func choice(_ field: String, among names: [String]) throws(CompactError) -> Int {
    try whole(field, in: 0...names.count - 1)
  }

  mutating func text(_ field: String) throws(CompactError) -> String { try line(field) }
}
