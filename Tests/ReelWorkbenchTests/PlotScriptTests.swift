import Foundation
import TestSupport
import Testing

@testable import ReelWorkbench

/// The chart templates and the scripts built from them: committed bytes, no placeholder left,
/// byte-stable, relative paths only, sizes and formats, `--compare` dashed, `--drums`.
@Suite struct PlotScriptTests {
  static let templateNames = [ChartTemplates.styleName] + Chart.allCases.map(\.scriptName)

  func builtIn(_ name: String) -> String? {
    if name == ChartTemplates.styleName { return ChartTemplates.builtIn.style }
    return Chart.allCases.first { $0.scriptName == name }.flatMap {
      ChartTemplates.builtIn.charts[$0]
    }
  }

  @Test(arguments: templateNames)
  func builtInTemplateEqualsThePlotsFileByteForByte(name: String) throws {
    let file = try Data(contentsOf: PlotTemplates.folder.appendingPathComponent(name))
    let text = try #require(builtIn(name))
    #expect(Array(text.utf8) == Array(file))
  }

  @Test func loadingThePlotsFolderGivesTheBuiltInTemplates() throws {
    let loaded = try ChartTemplates.load(from: PlotTemplates.folder.path)
    #expect(loaded == ChartTemplates.builtIn)
    #expect(Set(loaded.charts.keys) == Set(Chart.allCases))
  }

  @Test func aFolderMissingATemplateIsUnreadable() throws {
    let folder = try PlotFixture.editedTemplates(.offset) { $0 }
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.removeItem(at: folder.appendingPathComponent("offset.gp"))
    let error = #expect(throws: ConfigError.self) {
      try ChartTemplates.load(from: folder.path)
    }
    #expect(error?.kind == .unreadable)
    #expect(error?.file.hasSuffix("/offset.gp") == true)
  }

  @Test(arguments: Repo.configNames, [nil, "classic"])
  func noPlaceholderIsLeft(config: String, compare: String?) async throws {
    let scripts = try await PlotFixture.scripts(config, compare: compare)
    for (chart, text) in zip(scripts.charts, PlotFixture.texts(of: scripts)) {
      #expect(!text.contains(/@[A-Z_]+@/), "\(chart) keeps a placeholder")
      #expect(text.contains("here = ARG0[1:strlen(ARG0) - strlen(\"\(chart.scriptName)\")]"))
      #expect(text.contains("set output here.\"\(chart.rawValue).\".format"))
      #expect(text.hasSuffix("}\n"))
    }
  }

  @Test(arguments: ["default", "classic-overrun", "video-5reel"])
  func scriptsAreByteStableWithoutTimesOrAbsolutePaths(config: String) async throws {
    let first = PlotFixture.texts(of: try await PlotFixture.scripts(config, compare: "turbo"))
    let again = PlotFixture.texts(of: try await PlotFixture.scripts(config, compare: "turbo"))
    #expect(first == again)
    for text in first {
      #expect(!text.contains(Repo.root.path))
      #expect(!text.contains(FileManager.default.temporaryDirectory.path))
      #expect(!text.contains(/"\//), "a quoted absolute path")
      #expect(!text.contains(/\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}:\d{2}/), "a date or a time")
      // Every file is named relative to the script's own folder.
      for match in text.matches(of: /(\S*)"([^"]*\.(dat|gp))"/) {
        #expect(match.output.1.hasSuffix("here.") || match.output.1.hasSuffix("strlen("))
      }
    }
  }

  @Test(arguments: [
    ([ImageFormat.png], 1280, 720, "png"), ([.svg], 640, 480, "svg"),
    ([.png, .svg], 100, 10_000, "png svg"),
  ])
  func sizeAndFormatsAreSubstituted(formats: [ImageFormat], width: Int, height: Int, list: String)
    async throws
  {
    let options = ChartOptions(formats: formats, width: width, height: height)
    let scripts = try await PlotFixture.scripts("default", options: options)
    for text in PlotFixture.texts(of: scripts) {
      #expect(text.contains("width = \(width)\nheight = \(height)\n"))
      #expect(text.contains("do for [format in \"\(list)\"] {\n  load here.\"style.gp\"\n"))
    }
  }

  @Test func compareOverlaysTheSecondMachineDashed() async throws {
    let scripts = try await PlotFixture.scripts("default", compare: "classic")
    let texts = PlotFixture.texts(of: scripts)
    for (chart, text) in zip(Chart.allCases, texts) {
      #expect(text.contains("default (solid) vs classic (dashed)"), "\(chart)")
      let compared = text.split(separator: "\n").filter { $0.contains("compare-data.dat") }
      #expect(compared.count == (chart == .acceleration ? 6 : 3), "\(chart)")
      #expect(compared.allSatisfy { $0.contains(" dt 2 ") && $0.contains("(classic)") })
      let own = text.split(separator: "\n").filter { $0.contains("here.\"data.dat\"") }
      #expect(own.allSatisfy { !$0.contains(" dt ") && $0.contains("(default)") })
    }
    #expect(texts[0].split(separator: "\n").filter { $0.contains("compare-events.dat") }.count == 3)
    #expect(texts[2].contains(" with lines lt 1 dt 2 lw 1 title \"drum 0 (classic) target "))
  }

  @Test func withoutCompareNoCompareFileIsNamed() async throws {
    for text in PlotFixture.texts(of: try await PlotFixture.scripts("turbo")) {
      #expect(!text.contains("compare-"))
      #expect(!text.contains(" dt 2 "))
      #expect(text.contains("here.\"data.dat\" index 4 "))
    }
  }

  @Test(arguments: [[0, 2], [2], [1, 0]])
  func drumsLimitTheBlocksPlotted(drums: [Int]) async throws {
    let scripts = try await PlotFixture.scripts("default", drums: drums)
    let velocity = PlotFixture.texts(of: scripts)[0]
    let blocks = velocity.matches(
      of: /"data.dat" index (\d) using 1:7 with lines lt (\d) title "drum (\d)"/)
    #expect(blocks.map { Int($0.output.1)! } == Array(drums.indices))
    #expect(blocks.map { Int($0.output.2)! } == drums.map { $0 + 1 })
    #expect(blocks.map { Int($0.output.3)! } == drums)
  }

  @Test func classicDrumsShadeTheirSlowZoneOnTheOffsetVelocityChart() async throws {
    let classic = PlotFixture.texts(of: try await PlotFixture.scripts("classic"))[1]
    #expect(classic.contains("set object 1 rect from -"))
    #expect(classic.contains("set object 2 rect from -"))
    #expect(classic.contains(/set xrange \[\d+:-\d+\]/))
    let planned = PlotFixture.texts(of: try await PlotFixture.scripts("default"))[1]
    #expect(planned.contains("# no classic drum: no slow zone to shade"))
    #expect(!planned.contains("set object"))
  }
}
