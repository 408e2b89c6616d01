// APIModel+Builders: short constructors for writing the API model tables as data.

import SampleModel

extension IRType {
    static let rect = IRType.named("CGRect")
    static let size = IRType.named("CGSize")
    static let point = IRType.named("CGPoint")
    static let insets = IRType.named("UIEdgeInsets")
    static let indexPath = IRType.named("IndexPath")
    static let view = IRType.named("UIView")
    static let controller = IRType.named("UIViewController")
    static let layout = IRType.named("UICollectionViewLayout")
    static let collectionView = IRType.named("UICollectionView")
    static let context = IRType.named("UIViewControllerContextTransitioning")
    static let animator = IRType.named("UIViewControllerAnimatedTransitioning")
    static let action = IRType.closure([], .void)
    static let object = IRType.named("NSObject")
}

/// Builders for API model entries: `property("Frame", "UIView", "frame", .rect, settable: true)`.
enum API {
    static func property(_ name: String, _ owner: String, _ swift: String, _ type: IRType, settable: Bool = false)
        -> APIMember
    {
        APIMember(name, .property, swift: IREngineMember(owner, swift), type: type, isSettable: settable)
    }

    static func method(
        _ name: String, _ owner: String, _ swift: String, _ parameters: [IRType], _ result: IRType = .void
    )
        -> APIMember
    {
        APIMember(name, .method, swift: IREngineMember(owner, swift), parameters: parameters, type: result)
    }

    static func virtual(
        _ name: String, _ owner: String, _ swift: String, _ parameters: [IRType], _ result: IRType = .void,
        abstract: Bool = false
    ) -> APIMember {
        APIMember(
            name, .method, swift: IREngineMember(owner, swift), parameters: parameters, type: result, isVirtual: true,
            isAbstract: abstract)
    }

    static func virtualProperty(_ name: String, _ owner: String, _ swift: String, _ type: IRType) -> APIMember {
        APIMember(name, .property, swift: IREngineMember(owner, swift), type: type, isVirtual: true)
    }

    static func staticProperty(_ name: String, _ owner: String, _ swift: String, _ type: IRType) -> APIMember {
        APIMember(name, .staticProperty, swift: IREngineMember(owner, swift), type: type)
    }

    static func staticMethod(
        _ name: String, _ owner: String, _ swift: String, _ parameters: [IRType], _ result: IRType = .void,
        followsArgument: Bool = false
    ) -> APIMember {
        APIMember(
            name, .staticMethod, swift: IREngineMember(owner, swift), parameters: parameters, type: result,
            resultFollowsArgument: followsArgument)
    }

    static func factory(_ name: String, _ owner: String, _ swift: String, _ parameters: [IRType]) -> APIMember {
        APIMember(name, .factory, swift: IREngineMember(owner, swift), parameters: parameters, type: .named(owner))
    }

    static func event(_ name: String, _ swift: String, _ handler: IRType) -> APIMember {
        APIMember(name, .event, swift: IREngineMember("UIControl.Event", swift), type: handler)
    }

    static func constructor(_ owner: String, _ swift: String, _ parameters: [IRType] = []) -> APIConstructor {
        APIConstructor(parameters, swift: IREngineMember(owner, swift))
    }
}
