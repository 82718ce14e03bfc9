import ReelKitWasm
import Testing

/// The record layout the module hands to hosts (`rk_layout`) is written out as text; it must
/// list exactly the fields and names the records are written with.
struct WasmLayoutTests {
  @Test func theWrittenLayoutIsTheOneTheListsGive() {
    let layout = SpinRecord.layout
    let written = String(
      decoding: UnsafeBufferPointer(start: layout.utf8Start, count: layout.utf8CodeUnitCount),
      as: UTF8.self)
    #expect(written == SpinRecord.generatedLayout)
  }

}
