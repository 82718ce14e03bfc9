extension FixedTimeBraking {
  /// The nearest landing the `splice` strategy may take, pt ahead of the stop request: the
  /// nominal braking distance, or the window's height `R·h` when that is longer (a landing
  /// nearer than `R·h` would have part of its window in sight already, so it could not be
  /// spliced in unseen):
  ///
  ///     S = max(D₀, R·h)
  public static func spliceDistance(
    motion: MotionParameters, speed: Double, geometry: DrumGeometry
  ) -> Double {
    let sight = Double(geometry.visibleRows) * geometry.symbolHeight * (1 + 1e-9)
    return max(motion.nominalBrakingDistance(speed: speed), sight)
  }

  /// The braking family of the `splice` strategy at `speed`: the ``FixedTimeBraking``
  /// family over the shortest time `T` from the profile's nominal braking time on whose
  /// reach holds a whole symbol at or beyond ``spliceDistance(motion:speed:geometry:)`` `S`:
  ///
  ///     T = max(T₀, T_h, (S + h + o + 0.75·V²/d)/V, 1.5·V/d),   T₀ = 2V/d (cubic, back), V/d (linear)
  ///
  /// with `T_h` the shortest time whose reach is `h` wide
  /// (``shortestDuration(speed:maxDeceleration:overshoot:stripLength:)`` with `h` for `L`)
  /// and the third term the time whose farthest reach `V·T − 0.75·V²/d − o` is `S + h`. For
  /// `cubic` with `S = D₀` and a reach at least `h` wide that is `T₀`, whose nearest curve is
  /// the nominal one. So a splicing drum brakes at its request and rests exactly `T` later,
  /// whatever the target, never braking harder than `d`.
  public static func splice(motion: MotionParameters, speed: Double, geometry: DrumGeometry)
    -> FixedTimeBraking
  {
    let d = motion.maxDeceleration
    let h = geometry.symbolHeight
    let overshoot = motion.profile == .back ? motion.overshoot : 0
    let nominal = (motion.profile == .linear ? 1 : 2) * speed / d
    let wide = FixedTimeBraking.shortestDuration(
      speed: speed, maxDeceleration: d, overshoot: overshoot, stripLength: h)
    let distance = spliceDistance(motion: motion, speed: speed, geometry: geometry)
    let far = (distance + h + overshoot + 0.75 * speed * speed / d) / speed
    return FixedTimeBraking(
      speed: speed, duration: max(nominal, wide, far, 1.5 * speed / d), maxDeceleration: d,
      overshoot: overshoot)
  }
}
