import SwiftUI

struct Threshold: View {
    let threshold: Double

    var body: some View {
        Text("\(threshold)")
            // Both the capture and the plain property held the old value: only one can
            // become the first parameter.
            .onChange(of: threshold) { [before = threshold] value in
                print(before, threshold, value)
            }
    }
}
