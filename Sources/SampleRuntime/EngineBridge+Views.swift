// EngineBridge+Views: views, windows, the screen, controls, colours, animations, the value types
// (CGRect, CGSize, CGPoint, UIEdgeInsets, IndexPath), Math, Console, enum cases and initializers.

import Foundation
import SampleHarness
import SampleModel
import TransitionEngine

private func member(_ owner: String, _ name: String) -> IREngineMember { IREngineMember(owner, name) }

extension EngineBridge {
    static let viewGetters: [IREngineMember: Getter] = [
        member("UIView", "frame"): { value, _ in .rect(try value.object(UIView.self).frame) },
        member("UIView", "bounds"): { value, _ in .rect(try value.object(UIView.self).bounds) },
        member("UIView", "center"): { value, _ in .point(try value.object(UIView.self).center) },
        member("UIView", "alpha"): { value, _ in .float(Double(try value.object(UIView.self).alpha)) },
        member("UIView", "isHidden"): { value, _ in .bool(try value.object(UIView.self).isHidden) },
        member("UIView", "tag"): { value, _ in .int(try value.object(UIView.self).tag) },
        member("UIView", "backgroundColor"): { value, _ in .wrap(try value.object(UIView.self).backgroundColor) },
        member("UIView", "superview"): { value, _ in .wrap(try value.object(UIView.self).superview) },
        member("UIView", "window"): { value, _ in .wrap(try value.object(UIView.self).window) },
        member("UIWindow", "rootViewController"): { value, _ in
            .wrap(try value.object(UIWindow.self).rootViewController)
        },
        member("UIScreen", "bounds"): { value, _ in .rect(try value.object(UIScreen.self).bounds) },
        member("UIScreen", "scale"): { value, _ in .float(Double(try value.object(UIScreen.self).scale)) },
        member("UIControl", "isEnabled"): { value, _ in .bool(try value.object(UIControl.self).isEnabled) },
        member("UILabel", "text"): { value, _ in try value.object(UILabel.self).text.map { .string($0) } ?? .null },
    ]

    static let viewSetters: [IREngineMember: Setter] = [
        member("UIView", "frame"): { target, value, _ in try target.object(UIView.self).frame = try value.rect() },
        member("UIView", "bounds"): { target, value, _ in try target.object(UIView.self).bounds = try value.rect() },
        member("UIView", "center"): { target, value, _ in try target.object(UIView.self).center = try value.point() },
        member("UIView", "alpha"): { target, value, _ in try target.object(UIView.self).alpha = try value.cgFloat() },
        member("UIView", "isHidden"): { target, value, _ in try target.object(UIView.self).isHidden = try value.bool()
        },
        member("UIView", "tag"): { target, value, _ in try target.object(UIView.self).tag = try value.int() },
        member("UIView", "backgroundColor"): { target, value, _ in
            try target.object(UIView.self).backgroundColor = try value.optionalObject(UIColor.self)
        },
        member("UIWindow", "rootViewController"): { target, value, _ in
            try target.object(UIWindow.self).rootViewController = try value.optionalObject(UIViewController.self)
        },
        member("UIControl", "isEnabled"): { target, value, _ in
            try target.object(UIControl.self).isEnabled = try value.bool()
        },
        member("UILabel", "text"): { target, value, _ in
            try target.object(UILabel.self).text = value.isNull ? nil : try value.string()
        },
    ]

    static let viewMethods: [IREngineMember: MethodCall] = [
        member("UIView", "addSubview(_:)"): { target, arguments, _ in
            try target.object(UIView.self).addSubview(try arguments[0].object(UIView.self))
            return .null
        },
        member("UIView", "removeFromSuperview()"): { target, _, _ in
            try target.object(UIView.self).removeFromSuperview()
            return .null
        },
        member("UIView", "bringSubviewToFront(_:)"): { target, arguments, _ in
            try target.object(UIView.self).bringSubviewToFront(try arguments[0].object(UIView.self))
            return .null
        },
        member("UIView", "addGestureRecognizer(_:)"): { target, arguments, _ in
            try target.object(UIView.self).addGestureRecognizer(try arguments[0].object(UIGestureRecognizer.self))
            return .null
        },
        member("UIView", "setNeedsLayout()"): { target, _, _ in
            try target.object(UIView.self).setNeedsLayout()
            return .null
        },
        member("UIView", "layoutIfNeeded()"): { target, _, _ in
            try target.object(UIView.self).layoutIfNeeded()
            return .null
        },
        member("UIWindow", "makeKeyAndVisible()"): { target, _, _ in
            try target.object(UIWindow.self).makeKeyAndVisible()
            return .null
        },
        member("UIButton", "setTitle(_:for:)"): { target, arguments, _ in
            try target.object(UIButton.self).setTitle(
                arguments[0].isNull ? nil : try arguments[0].string(), for: try controlState(arguments[1]))
            return .null
        },
    ]

