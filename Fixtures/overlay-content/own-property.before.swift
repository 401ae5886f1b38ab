import SwiftUI

/// A view whose `mask` and `background` are its own closures: calling them is not the
/// modifier, and a trailing closure would not type-check.
struct MaskProgressView<Mask: View>: View {
    var progress: Double
    @ViewBuilder var mask: (Double) -> Mask
    let background: (Double) -> Color

    var body: some View {
        ZStack {
            mask(progress)
            background(progress)
        }
        .overlay(Text("\(Int(progress * 100))%"))
    }
}
