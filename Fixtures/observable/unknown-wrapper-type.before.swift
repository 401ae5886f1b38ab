import SwiftUI

final class Tabs: ObservableObject {
    @Published var selected = 0
}

func makeModel() -> Tabs { Tabs() }

struct TabsView: View {
    @StateObject private var tabs = makeModel()
    var body: some View { Text("\(tabs.selected)") }
}
