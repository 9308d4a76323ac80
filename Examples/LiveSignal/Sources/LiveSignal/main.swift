// A live chart fed by a measurement loop: a thread samples a damped oscillation (with a little noise)
// into a SampleBuffer, and a LiveChart redraws after every batch, scrolling to the newest samples.
//
// With a display (DISPLAY set) the chart opens in a window that follows the loop; when the loop ends
// the window saves a screenshot (opencharts-view-1.png, as the S key does) and closes itself. Without
// one — a server, CI — the same chart is rendered headless after every quarter of the loop
// (live-0.png … live-3.png). Either way the program ends by itself.
//
// Usage: LiveSignal [--headless]   (writes into the current folder)
import Foundation
import OpenCharts

/// One sample of the measured signal.
struct Sample: Sendable {
    var time: Double
    var value: Double
}

/// The signal the loop measures: a 1.5 Hz oscillation decaying over a few seconds, with noise.
func measure(at time: Double, generator: inout SystemRandomNumberGenerator) -> Double {
    exp(-time / 4) * sin(2 * .pi * 1.5 * time) + Double.random(in: -0.04...0.04, using: &generator)
}

let batches = 40
let samplesPerBatch = 25
let sampleInterval = 0.01  // seconds of signal time per sample

let buffer = SampleBuffer<Sample>(capacity: 600)
let live = LiveChart {
    Chart(buffer.elements) { sample in
        LineMark(x: .value("Time (s)", sample.time), y: .value("Signal (V)", sample.value))
    }
    .chartYScale(domain: -1.1...1.1)
    .chartScrollableAxes(.horizontal)
    .chartXVisibleDomain(length: 4)
    .chartScrollPositionAtEnd()
    .chartTitle("Damped oscillation, live")
}

/// Runs the measurement loop; `onBatch` is called after each batch with its number.
func runLoop(pace: TimeInterval, onBatch: (Int) throws -> Void) rethrows {
    var generator = SystemRandomNumberGenerator()
    for batch in 0..<batches {
        let first = batch * samplesPerBatch
        buffer.append(
            contentsOf: (first..<first + samplesPerBatch).map { index in
                let time = Double(index) * sampleInterval
                return Sample(time: time, value: measure(at: time, generator: &generator))
            })
        try onBatch(batch)
        if pace > 0 { Thread.sleep(forTimeInterval: pace) }
    }
}

/// Renders the chart as it stands after every quarter of the loop, without a window.
func runHeadless() throws {
    try runLoop(pace: 0) { batch in
        guard (batch + 1) % (batches / 4) == 0 else { return }
        let name = "live-\((batch + 1) / (batches / 4) - 1).png"
        let renderer = ImageRenderer(content: live.chart)
        renderer.scale = 2
        try renderer.writePNG(to: URL(fileURLWithPath: name))
        print("wrote \(name) with \(buffer.count) samples")
    }
}

/// Opens the live window, runs the loop on a thread of its own, and saves and closes the window once
/// it has drawn the last sample.
func runWindow() throws {
    let viewer = live.window(title: "LiveSignal")
    let lastTime = Double(batches * samplesPerBatch - 1) * sampleInterval
    Thread.detachNewThread { runLoop(pace: 0.02) { _ in } }
    var saveAsked = false
    viewer.onFrame = { [unowned viewer] _ in
        // Called after each frame on the window's thread: the frame just shown has the last sample.
        guard !saveAsked, let last = buffer.elements.last, last.time >= lastTime else { return }
        saveAsked = true
        viewer.post(.keyPressed(.s))
    }
    viewer.onSave = { [unowned viewer] url in
        print("saved \(url.lastPathComponent) with \(buffer.count) samples")
        viewer.requestClose()
    }
    try viewer.run()
}

let display = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
if CommandLine.arguments.contains("--headless") || display.isEmpty {
    try runHeadless()
} else {
    try runWindow()
}
