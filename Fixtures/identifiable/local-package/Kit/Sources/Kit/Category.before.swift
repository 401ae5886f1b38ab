public enum Category: String, CaseIterable {
    case news, sports
}
