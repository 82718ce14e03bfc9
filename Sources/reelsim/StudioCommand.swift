import ArgumentParser
import FlyingSocks
import Foundation
import ReelWorkbench

/// `reelsim studio`: serves the studio page and its JSON API (``StudioAPI``) on a local port
/// until Ctrl-C.
struct Studio: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Watch a machine spin beside its curves and tune it live in the browser.",
    discussion: """
      Serves a local web page (and its JSON API) that spins the machine with the real model, \
      plays the spin back from the model's own ticks at 1×, 0.25× or 0.1×, draws its curves, \
      edits every motion parameter live, compares with a second config and saves the edited \
      config next to the loaded one. Prints the URL, then serves until Ctrl-C (exit 130). \
      Binds to 127.0.0.1 unless --host says otherwise; --port 0 picks a free port. The page \
      runs the model itself (reelkit.wasm, built by Scripts/build-wasm.sh; see Docs/wasm.md), \
      so a slider drag re-spins without a round trip; without the module it plays the \
      server's spins.

      --export FILE writes the page, the model and the machine into one HTML file that works \
      opened from disk, offline, with nothing installed, and exits: 0 written, 65 invalid \
      config, 66 missing config or reelkit.wasm, 73 cannot write FILE (- for stdout).
      """
  )

  @OptionGroup var machineConfig: ConfigArgument

  @Option(help: ArgumentHelp("A second config to compare with (A/B).", valueName: "config"))
  var compare: String?

  @Option(help: "The address to listen on: an IPv4 or IPv6 address.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on (0: any free port).")
  var port: UInt16 = 8080

  @Option(
    help: ArgumentHelp(
      "Write the page, model and machine into one offline HTML file (- for stdout) and exit.",
      valueName: "file"))
  var export: String?

  func validate() throws {
    _ = try address()
  }

  /// The socket address for `--host` and `--port`.
  private func address() throws -> any SocketAddress {
    if let address = try? sockaddr_in.inet(ip4: host, port: port) { return address }
    if let address = try? sockaddr_in6.inet6(ip6: host, port: port) { return address }
    throw ValidationError(
      "--host \(host.prefix(80)) is not an IP address (allowed: 127.0.0.1, ::1, 0.0.0.0, …).")
  }

  func run() async throws {
    let workspace: StudioWorkspace
    do {
      workspace = try StudioWorkspace(config: machineConfig.config, compare: compare)
    } catch {
      throw Diagnostics.report(error)
    }
    let model = StudioModel.loadForThisBinary()
    let api = StudioAPI(workspace: workspace, model: model)
    if let export {
      guard let model else {
        Diagnostics.write("error: \(StudioModel.missingMessage)")
        throw ExitStatus.noInput
      }
      Output.reserveStandardOutput(for: [export])
      try Output.file(StudioExport.html(api: api, model: model), to: export)
      return
    }
    if model == nil {
      Diagnostics.write("note: \(StudioModel.missingMessage); the page plays the server's spins")
    }
    let server: StudioServer
    do {
      server = try StudioServer(address: try address(), api: api)
    } catch {
      Diagnostics.write("error: --port \(port): cannot listen on \(host): \(error)")
      throw ExitStatus.cannotCreate
    }
    guard let listening = server.address else { throw ExitStatus.cannotCreate }
    let url: String
    switch listening {
    case .ip4(let ip, let port): url = "http://\(ip):\(port)/"
    case .ip6(let ip, let port): url = "http://[\(ip)]:\(port)/"
    case .unix(let path): url = path
    }
    let name = workspace.primary.displayName
    Output.write("reelsim studio: \(name) at \(url) (Ctrl-C to stop)\n")
    do {
      try await server.run()
    } catch {
      Diagnostics.write("error: the studio server stopped: \(error)")
      throw ExitStatus.cannotCreate
    }
  }
}
