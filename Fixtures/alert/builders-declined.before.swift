import SwiftUI

// Builders the pass cannot follow are named, with where they are and why.
struct Declined: View {
    @State private var first = false
    @State private var second = false
    @State private var third = false
    @State private var fourth = false
    let title = "Member"

    var body: some View {
        let title = "Local"
        Text(title)
            .alert(isPresented: $first) {
                loggedAlert()
            }
            .alert(isPresented: $second) {
                titledAlert()
            }
            .alert(isPresented: $third) {
                alert(named: "Third")
            }
            .alert(isPresented: $fourth) {
                globalAlert()
            }
    }

    func loggedAlert() -> Alert {
        print("shown")
        return Alert(title: Text("Logged"))
    }

    func titledAlert() -> Alert { Alert(title: Text(title)) }

    func alert(named name: String) -> Alert { Alert(title: Text(name)) }
}

func globalAlert() -> Alert { Alert(title: Text("Global")) }

// A builder used elsewhere too is followed at the modifier and kept.
struct Shared: View {
    @State private var shown = false

    var body: some View {
        Text("Shared")
            .alert(isPresented: $shown) {
                sharedAlert()
            }
    }

    func sharedAlert() -> Alert { Alert(title: Text("Shared")) }

    func log() { print(sharedAlert()) }
}
