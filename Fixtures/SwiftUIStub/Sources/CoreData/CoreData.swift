// A stand-in for the part of Apple's Core Data that SwiftUI code imports. Nothing here runs.
@_exported import Combine
@_exported import Foundation

@available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, *)
open class NSManagedObjectContext: NSObject {
    public enum ConcurrencyType: UInt, Sendable {
        case privateQueueConcurrencyType = 1, mainQueueConcurrencyType = 2
    }
    public init(concurrencyType ct: NSManagedObjectContext.ConcurrencyType) {}
    open var hasChanges: Bool { false }
    open func save() throws {}
    open func delete(_ object: NSManagedObject) {}
}

@available(iOS 3.0, macOS 10.4, tvOS 9.0, watchOS 2.0, *)
open class NSManagedObject: NSObject {
    public init(context: NSManagedObjectContext) {}
    open var managedObjectContext: NSManagedObjectContext? { nil }
}

@available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, *)
open class NSPersistentContainer: NSObject {
    public init(name: String) {}
    open var viewContext: NSManagedObjectContext { NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType) }
}
