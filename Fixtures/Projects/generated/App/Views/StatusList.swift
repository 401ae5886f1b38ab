import SwiftUI

struct StatusList: View {
    var body: some View {
        List {
            ForEach(Status.allCases, id: \.self) { status in
                Text(status.rawValue)
            }
        }
    }
}
