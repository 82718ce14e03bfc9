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

/// Either source of a machine's fields, so that ``CompactMachine/read(from:)`` is compiled
/// once: a reader generic over ``MachineFields`` is specialised once per source in the
/// Embedded build, a second copy of the whole reader with its messages in the module.
enum MachineSource: MachineFields {
  case compact(CompactReader)
  case json(JSONMachineFields)

  /// Runs `read` on the compact reader and keeps where it got to, or on the JSON fields.
  private mutating func with<T>(
    _ compactRead: (inout CompactReader) throws(CompactError) -> T,
    _ jsonRead: (JSONMachineFields) throws(CompactError) -> T
  ) throws(CompactError) -> T {
    switch self {
    case .compact(var reader):
      defer { self = .compact(reader) }
      return try compactRead(&reader)
    case .json(let fields):
      return try jsonRead(fields)
    }
  }

  mutating func number(_ field: String) throws(CompactError) -> Double {
    try with(
      { (r) throws(CompactError) in try r.number(field) },
      { (j) throws(CompactError) in try j.number(field) })
  }

  mutating func number(_ field: String, orElse fallback: Double) throws(CompactError) -> Double {
    try with(
      { (r) throws(CompactError) in try r.number(field) },
      { (j) throws(CompactError) in try j.number(field, orElse: fallback) })
  }

  mutating func whole(_ field: String, in range: ClosedRange<Int>) throws(CompactError) -> Int {
    try with(
      { (r) throws(CompactError) in try r.whole(field, in: range) },
      { (j) throws(CompactError) in try j.whole(field, in: range) })
  }

  mutating func optionalWhole(_ field: String, in range: ClosedRange<Int>) throws(CompactError)
    -> Int?
  {
    try with(
      { (r) throws(CompactError) in try r.optionalWhole(field, in: range) },
      { (j) throws(CompactError) in try j.optionalWhole(field, in: range) })
  }

  mutating func count(_ field: String, in range: ClosedRange<Int>, optional: Bool)
    throws(CompactError) -> Int
  {
    try with(
      { (r) throws(CompactError) in try r.count(field, in: range, optional: optional) },
      { (j) throws(CompactError) in try j.count(field, in: range, optional: optional) })
  }

  mutating func choice(_ field: String, among names: [String]) throws(CompactError) -> Int {
    try with(
      { (r) throws(CompactError) in try r.choice(field, among: names) },
      { (j) throws(CompactError) in try j.choice(field, among: names) })
  }

  mutating func text(_ field: String) throws(CompactError) -> String {
    try with(
      { (r) throws(CompactError) in try r.text(field) },
      { (j) throws(CompactError) in try j.text(field) })
  }
}
