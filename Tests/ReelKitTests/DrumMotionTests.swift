import Testing

@testable import ReelMotion

/// ``MotionSettings`` and ``DrumMotion``: the merge of a drum's settings over the machine's
/// and the stop schedule, the one description the workbench and the WebAssembly module use.
@Suite struct DrumMotionTests {
  @Test func aDrumsOwnFieldWinsOverTheMachineWideOneAndDefaultsFillTheRest() {
    let machine = MotionSettings(profile: .back, cruiseSpeed: 2800, overshoot: 20, firstStop: 1.4)
    let own = MotionSettings(cruiseSpeed: 3200, minimumRevolutions: 2, stopInterval: 0.5)
    let drum = DrumMotion(drum: 2, machine: machine, own: own)
    var expected = MotionParameters()
    expected.profile = .back
    expected.cruiseSpeed = 3200
    expected.overshoot = 20
    expected.minimumRevolutions = 2
    #expect(drum.motion == expected)
    #expect(drum.schedule == DrumSchedule(firstStop: 1.4, stopInterval: 0.5))
    // stopRequestTime = firstStop + i·stopInterval; startDelay = startDelay + i·startInterval.
    #expect(drum.stopRequestTime == 1.4 + 2 * 0.5)
    #expect(drum.startDelay == 0)
  }

  @Test func theScheduleFormulasAndTheirDefaults() {
    let none = DrumMotion(drum: 3, machine: MotionSettings())
    #expect(none.motion == MotionParameters())
    #expect(none.stopRequestTime == 1.0 + 3 * 0.3)
    #expect(none.startDelay == 0)
    let timed = DrumMotion(
      drum: 4, machine: MotionSettings(startDelay: 0.1, startInterval: 0.05, firstStop: 2),
      own: MotionSettings(stopInterval: 0.25))
    #expect(timed.startDelay == 0.1 + 4 * 0.05)
    #expect(timed.stopRequestTime == 2 + 4 * 0.25)
  }

  @Test func aDrumsStopTimeReplacesTheSchedule() {
    let drum = DrumMotion(
      drum: 1, machine: MotionSettings(firstStop: 2, stopInterval: 1), stopTime: 0.7)
    #expect(drum.stopRequestTime == 0.7)
    #expect(drum.schedule.stopRequestTime(ofDrum: 1) == 3)
  }

  /// Every field of the description reads and writes its own property: a value written
  /// through `fields[k]` is read back by it and by no other field, and merging settings that
  /// set only it changes only it.
  @Test func everyFieldReadsAndWritesItsOwnProperty() {
    let fields = MotionSettings.fields
    #expect(fields.count == 19)
    #expect(Set(fields.map(\.name)).count == fields.count)
    let full = MotionSettings(
      parameters: MotionParameters(profile: .classic, strategy: .fixed), schedule: DrumSchedule())
    for field in fields { #expect(field.read(full) != nil, "\(field.name)") }
    for (k, field) in fields.enumerated() {
      var settings = MotionSettings()
      let value: Double = field.kind == .number ? 0.125 : 1
      field.write(&settings, value)
      for (j, other) in fields.enumerated() {
        #expect((other.read(settings) != nil) == (j == k), "\(field.name) sets \(other.name)")
      }
      #expect(field.read(settings) == value)
      let merged = full.overridden(by: settings)
      for (j, other) in fields.enumerated() {
        let expected = j == k ? value : other.read(full)
        #expect(other.read(merged) == expected, "\(field.name) merged: \(other.name)")
      }
    }
  }

  @Test func eachFieldSetIsCheckedAgainstItsRange() {
    let settings = MotionSettings(cruiseSpeed: 0, minimumRevolutions: 5000, firstStop: 61)
    #expect(
      settings.issues().map(\.description) == [
        "cruiseSpeed: 0 is out of range (allowed: more than 0 and at most 1000000 pt/s)",
        "minimumRevolutions: 5000 is out of range (allowed: 0 ... 1000 turns)",
        "firstStop: 61 is out of range (allowed: 0 ... 60 s)",
      ])
    #expect(MotionSettings().issues().isEmpty)
    let kinds = MotionSettings.fields.map(\.kind)
    #expect(MotionSettings.fields[0].accepts(3) && !MotionSettings.fields[0].accepts(4))
    #expect(kinds[0] == .profile && kinds[1] == .strategy)
    #expect(!MotionSettings.fields[7].accepts(1.5) && MotionSettings.fields[7].accepts(2))
    #expect(!MotionSettings.fields[2].accepts(.infinity) && !MotionSettings.fields[2].accepts(.nan))
  }
}
