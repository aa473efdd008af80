import TestSupport
import Foundation
import Testing

/// A chart drawn by `compare` with `arguments`, parsed.
private func chart(_ arguments: [String]) throws -> [XMLElements.Element] {
    try withScratchFolder { folder in
        let file = folder.appendingPathComponent("chart.svg").path
        let outcome = try CompareCommand.run(arguments + ["--chart", file])
        #expect(outcome.status == 0)
        return try #require(XMLElements.parse(try String(contentsOfFile: file, encoding: .utf8)))
    }
}

/// A count as an axis writes it: 12, 1.2k, 1M.
private func axisValue(_ label: String) -> Double? {
    if label.hasSuffix("k") { return Double(label.dropLast()).map { $0 * 1e3 } }
    if label.hasSuffix("M") { return Double(label.dropLast()).map { $0 * 1e6 } }
    return Double(label)
}

extension [XMLElements.Element] {
    /// The `rect`, `circle` or other element a marker's tooltip belongs to.
    func marker(titled title: String) -> XMLElements.Element? {
        firstIndex { $0.name == "title" && $0.text == title }.map { self[$0 - 1] }
    }

    /// What the log panel `id` draws: from its box to the next panel's.
    func panel(_ id: String) throws -> ArraySlice<XMLElements.Element> {
        let start = try #require(firstIndex { $0.attributes["id"] == "\(id)-box" })
        let end = self[(start + 1)...].firstIndex { ($0.attributes["id"] ?? "").hasSuffix("-box") } ?? endIndex
        return self[start..<end]
    }

    /// The text elements reading `text`.
    func texts(_ text: String) -> [XMLElements.Element] {
        filter { $0.name == "text" && $0.text == text }
    }

    /// A bar panel's ticks: each label's value and the y of its line.
    func ticks(panel: String) -> [(value: Double, y: Double)] {
        compactMap { element in
            guard element.name == "line", let id = element.attributes["id"], id.hasPrefix("\(panel)-y-"),
                let value = axisValue(String(id.dropFirst(panel.count + 3))), let y = element.attributes["y1"].flatMap(Double.init)
            else { return nil }
            return (value, y)
        }
    }
}

extension XMLElements.Element {
    func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }
}

@Suite("charts that do not mislead", .loadIndependentTiming)
struct ChartRuleTests {
    /// A sweep's size axis says what a size counts when the workload says
    /// (guide-list's guides), and nothing more when it does not (search).
    @Test(arguments: [("guide-list", "size (guides)"), ("search", "size")])
    func aSweepsSizeAxisSaysWhatASizeCounts(workload: String, label: String) throws {
        let svg = try chart([workload, "--sizes", "2,4", "--counts-only"])
        let labels = svg.filter { $0.name == "text" && $0.text.hasPrefix("size") }
        #expect(!labels.isEmpty)
        #expect(labels.allSatisfy { $0.text == label }, "\(labels.map(\.text))")
    }

