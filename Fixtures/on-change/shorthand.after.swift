import SwiftUI

struct Counter: View {
    @Binding var count: Int
    @State private var history: [Int] = []

    var body: some View {
        Stepper("Count", value: $count)
            .onChange(of: count) { history.append($1) }
            .onChange(of: count) {
                let doubled = history.map { $0 * 2 }
                print("now \($1), doubled \(doubled)")
                history.removeAll { value in value > 10 }
            }
            .onChange(of: history) { _, items in
                print(items.filter { $0 > 0 }.count)
            }
        VStack {
            // A nested onChange in a chain inside another's content is its own site.
            Text("\(count)")
                .onChange(of: count) { _, value in print(value) }
        }
        .onChange(of: history.count) { print($1) }
    }
}
