import SwiftUI
import UIKit

struct DetailView: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        VStack {
            if presentationMode.wrappedValue.isPresented {
                Text("Presented")
            }
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
    }
}

struct ChildView: View {
    @Binding var mode: PresentationMode
    var body: some View { Text("child") }
}

struct ParentView: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        ChildView(mode: presentationMode)
    }
}

struct ClashView: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Cancel", action: dismiss)
    }

    private func dismiss() {
        presentationMode.wrappedValue.dismiss()
    }
}

struct ParameterClash: View {
    @Environment(\.presentationMode) var presentationMode
    let onClose: (_ dismiss: Bool) -> Void

    var body: some View {
        Button("Close") {
            presentationMode.wrappedValue.dismiss()
        }
        .onDisappear { [dismiss = true] in onClose(dismiss) }
    }
}

struct PickerSheet: UIViewControllerRepresentable {
    @Environment(\.presentationMode) var presentationMode

    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ controller: UIViewController, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }

    final class Coordinator: NSObject {
        let parent: PickerSheet
        init(parent: PickerSheet) { self.parent = parent }

        func didFinish() {
            parent.presentationMode.wrappedValue.dismiss()
        }
    }
}

struct CommentedView: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Button("Close") {
            presentationMode // the sheet's
                .wrappedValue.dismiss()
        }
    }
}
