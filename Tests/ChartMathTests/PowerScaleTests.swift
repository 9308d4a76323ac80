import Foundation
import Testing

@testable import ChartMath

/// `.power(exponent:)`: T(v) = sign(v)·|v|^k, ticks spread in the transformed space.
@Suite struct PowerScaleTests {
    @Test func theTransformIsASignedPower() {
        let square = ScaleType.power(exponent: 2)
        #expect(square.transform(3) == 9)
        #expect(square.transform(-3) == -9)
        #expect(square.inverse(-9) == -3)
        // The exponent 0.5 is the square-root scale.
        let root = ScaleType.power(exponent: 0.5)
        for v in [-25.0, 0, 2, 49] {
            #expect(abs(root.transform(v) - ScaleType.squareRoot.transform(v)) < 1e-12)
        }
        // On a power-2 axis over 0…10, 5 sits a quarter of the way along.
        #expect(abs(AxisScale(type: square, start: 0, end: 10).normalized(5) - 0.25) < 1e-12)
    }

    @Test func anExponentThatIsNotPositiveMakesTheScaleInvalid() {
        for k in [0.0, -1, .nan, .infinity] {
            #expect(!AxisScale(type: .power(exponent: k), start: 0, end: 10).isValid)
        }
    }

    @Test func ticksAreRoundAndSpreadInTheTransformedSpace() {
        let scale = AxisScale(type: .power(exponent: 2), start: 0, end: 100)
        let ticks = scale.ticks(target: 5)
        #expect(ticks.count >= 3 && ticks.count <= 10)
        #expect(ticks.first?.value == 0 && ticks.last?.value == 100)
        let positions = ticks.map { scale.normalized($0.value) }
        for (a, b) in zip(positions, positions.dropFirst()) { #expect(b - a >= 0.6 / 5 - 1e-9) }
        #expect(ticks.allSatisfy { $0.value == $0.value.rounded() })
        let (start, end) = AxisScale.inferredDomain(
            of: [3, 87], type: .power(exponent: 2), includesZero: false, target: 5)
        #expect(start <= 3 && end >= 87)
    }
}
