// UIScreen: the simulated screen; `UIScreen.main` resolves to the current engine's screen.

import Foundation

/// The simulated screen.
public final class UIScreen: NSObject {
    /// The screen of the current engine (`TransitionEngine.current.screen`).
    public static var main: UIScreen { TransitionEngine.current.screen }

    /// The screen bounds in points (default 320×568, `EngineConfiguration.screenBounds`).
    public let bounds: CGRect
    /// Points to pixels (default 2).
    public let scale: CGFloat

    init(engine: TransitionEngine, bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        super.init()
    }
}
