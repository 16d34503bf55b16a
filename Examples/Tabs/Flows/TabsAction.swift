import Coordinators

/// What the views of the Tabs example report.
///
/// The Main tab's coordinator handles the first three, the Locations tab's the last;
/// ``StandardAction/done`` and ``StandardAction/cancel`` end the Account flow when its screen
/// sends them, and close the bottom sheet (or pop to the tab's root) when a Main screen does.
public enum TabsAction: CoordinatorAction, Hashable {
  /// The Main screen's "Detail" button.
  case showDetail
  /// The Main screen's "Bottom Sheet" button.
  case showBottomSheet
  /// The Main screen's "Account" button, for the signed-in user.
  case showAccount(User)
  /// A row of the Locations list.
  case showLocation(Location)
}
