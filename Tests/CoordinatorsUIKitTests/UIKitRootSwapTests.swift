import CoordinatorsTesting
import CoordinatorsUIKit
import TestSupport
import Testing

/// HOST-REVIEW-2 finding 12 and its device check 7: an adaptive layout swaps its root (a tab bar
/// for a split view) at a size-class crossing, a presented sheet or not. The screens keep their
/// controllers, and no controller is ever in two navigation controllers: UIKit raises
/// `UIViewControllerHierarchyInconsistency` for that (``FakeUIKit`` records it as misuse).
@MainActor
@Suite("The UIKit host model swaps an adaptive root", .hangLimit)
struct UIKitRootSwapTests {
  @Test(arguments: [false, true])
  func aRootSwapMovesEveryControllerOutOfTheOldRootFirst(underASheet: Bool) throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    try fixture.navigator.apply(.setSectionLayout(.adaptive(.twoColumns)))
    fixture.navigator.push(TestRoute("detail"))
    fixture.settle()
    if underASheet {
      fixture.navigator.present(TestRoute("sheet"), as: .sheet())
      fixture.settle()
    }
    let controllers = fixture.model.controllers.mapValues(ObjectIdentifier.init)
    for width in [WidthClass.compact, .regular, .compact] {
      fixture.uiKit.resize(to: width)
      fixture.settle()
      #expect(fixture.uiKit.misuse.isEmpty)
      #expect(fixture.uiKit.shownState == fixture.navigator.state)
    }
    #expect(
      fixture.model.controllers.mapValues(ObjectIdentifier.init) == controllers, "every screen keeps its controller")
    #expect(fixture.uiKit.presented.count == (underASheet ? 1 : 0))
  }
}
