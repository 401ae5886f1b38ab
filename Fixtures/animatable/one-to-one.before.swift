// fixture: --min-ios 26 --min-macos 26 --min-tvos 26 --min-watchos 26 --min-visionos 26
// typecheck: skip — @Animatable and @AnimatableIgnored are compiler plug-ins the Linux toolchain lacks
import SwiftUI

struct Ring: Shape {
    var start: Double
    var end: Double
    var clockwise: Bool
    static let thickness = 4.0

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(start, end) }
        set {
            start = newValue.first
            end = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path { Path() }
}

@available(iOS 26, *)
struct Gauge: Shape {
    var low: CGFloat
    var high: CGFloat
    var value: CGFloat
    var label: String { "\(value)" }

    /// Interpolated by SwiftUI.
    var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, CGFloat> {
        get { AnimatablePair(AnimatablePair(self.low, self.high), value) }
        set(data) {
            self.low = data.first.first
            high = data.first.second
            value = data.second
        }
    }

    func path(in rect: CGRect) -> Path { Path() }
}

struct Pulse: ViewModifier, Animatable {
    var scale: Double
    var color: Color = .red

    var animatableData: Double {
        get { scale }
        set { scale = newValue }
    }

    func body(content: Content) -> some View { content.scaleEffect(scale) }
}

struct Wedge: Shape {
    var from: Angle
    var to: Angle

    var animatableData: AnimatableValues<Double, Double> {
        get { AnimatableValues(fromDegrees, toDegrees) }
        set {
            fromDegrees = newValue.value.0
            toDegrees = newValue.value.1
        }
    }

    var fromDegrees: Double
    var toDegrees: Double

    func path(in rect: CGRect) -> Path { Path() }
}
