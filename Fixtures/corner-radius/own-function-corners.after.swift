import SwiftUI
import UIKit

struct RoundedCorner: Shape {
    var radius: CGFloat
    var corners: UIRectCorner

    func path(in rect: CGRect) -> Path {
        Path(UIBezierPath(roundedRect: rect, byRoundingCorners: corners,
                          cornerRadii: CGSize(width: radius, height: radius)).cgPath)
    }
}

extension View {
    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(RoundedCorner(radius: radius, corners: corners))
    }
}

struct Sheet: View {
    var body: some View {
        VStack {
            Text("Top")
                .cornerRadius(12, corners: [.topLeft, .topRight])
            Text("Whole")
                .clipShape(.rect(cornerRadius: 12))
        }
    }
}
