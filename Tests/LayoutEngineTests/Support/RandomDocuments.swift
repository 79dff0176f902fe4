import LayoutModel
import LayoutTestSupport

/// Drawing helpers for random documents, on the shared seeded generator.
extension SeededGenerator {
    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    mutating func pick<T>(_ values: [T]) -> T {
        values[Int.random(in: 0..<values.count, using: &self)]
    }
}

/// Random small documents: nested stacks with every distribution and alignment, hidden views, spacing, margins,
/// intrinsic sizes (some missing), labels (some multi-line) and a few constraints that cross subtrees.
struct RandomDocuments {
    var random: SeededGenerator
    private var counter = 0
    private var leaves: [String] = []
    private var stackIDs: [String] = []

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// Everything the generator may pick from.
    struct Options {
        var maximumDepth = 3
        var maximumChildren = 4
        var alignments: [StackAlignment] = [.fill, .top, .center, .bottom, .firstBaseline, .lastBaseline]
        var distributions = StackDistribution.allCases
        var crossConstraints = true
        var labels = true
        var baselineRelative = 0.05
        var margins = 0.15
        /// The leaves' hugging and compression resistance priorities (per axis, picked independently).
        var huggings: [Double] = [249, 250, 250, 251, 750]
        var compressions: [Double] = [749, 750, 750, 751]
        var hiddenLeaves = 0.15
        /// The chance that an arranged view (above the maximum depth) is a stack.
        var nestedStacks = 0.3
    }

    mutating func make(_ options: Options = Options()) -> ResolvedDocument {
        counter = 0
        leaves = []
        stackIDs = []
        let top = stackView(depth: 0, options: options)
        var constraints = [constraint(top.id, .leading, .equal, "root", .leading, constant: random.pick([0, 8])),
                           constraint(top.id, .top, .equal, "root", .top, constant: random.pick([0, 12]))]
        let width = Double(Int.random(in: 120...420, using: &random))
        let height = Double(Int.random(in: 80...420, using: &random))
        switch Int.random(in: 0..<3, using: &random) {
        case 0: constraints.append(constraint(top.id, .trailing, .equal, "root", .trailing))
        case 1: constraints.append(constraint(top.id, .width, constant: width - 40))
        default: break
        }
        switch Int.random(in: 0..<3, using: &random) {
        case 0: constraints.append(constraint(top.id, .bottom, .equal, "root", .bottom))
        case 1: constraints.append(constraint(top.id, .height, constant: height - 40))
        default: break
        }
        if options.crossConstraints {
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                if let extra = crossConstraint() { constraints.append(extra) }
            }
        }
        let root = view("root", constraints: constraints, subviews: [top])
        let fitted = random.chance(0.15)
        return document(root, width: width, height: fitted ? nil : height, scale: 1000)
    }

    private mutating func nextID(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }

    private mutating func stackView(depth: Int, options: Options) -> ResolvedView {
        let id = nextID("S")
        stackIDs.append(id)
        let count = Int.random(in: (depth == 0 ? 1 : 0)...options.maximumChildren, using: &random)
        var children: [ResolvedView] = []
        for _ in 0..<count {
            if depth < options.maximumDepth && random.chance(options.nestedStacks) {
                var child = stackView(depth: depth + 1, options: options)
                if random.chance(0.1) { child.properties.hidden = true }
                children.append(child)
            } else {
                children.append(leaf(options))
            }
        }
        let spacing: Double = random.pick([0, 0, 4, 8, 10, -2])
        let margins: EdgeInsets? = random.chance(options.margins)
            ? EdgeInsets(top: random.pick([0, 4, 10]), leading: random.pick([0, 6, 16]), bottom: random.pick([0, 3]),
                         trailing: random.pick([0, 8])) : nil
        return stack(id, random.chance(0.5) ? .horizontal : .vertical,
                     distribution: random.pick(options.distributions), alignment: random.pick(options.alignments),
                     spacing: spacing, standardSpacing: random.chance(0.1), margins: margins,
                     baselineRelative: random.chance(options.baselineRelative), children)
    }

    private mutating func leaf(_ options: Options) -> ResolvedView {
        let id = nextID("V")
        leaves.append(id)
        let hidden = random.chance(options.hiddenLeaves)
        if options.labels && random.chance(0.15) {
            let words = (0..<Int.random(in: 1...5, using: &random)).map { _ in
                String(repeating: "x", count: Int.random(in: 1...6, using: &random))
            }
            var result = label(id, words.joined(separator: " "), pointSize: random.pick([8, 10, 12]),
                               lines: random.pick([1, 1, 0, 2]),
                               hugging: (random.pick([250, 251]), 251), compression: (random.pick([749, 750]), 750))
            if hidden { result.properties.hidden = true }
            return result
        }
        let width: Double? = random.chance(0.8) ? Double(Int.random(in: 10...120, using: &random)) : nil
        let height: Double? = random.chance(0.8) ? Double(Int.random(in: 10...60, using: &random)) : nil
        return box(id, width, height,
                   hugging: (random.pick(options.huggings), random.pick(options.huggings)),
                   compression: (random.pick(options.compressions), random.pick(options.compressions)),
                   hidden: hidden)
    }

    /// A non-required constraint between two random leaves, or a leaf's own size.
    private mutating func crossConstraint() -> ResolvedConstraint? {
        guard let a = leaves.isEmpty ? nil : random.pick(leaves) else { return nil }
        let priority: Double = random.pick([300, 500, 760, 900, 999])
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            return constraint(a, random.pick([.width, .height]), random.pick([.equal, .lessThanOrEqual]),
                              constant: Double(Int.random(in: 5...80, using: &random)), priority: priority)
        case 1:
            let b = random.pick(leaves)
            guard a != b else { return nil }
            return constraint(a, .width, .equal, b, .width, priority: priority)
        case 2:
            let b = random.pick(leaves)
            guard a != b else { return nil }
            return constraint(a, .top, .greaterThanOrEqual, b, .bottom, constant: 4, priority: priority)
        default:
            return constraint(a, .centerX, .equal, "root", .centerX, priority: priority)
        }
    }
}
