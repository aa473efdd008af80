import ViewGraph

// The accessibility modifiers: accepted and passed through, as the styling
// modifiers are (Styling.swift). What VoiceOver reads is not what the screen
// shows, so none changes a render; their arguments are evaluated in the maker's
// body, so what they read is a dependency of it, as in SwiftUI.

extension View {
    /// This view, read by VoiceOver as `label`.
    ///
    /// ```swift
    /// Image(systemName: "star.fill").accessibilityLabel("Favourite")
    /// ```
    @inlinable nonisolated public func accessibilityLabel(_ label: Text) -> some View { self }

    /// This view, read by VoiceOver as a literal.
    @inlinable nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }

    /// This view, read by VoiceOver as `label`.
    @inlinable nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// This view, with `hint` read after its label.
    @inlinable nonisolated public func accessibilityHint(_ hint: Text) -> some View { self }

    /// This view, with a literal hint read after its label.
    @inlinable nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }

    /// This view, with `hint` read after its label.
    @inlinable nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// This view, whose value VoiceOver reads as `valueDescription`.
    @inlinable nonisolated public func accessibilityValue(_ valueDescription: Text) -> some View { self }

    /// This view, whose value VoiceOver reads as a literal.
    @inlinable nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { self }

    /// This view, whose value VoiceOver reads as `value`.
    @inlinable nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// This view, hidden from VoiceOver or not.
    @inlinable nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// This view, with `traits` added to what VoiceOver says it is.
    @inlinable nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// This view, with `traits` taken from what VoiceOver says it is.
    @inlinable nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// This view, one element for VoiceOver, its children read as `children` says.
    @inlinable nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// This view, found by UI tests as `identifier`.
    @inlinable nonisolated public func accessibilityIdentifier(_ identifier: String) -> some View { self }

    /// This view, read by VoiceOver after the ones of lower `value`.
    @inlinable nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
}

/// What VoiceOver says a view is, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    var rawValue: UInt32

    init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)

    public init() { rawValue = 0 }
    public func union(_ other: Self) -> Self { Self(rawValue: rawValue | other.rawValue) }
    public func intersection(_ other: Self) -> Self { Self(rawValue: rawValue & other.rawValue) }
    public func symmetricDifference(_ other: Self) -> Self { Self(rawValue: rawValue ^ other.rawValue) }
    public func contains(_ member: Self) -> Bool { rawValue & member.rawValue == member.rawValue }

    @discardableResult
    public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let inserted = !contains(newMember)
        rawValue |= newMember.rawValue
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: Self) -> Self? {
        guard contains(member) else { return nil }
        rawValue &= ~member.rawValue
        return member
    }

    @discardableResult
    public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember)
        rawValue |= newMember.rawValue
        return had ? newMember : nil
    }

    public mutating func formUnion(_ other: Self) { rawValue |= other.rawValue }
    public mutating func formIntersection(_ other: Self) { rawValue &= other.rawValue }
    public mutating func formSymmetricDifference(_ other: Self) { rawValue ^= other.rawValue }
}

/// How a view's children are read when it is one accessibility element, as
/// SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let behavior: Int

    public static let ignore = AccessibilityChildBehavior(behavior: 0)
    public static let contain = AccessibilityChildBehavior(behavior: 1)
    public static let combine = AccessibilityChildBehavior(behavior: 2)
}
