import SwiftUI

struct Themed: View {
    let theme: Theme
    @ObservedObject var model: ColorModel

    var body: some View {
        VStack {
            Text("member").foregroundColor(theme.tint)
            Text("call").foregroundStyle(color(for: 3))
            Text("model").foregroundColor(model.current)
            Text("global").foregroundColor(appTint)
        }
    }

    func color(for index: Int) -> Color { .red }
}
