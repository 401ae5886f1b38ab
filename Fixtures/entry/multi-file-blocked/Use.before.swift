import SwiftUI

/// Uses the key directly: converting would leave this dangling.
let defaultPage = PagingKey.defaultValue
