// fixture: --min-ios 16 --min-macos 13
import SwiftUI
import UIKit

/// A file that imports UIKit never builds for macOS: no macOS warning.
struct Picker: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController {
        UIHostingController(rootView: NavigationStack { List {} })
    }

    func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
