@testable import Feed

func snapshot() {
    _ = Card_Previews.previews
}
