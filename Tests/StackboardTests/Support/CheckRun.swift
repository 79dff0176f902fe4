import Foundation
import Testing
import LayoutTestSupport
import Stackboard

/// Runs documents the way `stackboard check` does (``Pipeline/check(path:fileSystemPath:configurations:willLayOut:timings:)``
/// for the document's default configuration) and formats the result with ``DiagnosticPrinter``, so a golden file
/// holds exactly what the command prints.
enum CheckRun {
    static let root = FixtureDirectory.packageRoot()

    /// What `stackboard check PATH` prints, for a file named by its path relative to the package root (as printed);
    /// nil plus the failure text when the file cannot be read (the command then exits 74).
    static func output(relativePath: String, pipeline: Pipeline = Pipeline(),
                       orientationsOf device: String? = nil) -> (printed: String, diagnostics: [Diagnostic]) {
        output(displayPath: relativePath, fileSystemPath: "\(root)/\(relativePath)", pipeline: pipeline,
               orientationsOf: device)
    }

    /// The same for a file read from `fileSystemPath` and printed as `displayPath` (for generated files, so that
    /// goldens do not contain a temporary folder).
    static func output(displayPath: String, fileSystemPath: String, pipeline: Pipeline = Pipeline(),
                       orientationsOf device: String? = nil) -> (printed: String, diagnostics: [Diagnostic]) {
        var timings = StageTimings()
        do {
            let diagnostics = try pipeline.check(
                path: displayPath, fileSystemPath: Array(fileSystemPath.utf8),
                configurations: { document in
                    // `check --device NAME --orientation both`, or plain `check`.
                    if let device, let profile = pipeline.catalog.device(named: device) {
                        return (Orientation.allCases.map {
                            pipeline.configuration(for: profile, orientation: $0, document: document)
                        }, [])
                    }
                    let (configuration, diagnostics) = pipeline.defaultConfiguration(for: document)
                    return ([configuration], diagnostics)
                },
                timings: &timings)
            return (DiagnosticPrinter().format(diagnostics), diagnostics)
        } catch {
            // Only reading can fail (the command exits 74 after printing this).
            return ("\(error)\n", [])
        }
    }

    /// `name.layout.xml` → `name.diagnostics.txt` (any document extension).
    static func goldenPath(for documentPath: String) -> String {
        var stem = documentPath
        for suffix in [".layout.xml", ".storyboard", ".xib"] where stem.hasSuffix(suffix) {
            stem.removeLast(suffix.count)
            break
        }
        return stem + ".diagnostics.txt"
    }
}

/// One committed bad input of robustness.md §8, named in test output by its file name.
struct CatalogueFixture: CustomTestStringConvertible, Sendable {
    /// Relative to the package root, as diagnostics print it.
    let relativePath: String
    var testDescription: String { (relativePath as NSString).lastPathComponent }
    var absolutePath: String { "\(CheckRun.root)/\(relativePath)" }
    var goldenPath: String { CheckRun.goldenPath(for: absolutePath) }

    /// The documents of one class folder under `Fixtures/robustness/`.
    static func all(in folder: String) -> [CatalogueFixture] {
        let directory = "\(CheckRun.root)/Tests/StackboardTests/Fixtures/robustness/\(folder)"
        return [".layout.xml", ".storyboard", ".xib"]
            .flatMap { FixtureDirectory.files(in: directory, withSuffix: $0) }
            .sorted()
            .map { CatalogueFixture(relativePath: FixtureDirectory.relativePath($0, to: CheckRun.root)) }
    }
}
