@_spi(Hosts) @_exported import CoordinatorsCore
