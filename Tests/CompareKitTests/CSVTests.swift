@testable import CompareKit
import Testing

@Suite("CSV: fields a user's names can hold")
struct CSVTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("a,b", "\"a,b\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("two\nlines", "\"two\nlines\""),
        ("cr\rhere", "\"cr\rhere\""),
    ])
    func aFieldIsQuotedExactlyWhenItMustBe(value: String, written: String) {
        #expect(CSV.field(value) == written)
    }

    @Test func aRowOfAwkwardFieldsReadsBackAsWritten() throws {
        let rows = [["workload", "step"], ["my, screen", "rename \"top\""], ["", "line\nbreak"]]
        let text = CSV.text(rows)
        #expect(text == "workload,step\r\n\"my, screen\",\"rename \"\"top\"\"\"\r\n,\"line\nbreak\"\r\n")
        #expect(try CSV.records(text) == rows)
    }
}
