// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

struct StepTwo: View { var body: some View { Text("2") } }
struct StepThree: View { var body: some View { Text("3") } }
struct StepFour: View { var body: some View { Text("4") } }
