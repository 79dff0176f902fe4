import ArgumentParser

/// The `stackboard` command line tool. (Minimal root for the TextMetrics branch; the lead owns the real one.)
@main
struct StackboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stackboard",
        abstract: "Lay out UIStackView-based markup and storyboards the way UIKit does.",
        subcommands: [MeasureCommand.self])
}
