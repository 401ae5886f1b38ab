import Combine
import SwiftUI

final class Logger {
    static func make(_ category: String) -> Logger { Logger() }
}

final class ServerModel: ObservableObject {
    @Published var address = ""
    private let logger = Logger.make("server")
}

struct ServerView: View {
    @StateObject private var model = ServerModel()

    var body: some View {
        TextField("Address", text: $model.address)
    }
}
