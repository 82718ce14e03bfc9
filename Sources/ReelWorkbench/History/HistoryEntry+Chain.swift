import Foundation

extension HistoryEntry {
  /// The line number and the rows the last spin of the history file at `path` rested on, when it is a regular
  /// file whose last non-blank line is a spin of `config` (the path as recorded) with rows;
  /// `nil` when the file does not exist yet, is not a regular file (a FIFO, a device: never
  /// read), or its last spin is of another config or of fixed rows.
  ///
  /// - Throws: ``ConfigError`` when the file cannot be read or its last line is not a history
  ///   line (with its line number and JSON path).
  public static func lastRows(path: String, config: String) throws(ConfigError)
    -> (line: Int, rows: [Int])?
  {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    guard let type = attributes?[.type] as? FileAttributeType, type == .typeRegular else {
      return nil
    }
    var last: (number: Int, bytes: [UInt8])?
    try LineReader.lines(of: path) { number, line throws(ConfigError) in
      if line.allSatisfy({ $0 == 0x20 || $0 == 0x0D || $0 == 0x09 }) { return }
      last = (number, line)
    }
    guard let last else { return nil }
    let entry = try HistoryEntry(line: last.bytes, number: last.number, file: path)
    guard entry.config == config, let rows = entry.rows else { return nil }
    return (last.number, rows)
  }
}
