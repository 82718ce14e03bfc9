import ReelKit

/// Draws a frame as text: one column per drum, one line per window row, the centre row
/// marked. A moving drum shows in each row the symbol whose centre is nearest to it.
enum Screen {
  static let width = 12

  /// The rows of the window, top first, each listing the drums left to right.
  static func rows(_ frame: SpinFrame, spec: MachineSpec) -> [[String]] {
    let rows = spec.drums.map(\.geometry.visibleRows).max() ?? 0
    let radius = (rows - 1) / 2
    return (0..<rows).map { row in
      frame.drums.map { drum in
        let h = spec.drums[drum.drum].geometry.symbolHeight
        let y = Double(row - radius) * h
        let nearest = drum.symbols.min { abs($0.position - y) < abs($1.position - y) }
        return nearest.map { abs($0.position - y) < h / 2 ? $0.symbol : "" } ?? ""
      }
    }
  }

  /// The whole screen: help, the drums, the status and the last events.
  static func text(
    _ frame: SpinFrame?, spec: MachineSpec, decided: [[String]]?, events: [String]
  ) -> String {
    var lines = ["ReelKit terminal: space spin, s slam, 1-\(spec.drums.count) stop a drum, q quit"]
    let border =
      "+"
      + Array(repeating: String(repeating: "-", count: width), count: spec.drums.count)
      .joined(separator: "+") + "+"
    lines.append(border)
    if let frame {
      let rows = rows(frame, spec: spec)
      for (index, row) in rows.enumerated() {
        let mark = index == rows.count / 2 ? ">" : " "
        let cells = row.map { " " + $0.padding(width - 1) }
        lines.append(mark + cells.joined(separator: "|") + "|")
      }
      lines.append(border)
      let state = frame.isFinished ? "at rest" : "spinning"
      lines.append("\(state) t=\(Int(frame.time * 1000)) ms")
      if frame.isFinished {
        lines.append("window: " + rows.map { $0.joined(separator: " ") }.joined(separator: " / "))
      }
    } else {
      lines.append(border)
      lines.append("press space to spin")
    }
    if let decided {
      lines.append(
        "decided: " + decided.map { $0.joined(separator: " ") }.joined(separator: " / "))
    }
    lines += events.prefix { $0.hasPrefix("slammed") }
    lines += events.drop { $0.hasPrefix("slammed") }.suffix(4).map { "event: " + $0 }
    return "\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n") + "\r\n"
  }
}

extension String {
  /// The string cut or padded with spaces to `width` characters.
  func padding(_ width: Int) -> String {
    count >= width ? String(prefix(width)) : self + String(repeating: " ", count: width - count)
  }
}
