import SwiftUI

struct ColorPickerView: View {
    @State private var selection: Color = .blue
    @Binding var isOn: Bool
    let palette: [Color] = [.red, .green, .blue]

    var body: some View {
        VStack {
            ForEach(palette, id: \.self) { color in
                Circle()
                    .fill(color)
                    .frame(width: 24, height: 24)
            }
            Text("Selected")
                .foregroundColor(selection)
            Text("Toggle")
                .foregroundColor(isOn ? .green : nil)
            Text("Custom")
                .foregroundColor(Color(red: 0.9, green: 0.4, blue: 0.1))
            // swiftui-migrate:disable-next-line foreground-style
            Text("Pinned by the team").foregroundColor(.purple)
        }
        .edgesIgnoringSafeArea(.all)
        .onChange(of: isOn) { _ in
            selection = .red
        }
    }
}
