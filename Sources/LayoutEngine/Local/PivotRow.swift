/// A pivot row of ``BoundedProgram`` as its subtractions read it: its nonzero columns and their values (the first
/// `count` of each), and the whole row of `width` columns where it is subtracted whole (else nil). The program's
/// scratch memory holds it between ``BoundedProgram``'s collecting a row and eliminating it from the others.
struct PivotRow {
    let columns: UnsafePointer<Int>
    let values: UnsafePointer<Double>
    let count: Int
    let row: UnsafePointer<Double>?
    let width: Int

    /// Whether a pivot row with `nonzero` of its `columns` not 0 is subtracted whole: where that reads fewer numbers
    /// than the nonzeros one by one.
    static func isDense(nonzero: Int, of columns: Int) -> Bool { columns >= 16 && nonzero * 4 >= columns }

    /// `target[base + j] −= factor · v` for each column j of this row and its value v, in order. A row that is
    /// mostly zeros is read from its nonzero columns; one with many is subtracted whole, where a zero's term leaves
    /// the number it is subtracted from as it is (up to the sign of a zero, which no test of the program reads:
    /// they compare with 0 or through `abs`).
    func subtract(_ factor: Double, from target: inout [Double], at base: Int) {
        target.withUnsafeMutableBufferPointer { target in
            if let from = row {
                guard base + width <= target.count, let into = target.baseAddress.map({ $0 + base }) else { return }
                for j in 0..<width { into[j] -= factor * from[j] }
                return
            }
            for k in 0..<count where base + columns[k] < target.count {
                target[base + columns[k]] -= factor * values[k]
            }
        }
    }
}
