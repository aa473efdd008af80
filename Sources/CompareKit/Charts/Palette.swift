import Workloads

/// How a combination is drawn, the same in every panel: a colour per strategy
/// and kind (Okabe-Ito, told apart by colour-blind readers), solid lines and
/// circles for class, dashed lines and squares for struct.
struct Style {
    let colour: String
    let dash: String?
    let square: Bool
    /// Wider, paler lines are drawn first, so that a line that coincides with
    /// another (property and observation usually do) still shows beneath it.
    let width: Double
    let opacity: Double

    init(_ combination: Combination) {
        colour =
            switch (combination.notify, combination.kind) {
            case (.property, .class): "#0072B2"
            case (.property, .struct): "#56B4E9"
            case (.observation, .class): "#009E73"
            case (.observation, .struct): "#8FD14F"
            case (.object, .class): "#D55E00"
            case (.object, .struct): "#E69F00"
            }
        dash = combination.kind == .struct ? "6 4" : nil
        square = combination.kind == .struct
        (width, opacity) =
            switch combination.notify {
            case .observation: (5, 0.45)
            case .property: (2, 1)
            case .object: (2.5, 1)
            }
    }

    /// A bar's fill: the colour, hatched for struct as its line is dashed; the
    /// legend draws its swatch with this same fill.
    func barFill(_ svg: inout SVG) -> String {
        dash == nil ? colour : svg.hatch(colour)
    }

    /// Drawing order: the wide observation lines first, the rest on top.
    static func drawingOrder(_ combinations: [Combination]) -> [Combination] {
        combinations.filter { $0.notify == .observation } + combinations.filter { $0.notify != .observation }
    }
}
