import ChartMath

extension ChartRepresentable {
    /// A gradient for numeric `.foregroundStyle(by:)` values spaced by `type`:
    /// `.chartForegroundStyleScale(range: .viridis, type: .log)` gives every decade of a heavy-tailed
    /// count the same share of the gradient, and the colour bar shows the decades (1, 10, 100) with
    /// minor ticks between them. `.symmetricLog(linearThreshold: c)` does the same for values of
    /// both signs, linearly within ±c.
    ///
    /// On a log scale only values > 0 can be coloured: lowering throws
    /// ``ChartError/valueOutsideColorScale(label:value:count:type:)`` for any other (a 2D histogram
    /// leaves its empty bins blank with ``Histogram2DPlot/hidingEmptyBins(_:)``).
    public func chartForegroundStyleScale(range: Gradient, type: ColorScaleType) -> Self {
        modified {
            $0.foregroundStyleGradient = range
            $0.foregroundStyleType = type
        }
    }

    /// A gradient over a fixed numeric domain, spaced by `type`: values outside the domain take the
    /// colour of its nearer end. Lowering throws ``ChartError/invalidColorScale(lower:upper:reason:)``
    /// for a domain that is not finite (or not > 0 on a log scale).
    public func chartForegroundStyleScale(domain: ClosedRange<Double>, range: Gradient, type: ColorScaleType) -> Self {
        modified {
            $0.foregroundStyleGradient = range
            $0.foregroundStyleDomain = domain
            $0.foregroundStyleType = type
        }
    }

    /// Numeric `.foregroundStyle(by:)` values in the default gradient (viridis), spaced by `type`.
    public func chartForegroundStyleScale(type: ColorScaleType) -> Self {
        modified { $0.foregroundStyleType = type }
    }
}
