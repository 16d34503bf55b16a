#if canImport(SwiftUI)
  import SwiftUI

  /// The root tabs laid out in a sidebar: a `NavigationSplitView` whose sidebar lists the
  /// sections, with the selected section's stack in the detail column (two columns), or its first
  /// screen in the content column and the rest in the detail column (three columns).
  ///
  /// It shows the same ``TabsModel`` as ``TabsView``: an adaptive layout switches between the two
  /// and every section keeps its stack. Every binding write goes to the host through
  /// ``SplitModel``, which decides what it is.
  @MainActor
  struct SplitView: View {
    @Bindable var split: SplitModel
    let tabs: TabsModel
    let context: HostContext

    var body: some View {
      switch split.columns {
      case .twoColumns:
        NavigationSplitView(columnVisibility: $split.visibility, preferredCompactColumn: $split.preferredColumn) {
          sidebar
        } detail: {
          if let stack = split.selectedStack {
            StackView(stack: stack, context: context).id(stack.location)
          }
        }
      case .threeColumns:
        NavigationSplitView(columnVisibility: $split.visibility, preferredCompactColumn: $split.preferredColumn) {
          sidebar
        } content: {
          if let stack = split.selectedStack {
            ScreenView(id: stack.first, stack: stack, context: context).id(stack.location)
          }
        } detail: {
          if let stack = split.selectedStack, let second = split.detailRootContentIdentity {
            // The stack keeps its section's identity; a new second screen gets a new identity
            // inside its root, which keeps its own (see `SplitModel.detailStackIdentity`).
            NavigationStack(path: $split.detailPath) {
              DetailRoot(second: second, stack: stack, context: context)
                .navigationDestination(for: ScreenID.self) { [stack, context] id in
                  ScreenView(id: id, stack: stack, context: context)
                }
            }
            .id(split.detailStackIdentity)
          }
        }
      }
    }

    /// The sections, with their items, selectable.
    private var sidebar: some View {
      List(selection: $split.sidebarSelection) {
        ForEach(tabs.tabs) { tab in
          Label(tab.item.title, systemImage: tab.item.systemImage ?? "circle")
            .badge(tab.item.badge)
            .tag(tab.id)
        }
      }
    }
  }

  /// The root of a three-column split view's detail stack: the section's second screen, with an
  /// identity of its own, so that another second screen starts with fresh state while the root,
  /// and so the stack's path, keeps its identity.
  @MainActor
  private struct DetailRoot: View {
    let second: ScreenID
    let stack: StackModel
    let context: HostContext

    var body: some View {
      ScreenView(id: second, stack: stack, context: context).id(second)
    }
  }

  extension SplitModel {
    /// ``columnVisibility`` in SwiftUI's words, as a property so that its binding is stable.
    var visibility: NavigationSplitViewVisibility {
      get {
        switch columnVisibility {
        case .automatic: .automatic
        case .all: .all
        case .doubleColumn: .doubleColumn
        case .detailOnly: .detailOnly
        }
      }
      set {
        columnVisibility =
          newValue == .all
          ? .all : newValue == .doubleColumn ? .doubleColumn : newValue == .detailOnly ? .detailOnly : .automatic
      }
    }

    /// ``compactColumn`` in SwiftUI's words, as a property so that its binding is stable.
    var preferredColumn: NavigationSplitViewColumn {
      get {
        switch compactColumn {
        case .sidebar: .sidebar
        case .content: .content
        case .detail: .detail
        }
      }
      set { compactColumn = newValue == .sidebar ? .sidebar : newValue == .content ? .content : .detail }
    }
  }

  /// Reports the window's width to the host: the root's width in points, its safe area included
  /// (the scene's width), and `horizontalSizeClass`, where the platform has one; a Mac window is
  /// always regular. The session decides the width class from both (`WidthThresholds`): on iOS
  /// 27 a resized iPhone window keeps a compact size class, and only its width changes
  /// (https://developer.apple.com/forums/thread/836088).
  @MainActor
  struct WidthReporter: ViewModifier {
    let host: SwiftUIHost
    #if os(iOS) || os(visionOS) || os(tvOS)
      @Environment(\.horizontalSizeClass) private var sizeClass

      func body(content: Content) -> some View {
        content
          .onChange(of: sizeClass, initial: true) { [host] _, sizeClass in
            host.widthClassChanged(sizeClass == .compact ? .compact : .regular)
          }
          .modifier(RootWidthReader(host: host))
      }
    #else
      func body(content: Content) -> some View { content }
    #endif
  }

  #if os(iOS) || os(visionOS) || os(tvOS)
    /// Reads the width of the view it modifies, its safe area included, without changing its
    /// layout: `onGeometryChange(for:of:action:)` where the SDK has it (Xcode 16 and later, back
    /// to iOS 16), a `GeometryReader` in the background otherwise, which takes the view's size
    /// and lays nothing out.
    @MainActor
    private struct RootWidthReader: ViewModifier {
      let host: SwiftUIHost

      func body(content: Content) -> some View {
        #if canImport(SwiftUI, _version: 6.0)
          content.onGeometryChange(for: Double.self, of: RootWidthReader.width(of:)) { [host] width in
            host.rootWidthChanged(to: width)
          }
        #else
          content.background {
            GeometryReader { proxy in
              Color.clear.onChange(of: RootWidthReader.width(of: proxy), initial: true) { [host] _, width in
                host.rootWidthChanged(to: width)
              }
            }
          }
        #endif
      }

      /// The width `proxy` gives, with the safe area's insets at either side: the whole scene's
      /// width, as UIKit's `viewWillTransition(to:with:)` gives it.
      nonisolated static func width(of proxy: GeometryProxy) -> Double {
        Double(proxy.size.width + proxy.safeAreaInsets.leading + proxy.safeAreaInsets.trailing)
      }
    }
  #endif
#endif
