import BootstrapCLI
import BootstrapKit
import Foundation

// The executable is only this: the command line lives in BootstrapCLI, where its tests reach it.
ProcessLifetime.beginExecutable()
exit(BootstrapCommandLine.main(Array(CommandLine.arguments.dropFirst())).rawValue)
