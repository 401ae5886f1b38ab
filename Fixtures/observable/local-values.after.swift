import SwiftUI

@Observable
final class Environment2 {
    var filters = Filters()
}

@Observable
final class Filters {
    var query = ""
}

#Preview {
    let environment = Environment2()
    let filters = environment.filters
    return Text("Preview")
        .environment(filters)
        .environment(environment)
}
