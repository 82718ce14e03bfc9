import Dispatch
import Foundation
import ReelWorkbench

/// Ctrl-C (SIGINT) and SIGTERM: remove every partial file (temporary names of atomic
/// writes, plot staging folders), then exit with 130 or 143 as a shell expects. Finished
/// output files are never touched; gnuplot, in the same process group, gets the signal too.
enum Interrupts {
  /// Kept alive for the life of the process; written once, from `main`, before anything runs.
  nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

  static func install() {
    for (signalNumber, code) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler {
        PartialFiles.removeAll()
        FileHandle.standardError.write(Data("\ninterrupted: partial files removed\n".utf8))
        exit(code)
      }
      source.resume()
      sources.append(source)
    }
  }
}
