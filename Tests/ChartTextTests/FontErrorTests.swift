import Testing

@testable import ChartText

@Suite struct FontErrorTests {
    @Test func messagesAreOneLineAndSayWhatToDo() {
        let errors: [FontError] = [
            .noFontsFound(family: "Inter"), .fontconfigUnavailable,
            .cannotLoadFont(path: "/x.ttf", code: 2), .notScalable(path: "/x.pcf"),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
        }
        #expect(FontError.noFontsFound(family: "Inter").description.contains("fonts-dejavu-core"))
        #expect(FontError.noFontsFound(family: "Inter").description.contains("'Inter'"))
    }
}
