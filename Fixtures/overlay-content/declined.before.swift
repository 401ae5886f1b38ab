// typecheck: skip — passes a Material and a ShapeStyle that is not a View to the View-only background(_:alignment:): the declines under test
import SwiftUI

struct Brand: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> Color { .orange }
}

struct Card: View {
    var badge: AnyView?
    let tint: Color

    var body: some View {
        Text("Card")
            .background(Color.white, alignment: .center)
            .background(Color.black.opacity(0.2), alignment: .bottom)
            .overlay(LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom), alignment: .bottom)
            .background(.ultraThinMaterial, alignment: .top)
            .background(tint, alignment: .top)
            .background(Brand(), alignment: .top)
            .overlay(makeBadge(), alignment: .topTrailing)
            .overlay(badge, alignment: .topTrailing)
            .overlay(Decorations.shared.ribbon, alignment: .topLeading)
            .overlay(Text("a") /* the label */, alignment: .top)
    }

    func makeBadge() -> some View { Circle() }
}

func bordered(_ view: Text) -> Bool {
    if view.overlay(Text("x"), alignment: .top) is Text { return true }
    return false
}
