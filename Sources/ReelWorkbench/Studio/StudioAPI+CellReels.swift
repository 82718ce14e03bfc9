import ReelKit

extension StudioAPI {
  /// The most trace samples a studio spin's hold-and-win round may send (every spun cell's
  /// ticks, all respins): a longer round is sent without its motion (`drums` `null`).
  public static let maximumCellReelSamples = 1_000_000

  /// The `cellReels` member of a spin's answer: `null` without a hold-and-win round, else the
  /// round on the cell reels for the page to play after the spin settles (round time 0 = the
  /// spin settled; `origin` in spin seconds):
  ///
  ///     {origin, timeStep, rows, cells, symbolHeight, strip, symbol, endTime, full, award,
  ///      heldAtStart: [{cell, prize}], startStops,
  ///      counter: [{time, left}], held: [{time, cell, prize}],
  ///      respins: [{respin, startTime, settleTime, heldBefore, stops, drums}]}
  ///
  /// `counter` and `held` are the model's events (``CellReelEvent``: a respin starting, the
  /// counter reset, a respin ending; a bonus symbol held), so the page shows the counter and
  /// the highlights without a rule of its own; `drums` has one entry per cell, `null` for a
  /// held cell, else its trace columns as the spin's `trace` (times from the respin's start).
  static func cellReelsJSON(of result: SpinResult, request: SpinRequest) -> JSONValue {
    guard let feature = request.machine.holdAndWinReels,
      let round = try? request.cellReelsWithTraces(of: result)
    else { return .null }
    let clock = round.clock
    func seconds(_ tick: Int) -> JSONValue { .number(clock.time(atTick: tick)) }
    func prize(_ index: Int) -> JSONValue {
      let prize = feature.feature.prizes[index]
      return .string((prize.jackpot.map { $0 + " " } ?? "") + formatNumber(prize.value))
    }
    let samples = round.respins.reduce(0) { total, respin in
      total + respin.spunCells.reduce(0) { $0 + (respin.result.traces?[$1].count ?? 0) }
    }
    let sendsMotion = samples <= Self.maximumCellReelSamples
    var counter: [JSONValue] = [
      .object(["time": .number(0), "left": .number(round.respinsLeftAtStart)])
    ]
    var held: [JSONValue] = []
    for event in round.events {
      switch event.kind {
      case .respinStarted(let left), .counterReset(let left), .respinEnded(let left):
        counter.append(.object(["time": seconds(event.tick), "left": .number(left)]))
      case .held(let index):
        held.append(
          .object([
            "time": seconds(event.tick), "cell": .optional(event.cell), "prize": prize(index),
          ]))
      default: break
      }
    }
    let respins = round.respins.map { respin -> JSONValue in
      var drums = JSONValue.null
      if sendsMotion,
        case .object(let trace) = Self.traceColumns(of: respin.result, spec: respin.spec),
        let columns = trace.first(where: { $0.key == "drums" }),
        case .array(let all) = columns.node.value
      {
        drums = .array(
          all.enumerated().map { cell, node in
            respin.heldBefore[cell] ? JSONNode(value: .null, line: 0, column: 0) : node
          })
      }
      return .object([
        "respin": .number(respin.number), "startTime": seconds(respin.startTick),
        "settleTime": .optional(respin.settleTick.map { clock.time(atTick: $0) }),
        "heldBefore": .array(respin.heldBefore.map { .bool($0) }),
        "stops": .array(respin.targets.map { .number($0) }), "drums": drums,
      ])
    }
    let machine = feature.machine
    let award = round.award(feature.feature)
    return .object([
      "origin": .optional(result.time(result.spinTick)), "timeStep": .number(clock.timeStep),
      "rows": .number(machine.rows), "cells": .number(machine.cells),
      "symbolHeight": .number(machine.geometry.symbolHeight),
      "strip": .array(machine.geometry.strip.map { .string($0) }),
      "symbol": .string(feature.feature.symbol), "endTime": seconds(round.endTick),
      "full": .bool(round.round.isFull), "award": .number(award),
      "heldAtStart": .array(
        round.round.start.map { .object(["cell": .number($0.cell), "prize": prize($0.prize)]) }),
      "startStops": .array(round.startStops.map { .number($0) }),
      "counter": .array(counter), "held": .array(held), "respins": .array(respins),
    ])
  }
}
