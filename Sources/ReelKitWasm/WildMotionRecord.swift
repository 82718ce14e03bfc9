import ReelKit

/// The records of a wild motion as the module returns them (numbers in the output buffer).
///
/// The motion: `endTick, steps, startTick × steps, events, (tick, step, drum, row, kind) ×
/// events` — `drum` and `row` -1 where the event has none, `kind` the
/// ``/ReelKit/WildMotionEvent/Kind/code`` (0 stepStarted … 8 stepEnded).
///
/// A sample: `tick, step, drums, (spinning, held, growTop, growBottom, growth) × drums,
/// walks, (drum, row, offset) × walks` — `spinning` 0 or 1, `held` the drum's mask, the
/// growth's band and progress -1 before it starts.
public enum WildMotionRecord {
  /// The motion's record.
  public static func write(_ motion: WildMotion) -> [Double] {
    var record: [Double] = [Double(motion.endTick), Double(motion.steps.count)]
    record += motion.startTicks.map(Double.init)
    let events = motion.events
    record.append(Double(events.count))
    for event in events {
      record += [
        Double(event.tick), Double(event.step), Double(event.drum ?? -1), Double(event.row ?? -1),
        Double(event.kind.code),
      ]
    }
    return record
  }

  /// A sample's record.
  public static func write(_ sample: WildMotionSample) -> [Double] {
    var record: [Double] = [
      Double(sample.tick), Double(sample.step), Double(sample.spinning.count),
    ]
    for drum in sample.spinning.indices {
      let growth = sample.growths[drum]
      record += [
        sample.spinning[drum] ? 1 : 0, Double(sample.held[drum]), growth?.top ?? -1,
        growth?.bottom ?? -1, growth?.progress ?? -1,
      ]
    }
    record.append(Double(sample.walks.count))
    for walk in sample.walks { record += [Double(walk.drum), Double(walk.row), walk.offset] }
    return record
  }
}
