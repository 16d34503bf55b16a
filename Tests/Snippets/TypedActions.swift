// The declarations the code of the TypedActions article takes for granted
// (Scripts/check-snippets.sh).
import Coordinators

let navigator = Navigator(root: InboxCoordinator())
let settingsScreen: ScreenID = 1
let aboutScreen: ScreenID = 2
