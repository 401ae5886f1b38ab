import SwiftUI

struct Badge: Identifiable {
    let id: Int
    let color: Color
    let tint: Color?
}

struct BadgeList: View {
    let badges: [Badge]

    var body: some View {
        ForEach(badges) { badge in
            Text("\(badge.id)")
                .foregroundStyle(badge.color)
            Text("tint")
                .foregroundColor(badge.tint)
        }
    }
}
