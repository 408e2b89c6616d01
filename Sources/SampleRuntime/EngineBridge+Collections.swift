// EngineBridge+Collections: collection views, their controllers, layouts and attributes.

import Foundation
import SampleHarness
import SampleModel
import TransitionEngine

private func member(_ owner: String, _ name: String) -> IREngineMember { IREngineMember(owner, name) }

extension EngineBridge {
    static let collectionGetters: [IREngineMember: Getter] = [
        member("UICollectionViewController", "collectionView"): { value, _ in
            .wrap(try value.object(UICollectionViewController.self).collectionView)
        },
        member("UICollectionViewController", "collectionViewLayout"): { value, _ in
            .object(try value.object(UICollectionViewController.self).collectionViewLayout)
        },
        member("UICollectionViewController", "useLayoutToLayoutNavigationTransitions"): { value, _ in
            .bool(try value.object(UICollectionViewController.self).useLayoutToLayoutNavigationTransitions)
        },
        member("UICollectionViewController", "clearsSelectionOnViewWillAppear"): { value, _ in
            .bool(try value.object(UICollectionViewController.self).clearsSelectionOnViewWillAppear)
        },
        member("UICollectionView", "collectionViewLayout"): { value, _ in
            .object(try value.object(UICollectionView.self).collectionViewLayout)
        },
        member("UICollectionViewCell", "contentView"): { value, _ in
            .object(try value.object(UICollectionViewCell.self).contentView)
        },
        member("UICollectionViewLayout", "collectionView"): { value, _ in
            .wrap(try value.object(UICollectionViewLayout.self).collectionView)
        },
        member("UICollectionViewFlowLayout", "itemSize"): { value, _ in
            .size(try value.object(UICollectionViewFlowLayout.self).itemSize)
        },
        member("UICollectionViewFlowLayout", "minimumInteritemSpacing"): { value, _ in
            .float(Double(try value.object(UICollectionViewFlowLayout.self).minimumInteritemSpacing))
        },
        member("UICollectionViewFlowLayout", "minimumLineSpacing"): { value, _ in
            .float(Double(try value.object(UICollectionViewFlowLayout.self).minimumLineSpacing))
        },
        member("UICollectionViewFlowLayout", "sectionInset"): { value, _ in
            .insets(try value.object(UICollectionViewFlowLayout.self).sectionInset)
        },
        member("UICollectionViewFlowLayout", "headerReferenceSize"): { value, _ in
            .size(try value.object(UICollectionViewFlowLayout.self).headerReferenceSize)
        },
        member("UICollectionViewFlowLayout", "footerReferenceSize"): { value, _ in
            .size(try value.object(UICollectionViewFlowLayout.self).footerReferenceSize)
        },
        member("UICollectionViewTransitionLayout", "transitionProgress"): { value, _ in
            .float(Double(try value.object(UICollectionViewTransitionLayout.self).transitionProgress))
        },
        member("UICollectionViewTransitionLayout", "currentLayout"): { value, _ in
            .object(try value.object(UICollectionViewTransitionLayout.self).currentLayout)
        },
        member("UICollectionViewTransitionLayout", "nextLayout"): { value, _ in
            .object(try value.object(UICollectionViewTransitionLayout.self).nextLayout)
        },
        member("UICollectionViewLayoutAttributes", "center"): { value, _ in
            .point(try value.object(UICollectionViewLayoutAttributes.self).center)
        },
        member("UICollectionViewLayoutAttributes", "size"): { value, _ in
            .size(try value.object(UICollectionViewLayoutAttributes.self).size)
        },
        member("UICollectionViewLayoutAttributes", "frame"): { value, _ in
            .rect(try value.object(UICollectionViewLayoutAttributes.self).frame)
        },
        member("UICollectionViewLayoutAttributes", "alpha"): { value, _ in
            .float(Double(try value.object(UICollectionViewLayoutAttributes.self).alpha))
        },
        member("UICollectionViewLayoutAttributes", "zIndex"): { value, _ in
            .int(try value.object(UICollectionViewLayoutAttributes.self).zIndex)
        },
        member("UICollectionViewLayoutAttributes", "indexPath"): { value, _ in
            .indexPath(try value.object(UICollectionViewLayoutAttributes.self).indexPath)
        },
    ]

