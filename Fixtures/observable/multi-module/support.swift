import SwiftUI

// Declared elsewhere in the project: a value whose type the passes cannot see.
final class Mystery: ObservableObject {}
func mystery() -> Mystery { Mystery() }
