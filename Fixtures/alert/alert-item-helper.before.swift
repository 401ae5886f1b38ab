import SwiftUI

extension Binding where Value == Bool {
    /// True while the value is set; false sets it to nil.
    static func isNotNil<T>(_ value: Binding<T?>) -> Binding<Bool> {
        Binding(
            get: { value.wrappedValue != nil },
            set: { if !$0 { value.wrappedValue = nil } }
        )
    }
}

struct Notice: Identifiable {
    let id = UUID()
    let message: String
}

struct Inbox: View {
    @State private var notice: Notice?

    var body: some View {
        Text("Inbox")
            .alert(item: $notice) { notice in
                Alert(title: Text("Notice"), message: Text(notice.message))
            }
    }
}
