// The declarations the code of the Guards article takes for granted (Scripts/check-snippets.sh).
import Coordinators

let session = Session()
let navigator = Navigator(root: ShopCoordinator())
