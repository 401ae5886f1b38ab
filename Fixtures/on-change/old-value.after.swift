import SwiftUI

final class Recorder {
    func update(from old: Double, to new: Double) {}
    func record(_ limit: Int) {}
}

protocol Sink: AnyObject {
    func send(_ value: Double)
}

struct Gauge: View {
    @State private var counter = 0.0
    let threshold: Double
    let limit: Int
    let onCross: (Double) -> Void
    let recorder: Recorder
    let items: [Int]
    let sink: Sink
    private let anchor = "bottom"

    var body: some View {
        VStack {
            Text("\(counter)")
                // The capture list held the value before the change.
                .onChange(of: counter) { counter, newCounter in
                    if floor(counter) != floor(newCounter) { print("crossed") }
                }
                .onChange(of: counter) { [weak recorder] counter, newCounter in
                    recorder?.update(from: counter, to: newCounter)
                }
                .onChange(of: counter) { [weak recorder] counter, newCounter in
                    recorder?.update(from: counter, to: newCounter)
                }
                // A plain stored property read in the action held its old value.
                .onChange(of: threshold) { threshold, newThreshold in
                    print(threshold, newThreshold)
                }
                .onChange(of: threshold) { threshold, _ in
                    print(threshold)
                }
                .onChange(of: self.threshold) { threshold, newValue in
                    print(threshold, newValue)
                }
                // @State reads the current value either way.
                .onChange(of: counter) { _, value in
                    print(counter, value)
                }
                // Other stored properties of the view now hold newer values: a warning.
                .onChange(of: counter) { value in
                    if value > threshold { onCross(value) }
                    recorder.record(limit)
                }
                // Shadowed by the action's own binding: nothing to bind.
                .onChange(of: threshold) { _, value in
                    guard let threshold = Optional(value) else { return }
                    print(threshold)
                }
                // A class-bound protocol and a constant read the same in both: no warning.
                .onChange(of: counter) { _, value in
                    sink.send(value)
                    print(anchor)
                }
            ForEach(items, id: \.self) { item in
                Text("\(item)")
                    .onChange(of: item) { item, newItem in
                        print(item, newItem)
                    }
            }
        }
    }
}
