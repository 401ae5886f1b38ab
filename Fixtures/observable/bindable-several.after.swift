import SwiftUI

@Observable
final class Alerts {
    var isShowing = false
}

@Observable
final class Sheets {
    var isPresented = false
}

struct Root: View {
    @Environment(Alerts.self) var alerts
    @Environment(Sheets.self) var sheets

    var body: some View {
        @Bindable var alerts = alerts
        @Bindable var sheets = sheets
        Text("root")
            .alert("Alert", isPresented: $alerts.isShowing) {}
            .sheet(isPresented: $sheets.isPresented) { Text("sheet") }
    }
}
