import SwiftUI

final class Service: ObservableObject {
    static let shared = Service()
    @Published var count = 0
    let session = SessionState()
}

final class SessionState: ObservableObject {
    @Published var name = ""
}

struct CounterView: View {
    @StateObject private var service = Service.shared

    var body: some View {
        Text("\(service.count)")
    }
}

struct SessionView: View {
    @StateObject var session = Service.shared.session

    var body: some View {
        Text(session.name)
    }
}
