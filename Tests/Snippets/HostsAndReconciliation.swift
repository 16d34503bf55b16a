// The declarations the code of the HostsAndReconciliation article takes for granted
// (Scripts/check-snippets.sh).
@_spi(Hosts) import Coordinators

enum CustomShapesRoute: Route { case list }
enum StarRoute: Route { case star }
