// The declarations the code of the CheckpointsAndLocks article takes for granted
// (Scripts/check-snippets.sh).
import Coordinators

extension NoteEditorCoordinator {
  func confirmDiscard() async {}
}
