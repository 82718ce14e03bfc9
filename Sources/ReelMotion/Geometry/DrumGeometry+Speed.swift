extension DrumGeometry {
  /// The speed of the drum turning `rpm` revolutions a minute, pt/s: `rpm·L/60`.
  public func pointsPerSecond(rpm: Double) -> Double {
    rpm * stripLength / 60
  }

  /// The revolutions a minute of the drum moving at `pointsPerSecond`: `60·v/L`.
  public func rpm(pointsPerSecond: Double) -> Double {
    60 * pointsPerSecond / stripLength
  }
}
