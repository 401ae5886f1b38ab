import Foundation
import MigratorCLI

exit(CLI.run(Array(CommandLine.arguments.dropFirst())))
