import Coordinators
import CoordinatorsTesting
import TabsFlows
import TestSupport
import Testing

@MainActor
@Suite("The Tabs example with sign-in (its UIKit app)", .hangLimit)
struct TabsSignInTests {
  @Test func signingInReplacesTheSignInScreenWithTheTabsAndEndsNothingElse() throws {
    let navigator = Navigator(root: SignInCoordinator())
    let host = TestHost()
    navigator.attach(host)
    #expect(navigator.state.topScreen.route == AnyRoute(SignInRoute.signIn))
    #expect(navigator.send(StandardAction.done, from: navigator.state.topScreen.id))
    #expect(navigator.state.tabs.map(\.id) == [.main, .locations])
    #expect(navigator.state.selectedTab == .main)
    #expect(navigator.state.allScreens.allSatisfy { $0.route != AnyRoute(SignInRoute.signIn) })
    #expect(navigator.coordinators(ofType: MainCoordinator.self).count == 1)
  }
}
