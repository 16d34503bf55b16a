@_spi(Hosts) @_exported import Coordinators
