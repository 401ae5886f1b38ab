// typecheck: skip — Apple's deprecated functions of every platform in one view (macOS-only next to iOS-only APIs)
import SwiftUI

// The Functions and Methods, Properties and Subscripts sections that need judgement:
// advice only.
struct Screen: View {
    var body: some View {
        List {
            Text("a")
                .actionSheet(item: $item) { _ in ActionSheet(title: Text("a")) }
                .alert(item: $item) { _ in Alert(title: Text("a")) }
                .onContinuousHover(coordinateSpace: .global) { _ in }
                .dropDestination(for: String.self, action: { items, location in true }, isTargeted: { _ in })
                .autocapitalization(.none)
                .listStyle(.inset(alternatesRowBackgrounds: true))
                .navigationBarItems(leading: Back(), trailing: Add())
                .navigationBarItems(leading: Back())
                .navigationBarItems(trailing: Add())
                .toolbar(.hidden, for: .navigationBar)
                .contextMenu(ContextMenu { Text("b") })
                .onPasteCommand(of: ["public.text"]) { _ in }
                .searchable(text: $query) { Text("s") }
                .searchable(text: $query, prompt: "Find") { Text("s") }
                .tabItem { Label("a", systemImage: "star") }
                .onLongPressGesture(minimumDuration: 1, maximumDistance: 5, pressing: { _ in }) {}
                .onLongPressGesture(minimumDuration: 1, pressing: { _ in }) {}
                .listStyle(.bordered(alternatesRowBackgrounds: true))
                .menuButtonStyle(.automatic)
                .onTapGesture(count: 2, coordinateSpace: .global) { point in }
                .accentColor(.red)
                .overlay(Badge(), alignment: .topTrailing)
                .mask(Circle())
                .font(.system(.body, design: .rounded))
                .font(.system(size: 12, weight: .bold, design: .rounded))
                .background(Color.red, alignment: .center)
                .edgesIgnoringSafeArea(.all)
                .cornerRadius(8)
                .colorScheme(.dark)
                .foregroundColor(.red)
                .navigationViewStyle(.columns)
                .navigationViewStyle(.automatic)
                .navigationViewStyle(.stack)
                .menuStyle(.borderlessButton)
            ForEach(items) { Text($0.name) }
                .onInsert(of: ["public.text"]) { index, providers in }
            Section("s") { Text("a") }
                .collapsible(false)
            GeometryReader { proxy in Text("\(proxy.frame(in: .global).minX)") }
        }
        .onDrop(of: [.text], delegate: self)
    }

    func performDrop(info: DropInfo) -> Bool {
        info.hasItemsConforming(to: ["public.text"])
    }

    func reset(_ customization: TabViewCustomization) {
        customization.resetSectionOrder(for: "s")
        _ = customization[sectionID: "s"]
        _ = customization[sidebarVisibility: "t"]
        _ = Color.red.cgColor
    }
}
