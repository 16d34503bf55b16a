import CoordinatorsTerminal
import Foundation
import TabsFlows

exit(await TabsApp.makeTerminalApp().main())
