import Foundation
import ReelKit
import ReelKitSupport

extension ChartScripts {
  /// The palette of the wheel chart's segments, one colour per distinct symbol (in order of
  /// first appearance on the strip).
  static let wheelPalette = [
    "#4e79a7", "#f28e2b", "#59a14f", "#b07aa1", "#76b7b2", "#edc948", "#ff9da7", "#9c755f",
    "#bab0ac", "#e15759",
  ]

  /// The title of the wheel chart: where the wheel came to rest.
  var wheelTitle: String {
    let name = quoteFree(primary.result.machine)
    guard let wheel = primary.wheel, let drum = primary.result.drums.first else { return name }
    let direction = wheel.direction == .clockwise ? "clockwise" : "counter-clockwise"
    let rest =
      drum.isStopped
      ? "at rest on segment \(drum.target) \(quoteFree(drum.targetSymbol))"
      : "not at rest"
    return "\(name): wheel of \(counted(wheel.geometry.symbolCount, "segment")) \(rest) "
      + "(\(direction), pointer at \(formatNumber(wheel.pointerAngle))°)"
  }

  /// The gnuplot objects that draw the wheel where it is at the end of the spin: one filled
  /// arc per segment, its label, the pointer and the direction arrow. gnuplot's arc angles
  /// run counter-clockwise from the +x axis, so a screen angle `α` (clockwise from the top)
  /// is `90 − α` there.
  var wheelObjects: String {
    guard let wheel = primary.wheel, let drum = primary.result.drums.first else {
      return "# not a wheel"
    }
    let symbols = wheel.geometry.strip.reduce(into: [String]()) { seen, symbol in
      if !seen.contains(symbol) { seen.append(symbol) }
    }
    func point(_ angle: Double, _ radius: Double) -> String {
      let radians = (90 - angle) * Double.pi / 180
      return "\(formatFixed(radius * cos(radians), decimals: 4)),"
        + "\(formatFixed(radius * sin(radians), decimals: 4))"
    }
    var lines: [String] = []
    var object = 0
    for segment in wheel.segments(offset: drum.offset) {
      object += 1
      let winning = drum.isStopped && segment.index == drum.target
      let colour =
        Self.wheelPalette[(symbols.firstIndex(of: segment.symbol) ?? 0) % Self.wheelPalette.count]
      let start = DrumGeometry.wrap(90 - segment.fromAngle - segment.sweep, length: 360)
      let end = start + segment.sweep
      lines.append(
        "set object \(object) circle at 0,0 size 1 arc [\(formatFixed(start, decimals: 4)):"
          + "\(formatFixed(end, decimals: 4))] fc rgb \"\(colour)\" fs solid "
          + "\(winning ? "1.0" : "0.55") border lc rgb \"white\" lw 1.5 front")
      let size = segment.sweep < 12 ? ",8" : ",11"
      lines.append(
        "set label \(object) \"\(quoteFree(segment.symbol)) (\(segment.index))\" at "
          + "\(point(segment.centreAngle, 0.68)) center rotate by "
          + "\(formatFixed(labelRotation(segment.centreAngle), decimals: 2)) front "
          + "font \"\(size)\" tc rgb \"\(winning ? "black" : "#222222")\" noenhanced")
    }
    let pointer = wheel.pointerAngle
    lines.append(
      "set object \(object + 1) polygon from \(point(pointer, 0.96)) to "
        + "\(point(pointer - 4.5, 1.16)) to \(point(pointer + 4.5, 1.16)) to "
        + "\(point(pointer, 0.96)) fc rgb \"#d62728\" fs solid 1.0 border lc rgb \"black\" front")
    lines.append(
      "set object \(object + 2) circle at 0,0 size 0.08 fc rgb \"#333333\" fs solid front")
    // The direction: a short arrow around the hub, opposite the pointer (the title names it).
    let turn = wheel.direction == .clockwise ? 1.0 : -1.0
    lines.append(
      "set arrow 1 from \(point(pointer + 180 - turn * 30, 0.2)) to "
        + "\(point(pointer + 180 + turn * 30, 0.2)) head filled lw 2 lc rgb \"#333333\" front")
    return lines.joined(separator: "\n  ")
  }

  /// Labels read along the radius, never upside down.
  private func labelRotation(_ angle: Double) -> Double {
    var rotation = 90 - angle
    if rotation < -90 { rotation += 180 }
    if rotation > 90 { rotation -= 180 }
    return rotation
  }
}
