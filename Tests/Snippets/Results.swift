// The declarations the code of the Results article takes for granted (Scripts/check-snippets.sh).
import Coordinators

enum TaskRoute: Route { case task }
enum UserRoute: Route { case list }

/// Picks a user, or nobody.
final class UserPickerCoordinator: Coordinator {
  typealias Output = String?
  let flow = Flow<UserRoute>()
  func start() { flow.show(.list) }
}

final class TaskCoordinator: Coordinator {
  let flow = Flow<TaskRoute>()
  var assignee: String?
  func start() { flow.show(.task) }
}
