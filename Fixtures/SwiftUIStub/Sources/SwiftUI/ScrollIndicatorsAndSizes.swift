// The replacements the soft-deprecated migration writes for ScrollView's showsIndicators,
// \.sizeCategory and statusBar(hidden:), with Apple's signatures and availability.

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    private let value: Int
    public static var automatic: ScrollIndicatorVisibility { ScrollIndicatorVisibility(value: 0) }
    public static var visible: ScrollIndicatorVisibility { ScrollIndicatorVisibility(value: 1) }
    public static var hidden: ScrollIndicatorVisibility { ScrollIndicatorVisibility(value: 2) }
    public static var never: ScrollIndicatorVisibility { ScrollIndicatorVisibility(value: 3) }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension DynamicTypeSize {
    public var isAccessibilitySize: Bool { false }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ContentSizeCategory: Comparable {
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { false }
}

@available(iOS 13.4, macOS 10.15.4, tvOS 13.4, watchOS 6.2, *)
extension ContentSizeCategory {
    public var isAccessibilityCategory: Bool { false }
}

extension ToolbarPlacement {
    /// The system status bar (iOS 27, iPadOS 27, Mac Catalyst 27).
    @available(iOS 27.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(visionOS, unavailable)
    public static var statusBar: ToolbarPlacement { .automatic }
}
