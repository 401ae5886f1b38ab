import SwiftUI

final class Alerts: ObservableObject {
    @Published var isShowing = false
}

final class Sheets: ObservableObject {
    @Published var isPresented = false
}

struct Root: View {
    @EnvironmentObject var alerts: Alerts
    @EnvironmentObject var sheets: Sheets

    var body: some View {
        Text("root")
            .alert("Alert", isPresented: $alerts.isShowing) {}
            .sheet(isPresented: $sheets.isPresented) { Text("sheet") }
    }
}
