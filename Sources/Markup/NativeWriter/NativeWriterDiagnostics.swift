import LayoutModel

/// What ``NativeWriter`` reports when the native dialect cannot say something the document says. Every member is
/// a warning (the conversion is written anyway) whose id is `convert.<name>`; positions point into the source
/// document.
package enum NativeWriterDiagnostics {
    static func approximateAutoresizing(_ view: String, axis: String, at location: SourceLocation?) -> Diagnostic {
        make("view '\(view)' resizes with both \(axis) margins flexible; written as constraints that keep its stored "
             + "frame, which follow the superview only approximately", at: location)
    }

    static func droppedAttribute(_ attribute: String, value: String, view: String, reason: String,
                                 at location: SourceLocation?) -> Diagnostic {
        make("'\(attribute)' of view '\(view)' ('\(value)') is left out: \(reason)", at: location)
    }

    static func droppedConstraint(_ constraint: String, reason: String, at location: SourceLocation?) -> Diagnostic {
        make("constraint \(constraint) is left out: \(reason)", at: location)
    }

    static func droppedVariation(_ key: String, view: String, at location: SourceLocation?) -> Diagnostic {
        make("variation '\(key)' of '\(view)' is left out: the native dialect has only size-class keys, and this one "
             + "never applies", at: location)
    }

    static func legacyGuide(_ guide: String, constraint: String, at location: SourceLocation?) -> Diagnostic {
        make("constraint \(constraint) uses the legacy \(guide) layout guide, which the scene's bars move; written "
             + "against the safe area, which knows no bars", at: location)
    }

    static func noDevice(at location: SourceLocation?) -> Diagnostic {
        make("the document has no device (Interface Builder's 600×600 any/any canvas); the converted document is "
             + "laid out on the native default device", at: location)
    }

    static func plainView(_ element: String, count: Int, at location: SourceLocation?) -> Diagnostic {
        let views = count == 1 ? "1 view is written as a plain 'view'" : "\(count) views are written as plain 'view's"
        return make("'\(element)' is not in the native dialect; \(views), without the intrinsic size of the kind",
                    at: location)
    }

    // MARK: - Construction

    private static func make(_ message: String, at location: SourceLocation?, member: String = #function) -> Diagnostic {
        let name = member.prefix { $0 != "(" }
        return Diagnostic(.warning, id: "convert.\(name)", message, at: location)
    }
}
