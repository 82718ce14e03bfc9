import Foundation
import ReelKit
import ReelKitWasm
import TestSupport
import Testing

@testable import ReelWorkbench

/// The native C library (`libreelkit.so`, the same exports as the WebAssembly module) driven
/// by `Examples/C/frame_loop.c`, compiled with `cc` against `include/reelkit.h`: its frame
/// loop prints the events, every drum at every frame and the stops, and they equal the Swift
/// model's (`SpinMachine` on the spec `JSONDecoder` reads) bit for bit.
@Suite(.serialized, SlowTests.trait) struct CLibraryTests {
  static let frames = 60.0

  /// The hexadecimal bit pattern of `value`, as the example prints it.
  static func bits(_ value: Double) -> String {
    let hex = String(value.bitPattern, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  static func whole(_ value: Double) -> String { String(Int(value)) }

  static func events(_ frame: Int, _ events: [SpinEvent]) -> [String] {
    events.map { event in
      var numbers: [Double] = []
      SpinRecord.append(event, to: &numbers)
      return "event \(frame) \(whole(numbers[0])) \(bits(numbers[1])) \(whole(numbers[2])) "
        + "\(whole(numbers[3])) \(bits(numbers[4])) \(bits(numbers[5]))"
    }
  }

  static func phase(_ phase: DrumPhase) -> Int { DrumPhase.allCases.firstIndex(of: phase) ?? -1 }

  /// What `frame_loop` prints for `spec`, `targets` and a slam before frame `slam`, from the
  /// Swift model.
  static func swiftModel(_ spec: MachineSpec, targets: [Int], slam: Int?) throws -> String {
    var machine = try SpinMachine(checking: spec, targets: targets)
    var lines = events(0, machine.startEvents)
    var frame = 0
    func state() -> Int {
      if case .some = machine.failure { return 2 }
      return machine.isFinished ? 1 : 0
    }
    while state() == 0, frame < 100_000 {
      frame += 1
      if frame == slam { lines += events(frame, machine.slam()) }
      let seconds = Double(frame) / frames
      lines += events(frame, machine.advance(to: seconds))
      lines.append("frame \(frame) \(bits(seconds))")
      for drum in machine.sample(at: seconds) {
        lines.append(
          "drum \(drum.drum) \(phase(drum.phase)) \(bits(drum.travel)) \(bits(drum.offset)) "
            + "\(bits(drum.velocity)) \(drum.restingIndex ?? -1)")
      }
    }
    lines.append("state \(state())")
    let stops = machine.sample(at: machine.time).map { String($0.restingIndex ?? -1) }
    lines.append("stops " + stops.joined(separator: " "))
    return lines.joined(separator: "\n") + "\n"
  }

  @Test(RequiredTool.trait(missing: CLibrary.missing))
  func frameLoopExampleMatchesTheSwiftModelBitForBit() throws {
    if let missing = CLibrary.missing { Issue.record("missing: \(missing)"); return }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let program = folder.appendingPathComponent("frame_loop")
    let compile = try CLibrary.compile(["Examples/C/frame_loop.c"], to: program)
    try #require(compile.status == 0, "cc failed: \(compile.errors)")

    var spins = 0
    for config in ["default", "video-5reel", "wheel", "classic"] {
      let spec = try ConfigLoader.load(path: Repo.config(config)).spec
      // The spec as a snapshot writes it; Swift spins the spec JSONDecoder reads back.
      let json = try JSONEncoder().encode(spec)
      let decoded = try JSONDecoder().decode(MachineSpec.self, from: json)
      let file = folder.appendingPathComponent("\(config).json")
      try json.write(to: file)
      for (seed, slam) in [(UInt64(1), nil), (2, 45), (3, 70)] as [(UInt64, Int?)] {
        let targets = Outcome.randomTargets(for: decoded, seed: seed)
        let arguments = [file.path] + targets.map(String.init) + (slam.map { ["slam=\($0)"] } ?? [])
        let run = try Launcher.run(program, arguments, in: folder)
        try #require(run.status == 0, "\(config) seed \(seed): \(run.errors)")
        let expected = try Self.swiftModel(decoded, targets: targets, slam: slam)
        let label = "\(config) seed \(seed) slam \(slam.map(String.init) ?? "none")"
        if run.text != expected {
          let ours = run.text.split(separator: "\n")
          let theirs = expected.split(separator: "\n")
          let first =
            zip(ours, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(ours.count, theirs.count)
          let mine = first < ours.count ? String(ours[first]) : ""
          let model = first < theirs.count ? String(theirs[first]) : ""
          Issue.record("\(label): line \(first + 1) differs: C `\(mine)` Swift `\(model)`")
        }
        #expect(run.text.contains("\nstops " + targets.map(String.init).joined(separator: " ")))
        spins += 1
      }
    }
    #expect(spins == 12)
  }

  @Test(RequiredTool.trait(missing: CLibrary.missing))
  func staticLibraryDrawsTheSameFrames() throws {
    if let missing = CLibrary.missing { Issue.record("missing: \(missing)"); return }
    try #require(
      FileManager.default.fileExists(atPath: CLibrary.staticPath.path),
      "\(CLibrary.staticPath.path): missing (swift build --product reelkit-static)")
    if let stale = CLibrary.staleness(of: CLibrary.staticPath, product: "reelkit-static") {
      Issue.record(Comment(rawValue: stale))
      return
    }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let program = folder.appendingPathComponent("frame_loop_static")
    let compile = try CLibrary.compileStatic(["Examples/C/frame_loop.c"], to: program)
    try #require(compile.status == 0, "cc failed: \(compile.errors)")
    let spec = try ConfigLoader.load(path: Repo.config("video-5reel")).spec
    let file = folder.appendingPathComponent("machine.json")
    let json = try JSONEncoder().encode(spec)
    try json.write(to: file)
    let decoded = try JSONDecoder().decode(MachineSpec.self, from: json)
    let targets = Outcome.randomTargets(for: decoded, seed: 9)
    let run = try Launcher.run(program, [file.path] + targets.map(String.init), in: folder)
    try #require(run.status == 0, "\(run.errors)")
    #expect(run.text == (try Self.swiftModel(decoded, targets: targets, slam: nil)))
  }

  @Test(RequiredTool.trait(missing: CLibrary.missing))
  func frameLoopExampleReportsTheLibrarysOneLineError() throws {
    if let missing = CLibrary.missing { Issue.record("missing: \(missing)"); return }
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let program = folder.appendingPathComponent("frame_loop")
    let compile = try CLibrary.compile(["Examples/C/frame_loop.c"], to: program)
    try #require(compile.status == 0, "cc failed: \(compile.errors)")

    let bad = folder.appendingPathComponent("bad.json")
    try Data("{\"name\": \"m\", \"clock\": {\"timeStep\": 0.01},\n \"drums\": [}".utf8).write(
      to: bad)
    let broken = try Launcher.run(program, [bad.path], in: folder)
    #expect(broken.status == 65)
    #expect(
      broken.errorLines == ["frame_loop: \(bad.path): JSON: line 2, column 12: expected a value"])

    let spec = try ConfigLoader.load(path: Repo.config("default")).spec
    let good = folder.appendingPathComponent("default.json")
    try JSONEncoder().encode(spec).write(to: good)
    let wrongTargets = try Launcher.run(program, [good.path, "1", "2"], in: folder)
    #expect(wrongTargets.status == 65)
    #expect(wrongTargets.errorLines.count == 1)
    #expect(wrongTargets.errors.hasPrefix("frame_loop: spin: "))
    let missing = try Launcher.run(
      program, [folder.appendingPathComponent("none.json").path], in: folder)
    #expect(missing.status == 66)
    for usage in [["1", "x"], ["-1"], ["99999999999"], ["slam=0"], ["1", "2", "3", "slam="]] {
      let run = try Launcher.run(program, [good.path] + usage, in: folder)
      #expect(run.status == 64, "\(usage)")
      #expect(run.errorLines.count == 1, "\(usage)")
    }
    let many = try Launcher.run(program, [good.path] + Array(repeating: "0", count: 65), in: folder)
    #expect(many.status == 64)
    #expect(many.errorLines == ["frame_loop: 0: more than 64 targets"])
  }
}
