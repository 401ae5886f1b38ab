import SwiftUI

/// The app's own alert model, rendered by a custom overlay.
struct Alert {
    var title: Text
}
