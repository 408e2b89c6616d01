// UIResponder: the root of the engine's UIKit class tree; carries the trace naming hooks.

import Foundation

/// The base class of views and view controllers (responder chain not modelled).
open class UIResponder: NSObject, TraceNaming {
    /// The engine this object belongs to: the engine current when it was created.
    public private(set) weak var transitionEngine: TransitionEngine?

    /// Creates a responder bound to the current engine.
    public override init() {
        transitionEngine = TransitionEngine.current
        super.init()
    }

    /// The engine this object belongs to, or the current engine if that one is gone.
    var owningEngine: TransitionEngine { transitionEngine ?? TransitionEngine.current }

    /// Set by an interpreter so traces show the sample's class name (e.g. `ControllerTwo`) instead of
    /// the interpreter's forwarding class. Nil: the Swift type name.
    public var runtimeTypeName: String?

    /// The type name used in trace names.
    open var traceTypeName: String { runtimeTypeName ?? TypeName.of(type(of: self)) }

    /// A complete trace name, or nil for `Type#n`.
    open func traceName(in engine: TransitionEngine) -> String? { nil }

    /// This object's trace name in its engine.
    public var traceName: String { owningEngine.name(of: self) }
}
