import Foundation

extension Chart {
    /// Ticks from 0 in steps of 1, 2 or 5 times a power of ten, at most six, up to
    /// the first at or above `maximum`: a round top, so a bar's height reads off the axis.
    static func linearTicks(upTo maximum: Double) -> [Double] {
        guard maximum > 0 else { return [0, 1] }
        var decade = 1.0
        while true {
            for multiple in [1.0, 2, 5] {
                let step = multiple * decade
                let count = Int((maximum / step).rounded(.up))
                if count <= 6 { return (0...count).map { Double($0) * step } }
            }
            decade *= 10
        }
    }
}