    /// A log panel's gridlines and their labels lie within the panel: none above
    /// its top decade or below its lowest, whatever the span of the sizes.
    @Test(arguments: [["10,100"], ["10,1000,100000"], ["2,4"]])
    func everyGridlineAndLabelOfALogPanelLiesWithinIt(sizes: [String]) throws {
        let svg = try chart(["guide-list", "--sizes", sizes[0], "--counts-only"])
        let frames = svg.indices.filter { svg[$0].name == "rect" && (svg[$0].attributes["id"] ?? "").hasSuffix("-frame") }
        #expect(frames.count >= 8)
        var checked = 0
        for start in frames {
            let frame = svg[start]
            let (left, top) = (try #require(frame.number("x")), try #require(frame.number("y")))
            let (right, bottom) = (left + (try #require(frame.number("width"))), top + (try #require(frame.number("height"))))
            // A panel draws what is its own after its frame and before the next panel's box.
            let end = svg[(start + 1)...].firstIndex { ($0.attributes["id"] ?? "").hasSuffix("-box") } ?? svg.endIndex
            let panel = svg[(start + 1)..<end]
            let gridlines = panel.filter {
                $0.name == "line" && $0.number("x1") == left && $0.number("x2") == right && $0.number("y1") == $0.number("y2")
            }
            let labels = panel.filter { $0.name == "text" && $0.number("x") == left - 8 }
            #expect(!gridlines.isEmpty && gridlines.count == labels.count)
            for line in gridlines {
                #expect((top - 0.01...bottom + 0.01).contains(line.number("y1")!), "\(line.attributes) outside \(top)...\(bottom)")
            }
            for label in labels {
                #expect((top - 0.01...bottom + 0.01).contains(label.number("y")! - 4), "label \(label.text) outside \(top)...\(bottom)")
            }
            checked += gridlines.count
        }
        #expect(checked > 30)
    }

    /// However many steps a chart has, odd or even, one size or several,
    /// everything it draws lies inside its own width and height.
    @Test(arguments: [
        ["tally", "--steps", "robin,sparrow"], ["tally", "--steps", "robin"], ["tally"], ["search", "--steps", "type,theme"],
        ["guide-list", "--sizes", "2,4", "--steps", "rename,add"], ["guide-list", "--sizes", "2,4", "--steps", "rename"],
    ])
    func everythingDrawnLiesInsideTheChart(arguments: [String]) throws {
        let svg = try chart(arguments + ["--counts-only"])
        let root = try #require(svg.first { $0.name == "svg" })
        let (width, height) = (try #require(root.number("width")), try #require(root.number("height")))
        var checked = 0
        for element in svg {
            let xs = ["x", "x1", "x2", "cx"].compactMap(element.number) + [element.number("x").flatMap { x in element.number("width").map { x + $0 } }].compactMap { $0 }
            let ys = ["y", "y1", "y2", "cy"].compactMap(element.number) + [element.number("y").flatMap { y in element.number("height").map { y + $0 } }].compactMap { $0 }
            guard !xs.isEmpty || !ys.isEmpty else { continue }
            checked += 1
            #expect(xs.allSatisfy { (0...width).contains($0) }, "\(element.name) \(element.attributes) beyond the chart's width \(width)")
            #expect(ys.allSatisfy { (0...height).contains($0) }, "\(element.name) \(element.attributes) below the chart's height \(height)")
        }
        #expect(checked > 20)
    }

    /// The x axis from its frame and log10 worked out here, not from the chart's own
    /// function: a tick and a point mapped by one wrong function would agree with each other.
    @Test func size1000SitsHalfwayAlongATenTo100kAxisAsLog10Says() throws {
        let svg = try chart(["guide-list", "--sizes", "10,1000,100000", "--notify", "property", "--kind", "class", "--counts-only"])
        let frame = try #require(svg.element(id: "launch-bodies-run-frame"))
        let (left, top) = (try #require(frame.number("x")), try #require(frame.number("y")))
        let (width, height) = (try #require(frame.number("width")), try #require(frame.number("height")))
        let bottom = top + height
        // launch runs size + 3 bodies: 13 to 100,003, so the y axis runs from 10 to 1M.
        // The box drawn around the axis stands beyond it; the size labels sit under the box.
        let box = try #require(svg.element(id: "launch-bodies-run-box"))
        let boxBottom = try #require(box.number("y")) + (try #require(box.number("height")))
        let xTicks = svg.filter { $0.name == "text" && $0.number("y") == boxBottom + 16 && $0.number("x")! <= left + width }
        #expect(xTicks.map(\.text) == ["10", "100", "1k", "10k", "100k"])
        let yTicks = svg.filter { $0.name == "text" && $0.number("x") == left - 8 && $0.number("y")! <= bottom + 4 }
        #expect(yTicks.map(\.text) == ["10", "100", "1k", "10k", "100k", "1M"])
        #expect(xTicks.first?.number("x") == left)
        #expect(xTicks.last?.number("x") == left + width)
        let x1000 = left + (log10(1000) - log10(10)) / (log10(100_000) - log10(10)) * width
        #expect(abs(x1000 - (left + width / 2)) < 1e-9)
        let y1003 = bottom - (log10(1003) - log10(10)) / (log10(1_000_000) - log10(10)) * height
        let point = try #require(svg.marker(titled: "property·class, size 1000: 1003"))
        #expect(abs(try #require(point.number("cx")) - x1000) < 0.01)
        #expect(abs(try #require(point.number("cy")) - y1003) < 0.01)
        let tick = try #require(xTicks.first { $0.text == "1k" })
        #expect(abs(try #require(tick.number("x")) - x1000) < 0.01)
        let y1k = bottom - (log10(1000) - log10(10)) / (log10(1_000_000) - log10(10)) * height
        #expect(abs(try #require(yTicks.first { $0.text == "1k" }?.number("y")) - (y1k + 4)) < 0.01)
    }

    /// rename runs one body for each class combination, 3 for property and
    /// observation structs and 4 for object·struct: every line passes through
    /// its own value, and each tie is one ring at that value naming its series.
    @Test func tiedSeriesAreDrawnAtTheirValueAsOneRingNamingEverySeries() throws {
        let svg = try chart(["guide-list", "--sizes", "2,4", "--counts-only"])
        let panel = try svg.panel("rename-bodies-run")
        let (x1, x10) = (try #require(svg.number("x1", id: "rename-bodies-run-x-1")), try #require(svg.number("x1", id: "rename-bodies-run-x-10")))
        let (y1, y10) = (try #require(svg.number("y1", id: "rename-bodies-run-y-1")), try #require(svg.number("y1", id: "rename-bodies-run-y-10")))
        func x(_ size: Double) -> Double { x1 + (x10 - x1) * log10(size) }
        func y(_ bodies: Double) -> Double { y1 + (y10 - y1) * log10(bodies) }
        for size in [2.0, 4] {
            let marks = panel.indices.filter { panel[$0].name == "title" && panel[$0].text.contains(", size \(Int(size)): ") }
            #expect(marks.map { panel[$0].text } == [
                "object·struct, size \(Int(size)): 4",
                "property·class, observation·class, object·class, size \(Int(size)): 1",
                "property·struct, observation·struct, size \(Int(size)): 3",
            ])
            for (title, (bodies, ring)) in zip(marks, [(4.0, false), (1, true), (3, true)]) {
                let mark = panel[title - 1]
                #expect((mark.name == "circle" && mark.attributes["r"] == "5" && mark.attributes["fill"] == "#ffffff") == ring)
                #expect(abs(try #require(mark.number("cx") ?? mark.number("x").map { $0 + 3.5 }) - x(size)) < 0.01)
                #expect(abs(try #require(mark.number("cy") ?? mark.number("y").map { $0 + 3.5 }) - y(bodies)) < 0.01)
            }
        }
        let lines = [("#0072B2", 1.0), ("#56B4E9", 3), ("#009E73", 1), ("#8FD14F", 3), ("#D55E00", 1), ("#E69F00", 4)]
        for (colour, bodies) in lines {
            let line = try #require(panel.first { $0.name == "polyline" && $0.attributes["stroke"] == colour })
            let points = try #require(line.attributes["points"]).split(separator: " ").map { $0.split(separator: ",").compactMap { Double(String($0)) } }
            #expect(points.count == 2)
            for (point, size) in zip(points, [2.0, 4]) {
                #expect(abs(point[0] - x(size)) < 0.01 && abs(point[1] - y(bodies)) < 0.01, "\(colour) \(point)")
            }
        }
        // scroll runs nothing anywhere: one ring on the 0 row, naming all six, inside the panel's box.
        let scroll = try svg.panel("scroll-bodies-run")
        let box = try #require(svg.element(id: "scroll-bodies-run-box"))
        let (boxTop, boxHeight) = (try #require(box.number("y")), try #require(box.number("height")))
        let zero = try #require(svg.number("y1", id: "scroll-bodies-run-y-0"))
        let atZero = scroll.indices.filter { scroll[$0].name == "title" && scroll[$0].text.hasSuffix(", size 2: 0") }
        #expect(atZero.map { scroll[$0].text } == [
            "property·class, property·struct, observation·class, observation·struct, object·class, object·struct, size 2: 0",
        ])
        let ring = try #require(atZero.first.map { scroll[$0 - 1] })
        #expect(ring.number("cy") == zero)
        #expect(zero - 6 >= boxTop && zero + 6 <= boxTop + boxHeight)
        // The axis breaks between the 0 row and the lowest decade: the distance between them is no measure.
        let cut = try #require(svg.element(id: "scroll-bodies-run-y-break"))
        let lowest = try #require(svg.number("y1", id: "scroll-bodies-run-y-1"))
        let cutY = (try #require(cut.number("y1")) + (try #require(cut.number("y2")))) / 2
        #expect(cutY < zero && cutY > lowest)
    }

    /// Without a timing column, the steps take both columns: none is left empty.
    @Test func aCountsOnlySweepPutsTwoStepsSideBySideAcrossTheWholeWidth() throws {
        let svg = try chart(["guide-list", "--sizes", "2,4", "--counts-only"])
        let width = try #require(svg.first?.attributes["width"].flatMap(Double.init))
        let launch = try #require(svg.element(id: "launch-bodies-run-frame"))
        let rename = try #require(svg.element(id: "rename-bodies-run-frame"))
        #expect(launch.number("x") == 80)
        #expect(rename.number("y") == launch.number("y"))
        #expect(try #require(rename.number("x")) > (try #require(launch.number("x")) + (try #require(launch.number("width")))))
        #expect(try #require(rename.number("x")) + (try #require(rename.number("width"))) == width - 30)
        let timed = try chart(["guide-list", "--sizes", "2,4", "--steps", "rename"] + quickTiming)
        let time = try #require(timed.element(id: "launch-time-per-step-frame"))
        #expect(time.number("y") == timed.element(id: "launch-bodies-run-frame")?.number("y"))
        #expect(try #require(time.number("x")) + (try #require(time.number("width"))) == width - 30)
        #expect(try #require(timed.element(id: "rename-bodies-run-frame")?.number("y")) > (try #require(time.number("y"))))
    }

    /// A struct's bars are hatched as its lines are dashed; the legend shows the
    /// same fill, and in a sweep the same width and paleness as the lines.
    @Test func eachLegendSwatchIsDrawnAsItsBarsAndLinesAre() throws {
        let bars = try chart(["guide-list", "--size", "2", "--counts-only"])
        for notify in ["property", "observation", "object"] {
            for kind in ["class", "struct"] {
                let fill = try #require(bars.element(id: "legend-\(notify)-\(kind)")?.attributes["fill"])
                #expect(bars.element(id: "launch-\(notify)-\(kind)")?.attributes["fill"] == fill)
                #expect(bars.element(id: "compared-add-\(notify)-\(kind)")?.attributes["fill"] == fill)
                #expect(fill.hasPrefix("url(#") == (kind == "struct"), "\(fill)")
            }
        }
        let hatch = try #require(bars.element(id: "hatch-56B4E9"))
        #expect(hatch.name == "pattern")
        #expect(bars.element(id: "legend-property-struct")?.attributes["fill"] == "url(#hatch-56B4E9)")
        let lines = try chart(["guide-list", "--sizes", "2,4", "--counts-only"])
        for colour in ["#0072B2", "#009E73", "#E69F00"] {
            let swatch = try #require(lines.first { $0.name == "line" && $0.attributes["stroke"] == colour })
            let drawn = lines.filter { $0.name == "polyline" && $0.attributes["stroke"] == colour }
            #expect(drawn.count == 8)
            for line in drawn {
                #expect(line.attributes["stroke-width"] == swatch.attributes["stroke-width"])
                #expect(line.attributes["stroke-opacity"] == (swatch.attributes["stroke-opacity"] ?? "1"))
                #expect(line.attributes["stroke-dasharray"] == swatch.attributes["stroke-dasharray"])
            }
        }
    }

    /// launch at size 8 runs 11 bodies: the axis goes to 12 in steps of 2, and a
    /// bar reads off it, not off the panel's own tallest bar.
    @Test func everyBarReadsOffItsPanelsLabelledAxisFromZero() throws {
        let svg = try chart(["guide-list", "--size", "8", "--counts-only"])
        let launch = svg.ticks(panel: "bodies-launch")
        #expect(launch.map(\.value) == [0, 2, 4, 6, 8, 10, 12])
        let rename = svg.ticks(panel: "bodies-rename")
        #expect(rename.map(\.value) == [0, 1, 2, 3, 4])
        for (panel, ticks, bar, value) in [("launch", launch, "launch-property-class", 11.0), ("rename", rename, "rename-object-struct", 4)] {
            let zero = try #require(ticks.first?.y), (topValue, topY) = try #require(ticks.last)
            // The axis spans the panel: 0 at its foot, the top tick at its head.
            #expect(zero == svg.number("y2", id: "bodies-\(panel)-axis"))
            #expect(topY == svg.number("y1", id: "bodies-\(panel)-axis"))
            #expect(zero - topY == 200)
            let perUnit = (zero - topY) / topValue
            for tick in ticks {
                #expect(abs(zero - tick.y - tick.value * perUnit) < 0.01, "\(panel) \(tick.value)")
                let label = svg.texts(axisLabel(tick.value))
                #expect(label.contains { $0.number("y") == tick.y + 4 }, "\(panel) \(tick.value)")
            }
            let drawn = try #require(svg.element(id: bar))
            #expect(abs(try #require(drawn.number("height")) - value * perUnit) < 0.01)
            #expect(abs(try #require(drawn.number("y")) + (try #require(drawn.number("height"))) - zero) < 0.01)
        }
    }

    /// Each step's second panel shows the children compared, the diffing a count
    /// of bodies hides: rename runs 3 property·struct bodies but compares every row.
    @Test func eachStepHasAPanelOfChildrenComparedWithTheCountsColumn() throws {
        let csv = try CompareCommand.run(["guide-list", "--size", "2", "--counts-only", "--format", "csv"]).stdout
        let rows = csv.split(separator: "\r\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let svg = try chart(["guide-list", "--size", "2", "--counts-only"])
        #expect(rows.count == 48)
        for row in rows {
            let (notify, kind, step, compared) = (row[2], row[3], row[4], try #require(Double(String(row[8]))))
            let ticks = svg.ticks(panel: "compared-\(step)")
            let zero = try #require(ticks.first?.y), (topValue, topY) = try #require(ticks.last)
            let index = try #require(svg.firstIndex { $0.attributes["id"] == "compared-\(step)-\(notify)-\(kind)" })
            #expect(abs(try #require(svg[index].number("height")) - compared * (zero - topY) / topValue) < 0.01, "\(row)")
            #expect(svg[index + 1].text == String(Int(compared)), "\(row)")
        }
        #expect(rows.contains { $0[2] == "property" && $0[3] == "struct" && $0[4] == "rename" && $0[5] == "3" && $0[8] == "2" })
    }
}

/// A tick value written as the axis writes it.
private func axisLabel(_ value: Double) -> String {
    value >= 1000 ? "\(value / 1000)k" : String(Int(value))
}
