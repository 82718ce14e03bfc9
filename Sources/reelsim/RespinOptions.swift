import ArgumentParser
import ReelKit
import ReelKitSupport
import ReelWorkbench

/// `--from-result CODE --hold LIST`: spin again from a previous outcome, holding some drums.
struct RespinOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Respin from this previous outcome (a result code, e.g. 3-17-5); needs --hold.",
      valueName: "code"))
  var fromResult: String?

  @Option(
    help: ArgumentHelp(
      "With --from-result: hold these drums where they rest, comma-separated (e.g. 0,2).",
      valueName: "list"))
  var hold: String?

  func validate() throws {
    guard fromResult != nil || hold != nil else { return }
    guard fromResult != nil, hold != nil else {
      throw ValidationError("--from-result and --hold go together.")
    }
    _ = try parsed()
  }

  /// The previous outcome and the held drums as written, or `nil` without the options;
  /// malformed text is a usage error.
  func parsed() throws -> (code: ResultCode, held: [Int])? {
    guard let fromResult, let hold else { return nil }
    let code: ResultCode
    do {
      code = try ResultCode(parsing: fromResult)
    } catch {
      throw ValidationError("--from-result: result code \(error.message).")
    }
    var held: [Int] = []
    for token in hold.split(separator: ",", omittingEmptySubsequences: false) {
      guard token.allSatisfy({ $0.isASCII && $0.isNumber }), let drum = Int(token) else {
        throw ValidationError(
          "--hold: \(QuotedInput.quoted(String(token))) is not a drum index (allowed: drum "
            + "indices from 0, comma-separated, e.g. 0,2).")
      }
      guard !held.contains(drum) else {
        throw ValidationError("--hold: drum \(drum) is listed twice (allowed: each drum once).")
      }
      held.append(drum)
    }
    return (code, held)
  }

  /// `request` as the respin a controls file `file` asks for: problems of the file at their
  /// JSON paths (`error: FILE: respin.hold[1]: …`), exit 65.
  static func apply(_ respin: RespinRequest, to request: SpinRequest, file: String) throws
    -> SpinRequest
  {
    switch respin.respin(on: request.machine.spec) {
    case .failure(let found):
      Diagnostics.writeErrors(
        found.problems.map { "error: \(file): respin.\($0.path): \($0.message)" },
        prefix: "error: \(file): ")
      throw ExitStatus.invalidData
    case .success(let respin):
      return try apply(respin, to: request)
    }
  }

  /// `request` as `respin`; a held drum's target given with `--targets` that is not its rest
  /// stop is invalid data, exit 65.
  static func apply(_ respin: Respin, to request: SpinRequest) throws -> SpinRequest {
    do {
      return try request.respin(respin)
    } catch {
      // `hold[1]: drum 7 is …` → `--hold: drum 7 is …` (every message names its drum).
      let lines = error.lines.map { line in
        let parts = line.split(separator: ": ", maxSplits: 1)
        let field = parts.count == 2 ? String(parts[0]) : ""
        let option =
          field.hasPrefix("targets")
          ? "--targets" : field.hasPrefix("hold") ? "--hold" : "--from-result"
        return "error: \(option): " + (parts.count == 2 ? String(parts[1]) : line)
      }
      Diagnostics.writeErrors(lines, prefix: "error: ")
      throw ExitStatus.invalidData
    }
  }

  /// `request` as a respin, or unchanged without the options. A code or a hold list that
  /// does not fit the machine is invalid data: one line per problem, exit 65.
  func apply(to request: SpinRequest) throws -> SpinRequest {
    guard let (code, held) = try parsed() else { return request }
    let stops: [Int]
    do {
      stops = try code.stops(on: request.machine.spec)
    } catch {
      Diagnostics.write("error: --from-result: result code \(error.message)")
      throw ExitStatus.invalidData
    }
    return try Self.apply(Respin(previousStops: stops, held: held), to: request)
  }
}
