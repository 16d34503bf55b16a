/// What a platform that presents modal layers through item bindings (SwiftUI's `sheet(item:)` and
/// `fullScreenCover(item:)`) showed of them, so that a `nil` written to a binding is told apart:
/// the user's dismissal (a swipe down, the view's own `dismiss`), or the late echo of a dismissal
/// the host made. The host session keeps it, from the steps it shows and the signals the host
/// reports; the host reports what the platform did and follows the dismissal it answers.
///
/// It knows, per level (the root presents level 0, layer k presents level k + 1), the kinds of
/// layer a step dismissed there whose late `nil` the platform may still write (an echo the level
/// owes), and per layer shown whether it has appeared, whether its top screen has gone since, and
/// whether a `nil` that may be its dismissal was written meanwhile. What a write is, given that,
/// is ``ItemWrite``'s rule.
package struct LayerEchoes: Sendable {
  /// What the platform showed of one layer since a step presented it.
  private struct Sighting: Sendable {
    /// One of its screens appeared: its presentation completed.
    var appeared = false
    /// Its top screen disappeared since one of its screens last appeared: it is going or gone.
    var topGone = false
    /// A `nil` that may be its dismissal was written (before it appeared, or as a possible late
    /// echo): it is dismissed once its top screen goes, unless one of its screens appears first.
    var dismissalWritten = false
    /// The echoes the level this layer presents owes.
    var owes: Set<PresentationBinding> = []
  }

  /// The layers presented, by identifier; a layer no longer shown is forgotten at the next
  /// presentation.
  private var sightings: [ScreenID: Sighting] = [:]
  /// The echoes the root's level owes.
  private var rootOwes: Set<PresentationBinding> = []

  package init() {}

  /// The host shows `step`, which brings what is shown from `before` to `after`: a presented
  /// layer has not appeared yet; a dismissal makes its level owe the echo of the lowest layer it
  /// dismisses (the platform may write that layer's `nil` up to about a second after it has
  /// gone). A new root owes nothing: no binding of its level is written for it.
  package mutating func hostShows(_ step: HostStep, from before: NavigationState?, to after: NavigationState) {
    switch step {
    case .present(let layer):
      if !sightings.isEmpty {
        let shown = Set(after.modals.map(\.id))
        sightings = sightings.filter { shown.contains($0.key) }
      }
      sightings[layer.id] = Sighting()
    case .dismiss(let index):
      guard let before, before.modals.indices.contains(index) else { return }
      let kind = PresentationBinding(showing: before.modals[index])
      if index == 0 {
        rootOwes.insert(kind)
      } else {
        sightings[before.modals[index - 1].id, default: Sighting()].owes.insert(kind)
      }
    default:
      break
    }
  }

  /// The platform wrote `written` (`nil`, or a layer's identifier) to the binding of `kind` at
  /// `level`, when `shown` is shown: the dismissal to follow (``UserGesture/dismissedLayer(_:)``),
  /// or `nil` (an echo, a write that waits for the layer's top to go, nothing). See ``ItemWrite``.
  package mutating func written(
    _ written: ScreenID?, to kind: PresentationBinding, atLevel level: Int, shown: NavigationState?
  ) -> UserGesture? {
    let modals = shown?.modals ?? []
    let presenter: ScreenID?
    if level == 0 {
      presenter = nil
    } else {
      guard modals.indices.contains(level - 1) else { return nil }
      presenter = modals[level - 1].id
    }
    guard modals.indices.contains(level) else {
      // The echo of the host's dismissal, while the level shows nothing: it is no longer owed.
      if ItemWrite.decide(writtenToEmptyLevel: written) == .echo { stopOwing(kind, at: presenter) }
      return nil
    }
    let layer = modals[level]
    let sighting = sightings[layer.id] ?? Sighting()
    let write = ItemWrite.decide(
      written: written, to: kind, shownKind: PresentationBinding(showing: layer), topHasDisappeared: sighting.topGone,
      hasAppeared: sighting.appeared, owesEcho: owes(kind, at: presenter))
    switch write {
    case .dismissal:
      return .dismissedLayer(layer.id)
    case .echo:
      // Most likely the late echo; if the platform sends none, it is the view's own dismissal,
      // which the layer's top disappearing confirms.
      stopOwing(kind, at: presenter)
      sightings[layer.id, default: Sighting()].dismissalWritten = true
    case .dismissalOnceGone:
      sightings[layer.id, default: Sighting()].dismissalWritten = true
    case .none:
      break
    }
    return nil
  }

  /// Screen `id` appeared, when `shown` is shown: the layer that holds it is on screen, and not
  /// going.
  package mutating func screenAppeared(_ id: ScreenID, shown: NavigationState?) {
    guard let shown, !shown.modals.isEmpty, case .modal(let index)? = shown.position(of: id)?.location else { return }
    let layer = shown.modals[index].id
    let owes = sightings[layer]?.owes ?? []
    sightings[layer] = Sighting(appeared: true, owes: owes)
  }

  /// Screen `id` disappeared while `step` runs (`nil`: none), when `shown` is shown: when the
  /// top-most layer is going (``LayerDisappearance``), a `nil` written for it before is its
  /// dismissal, returned.
  package mutating func screenDisappeared(_ id: ScreenID, shown: NavigationState?, during step: HostStep?)
    -> UserGesture?
  {
    guard let layer = shown?.modals.last, let top = layer.stack.last?.id,
      LayerDisappearance.layerIsGoing(disappeared: id, top: top, during: step)
    else { return nil }
    sightings[layer.id, default: Sighting()].topGone = true
    return sightings[layer.id]?.dismissalWritten == true ? .dismissedLayer(layer.id) : nil
  }

  /// Whether the platform presents layer `id`: one of its screens appeared since a step presented
  /// it, and its top screen has not disappeared since. A layer the platform dropped never
  /// appeared; one it took down, or the app's own dismissal did, has its top gone.
  package func platformPresents(_ id: ScreenID) -> Bool {
    guard let sighting = sightings[id] else { return false }
    return sighting.appeared && !sighting.topGone
  }

  private func owes(_ kind: PresentationBinding, at presenter: ScreenID?) -> Bool {
    guard let presenter else { return rootOwes.contains(kind) }
    return sightings[presenter]?.owes.contains(kind) ?? false
  }

  private mutating func stopOwing(_ kind: PresentationBinding, at presenter: ScreenID?) {
    if let presenter {
      sightings[presenter]?.owes.remove(kind)
    } else {
      rootOwes.remove(kind)
    }
  }
}

extension PresentationBinding {
  /// The binding that shows `layer`: a sheet's, or a full-screen cover's for a cover and for a
  /// custom presentation (an item binding has no custom modal transition, and a cover, like most
  /// custom presentations, covers everything). A layer without a presentation is a sheet.
  package init(showing layer: ModalLayer) {
    switch (layer.presentation ?? .sheet()).style {
    case .sheet: self = .sheet
    case .fullScreenCover, .custom: self = .fullScreenCover
    }
  }
}