    /// The button types by Swift case name.
    static let buttonTypes: [String: UIButton.ButtonType] = [
        "custom": .custom, "system": .system, "roundedRect": .roundedRect, "detailDisclosure": .detailDisclosure,
        "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd,
    ]

    /// The control states by Swift name.
    static let controlStates: [String: UIButton.State] = [
        "normal": .normal, "highlighted": .highlighted, "disabled": .disabled, "selected": .selected,
        "focused": .focused,
    ]

    /// A control state value, flags combined with `|` included (`highlighted|selected`).
    static func controlState(_ value: Value) throws -> UIButton.State {
        guard case .enumValue("UIControl.State", let names) = value else {
            return UIButton.State(rawValue: UInt(try value.int()))
        }
        var state: UIButton.State = []
        for name in names.split(separator: "|") {
            guard let flag = controlStates[String(name)] else {
                throw SampleInterruption.exception("InvalidCastException: '\(name)' is not a UIControlState")
            }
            state.insert(flag)
        }
        return state
    }

    static let enumCases: Set<IREngineMember> = {
        var cases: Set<IREngineMember> = []
        for style in UIModalPresentationStyle.allCases { cases.insert(member("UIModalPresentationStyle", "\(style)")) }
        for style in UIModalTransitionStyle.allCases { cases.insert(member("UIModalTransitionStyle", "\(style)")) }
        for name in ["possible", "began", "changed", "ended", "cancelled", "failed"] {
            cases.insert(member("UIGestureRecognizer.State", name))
        }
        for name in buttonTypes.keys { cases.insert(member("UIButton.ButtonType", name)) }
        for name in controlStates.keys { cases.insert(member("UIControl.State", name)) }
        for name in animationOptions.keys { cases.insert(member("UIView.AnimationOptions", name)) }
        for name in ["from", "to"] {
            cases.insert(member("UITransitionContextViewControllerKey", name))
            cases.insert(member("UITransitionContextViewKey", name))
        }
        return cases
    }()

    static let animationOptions: [String: UIView.AnimationOptions] = [
        "curveEaseInOut": .curveEaseInOut, "curveEaseIn": .curveEaseIn, "curveEaseOut": .curveEaseOut,
        "curveLinear": .curveLinear, "repeat": .repeat, "autoreverse": .autoreverse,
    ]

    static func animation(_ value: Value, _ interpreter: Interpreter?) -> () -> Void {
        { [weak interpreter] in interpreter?.callback(value, []) }
    }

