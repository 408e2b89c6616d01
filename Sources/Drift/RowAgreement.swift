// RowAgreement: whether every locale's sequence of compared values equals the first locale's, in
// order. Agreement is the usual case in a translation, so checks test it first and build a
// locale partition (dictionaries, sorting) only when some locale differs.

extension Collection where Element: Sequence {
    /// True when every row has the same elements as the first, in the same order, as compared by
    /// `same` (true for no rows).
    func rowsAgree(by same: (Element.Element, Element.Element) -> Bool) -> Bool {
        guard let first = first else { return true }
        return dropFirst().allSatisfy { $0.elementsEqual(first, by: same) }
    }
}
