// The compiler's and the harness's names of a stand-in test are one list: generated Swift writes
// the harness's case by the IR case's name (`.\(test.rawValue)`), and the interpreter maps one to
// the other (`IRStandInTest.harnessTest`).

import SampleModel
import Testing

@testable import SampleRuntime

@Suite("Stand-in tests")
struct StandInTestNamesTests {
    @Test("every IR test maps to the harness's case of the same name, which generated Swift writes")
    func sameNames() {
        for test in IRStandInTest.allCases {
            #expect(String(describing: test.harnessTest) == test.rawValue)
        }
    }
}
