import Foundation

/// How a change of a chart's data is animated (SwiftUI's `Animation`, for charts): a timing curve
/// over a duration. Pass one to `withAnimation(_:_:)` around the change of a live chart's model,
/// or to `ImageRenderer.writeFrames(from:to:animation:fps:to:)`.
public struct Animation: Sendable, Equatable {
    enum Curve: Sendable, Equatable {
        case linear
        case easeInOut
        /// A damped spring: natural period `response` seconds, damping ratio `dampingFraction`.
        case spring(response: Double, dampingFraction: Double)
    }

    let curve: Curve
    /// How long the animation runs, in seconds (for a spring: until it is within 0.1 % of the end).
    public let duration: Double

    /// Constant speed.
    public static func linear(duration: Double) -> Animation {
        Animation(curve: .linear, duration: max(0, duration))
    }

    /// Slow at the start and the end (a cubic smoothstep).
    public static func easeInOut(duration: Double) -> Animation {
        Animation(curve: .easeInOut, duration: max(0, duration))
    }

    /// A damped spring from rest (SwiftUI's `spring(response:dampingFraction:)`): below a damping
    /// fraction of 1 it overshoots the end and settles back.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825) -> Animation {
        let response = max(response, 1e-3)
        let zeta = max(dampingFraction, 1e-3)
        let omega = 2 * Double.pi / response
        // The envelope e^(−ζωt) (critically damped: (1 + ωt)e^(−ωt)) falls below 0.001.
        let duration = zeta < 1 ? log(1000) / (zeta * omega) : 9.3 / omega
        return Animation(curve: .spring(response: response, dampingFraction: zeta), duration: duration)
    }

    /// SwiftUI's default: a spring with a 0.55 s response and 0.825 damping.
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 0.825)
    /// Ease in and out over 0.35 s.
    public static let easeInOut = Animation.easeInOut(duration: 0.35)
    /// Linear over 0.35 s.
    public static let linear = Animation.linear(duration: 0.35)

    /// The fraction of the way from the old to the new values `seconds` after the animation
    /// started: 0 at the start, 1 from ``duration`` on (a spring passes 1 on the way).
    public func fraction(at seconds: Double) -> Double {
        guard duration > 0, seconds < duration else { return 1 }
        let t = max(0, seconds)
        switch curve {
        case .linear:
            return t / duration
        case .easeInOut:
            let u = t / duration
            return u * u * (3 - 2 * u)
        case .spring(let response, let zeta):
            let omega = 2 * Double.pi / response
            if zeta < 1 {
                let omegaD = omega * (1 - zeta * zeta).squareRoot()
                let decay = exp(-zeta * omega * t)
                return 1 - decay * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
            }
            return 1 - (1 + omega * t) * exp(-omega * t)
        }
    }

    /// Whether the animation has finished `seconds` after it started.
    public func isFinished(at seconds: Double) -> Bool { seconds >= duration }
}

/// The animation in effect for changes made inside `withAnimation(_:_:)`.
public enum ChartTransaction {
    @TaskLocal static var animation: Animation?

    /// The animation of the innermost enclosing `withAnimation(_:_:)` on this task or thread, or
    /// nil. A live chart reads it when its model reports a change.
    public static var current: Animation? { animation }
}

/// Runs `body` with `animation` in effect (SwiftUI's `withAnimation`): a live chart whose model
/// changes inside `body` moves its marks from their old to their new values with `animation`
/// instead of jumping.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try ChartTransaction.$animation.withValue(animation, operation: body)
}

/// Runs the asynchronous `body` with `animation` in effect (see `withAnimation(_:_:)`).
@discardableResult
public func withAnimation<Result: Sendable>(
    _ animation: Animation? = .default, _ body: @Sendable () async throws -> Result
) async rethrows -> Result {
    try await ChartTransaction.$animation.withValue(animation, operation: body)
}
