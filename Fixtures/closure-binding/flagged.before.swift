import SwiftUI
import Combine

@Observable final class Scores {
    var score = 0
    var values: [String: Int] = [:]
    subscript(scoreFor player: String) -> Int {
        get { values[player, default: 0] }
        set { values[player] = newValue }
    }
}

final class Settings: ObservableObject {
    @Published var isOn = false
}

struct Board: View {
    @State private var scores = Scores()
    @StateObject private var settings = Settings()
    @Binding var name: String
    let model: Scores

    var body: some View {
        Form {
            Stepper("Score", value: Binding(get: { scores.score }, set: { scores.score = $0 }))
            Toggle("On", isOn: Binding(get: { settings.isOn }, set: { newValue in settings.isOn = newValue }))
            TextField("Name", text: Binding(get: { name }, set: { self.name = $0 }))
            Stepper("Alice", value: Binding(get: { scores[scoreFor: "Alice"] }, set: { scores[scoreFor: "Alice"] = $0 }))
            Stepper("Model", value: Binding(get: { model.score }, set: { model.score = $0 }))
        }
    }
}
