// typecheck: skip — the project's onChange(of:perform:) backport has SwiftUI's signature, so Swift reports calls to it as ambiguous
import SwiftUI

extension View {
    /// onChange for iOS 13: calls `action` when `value` changes.
    @ViewBuilder
    func onChange<Value: Equatable>(of value: Value, perform action: @escaping (Value) -> Void) -> some View {
        modifier(ChangeObserver(value: value, action: action))
    }
}
