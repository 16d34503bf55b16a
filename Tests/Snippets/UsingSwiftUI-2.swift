// The declarations the second program of the UsingSwiftUI article takes for granted (its
// observable coordinator, and its transitions) (Scripts/check-snippets.sh).
import Coordinators
import CoordinatorsSwiftUI
import SwiftUI

nonisolated enum ShapeKind: Hashable, Sendable {
  case star
  var title: String { "Star" }
}

enum ShapesRoute: Route { case list }
enum CustomShapesRoute: Route {
  case list
  case shape(ShapeKind)
}
enum PhotoRoute: Route { case detail(Int) }

struct Photo: Identifiable {
  let id: Int
}

struct PhotoThumbnail: View {
  let photo: Photo
  init(_ photo: Photo) { self.photo = photo }
  var body: some View { Text("Photo \(photo.id)") }
}

let navigator = Navigator(root: ShapesCoordinator())
let photo = Photo(id: 1)
let photos = [photo]
