import SwiftUI

struct Onboarding: View {
    @State private var showsNext = false
    @State private var step: Int?

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: StepTwo(), isActive: $showsNext) { EmptyView() }
                NavigationLink("Three", destination: StepThree(), tag: 3, selection: $step)
                NavigationLink("Four", destination: StepFour())
                Button("Next") { showsNext = true }
            }
        }
        .navigationViewStyle(.stack)
    }
}
