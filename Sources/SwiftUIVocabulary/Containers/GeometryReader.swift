import Foundation
import ViewGraph

/// The space a `GeometryReader` hands its content, as SwiftUI's
/// `GeometryProxy`: here the screen's size, as a reader that fills the screen has it.
public struct GeometryProxy: Sendable {
    /// The size of the space offered: the screen's.
    public let size: CGSize

    /// The insets of the safe area: none is laid out here.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The space's frame: at the origin, of its size, in any coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
}

/// A coordinate space a frame is read in, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// A container that hands its content the size it is given, as SwiftUI's
/// `GeometryReader`: a view of the graph's own, never counted, given the
/// screen's size (an iPhone's, or the workload's `onScreen(width:height:)`,
/// until a step rotates or resizes it). When the
/// size changes its content is made again, and the views it makes run if what
/// they are handed changed; the view that made the reader does not run.
///
/// ```swift
/// GeometryReader { proxy in
///     Grid(columns: Int(proxy.size.width / 120))
/// }
/// ```
nonisolated public struct GeometryReader<Content: View>: View, Uncounted {
    private let screen = ScreenSizeReading()
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(GeometryProxy(size: screen.size))
    }

    package var named: String { "GeometryReader" }
}

/// The key the screen keeps its size under, which every `GeometryReader` reads.
private let screenSizeKey = "the screen's size"

/// An iPhone's screen in points, portrait (an iPhone 16's: 393 by 852): the
/// size a `GeometryReader` is given until a step rotates or resizes the screen.
let iPhoneScreen = CGSize(width: 393, height: 852)

/// The screen's size, as a view's dynamic property: kept by the screen, read
/// by the body that reads `size`, which runs again when a step changes it.
struct ScreenSizeReading: DynamicProperty {
    private let slot = _DynamicPropertyStorage.Slot<CGSize>()

    var size: CGSize { slot.value ?? iPhoneScreen }

    func _attach(to storage: _DynamicPropertyStorage) {
        storage.attach(slot, toShared: screenSizeKey, startingAt: iPhoneScreen)
    }
}

extension Screen {
    /// Sets the screen's size to what `change` makes of it, and the size
    /// classes to the new size's: the readers of each run at the next flush,
    /// if it changed.
    package func resize(_ change: (CGSize) -> CGSize) {
        let size = graph.shared(screenSizeKey, initial: iPhoneScreen)
        size.write(change(size.peek()))
        // The size classes follow, as a device's do: their readers run only if one changed.
        let classes = sizeClasses(of: size.peek())
        setScene(\.horizontalSizeClass, to: classes.horizontal)
        setScene(\.verticalSizeClass, to: classes.vertical)
    }
}

extension Step {
    /// Turns the device a quarter turn, as a person does: the screen's width
    /// and height trade places, and each `GeometryReader` hands its content
    /// the new size. Named `rotate`.
    public static func rotate(as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "rotate", explanation ?? "turns the device a quarter turn") { _, screen in
            screen.resize { CGSize(width: $0.height, height: $0.width) }
        }
    }

    /// Resizes the screen to `width` by `height` points, as a window resized
    /// or a split screen does; named `resize-1024x768`.
    public static func resize(width: CGFloat, height: CGFloat, as name: String? = nil, _ explanation: String? = nil) -> Step {
        Step(name ?? "resize-\(Int(width))x\(Int(height))", explanation ?? "resizes the screen to \(Int(width)) by \(Int(height))") { _, screen in
            screen.resize { _ in CGSize(width: width, height: height) }
        }
    }
}
