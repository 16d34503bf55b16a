@_exported import Coordinators
