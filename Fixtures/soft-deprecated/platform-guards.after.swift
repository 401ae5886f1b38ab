// fixture: --min-ios 18 --min-macos 15 --min-tvos 13 --min-watchos 6
import SwiftUI

// Built for iOS and visionOS only: judged on them, not on tvOS 13 and watchOS 6.
#if os(iOS) || os(visionOS)
extension Color {
    static let panel: Color = Color(uiColor: .systemGray2)
}
#endif

// tvOS is left out by the attribute, watchOS by the #if.
#if os(iOS) || os(tvOS) || os(visionOS)
@available(tvOS, unavailable)
extension Color {
    static let border: Color = Color(uiColor: .systemGray3)
}
#endif

// Built wherever UIKit is (not macOS): tvOS 13 and watchOS 6 lack Color(uiColor:).
#if canImport(UIKit)
extension Color {
    static let fill: Color = Color(.systemGray4)
}
#endif

// Mac Catalyst is an iOS build: watchOS is left out, and tvOS by the attribute.
#if os(iOS) || os(tvOS) || targetEnvironment(macCatalyst)
@available(tvOS, unavailable)
extension Color {
    static let separator: Color = Color(uiColor: .systemGray5)
}
#endif
