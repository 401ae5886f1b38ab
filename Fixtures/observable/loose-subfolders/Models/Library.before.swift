import Combine
import Foundation

// One app of loose sources (no project file, no Package.swift, no git repository), its
// model and its views in sibling folders: the path given is one group, so the class and
// its uses change together.
final class Library: ObservableObject {
    @Published var books: [String] = []
}
