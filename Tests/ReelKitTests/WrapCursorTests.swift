import Testing

@testable import ReelKit
@testable import ReelMotion

/// The cruise loop's ``WrapCursor`` against ``DrumGeometry/wrap(_:length:)``: the same bits
/// for growing offsets (a cruise), jumps, offsets that fall back, and non-finite input.
@Suite struct WrapCursorTests {
  static let lengths: [Double] = [2100, 3150.5, 1, 0.1 * 21, 1e-3 * 7, 0x1p40 + 3, 17.25]

  @Test("a cruise: offsets growing by a step that is not a whole fraction of the strip")
  func growingOffsets() {
    for length in Self.lengths {
      var cursor = WrapCursor(length: length)
      let start = length * 0.37
      let speed = length * 1.913
      for tick in 0..<20_000 {
        let x = start + speed * (Double(tick) * (1.0 / 240))
        #expect(cursor.wrap(x).bitPattern == DrumGeometry.wrap(x, length: length).bitPattern)
      }
    }
  }

  @Test("jumps ahead, offsets behind the cursor, negatives, zeros and non-finite values")
  func anyOffset() {
    var state: UInt64 = 7
    func next() -> Double {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Double((z ^ (z >> 31)) >> 11) * 0x1p-53
    }
    let specials: [Double] = [0, -0.0, .infinity, -.infinity, .nan, 0x1p60, -1, 1e-300]
    for length in Self.lengths {
      var cursor = WrapCursor(length: length)
      for index in 0..<5_000 {
        let x =
          index % 50 == 0
          ? specials[(index / 50) % specials.count]
          : (next() - 0.1) * length * (index % 7 == 0 ? 1e6 : 9)
        let expected = DrumGeometry.wrap(x, length: length)
        #expect(cursor.wrap(x).bitPattern == expected.bitPattern, "\(x) by \(length)")
      }
    }
  }

  @Test("a length that is not positive and finite always falls back")
  func badLength() {
    for length in [0, -5, Double.infinity, .nan] {
      var cursor = WrapCursor(length: length)
      for x in [0.0, 3, 1e9] {
        #expect(
          cursor.wrap(x).bitPattern == DrumGeometry.wrap(x, length: length).bitPattern)
      }
    }
  }
}
