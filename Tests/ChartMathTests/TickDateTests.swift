import Foundation
import Testing

@testable import ChartMath

@Suite struct TickDateTests {
    /// Seconds since 1970 of a UTC date and time.
    private func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Double {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        return calendar.date(from: components)!.timeIntervalSince1970
    }

    private func ticks(_ start: Double, _ end: Double, _ target: Int) -> [Tick] {
        AxisScale(type: .date, start: start, end: end).ticks(target: target)
    }

    @Test func threeYearsTickOnJanuaryFirstOrMonthStarts() {
        let yearly = ticks(utc(2014, 1, 1), utc(2017, 1, 1), 3)
        #expect(yearly.map(\.value) == [utc(2014, 1, 1), utc(2015, 1, 1), utc(2016, 1, 1), utc(2017, 1, 1)])
        #expect(yearly.map(\.label) == ["2014", "2015", "2016", "2017"])
        let halfYearly = ticks(utc(2014, 1, 1), utc(2017, 1, 1), 5)
        #expect(halfYearly.map(\.label) == ["2014", "Jul", "2015", "Jul", "2016", "Jul", "2017"])
        #expect(halfYearly[1].value == utc(2014, 7, 1))
        let offset = ticks(utc(2014, 3, 12), utc(2017, 2, 3), 3)
        #expect(offset.map(\.value) == [utc(2015, 1, 1), utc(2016, 1, 1), utc(2017, 1, 1)])
    }

    @Test func twoDaysTickAtHourMultiples() {
        let sixHourly = ticks(utc(2015, 3, 5), utc(2015, 3, 7), 8)
        #expect(sixHourly.count == 9)
        #expect(zip(sixHourly, sixHourly.dropFirst()).allSatisfy { $1.value - $0.value == 6 * 3600 })
        #expect(
            sixHourly.map(\.label) == [
                "Mar 5", "06:00", "12:00", "18:00", "Mar 6", "06:00", "12:00", "18:00", "Mar 7",
            ])
        let offset = ticks(utc(2015, 3, 5, 10, 17), utc(2015, 3, 7, 10, 17), 5)
        #expect(offset.map(\.label) == ["12:00", "Mar 6", "12:00", "Mar 7"])
        #expect(offset.allSatisfy { $0.value.truncatingRemainder(dividingBy: 43_200) == 0 })
    }

    @Test func monthsDaysMinutesAndSeconds() {
        #expect(ticks(utc(2015, 1, 15), utc(2015, 6, 20), 5).map(\.label) == ["Feb", "Mar", "Apr", "May", "Jun"])
        let everyOtherDay = ticks(utc(2015, 3, 26), utc(2015, 4, 6), 6)
        #expect(everyOtherDay.map(\.label) == ["Mar 27", "Mar 29", "Mar 31", "Apr", "Apr 3", "Apr 5"])
        let quarterHours = ticks(utc(2015, 3, 5, 14), utc(2015, 3, 5, 15), 4)
        #expect(quarterHours.map(\.label) == ["14:00", "14:15", "14:30", "14:45", "15:00"])
        let t = utc(2015, 3, 5, 14, 30)
        #expect(
            ticks(t, t + 30, 6).map(\.label) == [
                "14:30:00", "14:30:05", "14:30:10", "14:30:15", "14:30:20", "14:30:25", "14:30:30",
            ])
        let weekly = ticks(utc(2015, 3, 2), utc(2015, 4, 2), 4)
        #expect(weekly.map(\.label) == ["Mar 8", "Mar 15", "Mar 22", "Mar 29"])  // Sundays
    }

    @Test func subSecondSpansFallBackToLinearTicks() {
        let t = utc(2015, 3, 5, 14, 30)
        let labels = ticks(t, t + 0.5, 5).map(\.label)
        #expect(labels.first == "14:30:00")
        #expect(labels.contains("14:30:00.1"))
        #expect(Set(labels).count == labels.count)
    }

    @Test func dateLabels() {
        let t = utc(2015, 3, 5, 14, 30)
        #expect(TickFormatter.dateLabel(t, unit: .hour) == "14:30")
        #expect(TickFormatter.dateLabel(t + 15, unit: .second) == "14:30:15")
        #expect(TickFormatter.dateLabel(t + 15.25, unit: .second) == "14:30:15.25")
        #expect(TickFormatter.dateLabel(t, unit: .day) == "Mar 5")
        #expect(TickFormatter.dateLabel(t, unit: .month) == "Mar")
        #expect(TickFormatter.dateLabel(t, unit: .year) == "2015")
        #expect(TickFormatter.dateLabel(utc(2015, 3, 5), unit: .hour) == "Mar 5")
        #expect(TickFormatter.dateLabel(utc(2015, 3, 1), unit: .day) == "Mar")
        #expect(TickFormatter.dateLabel(utc(2016, 1, 1), unit: .hour) == "2016")
        #expect(TickFormatter.dateLabel(utc(1969, 12, 31, 23, 59), unit: .minute) == "23:59")
    }

    @Test func inferredDateDomainsEndOnCalendarBoundaries() {
        let days = AxisScale.inferredDomain(
            of: [utc(2015, 3, 5, 10), utc(2015, 3, 9, 20)], type: .date, includesZero: true, target: 5)
        #expect(days.start == utc(2015, 3, 5) && days.end == utc(2015, 3, 10))
        let years = AxisScale.inferredDomain(
            of: [utc(2014, 3, 5), utc(2016, 10, 9)], type: .date, includesZero: false, target: 3)
        #expect(years.start == utc(2014, 1, 1) && years.end == utc(2017, 1, 1))
    }
}
