// Declarations the fixture leaves to the rest of the project (type-check only; the passes
// never see this file).
import SwiftUI

struct ImageCanvas: View { var body: some View { Color.black } }
struct ShareButton: View { var body: some View { Button("Share") {} } }
