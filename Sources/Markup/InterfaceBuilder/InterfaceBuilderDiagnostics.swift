import LayoutModel

/// Every diagnostic the Interface Builder reader reports, in alphabetical order. A member's name is its stable id
/// (`ib.<name>`). Messages follow the project's style: lowercase, user text and Interface Builder ids in single
/// quotes, no final period, what happens next after a semicolon.
///
/// Interface Builder documents are machine-written, so the reader is lenient: a value it cannot read is a warning and
/// the attribute is ignored; only documents it cannot lay out at all (another platform) are errors.
package enum InterfaceBuilderDiagnostics {
    static func duplicateID(_ id: String, at location: SourceLocation?, first: SourceLocation?) -> Diagnostic {
        make(.warning, "duplicate id '\(user(id))'; references to it reach the first view with that id", at: location,
             notes: first.map { [.note("'\(user(id))' is first used here", at: $0)] } ?? [])
    }

    static func emptyDocument(_ what: String, at location: SourceLocation?) -> Diagnostic {
        make(.warning, "the \(what) has no views; there is nothing to lay out", at: location)
    }

    static func invalidBoolean(_ attribute: String, value: String, at location: SourceLocation?) -> Diagnostic {
        make(.warning, "expected 'YES' or 'NO' for '\(user(attribute))'; found '\(user(value))', the "
             + "attribute is ignored",
             at: location)
    }

    static func invalidMultiplier(_ value: String, constraint: String, at location: SourceLocation?) -> Diagnostic {
        make(.warning, "invalid multiplier '\(user(value))' in constraint \(user(constraint, limit: 120)); "
             + "expected a number such as '0.5' or "
             + "a ratio such as '16:9', the constraint is ignored", at: location)
    }

    static func invalidNumber(_ attribute: String, value: String, at location: SourceLocation?) -> Diagnostic {
        make(.warning, "expected a finite number for '\(user(attribute))'; found '\(user(value))', the "
             + "attribute is ignored",
             at: location)
    }

    static func invalidPriority(_ attribute: String, value: String, at location: SourceLocation?) -> Diagnostic {
        make(.warning, "expected a priority from 1 to 1000 for '\(user(attribute))'; found '\(user(value))', "
             + "the attribute is ignored", at: location)
    }

    static func invalidToolsVersion(_ value: String, at location: SourceLocation?) -> Diagnostic {
        make(.warning, "unreadable toolsVersion '\(user(value))'; the Xcode era of the document is "
             + "unknown", at: location)
    }

    static func invalidVariationKey(_ key: String, reason: String, at location: SourceLocation?) -> Diagnostic {
        make(.warning, "unknown variation key '\(user(key))': \(reason); the variation is ignored", at: location)
    }

    static func keyboardGuideAnchor(_ anchor: String, constraint: String, at location: SourceLocation?) -> Diagnostic {
        make(.warning, "constraint \(user(constraint, limit: 120)) uses the keyboard layout guide's "
             + "'\(user(anchor))', which depends on the "
             + "keyboard; the constraint is ignored", at: location)
    }

    static func macOSDocument(_ runtime: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "macOS documents ('\(user(runtime))') are not supported; Stackboard reads iOS "
             + "storyboards and xibs, "
             + "and NSStackView is not UIStackView", at: location)
    }

    static func missingConstraintAttribute(_ attribute: String, constraint: String,
                                           at location: SourceLocation?) -> Diagnostic {
        make(.warning, "constraint \(user(constraint, limit: 120)) has no '\(user(attribute))'; the "
             + "constraint is ignored", at: location)
    }

    static func missingMaskReference(at location: SourceLocation?) -> Diagnostic {
        make(.warning, "mask entry without 'reference'; the entry is ignored", at: location)
    }

    static func systemSymbolSize(_ name: String, view: String, count: Int, at location: SourceLocation?,
                                 resource: SourceLocation?) -> Diagnostic {
        let views = count == 1 ? "'\(user(view))' shows" : "\(count) views show"
        let aspect = resource.map { [Diagnostic.note("the document gives the symbol only as an aspect ratio", at: $0)] }
        return make(.note, "\(views) the SF Symbol '\(user(name))', whose size comes from Apple's symbol "
                    + "metrics, which Stackboard does not have; the image adds nothing to the view's intrinsic size",
                    at: location, notes: aspect ?? [])
    }

    static func tvOSDocument(at location: SourceLocation?) -> Diagnostic {
        make(.warning, "tvOS document ('AppleTV'); laid out with the iOS rules of its device", at: location)
    }

    static func unknownElement(_ name: String, at location: SourceLocation?) -> Diagnostic {
        make(.warning, "unknown element '\(user(name))'; drawn as a placeholder box", at: location)
    }

    static func unknownFontType(_ value: String, at location: SourceLocation?) -> Diagnostic {
        make(.warning, "unknown font type '\(user(value))'; the system font is used", at: location)
    }

    static func unknownLayoutAttribute(_ value: String, constraint: String, at location: SourceLocation?) -> Diagnostic {
        make(.warning, "unknown layout attribute '\(user(value))' in constraint "
             + "\(user(constraint, limit: 120)); the constraint is ignored",
             at: location)
    }

    static func unknownLayoutGuide(_ key: String, view: String, at location: SourceLocation?) -> Diagnostic {
        make(.warning, "unknown layout guide '\(user(key))' on view '\(user(view))'; constraints that use "
             + "it are dropped later",
             at: location)
    }

    static func unknownMaskKey(_ key: String, at location: SourceLocation?) -> Diagnostic {
        make(.warning, "unknown mask '\(user(key))'; expected 'subviews' or 'constraints', the mask is "
             + "ignored", at: location)
    }

    static func unknownRelation(_ value: String, constraint: String, at location: SourceLocation?) -> Diagnostic {
        make(.warning, "unknown relation '\(user(value))' in constraint \(user(constraint, limit: 120)); "
             + "expected 'lessThanOrEqual' or "
             + "'greaterThanOrEqual', the constraint is ignored", at: location)
    }

    static func unknownRuntime(_ runtime: String, at location: SourceLocation?) -> Diagnostic {
        make(.warning, "unknown target runtime '\(user(runtime))'; the document is read as an iOS "
             + "document", at: location)
    }

    static func unknownTextStyle(_ value: String, at location: SourceLocation?) -> Diagnostic {
        make(.warning, "unknown text style '\(user(value))'; 'UICTFontTextStyleBody' is used", at: location)
    }

    static func unknownValue(_ attribute: String, value: String, expected: [String],
                             at location: SourceLocation?, note: String? = nil) -> Diagnostic {
        var notes: [Diagnostic] = []
        if let suggestion = Suggestions.closest(to: value, in: expected) {
            notes.append(.note("did you mean '\(suggestion)'?", at: location))
        }
        if let note { notes.append(.note(note, at: location)) }
        let list = expected.map { "'\($0)'" }.joined(separator: ", ")
        return make(.warning, "unknown \(attribute) '\(user(value))'; expected one of \(list), the "
             + "attribute is ignored",
                    at: location, notes: notes)
    }

    static func watchDocument(_ runtime: String, at location: SourceLocation?) -> Diagnostic {
        make(.error, "watchOS documents ('\(user(runtime))') are not supported; WatchKit interfaces have no "
             + "UIStackView",
             at: location)
    }

    // MARK: - Construction

    /// User text as a message may show it: escaped control and bidi characters, at most `limit` characters.
    private static func user(_ text: String, limit: Int = 80) -> String {
        MarkupDiagnostics.user(text, limit: limit)
    }

    /// Builds a diagnostic whose id is `ib.` plus the name of the catalog member that calls this.
    private static func make(_ severity: DiagnosticSeverity, _ message: String, at location: SourceLocation?,
                             notes: [Diagnostic] = [], member: String = #function) -> Diagnostic {
        let name = member.prefix { $0 != "(" }
        return Diagnostic(severity, id: "ib.\(name)", message, at: location, notes: notes)
    }
}
