// fixture: --min-ios 26 --min-macos 26 --min-tvos 26 --min-watchos 26 --min-visionos 26
import SwiftUI

struct WaveShape: Shape {
    var amplitude: CGFloat
    var phase: CGFloat
    var maxAmplitude: CGFloat

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(amplitude, phase) }
        set {
            amplitude = min(max(newValue.first, 0), maxAmplitude)
            phase = newValue.second.truncatingRemainder(dividingBy: 2 * .pi)
        }
    }

    func path(in rect: CGRect) -> Path { Path() }
}

struct Arc: Shape {
    var angle: Angle

    var animatableData: Double {
        get { angle.radians }
        set { angle = .radians(newValue) }
    }

    func path(in rect: CGRect) -> Path { Path() }
}

struct Bar: Shape {
    var height: CGFloat
    let cornerRadius: CGFloat

    var animatableData: CGFloat {
        get { height }
        set { height = newValue }
    }

    func path(in rect: CGRect) -> Path { Path() }
}

struct Fade: ViewModifier, Animatable {
    var opacity: Double
    @State private var seen = false

    var animatableData: Double {
        get { opacity }
        set { opacity = newValue }
    }

    func body(content: Content) -> some View { content.opacity(opacity) }
}

struct Tracked: Shape {
    var progress: Double
    var onEnd: () -> Void

    var animatableData: Double {
        get { progress }
        set {
            progress = newValue
            if newValue >= 1 { onEnd() }
        }
    }

    func path(in rect: CGRect) -> Path { Path() }
}

struct Split: Shape {
    var x: CGFloat
    var y, z: CGFloat

    var animatableData: CGFloat {
        get { x }
        set { x = newValue }
    }

    func path(in rect: CGRect) -> Path { Path() }
}

struct Later: Shape {
    var level: Double
    func path(in rect: CGRect) -> Path { Path() }
}

extension Later {
    var animatableData: Double {
        get { level }
        set { level = newValue }
    }
}
