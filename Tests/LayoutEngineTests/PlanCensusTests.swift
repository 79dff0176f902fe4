@testable import LayoutEngine
import LayoutModel
import Foundation
import Markup
import Testing
import TraitResolver

/// The local plan of large documents given by path (`PLAN_CENSUS_FILES`, colon-separated, e.g. the bench
/// documents of `/work/shared/bench/gen_xib.py`): how many stacks are summarized, through the whole centring LP or
/// not at all. Runs only when asked; a summarizable equalCentering stack must never fall back to a unit.
@Suite struct PlanCensusTests {
    static let files = ProcessInfo.processInfo.environment["PLAN_CENSUS_FILES"].map {
        $0.split(separator: ":").map(String.init)
    } ?? []

    @Test(.enabled(if: !files.isEmpty)) func censusOfGivenDocuments() throws {
        for path in Self.files {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let (markup, _) = MarkupParser.parse(SourceFile(path: path, bytes: bytes))
            let (configuration, _) = TraitResolver.defaultConfiguration(for: markup, catalog: .builtIn)
            let (document, _) = TraitResolver.resolve(markup, for: configuration)
            for scene in document.scenes {
                let table = SceneTable(root: scene.root)
                let facts = LayoutFacts.initial(table: table, rootInsets: .zero)
                let model = SceneModel(document: document, scene: scene, table: table, facts: facts,
                                       measurer: ContentMeasurer(document: document,
                                                                 measurer: SystemTextMeasurer.fixed()))
                let stacks = model.table.views.indices.filter { $0 != 0 && model.stacks[$0] != nil }
                let unsummarized = stacks.filter { !model.plan.summarizable[$0] }
                let census = LocalEquivalenceNestedCentringTests.centringCensus(model)
                print("census \(path): \(stacks.count) stacks, \(unsummarized.count) unsummarized "
                      + "(\(unsummarized.filter { model.stacks[$0]?.distribution == .equalCentering }.count) "
                      + "equalCentering), \(census.general) through the centring LP, \(census.unsummarized) fell back")
                #expect(census.unsummarized == 0, "\(path): \(census.unsummarized) centring stacks fell back")
            }
        }
    }
}