    static let collectionSetters: [IREngineMember: Setter] = [
        member("UICollectionViewController", "useLayoutToLayoutNavigationTransitions"): { target, value, _ in
            try target.object(UICollectionViewController.self).useLayoutToLayoutNavigationTransitions = try value.bool()
        },
        member("UICollectionViewController", "clearsSelectionOnViewWillAppear"): { target, value, _ in
            try target.object(UICollectionViewController.self).clearsSelectionOnViewWillAppear = try value.bool()
        },
        member("UICollectionView", "collectionViewLayout"): { target, value, _ in
            try target.object(UICollectionView.self).collectionViewLayout = try value.object(
                UICollectionViewLayout.self)
        },
        member("UICollectionViewFlowLayout", "itemSize"): { target, value, _ in
            try target.object(UICollectionViewFlowLayout.self).itemSize = try value.size()
        },
        member("UICollectionViewFlowLayout", "minimumInteritemSpacing"): { target, value, _ in
            try target.object(UICollectionViewFlowLayout.self).minimumInteritemSpacing = try value.cgFloat()
        },
        member("UICollectionViewFlowLayout", "minimumLineSpacing"): { target, value, _ in
            try target.object(UICollectionViewFlowLayout.self).minimumLineSpacing = try value.cgFloat()
        },
        member("UICollectionViewFlowLayout", "sectionInset"): { target, value, _ in
            try target.object(UICollectionViewFlowLayout.self).sectionInset = try insets(value)
        },
        member("UICollectionViewFlowLayout", "headerReferenceSize"): { target, value, _ in
            try target.object(UICollectionViewFlowLayout.self).headerReferenceSize = try value.size()
        },
        member("UICollectionViewFlowLayout", "footerReferenceSize"): { target, value, _ in
            try target.object(UICollectionViewFlowLayout.self).footerReferenceSize = try value.size()
        },
        member("UICollectionViewTransitionLayout", "transitionProgress"): { target, value, _ in
            try target.object(UICollectionViewTransitionLayout.self).transitionProgress = try value.cgFloat()
        },
        member("UICollectionViewLayoutAttributes", "center"): { target, value, _ in
            try target.object(UICollectionViewLayoutAttributes.self).center = try value.point()
        },
        member("UICollectionViewLayoutAttributes", "size"): { target, value, _ in
            try target.object(UICollectionViewLayoutAttributes.self).size = try value.size()
        },
        member("UICollectionViewLayoutAttributes", "frame"): { target, value, _ in
            try target.object(UICollectionViewLayoutAttributes.self).frame = try value.rect()
        },
        member("UICollectionViewLayoutAttributes", "alpha"): { target, value, _ in
            try target.object(UICollectionViewLayoutAttributes.self).alpha = try value.cgFloat()
        },
        member("UICollectionViewLayoutAttributes", "zIndex"): { target, value, _ in
            try target.object(UICollectionViewLayoutAttributes.self).zIndex = try value.int()
        },
    ]

    static let collectionMethods: [IREngineMember: MethodCall] = [
        member("UICollectionView", "startInteractiveTransition(to:completion:)"): { target, a, interpreter in
            let completion = a[1]
            let layout = try target.object(UICollectionView.self).startInteractiveTransition(
                to: try a[0].object(UICollectionViewLayout.self)
            ) { [weak interpreter] completed, finished in
                interpreter?.callback(completion, [.bool(completed), .bool(finished)])
            }
            return .wrap(layout)
        },
        member("UICollectionView", "finishInteractiveTransition()"): { target, _, _ in
            try target.object(UICollectionView.self).finishInteractiveTransition()
            return .null
        },
        member("UICollectionView", "cancelInteractiveTransition()"): { target, _, _ in
            try target.object(UICollectionView.self).cancelInteractiveTransition()
            return .null
        },
        member("UICollectionView", "setCollectionViewLayout(_:animated:)"): { target, a, _ in
            try target.object(UICollectionView.self).setCollectionViewLayout(
                try a[0].object(UICollectionViewLayout.self), animated: try a[1].bool())
            return .null
        },
        member("UICollectionView", "register(_:forCellWithReuseIdentifier:)"): { target, a, _ in
            guard case .type(let name) = a[0], name == "UICollectionViewCell" else {
                throw SampleInterruption.notModelled("registering a cell class other than UICollectionViewCell")
            }
            try target.object(UICollectionView.self).register(
                UICollectionViewCell.self, forCellWithReuseIdentifier: try a[1].string())
            return .null
        },
        member("UICollectionView", "dequeueReusableCell(withReuseIdentifier:for:)"): { target, a, _ in
            .object(
                try target.object(UICollectionView.self).dequeueReusableCell(
                    withReuseIdentifier: try a[0].string(), for: try a[1].indexPath()))
        },
        member("UICollectionView", "numberOfItems(inSection:)"): { target, a, _ in
            .int(try target.object(UICollectionView.self).numberOfItems(inSection: try a[0].int()))
        },
        member("UICollectionView", "reloadData()"): { target, _, _ in
            try target.object(UICollectionView.self).reloadData()
            return .null
        },
        member("UICollectionViewTransitionLayout", "updateValue(_:forAnimatedKey:)"): { target, a, _ in
            try target.object(UICollectionViewTransitionLayout.self).updateValue(
                try a[0].cgFloat(), forAnimatedKey: try a[1].string())
            return .null
        },
        member("UICollectionViewTransitionLayout", "value(forAnimatedKey:)"): { target, a, _ in
            .float(
                Double(
                    try target.object(UICollectionViewTransitionLayout.self).value(forAnimatedKey: try a[0].string())))
        },
    ]
}
