import ReelKit
import Testing

@testable import ReelKitWasm

/// The WebAssembly module's reading of a compact controls script follows
/// ``/ReelKit/SpinControls/keys``: entry `i + 1` is `keys[i]`, its parts in the keys' order, a
/// part that is NaN (a list: -1) takes its default, and every problem names its field.
@Suite struct CompactControlsTests {
  /// The compact form of `ControlsFileTests.full`, as `compactControls` in
  /// `Studio/reelkit.mjs` writes it from the module's layout.
  static let fullNumbers: [Double] = [
    1, 0.8, 2, 1, 2, 1,  // slam: at, drums (count, drums), instant
    2, 0.5, 3, 0.5, 4, 0.7, 5, 1.5,
    6, 3, 0.6, .nan, 1.2,  // presses
    7, 3, 0.2,  // skillStop
    8, 2, 1, 0.6, 1500,  // anticipation (its symbol is the text line)
  ]

  static let full = ControlsFileTests.full

  @Test func everyKeyIsReadInTheOrderOfTheKeys() throws {
    let read = try CompactControls.read(
      numbers: Self.fullNumbers, text: Array("BELL".utf8), drums: 3)
    #expect(read == Self.full)
  }

  @Test func theValuesOfAScriptGiveTheScriptBack() {
    #expect(SpinControls(values: Self.full.values) == Self.full)
    #expect(SpinControls(values: SpinControls().values) == SpinControls())
    #expect(SpinControls(values: []) == SpinControls())
  }

  @Test func aPartLeftOutTakesItsDefault() throws {
    // A slam of every drum, the skill stop's limits and the anticipation's count, extend and
    // interval left out (NaN), as the page writes them when a field is empty.
    let read = try CompactControls.read(
      numbers: [1, 0.8, -1, 0, 7, .nan, .nan, 8, .nan, .nan, .nan, .nan],
      text: Array("BELL".utf8), drums: 3)
    #expect(
      read
        == SpinControls(slam: .init(at: 0.8), anticipation: .init(symbol: "BELL")))
  }

  @Test(
    arguments: [
      ([9.0], "controls.code: 9.0 is not allowed (allowed: a whole number 1 ... 8)"),
      ([2, 0.5, 2, 0.6], "controls: entry 2 appears twice (allowed: each once)"),
      (
        [1, 0.8, 1, 3, 0],
        "controls.slam.drums[0]: 3.0 is not allowed (allowed: a whole number 0 ... 2)"
      ),
      (
        [1, 0.8, 4],
        "controls.slam.drums.count: 4.0 is not allowed (allowed: a whole number 0 ... 3)"
      ),
      (
        [1, 0.8, -1, 2],
        "controls.slam.instant: 2.0 is not allowed (allowed: a whole number 0 ... 1)"
      ),
      ([6, 2, 0.5], "controls.presses[1]: missing (the description ends early)"),
      (
        [7, 2.5, 0.2],
        "controls.skillStop.maxSlip: 2.5 is not allowed (allowed: a whole number 0 ... 1000000)"
      ),
      ([8, 2, 1, 0.6, 900], "controls.anticipation.symbol: missing (the text ends early)"),
      ([1, .nan, -1, 0], "slam.at: nan is not a finite number (allowed: 0 ... 3600 s)"),
    ] as [([Double], String)])
  func aWrongScriptNamesItsField(numbers: [Double], message: String) {
    #expect(throws: CompactError.self) {
      try CompactControls.read(numbers: numbers, text: [], drums: 3)
    }
    do {
      _ = try CompactControls.read(numbers: numbers, text: [], drums: 3)
    } catch {
      #expect(error.message == message)
    }
  }
}
