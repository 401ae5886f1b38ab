import Foundation
import SwiftCST
#if canImport(Glibc)
import Glibc
#endif

/// Settings for the whole process, made once at start-up by the executable (not by the
/// library, which tests run in their own process).
public enum ProcessTuning {
    /// On glibc, at most as many malloc arenas as cores. The engine frees a group's trees
    /// before it parses the next, on new threads; glibc gives threads arenas of their own
    /// (up to eight per core) and keeps freed memory in the arena that allocated it, so with
    /// many arenas each one keeps its own high-water mark and the peak memory of a run over
    /// several apps grew by a fifth. Elsewhere this does nothing.
    public static func apply() {
        #if canImport(Glibc)
        // `mallopt` and `M_ARENA_MAX` (-8) are in <malloc.h>, which the Glibc module leaves out.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(-8, Int32(clamping: max(2, Workers.coreCount)))
        #endif
    }
}