    static let staticMembers: [IREngineMember: StaticCall] = [
        member("CGRect", "zero"): { _, _ in .rect(.zero) },
        member("CGSize", "zero"): { _, _ in .size(.zero) },
        member("CGPoint", "zero"): { _, _ in .point(.zero) },
        member("UIEdgeInsets", "zero"): { _, _ in .insets(.zero) },
        member("UIScreen", "main"): { _, _ in .object(UIScreen.main) },
        member("UIColor", "white"): { _, _ in .object(UIColor.white) },
        member("UIColor", "black"): { _, _ in .object(UIColor.black) },
        member("UIColor", "clear"): { _, _ in .object(UIColor.clear) },
        member("UIColor", "red"): { _, _ in .object(UIColor.red) },
        member("UIColor", "blue"): { _, _ in .object(UIColor.blue) },
        member("UIColor", "gray"): { _, _ in .object(UIColor.gray) },
        member("Double", "pi"): { _, _ in .float(Double.pi) },
        member("Swift", "abs(_:)"): { arguments, _ in
            if case .int(let value) = arguments[0] { return .int(value == .min ? value : abs(value)) }
            return .float(abs(try arguments[0].double()))
        },
        member("Swift", "min(_:_:)"): { arguments, _ in
            if case .int(let a) = arguments[0], case .int(let b) = arguments[1] { return .int(min(a, b)) }
            return .float(min(try arguments[0].double(), try arguments[1].double()))
        },
        member("Swift", "max(_:_:)"): { arguments, _ in
            if case .int(let a) = arguments[0], case .int(let b) = arguments[1] { return .int(max(a, b)) }
            return .float(max(try arguments[0].double(), try arguments[1].double()))
        },
        member("Foundation", "sqrt(_:)"): { arguments, _ in .float(sqrt(try arguments[0].double())) },
        member("Foundation", "sin(_:)"): { arguments, _ in .float(sin(try arguments[0].double())) },
        member("Foundation", "cos(_:)"): { arguments, _ in .float(cos(try arguments[0].double())) },
        member("Foundation", "atan2(_:_:)"): { arguments, _ in
            .float(atan2(try arguments[0].double(), try arguments[1].double()))
        },
        member("Foundation", "pow(_:_:)"): { arguments, _ in
            .float(pow(try arguments[0].double(), try arguments[1].double()))
        },
        member("Foundation", "floor(_:)"): { arguments, _ in .float(floor(try arguments[0].double())) },
        member("Foundation", "ceil(_:)"): { arguments, _ in .float(ceil(try arguments[0].double())) },
        member("Console", "writeLine(_:)"): { arguments, _ in
            Console.writeLine(arguments.first?.text ?? "")
            return .null
        },
        member("UIView", "animate(withDuration:animations:)"): { arguments, interpreter in
            UIView.animate(
                withDuration: try arguments[0].engineNumber(), animations: animation(arguments[1], interpreter))
            return .null
        },
        member("UIView", "animate(withDuration:animations:completion:)"): { arguments, interpreter in
            let completion = arguments[2]
            UIView.animate(
                withDuration: try arguments[0].engineNumber(), animations: animation(arguments[1], interpreter),
                completion: { [weak interpreter] finished in
                    guard case .closure(let closure) = completion else { return }
                    interpreter?.callback(completion, closure.callbackParameters.isEmpty ? [] : [.bool(finished)])
                })
            return .null
        },
        member("UIView", "animate(withDuration:delay:options:animations:completion:)"): { arguments, interpreter in
            let completion = arguments[4]
            var options: UIView.AnimationOptions = []
            if case .enumValue(_, let name) = arguments[2] { options = animationOptions[name] ?? [] }
            UIView.animate(
                withDuration: try arguments[0].engineNumber(), delay: try arguments[1].engineNumber(), options: options,
                animations: animation(arguments[3], interpreter),
                completion: { [weak interpreter] finished in
                    guard case .closure(let closure) = completion else { return }
                    interpreter?.callback(completion, closure.callbackParameters.isEmpty ? [] : [.bool(finished)])
                })
            return .null
        },
    ]

