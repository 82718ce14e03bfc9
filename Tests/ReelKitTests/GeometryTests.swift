import Testing

@testable import ReelKit

@Suite("Drum geometry")
struct GeometryTests {
  let geometry = Machines.geometry()

  @Test("the test strip is a 21-symbol pachislot strip")
  func strip() {
    #expect(geometry.symbolCount == 21)
    #expect(geometry.stripLength == 2100)
    let symbols = Set(Machines.strip)
    #expect(symbols == ["7", "BAR", "CHERRY", "BELL", "WATERMELON", "REPLAY", "PLUM"])
  }

  @Test("the window reads k + 1, k, k − 1 from the top: symbols move down the screen")
  func window() {
    #expect(geometry.windowIndices(restingAt: 5) == [6, 5, 4])
    #expect(geometry.windowIndices(restingAt: 0) == [1, 0, 20])
    #expect(geometry.windowIndices(restingAt: 20) == [0, 20, 19])
    #expect(geometry.window(restingAt: 0) == ["REPLAY", "7", "WATERMELON"])
    var five = geometry
    five.visibleRows = 5
    #expect(five.windowIndices(restingAt: 1) == [3, 2, 1, 0, 20])
    var one = geometry
    one.visibleRows = 1
    #expect(one.window(restingAt: 4) == ["BAR"])
    // Moving forward by one symbol brings the row above into the centre.
    for k in 0..<21 {
      #expect(
        geometry.windowIndices(restingAt: k)[0] == geometry.windowIndices(restingAt: k + 1)[1])
    }
  }

  @Test("signedError is negative while the target is ahead, positive once passed")
  func signedError() {
    #expect(geometry.signedError(offset: 500, target: 5) == 0)
    #expect(geometry.signedError(offset: 490, target: 5) == -10)
    #expect(geometry.signedError(offset: 510, target: 5) == 10)
    #expect(geometry.signedError(offset: 2090, target: 0) == -10)
    #expect(geometry.signedError(offset: 10, target: 20) == 110)
    #expect(geometry.signedError(offset: 0, target: 10) == -1000)
    // The range is [−L/2, L/2).
    #expect(geometry.signedError(offset: 1050, target: 0) == -1050)
    #expect(geometry.signedError(offset: 1049, target: 0) == 1049)
    for offset in stride(from: 0.0, to: 2100, by: 13.5) {
      for target in [0, 7, 20] {
        let error = geometry.signedError(offset: offset, target: target)
        #expect(error >= -1050 && error < 1050)
        #expect(geometry.wrap(Double(target) * 100 + error) == offset)
      }
    }
  }

  @Test("landingSymbols is the first congruent whole symbol at or beyond the minimum")
  func landingSymbols() {
    #expect(geometry.landingSymbols(from: 0, to: 4, atLeast: 0) == 4)
    #expect(geometry.landingSymbols(from: 0, to: 4, atLeast: 400) == 4)
    #expect(geometry.landingSymbols(from: 0, to: 4, atLeast: 400.001) == 25)
    #expect(geometry.landingSymbols(from: 10, to: 4, atLeast: 0) == 15)
    #expect(geometry.landingTravel(from: 0, to: 0, atLeast: 1) == 2100)
    for height in [100.0, 137.5] {
      var strip = geometry
      strip.symbolHeight = height
      for start in [0, 3, 20] {
        for target in [0, 1, 10, 20] {
          for minimum in stride(from: -250.0, through: 6000, by: 77.7) {
            let symbols = strip.landingSymbols(from: start, to: target, atLeast: minimum)
            #expect(strip.wrapIndex(start + symbols) == target)
            #expect(Double(symbols) * height >= minimum)
            #expect(Double(symbols - 21) * height < minimum)
          }
        }
      }
    }
  }

  @Test("indices and offsets wrap")
  func wrapping() {
    #expect(geometry.wrapIndex(21) == 0)
    #expect(geometry.wrapIndex(-1) == 20)
    #expect(geometry.wrapIndex(-43) == 20)
    #expect(geometry.centredOffset(of: 7) == 700)
    var fractional = geometry
    fractional.symbolHeight = 137.5
    #expect(fractional.centredOffset(of: 20) == 2750)
    #expect(fractional.stripLength == 2887.5)
  }
}
