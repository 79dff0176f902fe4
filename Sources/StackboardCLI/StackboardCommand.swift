import ArgumentParser

/// The `stackboard` command. A minimal root joining the branches' subcommands; the lead reconciles it with the
/// full one.
@main
struct StackboardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stackboard",
        abstract: "Lay out storyboard-like XML and Interface Builder files and draw them as SVG wireframes.",
        subcommands: [DevicesCommand.self, MeasureCommand.self])
}
