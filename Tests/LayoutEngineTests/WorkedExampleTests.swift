import LayoutEngine
import LayoutModel
import Testing

/// Every worked example of uistackview.md §12 and the §2.4 snapping samples, on both paths.
@Suite struct WorkedExampleTests {
    @Test(arguments: WorkedExampleFixtures.all)
    func globalPath(_ fixture: EngineFixture) throws {
        try check(fixture, strategy: .global)
    }

    @Test(arguments: WorkedExampleFixtures.all)
    func localPath(_ fixture: EngineFixture) throws {
        try check(fixture, strategy: .local)
    }
}

/// Every distribution × alignment on both axes, on both paths.
@Suite struct DistributionAlignmentTests {
    @Test(arguments: DistributionAlignmentFixtures.all)
    func globalPath(_ fixture: EngineFixture) throws {
        try check(fixture, strategy: .global)
    }

    @Test(arguments: DistributionAlignmentFixtures.all)
    func localPath(_ fixture: EngineFixture) throws {
        try check(fixture, strategy: .local)
    }
}

/// Native `.layout.xml` fixtures (hidden views, margins, baselines, nesting, scroll views, multi-line labels, safe
/// area, controls), read and resolved by the real stages, on both paths.
@Suite struct NativeFixtureTests {
    @Test(arguments: FileFixture.all(in: "native"))
    func globalPath(_ fixture: FileFixture) throws {
        try fixture.check(strategy: .global)
    }

    @Test(arguments: FileFixture.all(in: "native"))
    func localPath(_ fixture: FileFixture) throws {
        try fixture.check(strategy: .local)
    }
}
