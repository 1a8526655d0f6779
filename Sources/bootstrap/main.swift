import BootstrapCLI
import Foundation

// The executable is only this: the command line lives in BootstrapCLI, where its tests reach it.
exit(BootstrapCommandLine.main(Array(CommandLine.arguments.dropFirst())).rawValue)
