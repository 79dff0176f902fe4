/// A text dump of the solver for debugging (kiwi's `debug.h`; later `stackboard dump-constraints`).
///
/// Sections, in order: objective (one line per priority level), tableau rows by basic symbol id, infeasible rows,
/// variables with values, edit variables, constraints in add order, conflicts. Symbols print as `v` (variable),
/// `s` (slack), `e` (error) or `d` (dummy) followed by their id.
extension Solver {
    public func dump() -> String {
        var variableOfSymbol = [Int](repeating: -1, count: tableau.kinds.count)
        for (variable, symbol) in variableSymbols.enumerated() { variableOfSymbol[symbol] = variable }
        func symbolName(_ symbol: Int) -> String {
            let name = "\(tableau.kinds[symbol].prefix)\(symbol)"
            let variable = variableOfSymbol[symbol]
            return variable >= 0 ? "\(name) '\(variableNames[variable])'" : name
        }
        func rowText(_ row: Row) -> String {
            row.cells.reduce("\(row.constant)") { text, cell in
                text + (cell.coefficient < 0 ? " - " : " + ") + "\(abs(cell.coefficient)) * " + symbolName(cell.symbol)
            }
        }
        func variableText(_ variable: Variable) -> String { variableNames[variable.id] }

        var lines = ["objective:"]
        for level in tableau.objective.levels {
            lines.append("  @\(level.priority): \(rowText(level.row))")
        }
        lines.append("tableau:")
        for (symbol, row) in tableau.rows.enumerated() {
            if let row { lines.append("  \(symbolName(symbol)) = \(rowText(row))") }
        }
        lines.append("infeasible: " + tableau.infeasible.map(symbolName).joined(separator: ", "))
        lines.append("variables:")
        for (id, name) in variableNames.enumerated() {
            lines.append("  \(name) = \(value(of: Variable(id: id)))")
        }
        lines.append("edit variables:")
        for (id, edit) in edits.enumerated() {
            guard let edit, let record = records[edit.handle] else { continue }
            lines.append("  \(variableNames[id]) = \(edit.constant) @\(record.constraint.priority.value)")
        }
        lines.append("constraints:")
        for (id, record) in records.enumerated() {
            guard let record else { continue }
            let constraint = record.constraint
            let relation: String
            switch constraint.relation {
            case .lessOrEqual: relation = "<="
            case .equal: relation = "=="
            case .greaterOrEqual: relation = ">="
            }
            var text = constraint.expression.terms.map { "\($0.coefficient) * \(variableText($0.variable))" }
            if constraint.expression.constant != 0 || text.isEmpty { text.append("\(constraint.expression.constant)") }
            var line = "  #\(id) \(text.joined(separator: " + ")) \(relation) 0 @\(constraint.priority.value)"
            line += " [\(constraint.origin)]"
            if let tag = record.tag {
                line += " marker \(symbolName(tag.marker))"
                if tag.other >= 0 { line += " other \(symbolName(tag.other))" }
            } else {
                line += " broken"
            }
            lines.append(line)
        }
        lines.append("conflicts:")
        for conflict in conflicts {
            let set = conflict.conflicting.map(\.description).joined(separator: ", ")
            lines.append("  broke #\(conflict.handle.id) [\(conflict.broken)] of {\(set)}")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
