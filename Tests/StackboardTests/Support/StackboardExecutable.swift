import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `stackboard` executable, which SwiftPM puts next to the test bundle (the approach of
/// swift-argument-parser's `AssertExecuteCommand`).
enum StackboardExecutable {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Set when the process ended from a signal.
        var signal: Int32?
    }

    /// The executable's path, or nil when the product was not built.
    static let path: String? = {
        #if os(Linux)
        let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        #else
        let testBinary = Bundle.main.bundlePath
        #endif
        var folder = URL(fileURLWithPath: testBinary).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("stackboard").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    /// Runs `stackboard arguments…` in `directory` (the package root by default), without colour, and waits for it
    /// (at most `limit` seconds of wall time, after which it is killed and the test fails).
    static func run(_ arguments: [String], in directory: String = CheckRun.root, standardOutputPath: String? = nil,
                    limit: TimeInterval = 300) throws -> Result {
        let process = try start(arguments, in: directory, standardOutputPath: standardOutputPath)
        return try finish(process, limit: limit)
    }

    /// A running process; collect its result with ``finish(_:limit:)``.
    final class Running: @unchecked Sendable {
        let process: Process
        let output: Pipe?
        let error: Pipe
        var outputData = Data()
        var errorData = Data()
        let group = DispatchGroup()

        init(process: Process, output: Pipe?, error: Pipe) {
            self.process = process
            self.output = output
            self.error = error
        }
    }

    static func start(_ arguments: [String], in directory: String = CheckRun.root,
                      standardOutputPath: String? = nil) throws -> Running {
        let executable = try #require(path, "the stackboard executable was not built next to the tests")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let error = Pipe()
        process.standardError = error
        var output: Pipe?
        if let standardOutputPath {
            process.standardOutput = FileHandle(forWritingAtPath: standardOutputPath)
        } else {
            let pipe = Pipe()
            process.standardOutput = pipe
            output = pipe
        }
        let running = Running(process: process, output: output, error: error)
        try process.run()
        // Drain both pipes while the process runs, so a big output cannot block it.
        if let output {
            running.group.enter()
            DispatchQueue.global().async {
                running.outputData = output.fileHandleForReading.readDataToEndOfFile()
                running.group.leave()
            }
        }
        running.group.enter()
        DispatchQueue.global().async {
            running.errorData = error.fileHandleForReading.readDataToEndOfFile()
            running.group.leave()
        }
        return running
    }

    static func finish(_ running: Running, limit: TimeInterval = 300) throws -> Result {
        let deadline = Date().addingTimeInterval(limit)
        while running.process.isRunning && Date() < deadline { usleep(10_000) }
        if running.process.isRunning {
            running.process.terminate()
            running.process.waitUntilExit()
            Issue.record("stackboard did not finish within \(limit) s")
        }
        running.process.waitUntilExit()
        running.group.wait()
        let signal = running.process.terminationReason == .uncaughtSignal ? running.process.terminationStatus : nil
        return Result(status: running.process.terminationStatus,
                      standardOutput: String(decoding: running.outputData, as: UTF8.self),
                      standardError: String(decoding: running.errorData, as: UTF8.self),
                      signal: signal)
    }
}
