// UIAction: a closure-based control action (UIKit's iOS 14 API).

import Foundation

/// A closure-based action (UIKit's `UIAction`).
public final class UIAction: NSObject {
    /// The title (recorded only).
    public let title: String
    /// The handler.
    public let handler: (UIAction) -> Void
    /// The control that sent the action, while it runs.
    public internal(set) weak var sender: AnyObject?

    /// An action with a handler.
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
        super.init()
    }
}
