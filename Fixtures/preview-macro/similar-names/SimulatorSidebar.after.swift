import SwiftUI

struct SimulatorSidebarView: View {
    var body: some View {
        SidebarView()
    }
}

#Preview {
    SimulatorSidebarView()
}
