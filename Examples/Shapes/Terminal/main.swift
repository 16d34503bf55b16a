import CoordinatorsTerminal
import Foundation
import ShapesFlows

exit(await ShapesApp.makeTerminalApp().main())
