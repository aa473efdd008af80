@testable import CompareKit
import Testing
import TestSupport

/// A suite's timed runs whose verdicts hang on what each step did, never on
/// the machine's load: a median that one run timed alone disowns keeps its
/// figures, as ``AloneCheck/judgedWithin`` says, in this process and in the
/// `compare` it runs. AloneCheckTests holds the check itself to given figures.
struct LoadIndependentTiming: SuiteTrait, TestTrait, TestScoping {
    /// Each test case runs in the scope, whether the trait is on it or on its suite.
    var isRecursive: Bool { true }

    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await AloneCheck.$judgedWithin.withValue(nil) {
            try await CompareCommand.$addedEnvironment.withValue(["COMPARE_TEST_KEEP_DISOWNED_TIMES": "1"]) { try await function() }
        }
    }
}

extension Trait where Self == LoadIndependentTiming {
    /// Timed runs whose verdicts do not hang on the machine's load.
    static var loadIndependentTiming: Self { LoadIndependentTiming() }
}

