// A stand-in for the part of UIKit (and Core Graphics / Core Animation types it exposes) that
// SwiftUI code touches, with Apple's signatures. SwiftUI re-exports it, as it does on iOS.
// Nothing here runs. Like Apple's (through Foundation), it makes Combine visible.
@_exported import Combine
@_exported import Foundation

// MARK: - Core Graphics and Core Animation

/// Core Graphics' colour (a class on Apple platforms; Foundation on Linux has none).
public final class CGColor {
    public static let white = CGColor()
    public static let black = CGColor()
    public static let clear = CGColor()
    private init() {}
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(gray: CGFloat, alpha: CGFloat) {}
    public var alpha: CGFloat { 1 }
}

public class CGPath {}
public final class CGMutablePath: CGPath {
    public override init() {}
}

open class CALayer: NSObject {
    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 0
}

// MARK: - Colours, fonts, images

@available(iOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(white: CGFloat, alpha: CGFloat) {}
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {}
    public init?(named name: String) {}
    @available(iOS 13.0, *)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {}
    public init(cgColor: CGColor) {}
    open var cgColor: CGColor { .white }

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(white: 0, alpha: 1) }
    open class var green: UIColor { UIColor(white: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(white: 0, alpha: 1) }
    open class var orange: UIColor { UIColor(white: 0, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    @available(iOS 13.0, *) open class var label: UIColor { .black }
    @available(iOS 13.0, *) open class var secondaryLabel: UIColor { .gray }
    @available(iOS 13.0, *) open class var systemBackground: UIColor { .white }
    @available(iOS 13.0, *) open class var secondarySystemBackground: UIColor { .white }
    @available(iOS 13.0, *) open class var systemGroupedBackground: UIColor { .white }
    @available(iOS 13.0, *) open class var separator: UIColor { .gray }
    @available(iOS 7.0, *) open class var systemBlue: UIColor { .blue }
    @available(iOS 7.0, *) open class var systemRed: UIColor { .red }
    @available(iOS 13.0, *) open class var systemGray: UIColor { .gray }
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }
}

@available(iOS 8.0, *)
open class UITraitCollection: NSObject {
    @available(iOS 12.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
}

@available(iOS 12.0, *)
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0, light = 1, dark = 2
}

@available(iOS 2.0, *)
open class UIFont: NSObject {
    public init?(name fontName: String, size fontSize: CGFloat) {}
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
    public struct TextStyle: Hashable, RawRepresentable, @unchecked Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let body = TextStyle(rawValue: "body")
        public static let headline = TextStyle(rawValue: "headline")
    }
}

@available(iOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {
    public init?(named name: String) {}
    @available(iOS 13.0, *)
    public init?(systemName name: String) {}
    public init?(data: Data) {}
    open var size: CGSize { .zero }
}

// MARK: - Views and controllers

@available(iOS 2.0, *)
open class UIResponder: NSObject {}

@available(iOS 2.0, *)
open class UIView: UIResponder {
    public override init() {}
    public init(frame: CGRect) {}
    open var layer: CALayer { CALayer() }
    open var backgroundColor: UIColor?
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var tintColor: UIColor!
    open func addSubview(_ view: UIView) {}
}

@available(iOS 2.0, *)
open class UIViewController: UIResponder {
    public override init() {}
    open var view: UIView! = UIView()
    open var title: String?
    open func viewDidLoad() {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
}

@available(iOS 2.0, *)
open class UITableViewCell: UIView {
    open var contentView: UIView { UIView() }
}

@available(iOS 2.0, *)
public enum UITextAutocapitalizationType: Int, @unchecked Sendable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}

@available(iOS 2.0, *)
public enum UIKeyboardType: Int, @unchecked Sendable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

@available(iOS 2.0, *)
public enum UITextAutocorrectionType: Int, @unchecked Sendable {
    case `default` = 0, no = 1, yes = 2
}

@available(iOS 2.0, *)
open class UITextField: UIView {
    open var text: String?
    open var placeholder: String?
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var keyboardType: UIKeyboardType = .default
}

@available(iOS 2.0, *)
public struct UIRectCorner: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1)
    public static let topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    public static let bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners = UIRectCorner(rawValue: 15)
}

@available(iOS 3.2, *)
open class UIBezierPath: NSObject {
    public init(rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {}
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {}
    open var cgPath: CGPath { CGPath() }
}

@available(iOS 2.0, *)
open class UIApplication: UIResponder {
    open class var shared: UIApplication { UIApplication() }
    public static let openSettingsURLString = "app-settings:"
    @available(iOS 10.0, *)
    open func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {}
    open func canOpenURL(_ url: URL) -> Bool { false }
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, @unchecked Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

@available(iOS 2.0, *)
public enum UIAccessibility {
    public struct Notification: Hashable, RawRepresentable, @unchecked Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let announcement = Notification(rawValue: 1008)
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
    }
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
    public static var isVoiceOverRunning: Bool { false }
}

// MARK: - System colours the soft-deprecated fixtures convert (Color(.systemGray5) and friends)

extension UIColor {
    @available(iOS 7.0, *) public static var systemGreen: UIColor { .green }
    @available(iOS 7.0, *) public static var systemOrange: UIColor { .orange }
    @available(iOS 13.0, *) public static var systemGray2: UIColor { .gray }
    @available(iOS 13.0, *) public static var systemGray3: UIColor { .gray }
    @available(iOS 13.0, *) public static var systemGray4: UIColor { .gray }
    @available(iOS 13.0, *) public static var systemGray5: UIColor { .gray }
    @available(iOS 13.0, *) public static var systemGray6: UIColor { .gray }
    @available(iOS 13.0, *) public static var tertiaryLabel: UIColor { .gray }
    @available(iOS 13.0, *) public static var tertiarySystemBackground: UIColor { .white }
    @available(iOS 13.0, *) public static var systemFill: UIColor { .gray }
}

// MARK: - Screen and device (read by the entry fixtures' live defaults; @preconcurrency as Objective-C imports are)

@available(iOS 2.0, *)
@available(iOS 11.0, *)
open class UIFontMetrics: NSObject, @unchecked Sendable {
    open class var `default`: UIFontMetrics { UIFontMetrics() }
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
}

@preconcurrency @MainActor open class UIScreen: NSObject {
    @available(iOS, introduced: 2.0, deprecated: 100000)
    open class var main: UIScreen { UIScreen() }
    open var bounds: CGRect { .zero }
}

@available(iOS 2.0, *)
@preconcurrency @MainActor open class UIDevice: NSObject {
    open class var current: UIDevice { UIDevice() }
    @available(iOS 3.2, *)
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
}

@available(iOS 3.2, *)
public enum UIUserInterfaceIdiom: Int, @unchecked Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}
