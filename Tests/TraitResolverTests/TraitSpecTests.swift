import LayoutModel
import Testing
@testable import TraitResolver

/// The `--traits` syntax.
@Suite struct TraitSpecTests {
    func parse(_ text: String) throws -> TraitSpec { try TraitSpec.parse(text).get() }

    func failure(_ text: String) -> TraitSpecError? {
        if case .failure(let error) = TraitSpec.parse(text) { return error }
        return nil
    }

    @Test func shortForms() throws {
        #expect(try parse("wC-hR") == TraitSpec(horizontalSizeClass: .compact, verticalSizeClass: .regular))
        #expect(try parse("hC-wR") == TraitSpec(horizontalSizeClass: .regular, verticalSizeClass: .compact))
        #expect(try parse("wr") == TraitSpec(horizontalSizeClass: .regular))
        #expect(try parse("wA-hA") == TraitSpec(horizontalSizeClass: .unspecified, verticalSizeClass: .unspecified))
        #expect(try parse("wR-hC@1024x768") == TraitSpec(horizontalSizeClass: .regular, verticalSizeClass: .compact,
                                                         width: 1024, height: 768))
        #expect(try parse("wC-hR@375x667@3x") == TraitSpec(horizontalSizeClass: .compact, verticalSizeClass: .regular,
                                                           width: 375, height: 667, scale: 3))
    }

    @Test func wordsAndNamedParts() throws {
        #expect(try parse("compact,regular,width=500,height=800")
                == TraitSpec(horizontalSizeClass: .compact, verticalSizeClass: .regular, width: 500, height: 800))
        #expect(try parse("widthClass=regular, heightClass=any, size=1024x1366, scale=2x")
                == TraitSpec(horizontalSizeClass: .regular, verticalSizeClass: .unspecified, width: 1024, height: 1366,
                             scale: 2))
        let insets = try parse("wC,safeArea=44/0/34/0,margins=0/20")
        #expect(insets.safeAreaInsets == EdgeInsets(top: 44, leading: 0, bottom: 34, trailing: 0))
        #expect(insets.rootLayoutMargins == EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(try parse("safeArea=8").safeAreaInsets == EdgeInsets(all: 8))
    }

    @Test func errorsNameTheColumnAndTheProblem() {
        #expect(failure("wX-hR") == TraitSpecError(
            spec: "wX-hR", column: 1, message: "unknown size class 'X' in 'wX'; use C (compact), R (regular) or A (any)"))
        #expect(failure("wC, foo=1")?.column == 5)
        #expect(failure("wC, foo=1")?.message
                == "unknown trait 'foo'; known: widthClass, heightClass, width, height, size, scale, safeArea, margins")
        #expect(failure("widthClas=compact")?.message.hasSuffix("; did you mean 'widthClass'?") == true)
        #expect(failure("compact,regular,any")?.message == "too many size classes; give at most a width class and a height class")
        #expect(failure("wC,width=abc")?.message == "expected a number greater than 0 for 'width', found 'abc'")
        #expect(failure("wC,width=1e3")?.message == "expected a number greater than 0 for 'width', found '1e3'")
        #expect(failure("wC-wR")?.message == "the width class is given twice")
        #expect(failure("wC@12")?.message == "expected a size such as '1024x768', found '12'")
        #expect(failure("wC,,hR")?.column == 4)
        #expect(failure("")?.message == "the trait spec is empty")
        #expect(failure("wC,safeArea=1/2/3")?.message
                == "expected 1, 2 or 4 numbers separated by '/' for 'safeArea' (top leading bottom trailing), found '1/2/3'")
        #expect(failure("wX-hR")?.description
                == "invalid traits 'wX-hR' at column 1: unknown size class 'X' in 'wX'; use C (compact), R (regular) or A (any)")
    }

    @Test func withoutADeviceTheCanvasIsIBsGenericOne() throws {
        let configuration = try parse("wC-hR").configuration(over: nil)
        #expect(configuration.device == nil)
        #expect(configuration.size == Size(width: 600, height: 600))
        #expect(configuration.scale == 2)
        #expect(configuration.traits == TraitCollection(horizontal: .compact, vertical: .regular))
        #expect(configuration.safeAreaInsets == .zero)
        #expect(configuration.rootLayoutMargins == EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        let small = try parse("width=320").configuration(over: nil)
        #expect(small.size == Size(width: 320, height: 600))
        #expect(small.traits == .unspecified)
        #expect(small.rootLayoutMargins.leading == 16)
    }

    @Test func overADeviceOnlyTheGivenPartsChange() throws {
        let catalog = DeviceCatalog.builtIn
        let device = try #require(catalog.device(named: "iphone-16"))
        let base = catalog.configuration(for: device, orientation: .portrait, toolsVersion: nil)
        let configuration = try parse("wR").configuration(over: base)
        #expect(configuration.device == "iphone-16")
        #expect(configuration.orientation == .portrait)
        #expect(configuration.size == base.size)
        #expect(configuration.scale == 3)
        #expect(configuration.safeAreaInsets == base.safeAreaInsets)
        #expect(configuration.traits == TraitCollection(horizontal: .regular, vertical: .regular))
    }

    @Test func deviceFileSizeClassKeys() {
        #expect(TraitSpec.parseSizeClassKey("wC-hR") == TraitCollection(horizontal: .compact, vertical: .regular))
        #expect(TraitSpec.parseSizeClassKey("wR") == nil)
        #expect(TraitSpec.parseSizeClassKey("wR-hR@10x10") == nil)
    }
}
