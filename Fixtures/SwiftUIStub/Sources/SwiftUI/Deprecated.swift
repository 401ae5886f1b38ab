// The rest of Apple's soft-deprecated SwiftUI list (Migrations/soft-deprecated.json) and
// the APIs that replace them: mostly other platforms' (macOS menu buttons, visionOS
// surroundings, paste commands), drag and drop, and tab customisation.
import UniformTypeIdentifiers

// MARK: - Animatable modifiers

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use Animatable directly")
@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "use Animatable directly")
@available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "use Animatable directly")
@available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "use Animatable directly")
@available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}

// MARK: - Menu buttons (macOS)

@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `Menu` instead.")
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct MenuButton<Label: View, Content: View>: _PrimitiveView {
    public init(label: Label, @ViewBuilder content: () -> Content) {}
}

@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `Menu` instead.")
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension MenuButton where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `MenuStyle` instead.")
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public protocol MenuButtonStyle {
    /// Apple's protocol has only SwiftUI-internal requirements: a project type cannot adopt it.
    static func _makeMenuButtonStyle(_ input: _NavigationViewStyleInput) -> Never
}

@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `BorderedButtonMenuStyle` instead.")
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct PullDownMenuButtonStyle: MenuButtonStyle {
    public init() {}
    public static func _makeMenuButtonStyle(_ input: _NavigationViewStyleInput) -> Never { fatalError() }
}

@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `BorderlessButtonMenuStyle` instead.")
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct BorderlessPullDownMenuButtonStyle: MenuButtonStyle {
    public init() {}
    public static func _makeMenuButtonStyle(_ input: _NavigationViewStyleInput) -> Never { fatalError() }
}

@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `BorderlessButtonMenuStyle` instead.")
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct BorderlessButtonMenuButtonStyle: MenuButtonStyle {
    public init() {}
    public static func _makeMenuButtonStyle(_ input: _NavigationViewStyleInput) -> Never { fatalError() }
}

@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `menuStyle(.automatic)` instead.")
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DefaultMenuButtonStyle: MenuButtonStyle {
    public init() {}
    public static func _makeMenuButtonStyle(_ input: _NavigationViewStyleInput) -> Never { fatalError() }
}

@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `menuStyle(_:)` instead.")
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension MenuButtonStyle where Self == DefaultMenuButtonStyle {
    public static var automatic: DefaultMenuButtonStyle { DefaultMenuButtonStyle() }
}

@available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `menuStyle(_:)` instead.")
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    public func menuButtonStyle<S: MenuButtonStyle>(_ style: S) -> some View { self }
}

// MARK: - Hover, paste, drag and drop

@available(iOS 16.0, macOS 13.0, tvOS 16.0, *)
@available(watchOS, unavailable)
@frozen public enum HoverPhase: Equatable {
    case active(CGPoint)
    case ended
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, *)
@available(watchOS, unavailable)
extension View {
    @available(iOS, introduced: 16.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    @available(macOS, introduced: 13.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    @available(tvOS, introduced: 16.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "use overload that accepts a CoordinateSpaceProtocol instead")
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View { self }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, *)
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void) -> some View { self }
}

/// Types that can be dragged, dropped and pasted (Apple's CoreTransferable).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol Transferable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension String: Transferable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Data: Transferable {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension URL: Transferable {}

@available(iOS 13.4, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DropInfo {
    public var location: CGPoint { .zero }

    @available(iOS, introduced: 13.4, deprecated: 100000.0, message: "Provide `UTType`s as the `types` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Provide `UTType`s as the `types` instead.")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Provide `UTType`s as the `types` instead.")
    public func hasItemsConforming(to types: [String]) -> Bool { false }

    @available(iOS 14.0, macOS 11.0, *)
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { false }
}

@available(iOS 13.4, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol DropDelegate {
    func validateDrop(info: DropInfo) -> Bool
    func performDrop(info: DropInfo) -> Bool
}

@available(iOS 13.4, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
}

/// A description of a drop that is in progress.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct DropSession {
    public var location: CGPoint { .zero }
    public var itemsCount: Int { 0 }
}

@available(iOS 13.4, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    @available(iOS 14.0, macOS 11.0, *)
    public func onDrop(of supportedContentTypes: [UTType], delegate: DropDelegate) -> some View { self }
    @available(iOS 14.0, macOS 11.0, *)
    public func onDrop(of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?, perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }

    @available(iOS 16.0, macOS 13.0, *)
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }

    @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
    public func dropDestination<T: Transferable>(for type: T.Type = T.self, isEnabled: Bool = true, action: @escaping ([T], DropSession) -> Void) -> some View { self }

    @available(iOS 16.0, macOS 13.0, *)
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
}

@available(macOS 10.15, *)
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
    public func onPasteCommand(of supportedTypes: [String], perform payloadAction: @escaping ([NSItemProvider]) -> Void) -> some View { self }

    @available(macOS 11.0, *)
    public func onPasteCommand(of supportedContentTypes: [UTType], perform payloadAction: @escaping ([NSItemProvider]) -> Void) -> some View { self }
}

@available(iOS 16.0, macOS 10.15, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct PasteButton: _PrimitiveView {
    @available(iOS 16.0, macOS 13.0, *)
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
    @available(iOS, unavailable)
    public init(supportedTypes: [String], payloadAction: @escaping ([NSItemProvider]) -> Void) {}

    @available(macOS, introduced: 11.0, deprecated: 100000.0, message: "Use the `payloadType` initializer instead.")
    @available(iOS, unavailable)
    public init<Payload>(supportedContentTypes: [UTType], validator: @escaping ([NSItemProvider]) -> Payload?, payloadAction: @escaping (Payload) -> Void) {}
}

// MARK: - Tab customisation (iOS 18)

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
public struct TabViewCustomization: Equatable, Codable, Sendable {
    public init() {}

    @available(iOS, introduced: 18.0, deprecated: 100000.0, message: "Use the `section` subscript and call `resetTabOrder` instead.")
    @available(macOS, introduced: 15.0, deprecated: 100000.0, message: "Use the `section` subscript and call `resetTabOrder` instead.")
    public mutating func resetSectionOrder(for sectionID: String) {}

    @available(iOS, introduced: 18.0, deprecated: 100000.0, message: "Use the `section` subscript and read `tabOrder` instead.")
    @available(macOS, introduced: 15.0, deprecated: 100000.0, message: "Use the `section` subscript and read `tabOrder` instead.")
    public subscript(sectionID id: String) -> [String]? { nil }

    @available(iOS, introduced: 18.0, deprecated: 100000.0, message: "Use the `tab` subscript and read `sidebarVisibility` instead.")
    @available(macOS, introduced: 15.0, deprecated: 100000.0, message: "Use the `tab` subscript and read `sidebarVisibility` instead.")
    public subscript(sidebarVisibility id: String) -> Visibility { .automatic }
}

// MARK: - Surroundings (visionOS)

@available(visionOS 1.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct SurroundingsEffect: Sendable {
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "dark")
    public static let systemDark = SurroundingsEffect()
    @available(visionOS 2.0, *)
    public static let dark = SurroundingsEffect()
}

@available(visionOS 1.0, *)
@available(iOS, unavailable)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
    public func preferredSurroundingsEffect(_ effect: SurroundingsEffect?) -> some View { self }
}
