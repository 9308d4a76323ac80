// The public API of OpenCharts in one import: the chart DSL (ChartCore), poses and projections
// (ChartCamera), CSV tables and grids (ChartData), the math core's value types (scales,
// interpolation, colours), the scene and image values, the window (ChartViewer's `Viewer`, which
// `LiveChart.window()` returns) and Foundation's URL and Data. Tests/HygieneTests checks that every
// type the public API names comes from one of these modules, and that Package.swift declares each.
@_exported import ChartCamera
@_exported import ChartCore
@_exported import ChartData
@_exported import ChartFiles
@_exported import ChartImage
@_exported import ChartMath
@_exported import ChartScene
@_exported import ChartViewer
@_exported import Foundation
