import Combine
import Foundation
import SwiftUI

// @State creates its value at every initialisation of the view and throws the extra
// instances away, so their deinit runs each time: a deinit that logs, posts or calls a
// shared object keeps the class an ObservableObject; one that only stops its own timer
// and cancellables converts.
final class Session: ObservableObject {
    @Published var user = ""

    deinit {
        print("Session ended")
    }
}

final class Stream: ObservableObject {
    @Published var frames = 0
    private var timer: Timer?
    private var cancellables = Set<AnyCancellable>()

    deinit {
        timer?.invalidate()
        cancellables.forEach { $0.cancel() }
        self.cancellables.removeAll()
        NotificationCenter.default.removeObserver(self)
    }
}

final class Recorder: ObservableObject {
    @Published var isOn = false

    deinit {
        stop()
    }

    func stop() {}
}

struct SessionView: View {
    @StateObject private var session = Session()
    @StateObject private var stream = Stream()
    @StateObject private var recorder = Recorder()

    var body: some View {
        Text(session.user + "\(stream.frames)" + "\(recorder.isOn)")
    }
}
