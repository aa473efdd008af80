import ViewGraph

// What a text field's keyboard offers, on the platforms that have one:
// accepted and passed through, as the styling modifiers are (Styling.swift).
// `import SwiftUI` brings UIKit's `UIKeyboardType` on iOS; so does this.

/// The kind of keyboard a text field shows, as UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad,
        twitter, webSearch, asciiCapableNumberPad
}

/// How a text field capitalises what is typed, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let style: Int

    public static let never = TextInputAutocapitalization(style: 0)
    public static let words = TextInputAutocapitalization(style: 1)
    public static let sentences = TextInputAutocapitalization(style: 2)
    public static let characters = TextInputAutocapitalization(style: 3)
}

extension View {
    /// This view's text fields with a keyboard of `type`.
    ///
    /// ```swift
    /// TextField("Count", text: $count).keyboardType(.numberPad)
    /// ```
    @inlinable nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// This view's text fields capitalising as `autocapitalization` says.
    @inlinable nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// This view's text fields correcting what is typed, or not.
    @inlinable nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
}
