// typecheck: skip — a representable for AppKit and UIKit, which the stub does not declare together
import SwiftUI

// A view that conforms through the project's typealias of Apple's representables (one per
// platform) is a view, with or without modifiers after it.
#if canImport(AppKit)
import AppKit
typealias ViewRepresentable = NSViewRepresentable
#elseif canImport(UIKit)
import UIKit
typealias ViewRepresentable = UIViewRepresentable
#endif

struct Blur: ViewRepresentable {
    #if canImport(AppKit)
    init(material: NSVisualEffectView.Material = .windowBackground) {}
    func makeNSView(context: Context) -> NSVisualEffectView { NSVisualEffectView() }
    func updateNSView(_ nsView: NSVisualEffectView, context: Context) {}
    #elseif canImport(UIKit)
    func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView() }
    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
    #endif
}

struct Panel: View {
    var body: some View {
        VStack {
            Text("a").background { Blur(material: .fullScreenUI).edgesIgnoringSafeArea(.top) }
            Text("b").background { Blur(material: .sheet) }
        }
    }
}
