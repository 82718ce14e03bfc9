import ReelKit

/// The compact description of a machine's edits: layers of ``/ReelKit/MotionSettings``,
/// machine-wide and per drum, which the module merges as the workbench resolves a config
/// (``/ReelKit/DrumMotion``). A host writes what it holds — the config's `motion`, its own
/// machine-wide edits, each drum's `motion` and own edits, each drum's `stopTime` — and never
/// the merge or the schedule's formulas.
///
/// Numbers, in order: the format (1), the drum count (the machine's); the count of
/// machine-wide layers (0 … ``maximumLayers``) and each layer; then per drum the count of its
/// layers, each layer, and its `stopTime` (NaN: none). A layer is one number per field of
/// ``/ReelKit/MotionSettings/fields`` in their order (the layout's `settings`), NaN for a field
/// it does not set; a profile or strategy is an index into the layout's `profiles` or
/// `strategies`. Later layers override earlier ones; a drum's layers override the machine's.
enum CompactEdit {
  /// The format this module reads.
  static let format = 1.0
  /// The most layers a level may have.
  static let maximumLayers = 8

  /// What a description says: the machine-wide settings and each drum's own, with its stop time.
  struct Read {
    var machine = MotionSettings()
    var drums: [(own: MotionSettings, stopTime: Double?)] = []
  }

  /// Reads the edits of a machine of `drums` drums; each field set is checked against its
  /// range (the rules between fields are checked once merged, on the machine).
  static func read(numbers: [Double], drums: Int) throws(CompactError) -> Read {
    var reader = CompactReader(numbers: numbers, text: [])
    let version = try reader.number("edit.format")
    guard version == format else {
      throw CompactError("edit.format: \(version) is not allowed (allowed: \(format))")
    }
    _ = try reader.whole("edit.drums.count", in: drums...drums)
    var read = Read()
    read.machine = try layers(at: "motion", from: &reader)
    for index in 0..<drums {
      let at = "drums[\(index)]"
      let own = try layers(at: at + ".motion", from: &reader)
      let stopTime = try reader.optionalNumber(at + ".stopTime")
      if let stopTime, !DrumSpec.stopRequestTimeRange.contains(stopTime) {
        throw CompactError(
          "edit.\(at).stopTime: \(stopTime) is out of range (allowed: "
            + DrumSpec.stopRequestTimeRange.allowed + ")")
      }
      read.drums.append((own, stopTime))
    }
    guard reader.atEnd else { throw CompactError("edit: more numbers than the description holds") }
    return read
  }

  /// A level's layers, merged in order.
  private static func layers(at path: String, from reader: inout CompactReader)
    throws(CompactError) -> MotionSettings
  {
    let count = try reader.whole("edit.\(path).layers", in: 0...maximumLayers)
    var merged = MotionSettings()
    for layer in 0..<count {
      var settings = MotionSettings()
      // The field's path is written only into a message: building it for every number would
      // cost the module kilobytes of inlined string code.
      for field in MotionSettings.fields {
        guard let value = reader.next() else {
          throw CompactError(
            "edit.\(path)[\(layer)].\(field.name): missing (the description ends early)")
        }
        if value.isNaN { continue }
        guard field.accepts(value) else {
          throw CompactError(
            "edit.\(path)[\(layer)].\(field.name): \(value) is not allowed (allowed: "
              + allowed(field) + ")")
        }
        field.write(&settings, value)
      }
      if let issue = settings.issues().first {
        throw CompactError(issue.prefixed("edit.\(path)[\(layer)]").description)
      }
      merged = merged.overridden(by: settings)
    }
    return merged
  }

  private static func allowed(_ field: MotionSettings.Field) -> String {
    switch field.kind {
    case .profile: "an index into the layout's profiles, or NaN for not set"
    case .strategy: "an index into the layout's strategies, or NaN for not set"
    case .wholeNumber: "a whole number, or NaN for not set"
    case .number: "a finite number, or NaN for not set"
    }
  }
}
