import SwiftUI

/// A small view in the style of the SwiftUI 1-3 years, used as a parser smoke test.
final class CounterModel: ObservableObject {
    @Published var count = 0
    @Published private(set) var history: [Int] = []

    func increment() {
        count += 1
        history.append(count)
    }
}

struct CounterView: View {
    @ObservedObject var model: CounterModel
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        NavigationView {
            VStack(spacing: 12) {
                Text("Count: \(model.count)")
                    .foregroundColor(model.count > 10 ? .red : .primary)
                ForEach(model.history, id: \.self) { value in
                    Text("\(value)")
                }
                Button("Increment") { model.increment() }
                    .cornerRadius(8)
            }
            .navigationBarTitle("Counter", displayMode: .inline)
            #if os(iOS)
            .navigationBarItems(trailing: Button("Done") {
                presentationMode.wrappedValue.dismiss()
            })
            #endif
        }
        .onChange(of: model.count) { newValue in
            print(newValue)
        }
    }
}
