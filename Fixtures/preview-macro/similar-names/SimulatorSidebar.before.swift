import SwiftUI

struct SimulatorSidebarView: View {
    var body: some View {
        SidebarView()
    }
}

struct SimulatorSidebarView_Previews: PreviewProvider {
    static var previews: some View {
        SimulatorSidebarView()
    }
}
