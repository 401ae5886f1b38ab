// A stand-in for the part of RxSwift (a third-party library many SwiftUI apps import) that
// matters to the migration: its `Observable<Element>` class, whose name clashes with the
// Observation module's `Observable` protocol. Nothing here runs.
import Foundation

public class Observable<Element> {
    public init() {}
    public static func just(_ element: Element) -> Observable<Element> { Observable() }
    public func subscribe(onNext: ((Element) -> Void)? = nil) -> Disposable { Disposables.create() }
}

public protocol Disposable {
    func dispose()
}

public enum Disposables {
    public static func create() -> Disposable { NoOp() }
    private struct NoOp: Disposable {
        func dispose() {}
    }
}

public final class DisposeBag {
    public init() {}
}

extension Disposable {
    public func disposed(by bag: DisposeBag) {}
}
