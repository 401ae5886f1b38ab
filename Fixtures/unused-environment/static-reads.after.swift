import SwiftUI

struct Agenda: View {
    @Environment(\.calendar) private static var calendar
    @Environment(\.timeZone) private static var timeZone
    @Environment(\.locale) private static var locale
    @Environment(\.openURL) private static var openURL
    let date: Date

    var body: some View {
        VStack {
            Text(Self.calendar.identifier == .gregorian ? "Gregorian" : "Other")
            Text(Agenda.timeZone.identifier)
            Text(type(of: self).locale.identifier)
        }
    }

    static func open(_ url: URL) {
        openURL(url)
    }
}

struct Other: View {
    var body: some View {
        // Another type's static property of the same name: not this one's.
        Text(Agenda.calendarName)
    }
}

extension Agenda {
    static var calendarName: String { "\(calendar.identifier)" }
}
