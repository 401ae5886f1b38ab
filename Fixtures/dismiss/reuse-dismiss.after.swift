import SwiftUI

// The type has a DismissAction already: its uses call it, the presentation mode goes.
struct EditSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("Cancel") { dismiss() }
            Button("Done") { dismiss() }
        }
    }
}

// `@Binding` under the key path: `mode` is the PresentationMode itself.
struct DetailSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Close") { dismiss() }
    }
}

// A `dismiss` that is not a DismissAction still blocks.
struct OtherSheet: View {
    @Environment(\.presentationMode) var presentationMode
    let dismiss: () -> Void

    var body: some View {
        Button("Done") { presentationMode.wrappedValue.dismiss() }
    }
}
