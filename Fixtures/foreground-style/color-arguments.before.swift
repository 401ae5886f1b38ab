import SwiftUI

struct Palette: View {
    var body: some View {
        HStack {
            Text("Asset").foregroundColor(Color("Brand"))
            Text("Static").foregroundColor(Color.orange)
            Text("Qualified").foregroundColor(SwiftUI.Color.green)
            Text("RGB").foregroundColor(Color(red: 0.2, green: 0.4, blue: 0.6))
            Text("UIKit").foregroundColor(Color(uiColor: .systemBackground))
        }
    }
}
