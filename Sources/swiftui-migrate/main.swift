import Foundation
import MigratorCLI

ProcessTuning.apply()
exit(CLI.run(Array(CommandLine.arguments.dropFirst())))
