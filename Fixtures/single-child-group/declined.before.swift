import SwiftUI

struct Typed: View {
    let isOn: Bool
    let badge = Group { Text("badge") }
    let typed: Group<Text> = Group { Text("typed") }

    var body: Group<Text> {
        Group {
            Text("a")
        }
    }

    func row() -> Group<Text> {
        Group { Text("row") }
    }

    var other: some View {
        VStack {
            Group {
                Text("commented")
                // after the label: no place to go
            }
            .padding()
        }
    }
}
