import SwiftUI

struct ContentView: View {
    @StateObject private var model = Model()

    var body: some View {
        Text("\(model.count)")
    }
}
