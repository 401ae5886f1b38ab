import RxSwift
import SwiftUI

@Observation.Observable
final class Stream {
    var values: [Int] = []
}
