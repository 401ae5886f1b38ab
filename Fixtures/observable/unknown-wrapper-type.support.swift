// Another module's factory, which the fixture's comment stands for (never shown to the passes).
final class ModelFactory {
    static let current = ModelFactory()
    func makeTabs() -> Tabs { Tabs() }
}
