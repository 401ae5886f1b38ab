import SwiftUI

final class Tabs: ObservableObject {
    @Published var selected = 0
}

struct TabsView: View {
    // `ModelFactory` is another module's: the wrapper's type is not known here.
    @StateObject private var tabs = ModelFactory.current.makeTabs()
    var body: some View { Text("\(tabs.selected)") }
}
