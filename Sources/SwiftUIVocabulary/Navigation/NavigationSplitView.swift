import ViewGraph

/// Columns side by side, as SwiftUI's `NavigationSplitView`: a sidebar, an
/// optional content column and a detail column, laid out as on an iPad or a
/// Mac (every column made at launch; an iPhone collapses them into a stack,
/// which the harness does not). A link in the sidebar or the content column
/// shows its screen in place of the detail column, replacing what a link
/// showed there before; a link on that screen pushes on top of it (A9).
///
/// ```swift
/// NavigationSplitView {
///     List(guides) { guide in NavigationLink(guide.title, value: guide) }
///         .navigationDestination(for: Guide.self) { GuideDetail(guide: $0) }
/// } detail: {
///     Text("Pick a guide")
/// }
/// ```
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public typealias Body = Never
    let sidebar: Sidebar
    let content: Content
    let detail: Detail

    /// Three columns: a sidebar, a content column and a detail column.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// Three columns, which of them are shown bound to `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public static func _expand(_ view: Self, into expansion: inout _Expansion) {
        expansion.appendChild(NavigationSplitHost(sidebar: view.sidebar, content: view.content, detail: view.detail))
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: a sidebar and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    /// Two columns, which of them are shown bound to `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
}

/// Which columns of a split view are shown, as SwiftUI's
/// `NavigationSplitViewVisibility`. The harness makes every column whatever
/// it says: a hidden column's views are kept alive in SwiftUI too.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    private let columns: Int

    /// As the platform shows them.
    public static let automatic = NavigationSplitViewVisibility(columns: 0)
    /// Every column.
    public static let all = NavigationSplitViewVisibility(columns: 3)
    /// The content and detail columns.
    public static let doubleColumn = NavigationSplitViewVisibility(columns: 2)
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(columns: 1)
}

/// The view of the graph's own that a `NavigationSplitView` is: its columns,
/// and the screens its links show in place of the detail column.
nonisolated struct NavigationSplitHost<Sidebar: View, Content: View, Detail: View>: View, Uncounted, NavigationContainer {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    var navigation = NavigationState()
    /// Each column's edit mode, which an `EditButton` in it turns on and off:
    /// each column is a stack of its own, as on iPad, and the screens pushed
    /// in place of the detail are the detail column's.
    @State private var sidebarEditMode = EditMode.inactive
    @State private var contentEditMode = EditMode.inactive
    @State private var detailEditMode = EditMode.inactive

    var named: String { "NavigationSplitView" }

    var body: some View {
        // Read, as a stack reads its one (NavigationStackHost): a change sets each binding anew for its column.
        _ = (sidebarEditMode, contentEditMode, detailEditMode)
        return NavigationContent(
            leading: TupleView(sidebar.environment(\.editMode, $sidebarEditMode), content.environment(\.editMode, $contentEditMode)),
            detail: detail, screens: PushedScreens(path: nil, navigation: navigation), replacesDetail: true
        )
        .environment(\.editMode, $detailEditMode)
    }

    func follow(_ pushed: Pushed, fromPushedScreen: Bool) {
        let screens = PushedScreens(path: nil, navigation: navigation)
        // A link in the sidebar or the content column replaces the detail.
        if !fromPushedScreen { screens.popAll() }
        screens.push(pushed)
    }
}
