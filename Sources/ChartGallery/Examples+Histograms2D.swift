import ChartData
import Foundation
import OpenCharts

extension Examples {
    /// Seattle's daily high against the same day's low, 2012–2015, counted in a 2D histogram
    /// (`Histogram2DPlot`, nice bins by Scott's rule, empty cells blank).
    public static func seattleHistogram2D() throws -> Chart {
        let days = try seattleWeather()
        return Chart {
            Histogram2DPlot(days, x: .value("Daily low (°C)", \.low), y: .value("Daily high (°C)", \.high))
                .hidingEmptyBins()
        }
        .frame(width: 560, height: 440)
    }

    /// The same days on hexagonal bins (`HexbinPlot`, 24 hexagons across).
    public static func seattleHexbin() throws -> Chart {
        let days = try seattleWeather()
        return Chart {
            HexbinPlot(days, x: .value("Daily low (°C)", \.low), y: .value("Daily high (°C)", \.high), gridSize: 24)
        }
        .frame(width: 560, height: 440)
    }

    /// A penguin's bill: its length and depth in millimetres, and the species.
    public struct PenguinBill: Sendable, Identifiable {
        public let id: Int
        public let species: String
        public let length: Double
        public let depth: Double
    }

    /// The penguins with both bill measurements (342 of 344).
    public static func penguinBills() throws -> [PenguinBill] {
        let table = try CSVTable(parsing: try dataset("penguins.csv"))
        let species = try table.strings("species")
        let length = try table.numbers("bill_length_mm")
        let depth = try table.numbers("bill_depth_mm")
        return (0..<table.rowCount).compactMap { i in
            guard let s = species[i], let l = length[i], let d = depth[i] else { return nil }
            return PenguinBill(id: i, species: s, length: l, depth: d)
        }
    }

    /// The penguins' bill length × depth as a 3D histogram: a bar per cell on the floor of the
    /// box, coloured by its count (`Histogram3DPlot`).
    public static func penguinBillHistogram3D() throws -> Chart3D {
        let bills = try penguinBills()
        return Chart3D {
            Histogram3DPlot(bills, x: .value("Bill length (mm)", \.length), z: .value("Bill depth (mm)", \.depth))
        }
        .chart3DPose(Chart3DPose(azimuth: .degrees(35), inclination: .degrees(25)))
    }
}
