// typecheck: skip — a @Published property used in a @MainActor class's deinit is an error already (the wrapper makes it computed): the decline under test
import Combine
import Foundation

// The deinit reads a @Published property: @ObservationIgnored would stop the views that
// show it from refreshing, so the class stays an ObservableObject.
@MainActor
final class Recorder: ObservableObject {
    @Published var isRecording = false

    deinit {
        if isRecording {
            print("stopped while recording")
        }
    }
}
