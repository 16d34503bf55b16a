/// UIKit's "More" past five tabs on an iPhone (its `moreNavigationController`): a tab picked in
/// its list shows inside More's own navigation controller, which UIKit fills with the tab's
/// screens, taken from the tab's navigation controller (openradar 22878083,
/// https://github.com/lionheart/openradar-mirror/issues/6216: "our pushed view controller is
/// there, but we can back only to 'More'"; Xamarin.Forms,
/// https://github.com/xamarin/Xamarin.Forms/pull/440: "the more button will implicitly wrap the
/// child tab into a UINavigationController"). While it does, More's navigation controller is
/// the tab's: its `willShow` and `didShow` are the tab's stack's, its back swipes are guarded as
/// the tab's, and the steps of the tab's stack go to it, below More's list.
extension UIKitHostModel {
  /// `navigationController(_:didShow:animated:)` of the More navigation controller, which now
  /// shows `ids` above its list, the screens of the tab `tab` (the tab whose stack holds them;
  /// `nil` when it shows its list alone): More's navigation controller is the tab's
  /// (``tabShownInMore``); the tab, when another one was selected (picked in the list, or shown
  /// again as the user comes back to More, which keeps it), is followed as a pick
  /// (``tabPickedInMore(_:)``); then what it shows is the tab's stack's `didShow` (a pop is
  /// followed, or taken back). Back at the list, UIKit took the tab's screens out of it: it is
  /// no tab's.
  package func moreNavigationControllerDidShow(
    _ ids: [ScreenID], of tab: TabID?, cancelled: Bool, animated: Bool = false
  ) {
    guard let tab else {
      tabShownInMore = nil
      return
    }
    tabShownInMore = tab
    tabPickedInMore(tab)
    didShow(ids, at: .stack(.tab(tab)), cancelled: cancelled, animated: animated)
  }

  /// The navigation controller that shows the stack `stack` in a tab bar: More's (`true`) while
  /// it shows that tab, else the tab's own.
  package func moreShows(_ stack: StackLocation) -> Bool {
    guard let tab = tabShownInMore else { return false }
    return stack == .tab(tab)
  }
}
