// What views show: a label's text and a button's title appear in the trace with the view, the
// subviews a view brings into a window appear with it, and changes of text on screen are traced.

import Foundation
import Testing
import TransitionEngine

@Suite("What views show")
struct ShownTextTests {
    @Test("a view added before its parent is shown appears, with its text, when the parent enters the window")
    func subviewsAppearWithTheirParent() {
        let engine = TransitionEngine()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        label.text = "New \"Label\""
        let button = UIButton(frame: CGRect(x: 10, y: 50, width: 100, height: 44))
        button.setTitle("OK", for: .normal)
        container.addSubview(label)
        container.addSubview(button)
        #expect(linesContaining("has subview", in: engine).isEmpty)
        window.addSubview(container)
        #expect(
            linesContaining("UIView#1", in: engine).map { $0.replacingOccurrences(of: "t=0.000 view ", with: "") } == [
                "UIWindow#1 addSubview UIView#1 frame {0, 0, 320, 100}",
                "UIView#1 has subview UILabel#1 frame {10, 10, 300, 30} text \"New \\\"Label\\\"\"",
                "UIView#1 has subview UIButton#1 frame {10, 50, 100, 44} title \"OK\"",
            ])
    }

    @Test("text and title changes are traced on screen only, and only when they change")
    func changesOnScreen() {
        let engine = TransitionEngine()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let label = UILabel(frame: .zero)
        label.text = "off screen"
        window.addSubview(label)
        label.text = "on screen"
        label.text = "on screen"
        label.text = nil
        let button = UIButton(frame: .zero)
        window.addSubview(button)
        button.setTitle("Tap", for: .normal)
        button.setTitle("Held", for: .highlighted)
        #expect(
            linesContaining(" = ", in: engine).map { $0.replacingOccurrences(of: "t=0.000 view ", with: "") } == [
                "UILabel#1 text = \"on screen\"", "UILabel#1 text = nil", "UIButton#1 title = \"Tap\"",
            ])
        #expect(linesContaining("UILabel#1 frame {0, 0, 0, 0} text \"off screen\"", in: engine).count == 1)
    }
}
