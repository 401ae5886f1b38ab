// typecheck: skip — Apple's deprecated initializers of every platform in one view (NSColor, MenuButton next to iOS-only APIs)
import SwiftUI

// The Initializers section: advice only.
struct Form1: View {
    var body: some View {
        VStack {
            TextField("Key", value: $n, formatter: f, onEditingChanged: { _ in }, onCommit: {})
            TextField("Key", value: $n, formatter: f, onEditingChanged: { _ in })
            TextField("Key", value: $n, formatter: f, onCommit: {})
            TextField("Key", text: $t, onEditingChanged: { _ in }, onCommit: {})
            TextField("Key", text: $t) { editing in } onCommit: {}
            TextField("Key", text: $t, onEditingChanged: { _ in })
            TextField("Key", text: $t, onCommit: {})
            // A trailing closure with no parameter is onCommit:, with one onEditingChanged:.
            TextField("Key", text: $t) { print("done") }
            TextField("Key", text: $t) { isEditing in print(isEditing) }
            MenuButton("Key") { Text("a") }
            TabView(selection: $tab) { Text("a") }
            Slider(value: $v, in: 0...1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("a") }
            Slider(value: $v, in: 0...1, step: 0.1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("a") }
            Slider(value: $v, in: 0...1, onEditingChanged: { _ in }) { Text("a") }
            Slider(value: $v, in: 0...1, step: 0.1, onEditingChanged: { _ in }) { Text("a") }
            ProgressView().progressViewStyle(LinearProgressViewStyle(tint: .red))
            ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red))
            List {}.listStyle(InsetListStyle(alternatesRowBackgrounds: true))
            ToolbarItem(id: "a", showsByDefault: false) { Text("a") }
            Table(rows) {}.tableStyle(InsetTableStyle(alternatesRowBackgrounds: true))
            NavigationLink(destination: Detail()) { Text("a") }
            NavigationLink("Key", destination: Detail())
            NavigationLink(destinationName: "d") { Text("a") }
            NavigationLink(destinationName: "d", isActive: $on) { Text("a") }
            NavigationLink(destinationName: "d", tag: 1, selection: $sel) { Text("a") }
            SecureField("Key", text: $t, onCommit: {})
            Button("b") {}.buttonStyle(BorderedButtonStyle(tint: .red))
            List {}.listStyle(BorderedListStyle(alternatesRowBackgrounds: true))
            Stepper(onIncrement: inc, onDecrement: dec) { Text("a") }
            Stepper(value: $n, step: 2) { Text("a") }
            Stepper(value: $n, in: 0...9, step: 2) { Text("a") }
            // Written before the label, onEditingChanged: picks the soft-deprecated order.
            Stepper(value: $n, step: 2, onEditingChanged: { _ in }) { Text("a") }
            Stepper(value: $n, in: 0...9, step: 2, onEditingChanged: { _ in }) { Text("a") }
            Slider(value: $v, in: 0...1) { Text("current: the label closure") }
            Slider(value: $v, in: 0...1) { editing in print(editing) }
            Gauge(value: 1) {}.gaugeStyle(LinearGaugeStyle(tint: .red))
            Gauge(value: 1) {}.gaugeStyle(LinearGaugeStyle(tint: Gradient(colors: [.red])))
            Table(rows) {}.tableStyle(BorderedTableStyle(alternatesRowBackgrounds: true))
            PasteButton(supportedContentTypes: [.text], validator: { _ in nil }, payloadAction: { _ in })
            PasteButton(supportedTypes: ["public.text"], payloadAction: { _ in })
            Text("t").gesture(SpatialTapGesture(count: 2, coordinateSpace: .global))
            Toggle("t", isOn: $on).toggleStyle(SwitchToggleStyle(tint: .red))
        }
    }
}
