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

#Preview {
    SidebarView()
        .frame(width: 200)
}
