// A stand-in for Apple's UniformTypeIdentifiers (`UTType`), which SwiftUI's drag-and-drop and
// paste APIs take. Nothing here runs.
import Foundation

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    public init?(_ identifier: String) { self.identifier = identifier }
    public init?(filenameExtension: String) { self.identifier = "public." + filenameExtension }
    private init(known identifier: String) { self.identifier = identifier }
    public var description: String { identifier }

    public static let item = UTType(known: "public.item")
    public static let content = UTType(known: "public.content")
    public static let data = UTType(known: "public.data")
    public static let text = UTType(known: "public.text")
    public static let plainText = UTType(known: "public.plain-text")
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
    public static let url = UTType(known: "public.url")
    public static let fileURL = UTType(known: "public.file-url")
    public static let image = UTType(known: "public.image")
    public static let png = UTType(known: "public.png")
    public static let jpeg = UTType(known: "public.jpeg")
    public static let pdf = UTType(known: "com.adobe.pdf")
    public static let json = UTType(known: "public.json")
}
