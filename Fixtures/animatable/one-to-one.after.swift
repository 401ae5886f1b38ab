// fixture: --min-ios 26 --min-macos 26 --min-tvos 26 --min-watchos 26 --min-visionos 26
// typecheck: skip — @Animatable and @AnimatableIgnored are compiler plug-ins the Linux toolchain lacks
import SwiftUI

@Animatable
struct Ring: Shape {
    var start: Double
    var end: Double
    @AnimatableIgnored var clockwise: Bool
    static let thickness = 4.0

    func path(in rect: CGRect) -> Path { Path() }
}

@Animatable
@available(iOS 26, *)
struct Gauge: Shape {
    var low: CGFloat
    var high: CGFloat
    var value: CGFloat
    var label: String { "\(value)" }

    func path(in rect: CGRect) -> Path { Path() }
}

@Animatable
struct Pulse: ViewModifier, Animatable {
    var scale: Double
    @AnimatableIgnored var color: Color = .red

    func body(content: Content) -> some View { content.scaleEffect(scale) }
}

@Animatable
struct Wedge: Shape {
    @AnimatableIgnored var from: Angle
    @AnimatableIgnored var to: Angle

    var fromDegrees: Double
    var toDegrees: Double

    func path(in rect: CGRect) -> Path { Path() }
}
