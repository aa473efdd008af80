import Foundation

/// An SVG 1.1 document built element by element, with text escaped for XML.
struct SVG {
    let width: Double
    let height: Double
    private var elements: [String] = []
    /// Patterns that fills refer to by `url(#id)`, each written once.
    private var definitions: [String: String] = [:]

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    mutating func rect(
        x: Double, y: Double, width: Double, height: Double, fill: String, stroke: String? = nil, id: String? = nil
    ) {
        let identity = id.map { #" id="\#(identifier($0))""# } ?? ""
        elements.append(#"<rect\#(identity) x="\#(n(x))" y="\#(n(y))" width="\#(n(width))" height="\#(n(height))" fill="\#(fill)"\#(stroke.map { #" stroke="\#($0)""# } ?? "")/>"#)
    }

    mutating func line(
        _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, stroke: String, width: Double = 1,
        dash: String? = nil, opacity: Double = 1, id: String? = nil
    ) {
        let identity = id.map { #" id="\#(identifier($0))""# } ?? ""
        let paler = opacity == 1 ? "" : #" stroke-opacity="\#(n(opacity))""#
        elements.append(#"<line\#(identity) x1="\#(n(x1))" y1="\#(n(y1))" x2="\#(n(x2))" y2="\#(n(y2))" stroke="\#(stroke)" stroke-width="\#(n(width))"\#(paler)\#(dash.map { #" stroke-dasharray="\#($0)""# } ?? "")/>"#)
    }

    /// A fill of `colour` crossed by white diagonal stripes, for a struct's bars
    /// (its lines are dashed); returns the fill that refers to it.
    mutating func hatch(_ colour: String) -> String {
        let id = "hatch-" + colour.filter { $0.isLetter || $0.isNumber }
        definitions[id] = ##"<pattern id="\##(id)" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect x="0" y="0" width="6" height="6" fill="\##(colour)"/><line x1="0" y1="0" x2="0" y2="6" stroke="#ffffff" stroke-width="2.5"/></pattern>"##
        return "url(#\(id))"
    }

    mutating func polyline(_ points: [(Double, Double)], stroke: String, width: Double, dash: String? = nil, opacity: Double = 1) {
        let list = points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
        elements.append(#"<polyline points="\#(list)" fill="none" stroke="\#(stroke)" stroke-width="\#(n(width))" stroke-linejoin="round" stroke-opacity="\#(n(opacity))"\#(dash.map { #" stroke-dasharray="\#($0)""# } ?? "")/>"#)
    }

    /// A marker: a circle for a class-kind line, a square for a struct-kind one.
    mutating func marker(_ x: Double, _ y: Double, square: Bool, fill: String, title: String) {
        let tooltip = "<title>\(escape(title))</title>"
        if square {
            elements.append(#"<rect x="\#(n(x - 3.5))" y="\#(n(y - 3.5))" width="7" height="7" fill="\#(fill)">\#(tooltip)</rect>"#)
        } else {
            elements.append(#"<circle cx="\#(n(x))" cy="\#(n(y))" r="4" fill="\#(fill)">\#(tooltip)</circle>"#)
        }
    }

    /// A tie's mark: a ring for several series of one value, its tooltip naming them.
    mutating func tie(_ x: Double, _ y: Double, title: String) {
        elements.append(##"<circle cx="\##(n(x))" cy="\##(n(y))" r="5" fill="#ffffff" stroke="#222222" stroke-width="1.5"><title>\##(escape(title))</title></circle>"##)
    }

    enum Anchor: String {
        case start, middle, end
    }

    mutating func text(
        _ string: String, x: Double, y: Double, size: Double = 12, anchor: Anchor = .start,
        weight: String = "normal", fill: String = "#222", rotate: Double? = nil
    ) {
        let transform = rotate.map { #" transform="rotate(\#(n($0)) \#(n(x)) \#(n(y)))""# } ?? ""
        elements.append(#"<text x="\#(n(x))" y="\#(n(y))" font-size="\#(n(size))" text-anchor="\#(anchor.rawValue)" font-weight="\#(weight)" fill="\#(fill)"\#(transform)>\#(escape(string))</text>"#)
    }

    /// The document, with an XML declaration, ready to write.
    var document: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">
        <defs>\(definitions.keys.sorted().compactMap { definitions[$0] }.joined())</defs>
        <rect x="0" y="0" width="\(n(width))" height="\(n(height))" fill="#ffffff"/>
        \(elements.joined(separator: "\n"))
        </svg>

        """
    }

    private func n(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }

    /// An XML name made from `text`: letters, digits and hyphens, starting with a letter.
    func identifier(_ text: String) -> String {
        let mapped = text.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? String($0) : $0 == "µ" ? "u" : "-" }.joined()
        return mapped.first?.isLetter == true ? mapped : "id-" + mapped
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }
}
