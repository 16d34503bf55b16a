@_exported import CoordinatorsCore
