import Foundation

/// Reads gnuplot data files (`.dat` traces, chart data and events) as the tests check them.
public enum GnuplotData {
  /// The data rows of `text`, one array per block (blocks are separated by two blank lines),
  /// each row split on spaces; comment lines (`#`) dropped.
  public static func blocks(_ text: String) -> [[[Substring]]] {
    text.components(separatedBy: "\n\n\n").map { block in
      block.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: " ") }
    }
  }
}
