// UICollectionViewFlowLayout placement against the worked examples of engine-spec §6.

import Foundation
import Testing
import TransitionEngine

/// A data source with a fixed number of items in one section.
final class CountingDataSource: UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        UICollectionViewCell(frame: .zero)
    }
}

/// Every item's frame for a layout in a collection view of the given width.
func placedFrames(_ layout: UICollectionViewLayout, width: CGFloat, items: Int) -> [CGRect] {
    _ = TransitionEngine()
    let dataSource = CountingDataSource(count: items)
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: width, height: 568), collectionViewLayout: layout)
    collectionView.dataSource = dataSource
    layout.prepare()
    let all =
        layout.layoutAttributesForElements(in: CGRect(x: -10_000, y: -10_000, width: 20_000, height: 20_000)) ?? []
    return all.sorted { $0.indexPath.item < $1.indexPath.item }.map(\.frame)
}

@Suite("Flow layout placement")
struct FlowLayoutTests {
    @Test("Article layout on 320 pt: 3 per line at x 5, 110, 215 and y 10, 115, 220")
    func articleLayout320() {
        let frames = placedFrames(articleFlowLayout(), width: 320, items: 9)
        #expect(frames.map(\.origin.x) == [5, 110, 215, 5, 110, 215, 5, 110, 215])
        #expect(frames.map(\.origin.y) == [10, 10, 10, 115, 115, 115, 220, 220, 220])
        #expect(frames.allSatisfy { $0.size == CGSize(width: 100, height: 100) })
    }

    @Test("Article layout on 375 pt: gap 32.5, x 5, 137.5, 270")
    func articleLayout375() {
        let frames = placedFrames(articleFlowLayout(), width: 375, items: 3)
        #expect(frames.map(\.origin.x) == [5, 137.5, 270])
    }

    @Test("APL grid (75×75, insets 10) on 320 pt: gap 37.5; with 20 items the 7th line holds 2 items at 10 and 122.5")
    func aplGrid() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 75, height: 75)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let frames = placedFrames(layout, width: 320, items: 20)
        #expect(frames.prefix(3).map(\.origin.x) == [10, 122.5, 235])
        #expect(frames.enumerated().allSatisfy { $0.element.origin.y == 10 + 85 * CGFloat($0.offset / 3) })
        #expect(frames.suffix(2).map(\.origin.x) == [10, 122.5])
        #expect(frames.suffix(2).map(\.origin.y) == [520, 520])
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 605))
    }

    @Test("Defaults are 50×50 with spacings 10 and no insets; a lone item is centred")
    func defaultsAndSingleItem() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.sectionInset == .zero)
        let frames = placedFrames(layout, width: 320, items: 1)
        #expect(frames == [CGRect(x: 135, y: 0, width: 50, height: 50)])
    }

    @Test(
        "Mixed sizes: items are centred vertically in their line and the last line is left-aligned at minimum spacing")
    func mixedSizes() {
        final class SizedDelegate: UICollectionViewDelegateFlowLayout {
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize {
                indexPath.item == 1 ? CGSize(width: 100, height: 80) : CGSize(width: 100, height: 40)
            }
        }
        _ = TransitionEngine()
        let layout = UICollectionViewFlowLayout()
        let delegate = SizedDelegate()
        let dataSource = CountingDataSource(count: 5)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 568), collectionViewLayout: layout)
        collectionView.dataSource = dataSource
        collectionView.delegate = delegate
        layout.prepare()
        let frames = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 1000)) ?? []).map(
            \.frame)
        // Line 1: widths 100 each, spacing 10 → 3 fit in 320 (100+110+110 = 320), height 80.
        #expect(frames[0] == CGRect(x: 0, y: 20, width: 100, height: 40))
        #expect(frames[1] == CGRect(x: 110, y: 0, width: 100, height: 80))
        #expect(frames[2] == CGRect(x: 220, y: 20, width: 100, height: 40))
        // Last line, mixed sizes in the section: left-aligned at minimum spacing.
        #expect(frames[3] == CGRect(x: 0, y: 90, width: 100, height: 40))
        #expect(frames[4] == CGRect(x: 110, y: 90, width: 100, height: 40))
    }
}
