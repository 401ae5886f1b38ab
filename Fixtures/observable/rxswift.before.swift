import RxSwift
import SwiftUI

final class Stream: ObservableObject {
    @Published var values: [Int] = []
}
