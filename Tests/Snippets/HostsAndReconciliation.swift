// The declarations the code of the HostsAndReconciliation article takes for granted
// (Scripts/check-snippets.sh).
import Coordinators

enum CustomShapesRoute: Route { case list }
enum StarRoute: Route { case star }
