// Stub of SwiftUI (see View.swift): state, bindings and the environment.

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/binding
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
  public var projectedValue: Binding<Value> { self }
  /// https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
  public init(projectedValue: Binding<Value>) {}
  /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    fatalError()
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Binding: DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/state
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper
public struct State<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  public init(wrappedValue value: Value) {}
  /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) {}
  /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
  public var projectedValue: Binding<Value> { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/bindable
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
  /// https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue
  public var wrappedValue: Value
  /// https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
  public var projectedValue: Bindable<Value> { self }
  /// https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
  public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
  /// https://developer.apple.com/documentation/swiftui/bindable/init(_:)
  public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
  /// https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
  where Value: AnyObject { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable: DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/environmentkey
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol EnvironmentKey {
  associatedtype Value
  /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
  static var defaultValue: Self.Value { get }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/init()
  public init() {}
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { fatalError() }
    set {}
  }
}

/// https://developer.apple.com/documentation/swiftui/environment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/environment/init(_:)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  public nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    self
  }
}

/// https://developer.apple.com/documentation/swiftui/scenestorage
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)
  /// (the `Data` form; that page leads with the `RawRepresentable` Int overload, and the `Data`
  /// overload's own page was not found)
  public init(wrappedValue: Value, _ key: String) where Value == Data {}
  /// https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  /// https://developer.apple.com/documentation/swiftui/scenestorage/projectedvalue
  public var projectedValue: Binding<Value> { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// https://developer.apple.com/documentation/swiftui/scenestorage/init(_:) (the `Data?`
  /// overload's own page was not found)
  /// "Creates a property that can save and restore an Optional data, transforming it to an
  /// Optional `Data`."
  public init(_ key: String) where Value == Data? {}
}

/// https://developer.apple.com/documentation/swiftui/namespace
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// https://developer.apple.com/documentation/swiftui/namespace/init()
  public init() {}
  /// https://developer.apple.com/documentation/swiftui/namespace/wrappedvalue
  public var wrappedValue: Namespace.ID { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/namespace/id
  public struct ID: Hashable, Sendable {}
}

/// https://developer.apple.com/documentation/swiftui/scenephase
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/scenephase/background
  case background
  /// https://developer.apple.com/documentation/swiftui/scenephase/inactive
  case inactive
  /// https://developer.apple.com/documentation/swiftui/scenephase/active
  case active
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension EnvironmentValues {
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
  public var scenePhase: ScenePhase {
    get { fatalError() }
    set {}
  }
}