    static let constructors: [IREngineMember: StaticCall] = [
        member("CGRect", "init(x:y:width:height:)"): { a, _ in
            .rect(
                CGRect(
                    x: try a[0].engineNumber(), y: try a[1].engineNumber(), width: try a[2].engineNumber(),
                    height: try a[3].engineNumber()))
        },
        member("CGRect", "init(origin:size:)"): { a, _ in .rect(CGRect(origin: try a[0].point(), size: try a[1].size()))
        },
        member("CGSize", "init(width:height:)"): { a, _ in
            .size(CGSize(width: try a[0].engineNumber(), height: try a[1].engineNumber()))
        },
        member("CGPoint", "init(x:y:)"): { a, _ in
            .point(CGPoint(x: try a[0].engineNumber(), y: try a[1].engineNumber()))
        },
        member("UIEdgeInsets", "init(top:left:bottom:right:)"): { a, _ in
            .insets(
                UIEdgeInsets(
                    top: try a[0].cgFloat(), left: try a[1].cgFloat(), bottom: try a[2].cgFloat(),
                    right: try a[3].cgFloat()))
        },
        member("IndexPath", "init(item:section:)"): { a, _ in
            .indexPath(IndexPath(item: try a[0].int(), section: try a[1].int()))
        },
        member("UIView", "init()"): { _, _ in .object(UIView()) },
        member("UIView", "init(frame:)"): { a, _ in .object(UIView(frame: try a[0].rect())) },
        member("UIWindow", "init()"): { _, _ in .object(UIWindow()) },
        member("UIWindow", "init(frame:)"): { a, _ in .object(UIWindow(frame: try a[0].rect())) },
        member("UIButton", "init(type:)"): { a, _ in
            .object(UIButton(type: buttonTypes[try a[0].enumCase("UIButton.ButtonType")] ?? .custom))
        },
        member("UIButton", "init(frame:)"): { a, _ in .object(UIButton(frame: try a[0].rect())) },
        member("UILabel", "init(frame:)"): { a, _ in .object(UILabel(frame: try a[0].rect())) },
        member("UICollectionViewCell", "init(frame:)"): { a, _ in .object(UICollectionViewCell(frame: try a[0].rect()))
        },
        member("UIViewController", "init()"): { _, _ in .object(UIViewController()) },
        member("UINavigationController", "init(rootViewController:)"): { a, _ in
            .object(UINavigationController(rootViewController: try a[0].object(UIViewController.self)))
        },
        member("UICollectionViewController", "init(collectionViewLayout:)"): { a, _ in
            .object(UICollectionViewController(collectionViewLayout: try a[0].object(UICollectionViewLayout.self)))
        },
        member("UICollectionViewLayout", "init()"): { _, _ in .object(UICollectionViewLayout()) },
        member("UICollectionViewFlowLayout", "init()"): { _, _ in .object(UICollectionViewFlowLayout()) },
        member("UICollectionViewTransitionLayout", "init(currentLayout:nextLayout:)"): { a, _ in
            .object(
                UICollectionViewTransitionLayout(
                    currentLayout: try a[0].object(UICollectionViewLayout.self),
                    nextLayout: try a[1].object(UICollectionViewLayout.self)))
        },
        member("UICollectionViewLayoutAttributes", "init(forCellWith:)"): { a, _ in
            .object(UICollectionViewLayoutAttributes(forCellWith: try a[0].indexPath()))
        },
        member("UIViewControllerTransitioningDelegateBase", "init()"): { _, _ in
            .object(UIViewControllerTransitioningDelegateBase())
        },
        member("UIViewControllerAnimatedTransitioningBase", "init()"): { _, _ in
            .object(UIViewControllerAnimatedTransitioningBase())
        },
        member("SampleAppDelegate", "init()"): { _, _ in .object(PlainSampleObject()) },
        member("UIPinchGestureRecognizer", "init(handler:)"): { a, interpreter in
            let handler = a[0]
            return .object(
                UIPinchGestureRecognizer { [weak interpreter] recognizer in
                    interpreter?.callback(handler, [.object(recognizer)])
                })
        },
        member("UITapGestureRecognizer", "init(handler:)"): { a, interpreter in
            let handler = a[0]
            return .object(
                UITapGestureRecognizer { [weak interpreter] recognizer in
                    interpreter?.callback(handler, [.object(recognizer)])
                })
        },
    ]

    static let valueGetters: [IREngineMember: Getter] = [
        member("CGRect", "minX"): { value, _ in .float(Double(try value.rect().minX)) },
        member("CGRect", "minY"): { value, _ in .float(Double(try value.rect().minY)) },
        member("CGRect", "maxX"): { value, _ in .float(Double(try value.rect().maxX)) },
        member("CGRect", "maxY"): { value, _ in .float(Double(try value.rect().maxY)) },
        member("CGRect", "width"): { value, _ in .float(Double(try value.rect().width)) },
        member("CGRect", "height"): { value, _ in .float(Double(try value.rect().height)) },
        member("CGRect", "size"): { value, _ in .size(try value.rect().size) },
        member("CGRect", "origin"): { value, _ in .point(try value.rect().origin) },
        member("CGSize", "width"): { value, _ in .float(Double(try value.size().width)) },
        member("CGSize", "height"): { value, _ in .float(Double(try value.size().height)) },
        member("CGPoint", "x"): { value, _ in .float(Double(try value.point().x)) },
        member("CGPoint", "y"): { value, _ in .float(Double(try value.point().y)) },
        member("UIEdgeInsets", "top"): { value, _ in .float(Double(try insets(value).top)) },
        member("UIEdgeInsets", "left"): { value, _ in .float(Double(try insets(value).left)) },
        member("UIEdgeInsets", "bottom"): { value, _ in .float(Double(try insets(value).bottom)) },
        member("UIEdgeInsets", "right"): { value, _ in .float(Double(try insets(value).right)) },
        member("IndexPath", "item"): { value, _ in .int(try value.indexPath().item) },
        member("IndexPath", "section"): { value, _ in .int(try value.indexPath().section) },
    ]

    static func insets(_ value: Value) throws -> UIEdgeInsets {
        if case .insets(let insets) = value { return insets }
        throw SampleInterruption.exception("InvalidCastException: '\(value.text)' is not a UIEdgeInsets")
    }
}
