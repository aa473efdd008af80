import ViewGraph

/// SwiftUI's older navigation container, as `NavigationView`: on an iPhone,
/// the screen the harness stands for, a stack of its content, whose links
/// push as a ``NavigationStack``'s do. Its style changes nothing that runs.
///
/// ```swift
/// NavigationView {
///     List(guides) { guide in NavigationLink(guide.title) { GuideDetail(guide: guide) } }
///         .navigationBarTitle("Guides")
/// }
/// .navigationViewStyle(.stack)
/// ```
nonisolated public struct NavigationView<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        NavigationStack<NavigationPath, Content>._expand(NavigationStack { view.content }, into: &expansion)
    }
}

/// How a ``NavigationView`` lays out its content, as SwiftUI's `NavigationViewStyle`.
public protocol NavigationViewStyle {}

/// The navigation view style of the platform.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
/// One column, a stack of screens.
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Columns side by side, where the screen is wide enough.
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Two columns, a sidebar and its detail, as the older style names it.
public typealias DoubleColumnNavigationViewStyle = ColumnNavigationViewStyle

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

extension View {
    /// This view, its navigation view laid out in `style`; it changes nothing that runs.
    nonisolated public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

    /// This view with the title `titleKey` in its navigation bar: SwiftUI's
    /// older form of ``navigationTitle(_:)-(LocalizedStringKey)``.
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    /// This view with the title `title` in its navigation bar.
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// This view with the text `title` in its navigation bar.
    nonisolated public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }

    /// This view with the title `titleKey` shown as `displayMode` says.
    nonisolated public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey)
    }

    /// This view with the title `title` shown as `displayMode` says.
    nonisolated public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }

    /// This view with the text `title` shown as `displayMode` says.
    nonisolated public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title)
    }
}

extension View {
    /// This view with `leading` and `trailing` in its navigation bar: SwiftUI's
    /// older form of ``toolbar(content:)-(()->Content)``. Their views are part
    /// of this view's render, made by the body that made it, so a step taps
    /// a bar's button as it taps a toolbar's.
    ///
    /// ```swift
    /// .navigationBarItems(leading: Button("Cancel") { dismiss() }, trailing: Button("Save") { save() })
    /// ```
    nonisolated public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            leading
            trailing
        }
    }

    /// This view with `leading` in its navigation bar.
    nonisolated public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { leading }
    }

    /// This view with `trailing` in its navigation bar.
    nonisolated public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { trailing }
    }
}
