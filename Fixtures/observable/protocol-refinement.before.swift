import SwiftUI

protocol ViewModel: ObservableObject {
    var title: String { get }
}

protocol DetailViewModel: ViewModel {}

final class HomeModel: ViewModel {
    @Published var title = "Home"
}

final class DetailModel: DetailViewModel {
    @Published var title = "Detail"
}
