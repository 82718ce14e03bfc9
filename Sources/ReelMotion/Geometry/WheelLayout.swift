/// The way a prize wheel turns on screen.
public enum SpinDirection: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Clockwise, as seen by the player.
  case clockwise
  /// Counter-clockwise, as seen by the player.
  case counterClockwise
}

/// How a drum is drawn as a prize wheel: a disc whose segments are the strip's stops, turning
/// in ``direction`` under a fixed pointer at ``pointerAngle``.
///
/// Screen angles are in degrees, clockwise from the top (0 the top, 90 the right). The drum's
/// offset `θ` (pt) is `θ·360/L` degrees of turn, `L` the strip length (a wheel config uses
/// `L = 360`, so a point is a degree). A point of the wheel `p` pt past the centre of segment 0
/// is drawn at
///
///     angle(p) = pointerAngle + s·(p − θ)·360/L,   s = −1 clockwise, +1 counter-clockwise
///
/// so the point `p = θ` is under the pointer, and as `θ` grows every point moves clockwise
/// (or counter-clockwise). At rest on segment `k` (`θ = c_k`, ``DrumGeometry/centredOffset(of:)``)
/// the pointer points at the centre of segment `k`, whatever the direction.
public struct WheelLayout: Sendable, Equatable, Hashable {
  /// The allowed pointer angles, degrees clockwise from the top.
  public static let pointerAngleRange = ParameterRange(0, 359.99, unit: "°")

  /// The wheel's segments: the strip and the width of each stop.
  public var geometry: DrumGeometry
  /// The way the wheel turns.
  public var direction: SpinDirection
  /// Where the fixed pointer is, degrees clockwise from the top (0: top).
  public var pointerAngle: Double

  /// Creates a layout.
  public init(
    geometry: DrumGeometry, direction: SpinDirection = .clockwise, pointerAngle: Double = 0
  ) {
    self.geometry = geometry
    self.direction = direction
    self.pointerAngle = pointerAngle
  }

  /// One segment as drawn: its strip index, name and the screen angles of its borders.
  public struct Segment: Sendable, Equatable, Hashable {
    /// The strip index.
    public var index: Int
    /// The segment's symbol (label).
    public var symbol: String
    /// The screen angle the segment's arc starts at, degrees clockwise from the top, in
    /// `[0, 360)`: the arc runs clockwise from here to `fromAngle + sweep`.
    public var fromAngle: Double
    /// The screen angle of the segment's centre, degrees, in `[0, 360)`.
    public var centreAngle: Double
    /// The segment's angular width, degrees (positive).
    public var sweep: Double
  }

  /// The screen angle, degrees in `[0, 360)`, of the wheel point `position` pt past the centre
  /// of segment 0 when the drum's offset is `offset`.
  public func angle(ofPosition position: Double, offset: Double) -> Double {
    let length = geometry.stripLength
    guard length > 0, length.isFinite else { return pointerAngle }
    let sign = direction == .clockwise ? -1.0 : 1.0
    let turned = geometry.signedWrap(position - offset) * 360 / length
    return DrumGeometry.wrap(pointerAngle + sign * turned, length: 360)
  }

  /// Every segment as drawn when the drum's offset is `offset`, in strip order.
  public func segments(offset: Double) -> [Segment] {
    let count = geometry.symbolCount
    let length = geometry.stripLength
    guard count > 0, length > 0, length.isFinite else { return [] }
    let widths =
      geometry.segmentWidths ?? Array(repeating: geometry.symbolHeight, count: count)
    guard widths.count == count else { return [] }
    return (0..<count).map { index in
      let centre = geometry.centredOffset(of: index)
      // Clockwise, the border at the larger position is drawn first (positions run
      // counter-clockwise on a clockwise wheel).
      let half = widths[index] / 2
      let first = direction == .clockwise ? centre + half : centre - half
      return Segment(
        index: index, symbol: geometry.strip[index],
        fromAngle: angle(ofPosition: first, offset: offset),
        centreAngle: angle(ofPosition: centre, offset: offset),
        sweep: widths[index] * 360 / length)
    }
  }
}

#if !hasFeature(Embedded)
  extension SpinDirection: Codable {}
  extension WheelLayout: Codable {}
  extension WheelLayout.Segment: Codable {}
#endif
