import Foundation
import ViewGraph

// What the device and the system give every view through the environment:
// the colour scheme, the size classes, the locale, the calendar, the time
// zone. A view reads them with `@Environment(\.colorScheme)`; where no
// ancestor sets one, it is the scene's, which a step changes as the device
// does (dark mode turned on, the device rotated), running the views that
// read it and only those.

/// How much room a view has along one axis, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact
    case regular
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

private struct LocaleKey: EnvironmentKey {
    static let defaultValue = Locale(identifier: "en_US")
}

private struct CalendarKey: EnvironmentKey {
    static let defaultValue = Calendar(identifier: .gregorian)
}

private struct TimeZoneKey: EnvironmentKey {
    static let defaultValue = TimeZone(identifier: "UTC")!
}

extension EnvironmentValues {
    /// Light or dark: `.light` until a step turns dark mode on (``Step/colorScheme(_:as:_:)``).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The room across: an iPhone's in portrait, `.compact`, until a step
    /// rotates or resizes the screen (``Step/rotate(as:_:)``).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The room down: an iPhone's in portrait, `.regular`, `.compact` once a
    /// step turns it to landscape.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The locale dates and numbers are shown in: `en_US`, the same on every
    /// machine, so that what a screen shows does not depend on where it runs.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar dates are reckoned in: the Gregorian.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown in: UTC, the same on every machine.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}

/// The size classes of a screen `size` points across and down, as an iPhone's
/// and an iPad's are: a screen under 500 points down is a phone on its side,
/// compact down, and regular across only from 900 points (a Max's or a
/// Plus's); otherwise regular down, and regular across from 700 points (an
/// iPad's).
func sizeClasses(of size: CGSize) -> (horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
    if size.height < 500 { return (size.width >= 900 ? .regular : .compact, .compact) }
    return (size.width >= 700 ? .regular : .compact, .regular)
}

extension Step {
    /// Turns dark mode on (`.dark`) or off (`.light`), as a person does in
    /// Control Centre: the views that read `\.colorScheme` run, and only
    /// those. Named `dark-mode` or `light-mode`.
    ///
    /// ```swift
    /// Step.colorScheme(.dark)
    /// ```
    public static func colorScheme(_ scheme: ColorScheme, as name: String? = nil, _ explanation: String? = nil) -> Step {
        let mode = scheme == .dark ? "dark" : "light"
        return Step(name ?? "\(mode)-mode", explanation ?? "turns on \(mode) mode") { _, screen in
            screen.setScene(\.colorScheme, to: scheme)
        }
    }
}
