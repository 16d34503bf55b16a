// The declarations the code of the Tabs article takes for granted (Scripts/check-snippets.sh).
import Coordinators

let routes = RouteRegistry()
