import Foundation
import ReelKit
import TestSupport
import Testing

@testable import ReelWorkbench

/// Every shipped config, every target index of every drum: the spin ends with each drum
/// exactly centred on its target.
@Suite struct ShippedConfigSweepTests {
  /// What a sweep saw across all its spins.
  struct Sweep {
    var spins = 0
    var drumsChecked = 0
    var maxWindowMisses = 0
    var targetsWithMisses = 0
    var watchdogFailures = 0
  }

  /// Spins `name` once per step; at step `s` drum `d` targets `(s + 7·d) mod N_d`, so every
  /// drum goes through every index of its strip while the others sit elsewhere.
  func sweep(_ name: String) async throws -> Sweep {
    let machine = try ConfigLoader.load(path: Repo.config(name))
    let spec = machine.spec
    let longest = try #require(spec.drums.map(\.geometry.symbolCount).max())
    var sweep = Sweep()
    for step in 0..<longest {
      let targets = spec.drums.indices.map { (step + 7 * $0) % spec.drums[$0].geometry.symbolCount }
      let request = try SpinRequest(
        machine: machine, targets: targets.map(String.init).joined(separator: ","))
      #expect(request.targets == targets)
      let result = try await request.run(recordingTrace: false)
      let failure = result.failure
      sweep.spins += 1
      if let failure {
        sweep.watchdogFailures += 1
        Issue.record("\(name) targets \(targets): \(failure)")
        continue
      }
      for (index, drum) in result.drums.enumerated() {
        check(drum, of: spec.drums[index], target: targets[index], config: name)
        sweep.drumsChecked += 1
        sweep.maxWindowMisses = max(sweep.maxWindowMisses, drum.windowMisses)
        if drum.windowMisses > 0 { sweep.targetsWithMisses += 1 }
      }
    }
    return sweep
  }

  func check(_ drum: DrumResult, of spec: DrumSpec, target: Int, config: String) {
    let geometry = spec.geometry
    let label = "\(config) drum \(drum.drum) target \(target)"
    #expect(drum.phase == .stopped, "\(label)")
    #expect(drum.target == target, "\(label)")
    #expect(drum.offset == Double(target) * geometry.symbolHeight, "\(label)")
    #expect(drum.window == geometry.window(restingAt: target), "\(label)")
    #expect(drum.window[geometry.targetRow] == geometry.strip[target], "\(label)")
    #expect(drum.targetSymbol == geometry.strip[target], "\(label)")
    #expect(drum.settleTick != nil, "\(label)")
    if spec.motion.profile.isPlanned {
      #expect(drum.landingError <= 1e-6, "\(label): landing error \(drum.landingError)")
      #expect(
        drum.peakDeceleration <= spec.motion.maxDeceleration * (1 + 1e-9),
        "\(label): peak deceleration \(drum.peakDeceleration)")
    } else {
      #expect(drum.landingError < spec.motion.stopTolerance, "\(label)")
    }
  }

  @Test(arguments: ["default", "turbo", "video-5reel", "video-5x4", "wheel-fixed"])
  func plannedConfigsLandExactlyOnEveryTarget(name: String) async throws {
    let sweep = try await sweep(name)
    let drums = try ConfigLoader.load(path: Repo.config(name)).spec.drums
    #expect(drums.allSatisfy { $0.motion.profile.isPlanned })
    #expect(sweep.spins == drums.map(\.geometry.symbolCount).max())
    #expect(sweep.drumsChecked == sweep.spins * drums.count)
    #expect(sweep.watchdogFailures == 0)
    #expect(sweep.maxWindowMisses == 0)
  }

  @Test func classicNeverMissesItsWindow() async throws {
    let sweep = try await sweep("classic")
    #expect(sweep.drumsChecked == 21 * 3)
    #expect(sweep.watchdogFailures == 0)
    #expect(sweep.maxWindowMisses == 0)
  }

  /// The overrun config steps over its window for some targets, goes round again and still
  /// lands within the 30 s watchdog for every target.
  @Test func classicOverrunMissesButStillLandsEveryTarget() async throws {
    let sweep = try await sweep("classic-overrun")
    #expect(sweep.drumsChecked == 21 * 3)
    #expect(sweep.targetsWithMisses > 0)
    #expect(sweep.maxWindowMisses >= 1)
    #expect(sweep.watchdogFailures == 0)
  }
}
