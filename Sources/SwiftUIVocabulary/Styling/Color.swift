import Foundation
import ViewGraph

/// A colour, as SwiftUI's `Color`: a value a style modifier takes and a view
/// of its own. As a view it shows its name (`red`), or `#3366CCFF` for a
/// colour made of components, with its opacity before it when it has one
/// (`50% red`): a colour that depends on the model is then part of what the
/// stale check compares (G6).
///
/// ```swift
/// Circle().fill(guide.isDone ? Color.green : Color.gray)
/// Text("Late").foregroundStyle(.red)
/// Color.blue.opacity(0.2)
/// ```
public struct Color: Hashable, CustomStringConvertible, Sendable {
    enum Base: Hashable, Sendable {
        /// A system colour or one from an asset catalogue, by name.
        case named(String)
        /// A constant colour, each component from 0 to 1.
        case components(red: Double, green: Double, blue: Double, opacity: Double)
    }

    let base: Base
    /// The opacity `.opacity(_:)` gave it, 1 if none.
    let opacity: Double

    init(_ base: Base, opacity: Double = 1) {
        self.base = base
        self.opacity = opacity
    }

    /// The colour named `name` in an asset catalogue.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(.named(name))
    }

    /// A constant colour of red, green and blue components, each from 0 to 1.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.components(red: red, green: green, blue: blue, opacity: opacity))
    }

    /// A constant grey of `white`, from 0 (black) to 1 (white).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(.components(red: white, green: white, blue: white, opacity: opacity))
    }

    /// A constant colour of hue, saturation and brightness, each from 0 to 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        // The usual HSB-to-RGB sextants.
        let h = (hue - hue.rounded(.down)) * 6
        let sextant = Int(h) % 6
        let f = h - Double(Int(h))
        let (v, s) = (brightness, saturation)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let (r, g, b): (Double, Double, Double) =
            switch sextant {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(.components(red: r, green: g, blue: b, opacity: opacity))
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(base, opacity: self.opacity * opacity)
    }

    /// The profile a colour's components are read in.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    /// What the colour shows: `red`, `#3366CCFF`, `50% red`.
    public var description: String {
        let name: String
        switch base {
        case .named(let named): name = named
        case .components(let red, let green, let blue, let opacity):
            func hex(_ component: Double) -> String {
                let byte = Int((min(max(component, 0), 1) * 255).rounded())
                return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
            name = "#" + hex(red) + hex(green) + hex(blue) + hex(opacity)
        }
        if opacity == 1 { return name }
        return "\(Int((opacity * 100).rounded()))% \(name)"
    }
}

extension Color {
    public static let black = Color(.named("black"))
    public static let blue = Color(.named("blue"))
    public static let brown = Color(.named("brown"))
    public static let clear = Color(.named("clear"))
    public static let cyan = Color(.named("cyan"))
    public static let gray = Color(.named("gray"))
    public static let green = Color(.named("green"))
    public static let indigo = Color(.named("indigo"))
    public static let mint = Color(.named("mint"))
    public static let orange = Color(.named("orange"))
    public static let pink = Color(.named("pink"))
    public static let purple = Color(.named("purple"))
    public static let red = Color(.named("red"))
    public static let teal = Color(.named("teal"))
    public static let white = Color(.named("white"))
    public static let yellow = Color(.named("yellow"))
    /// The colour of primary content: text, by default.
    public static let primary = Color(.named("primary"))
    /// The colour of secondary content.
    public static let secondary = Color(.named("secondary"))
    /// The app's accent colour.
    public static let accentColor = Color(.named("accentColor"))
}

/// A colour is a view too: it shows its name (G6).
extension Color: View {
    public typealias Body = Never

    public static func _expand(_ view: Color, into expansion: inout _Expansion) {
        expansion.show(Shown(verbatim: view.description))
    }
}

/// A colour of the system's, as UIKit's `UIColor` names them, for the
/// `Color(.systemBackground)` SwiftUI screens write: a name, drawn nowhere.
public struct UIColor: Hashable, Sendable {
    let name: String

    public static let systemBackground = UIColor(name: "systemBackground")
    public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = UIColor(name: "tertiarySystemGroupedBackground")
    public static let systemFill = UIColor(name: "systemFill")
    public static let secondarySystemFill = UIColor(name: "secondarySystemFill")
    public static let label = UIColor(name: "label")
    public static let secondaryLabel = UIColor(name: "secondaryLabel")
    public static let tertiaryLabel = UIColor(name: "tertiaryLabel")
    public static let placeholderText = UIColor(name: "placeholderText")
    public static let separator = UIColor(name: "separator")
    public static let systemGray = UIColor(name: "systemGray")
    public static let systemGray2 = UIColor(name: "systemGray2")
    public static let systemGray3 = UIColor(name: "systemGray3")
    public static let systemGray4 = UIColor(name: "systemGray4")
    public static let systemGray5 = UIColor(name: "systemGray5")
    public static let systemGray6 = UIColor(name: "systemGray6")
}

extension Color {
    /// The system colour `color`: `Color(.systemBackground)`.
    public init(_ color: UIColor) {
        self.init(.named(color.name))
    }

    /// The system colour `color`: `Color(uiColor: .secondaryLabel)`.
    public init(uiColor color: UIColor) {
        self.init(.named(color.name))
    }
}
