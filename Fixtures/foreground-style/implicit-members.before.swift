import SwiftUI

extension Color {
    static let brandBlue = Color("BrandBlue")
}

struct BadgeView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Primary")
                .foregroundColor(.red)
            Text("Secondary").foregroundColor(.secondary)
            Image(systemName: "star.fill")
                .foregroundColor(.accentColor)
            Text("Brand").foregroundColor(.brandBlue)
            Text("Faded")
                .font(.caption)
                .foregroundColor(.red.opacity(0.5))
        }
    }
}
