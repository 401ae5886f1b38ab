import SwiftUI

extension View {
    @ViewBuilder
    func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }

    @ViewBuilder
    func applyIfLet<T, Content: View>(_ value: T?, apply: (Self, T) -> Content) -> some View {
        if let value {
            apply(self, value)
        } else {
            self
        }
    }
}

struct Greeting: View {
    let isHighlighted: Bool
    let tint: Color?

    var body: some View {
        Text("Hello")
            .if(isHighlighted) { $0.foregroundStyle(.red) }
            .applyIfLet(tint) { view, tint in view.tint(tint) }
    }
}

extension Bool {
    /// Fixed for the life of the process.
    static var tahoe: Bool {
        if #available(macOS 26, iOS 26, *) {
            return true
        } else {
            return false
        }
    }
}

enum Flags {
    static let compact = false
    static var verbose = false
}

/// Conditions that never flip are not reported; a static var can change and is.
struct Toolbar: View {
    var body: some View {
        Text("Branch")
            .if(.tahoe) { $0.padding(.leading, 10) }
            .if(Bool.tahoe) { $0.bold() }
            .if(true) { $0.italic() }
            .if(Flags.compact) { $0.font(.caption) }
            .if(Flags.verbose) { $0.font(.body) }
    }
}
