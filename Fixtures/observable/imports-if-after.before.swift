import Foundation

#if canImport(UIKit)
final class Haptics: ObservableObject {
    @Published var enabled = true
}
#endif
