import SwiftUI

struct Palette: View {
    var body: some View {
        HStack {
            Text("Asset").foregroundStyle(Color("Brand"))
            Text("Static").foregroundStyle(Color.orange)
            Text("Qualified").foregroundStyle(SwiftUI.Color.green)
            Text("RGB").foregroundStyle(Color(red: 0.2, green: 0.4, blue: 0.6))
            Text("UIKit").foregroundStyle(Color(uiColor: .systemBackground))
        }
    }
}
