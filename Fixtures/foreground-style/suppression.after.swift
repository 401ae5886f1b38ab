import SwiftUI

struct Kept: View {
    var body: some View {
        VStack {
            // swiftui-migrate:disable-next-line foreground-style
            Text("next line").foregroundColor(.red)
            Text("converted").foregroundStyle(.red)
            // swiftui-migrate:disable all
            Text("region").foregroundColor(.blue)
            Text("region").foregroundColor(nil)
            // swiftui-migrate:enable
            Text("after").foregroundStyle(.green)
        }
    }
}
