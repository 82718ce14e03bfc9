import ReelKit

extension ParRun {
  /// The exact sheet of `machine` with its free-spins feature's figures
  /// (``/ReelKit/FreeSpinsSheet``) when it has one: the base game and the feature game each
  /// with its scatter counts' pays, each computed by whichever method applies to its own
  /// drums — `auto` enumerates a game within the window bound and takes the closed form
  /// beyond it, so a feature beyond the bound on a small base game (or the reverse) is
  /// valued exactly too; `enumerate` refuses a feature game beyond the bound.
  ///
  /// - Parameters:
  ///   - machine: the loaded machine.
  ///   - calculator: the base game's, prepared by `method` (``calculator(for:file:estimate:method:)``).
  ///   - method: how each game's sheet is computed.
  ///   - jobs: the most enumeration workers.
  ///   - file: the config's name in messages.
  ///   - estimate: how the caller offers a Monte Carlo estimate instead, named in the errors.
  ///   - progress: called with the fraction of the base game's enumeration done.
  /// - Throws: ``ConfigError`` when the base sheet is out of reach (at `drums`), the
  ///   feature's (at `paytable.freeSpins.strips`), or its retriggers never end (at
  ///   `paytable.freeSpins.awards`).
  public static func exact(
    for machine: ResolvedMachine, calculator: ParCalculator, method: Method = .auto, jobs: Int,
    file: String, estimate: String? = nil, progress: ((Double) -> Void)? = nil
  ) async throws(ConfigError) -> ParSheet {
    var base = calculator
    base.tracksScatterCounts = machine.freeSpins != nil
    guard let feature = machine.freeSpins else {
      do {
        return try await computed(base, method: method, jobs: jobs, progress: progress)
      } catch {
        throw problem(error, file: file, estimate: estimate)
      }
    }
    // The two games are independent: on two workers or more, side by side.
    async let concurrent: Result<ParSheet, ParError>? =
      jobs > 1 ? featureSheet(feature, method: method, jobs: jobs) : nil
    var sheet: ParSheet
    do {
      sheet = try await computed(base, method: method, jobs: jobs, progress: progress)
    } catch {
      throw problem(error, file: file, estimate: estimate)
    }
    let featureGame: ParSheet
    do {
      if let result = await concurrent {
        featureGame = try result.get()
      } else {
        featureGame = try await featureSheet(feature, method: method, jobs: jobs).get()
      }
    } catch {
      throw problem(error, file: file, estimate: estimate, at: "paytable.freeSpins.strips")
    }
    do {
      sheet.freeSpins = try FreeSpinsSheet(base: sheet, feature: featureGame, freeSpins: feature)
    } catch {
      throw ConfigError(
        file: file,
        problems: [
          ConfigProblem(path: JSONPath("paytable.freeSpins.awards"), message: error.description)
        ])
    }
    return sheet
  }

  /// The feature game's sheet with its scatter counts' pays, by `method` on its own drums.
  static func featureSheet(_ feature: FreeSpinsFeature, method: Method, jobs: Int) async
    -> Result<ParSheet, ParError>
  {
    do {
      var calculator = try calculator(
        reels: feature.reels, paytable: feature.paytable, weights: feature.weights,
        method: method, spread: ParWork.bookSpread(feature))
      calculator.tracksScatterCounts = true
      return .success(try await computed(calculator, method: method, jobs: jobs))
    } catch {
      return .failure(error)
    }
  }
}
