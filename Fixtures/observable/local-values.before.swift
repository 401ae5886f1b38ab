import SwiftUI

final class Environment2: ObservableObject {
    @Published var filters = Filters()
}

final class Filters: ObservableObject {
    @Published var query = ""
}

#Preview {
    let environment = Environment2()
    let filters = environment.filters
    return Text("Preview")
        .environmentObject(filters)
        .environmentObject(environment)
}
