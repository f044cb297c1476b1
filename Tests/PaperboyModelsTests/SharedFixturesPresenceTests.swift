import PaperboySharedFixtures
import Testing

/// The rule for `../shared/fixtures` (the team's real captures), for every test target: away
/// from CI, a test that reads them is skipped with its reason when they are absent; under CI
/// (`CI=true`) they must be there, and this test fails the run when they are not, so a CI
/// run never passes with those checks quietly skipped.
@Suite struct SharedFixturesPresenceTests {
    @Test("under CI the shared fixtures are present",
          .enabled(if: SharedFixtures.required, "CI is not \"true\": a missing ../shared/fixtures skips the tests that read it"))
    func presentUnderCI() {
        #expect(SharedFixtures.available, "CI=true and \(SharedFixtures.missingReason): the checks on real captures would all be skipped")
    }
}
