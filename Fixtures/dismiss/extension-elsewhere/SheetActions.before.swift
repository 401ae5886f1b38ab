import SwiftUI

extension Sheet {
    func close() {
        presentationMode.wrappedValue.dismiss()
    }
}
