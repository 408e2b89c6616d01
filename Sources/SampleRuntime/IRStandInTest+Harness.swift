// IRStandInTest+Harness: the compiler's test of one value as the recording doubles take it.

import SampleHarness
import SampleModel

extension IRStandInTest {
    /// The same test, for `RecordingDoubles.test`.
    var harnessTest: StandInTest {
        switch self {
        case .isNull: .isNull
        case .isNotNull: .isNotNull
        case .isTrue: .isTrue
        case .isFalse: .isFalse
        }
    }
}
