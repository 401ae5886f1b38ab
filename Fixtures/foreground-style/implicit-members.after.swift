import SwiftUI

extension Color {
    static let brandBlue = Color("BrandBlue")
}

struct BadgeView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Primary")
                .foregroundStyle(.red)
            Text("Secondary").foregroundStyle(Color.secondary)
            Image(systemName: "star.fill")
                .foregroundStyle(Color.accentColor)
            Text("Brand").foregroundStyle(Color.brandBlue)
            Text("Faded")
                .font(.caption)
                .foregroundStyle(.red.opacity(0.5))
        }
    }
}
