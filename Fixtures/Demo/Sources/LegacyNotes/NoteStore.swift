import Combine
import Foundation

/// The app's notes; views observe it.
final class NoteStore: ObservableObject {
    @Published var notes: [Note] = []
    @Published private(set) var isSaving = false
    @Published var filter: NoteFilter = .all

    private var cancellables = Set<AnyCancellable>()

    init() {
        $filter
            .sink { [weak self] _ in self?.save() }
            .store(in: &cancellables)
    }

    func add(_ note: Note) {
        notes.append(note)
    }

    func save() {
        isSaving = true
    }
}
