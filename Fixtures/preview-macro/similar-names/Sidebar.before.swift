import SwiftUI

struct SidebarView: View {
	var body: some View {
		VStack {
			Text("Sidebar")
				.padding()
			Text("Footer")
		}
	}
}

struct SidebarView_Previews: PreviewProvider {
    static var previews: some View {
        SidebarView()
            .frame(width: 200)
    }
}
