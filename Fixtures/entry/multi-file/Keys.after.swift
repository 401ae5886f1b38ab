import SwiftUI

struct Other {}
