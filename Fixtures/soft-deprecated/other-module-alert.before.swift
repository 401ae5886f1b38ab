// typecheck: skip — LoopKit stands for a module outside the run that declares its own Alert
import Foundation
import LoopKit

/// A file that imports neither SwiftUI nor a module re-exporting it cannot name SwiftUI's
/// Alert: this is the other module's type, and nothing is reported.
func makeAlert() -> Alert {
    Alert(identifier: Alert.Identifier(managerIdentifier: "pump", alertIdentifier: "low"), trigger: .immediate)
}
