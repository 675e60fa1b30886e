/// Per-symbol sums for `Tableau.expand`, kept between calls: arrays indexed by symbol, an entry live when
/// its stamp is the current call's, so a call costs what it touches — not a hash per touch, nor clearing
/// arrays as long as the tableau. (With dictionaries, hashing was 80 % of expanding the chains of an
/// overflowing `equalCentering` stack's positions.)
struct ExpansionScratch {
    var sum: [Double] = []
    private var sumStamp: [UInt32] = []
    private var pending: [Double] = []
    private var pendingStamp: [UInt32] = []
    /// Symbols with a sum in this call, in the order first touched.
    var touched: [Int] = []
    private var stamp: UInt32 = 0

    /// Starts a call over `symbolCount` symbols.
    mutating func begin(symbolCount: Int) {
        if sum.count < symbolCount {
            let grown = max(symbolCount, 2 * sum.count)
            sum += repeatElement(0, count: grown - sum.count)
            sumStamp += repeatElement(0, count: grown - sumStamp.count)
            pending += repeatElement(0, count: grown - pending.count)
            pendingStamp += repeatElement(0, count: grown - pendingStamp.count)
        }
        touched.removeAll(keepingCapacity: true)
        if stamp == UInt32.max {
            for i in sumStamp.indices { sumStamp[i] = 0; pendingStamp[i] = 0 }
            stamp = 0
        }
        stamp += 1
    }

    @inline(__always)
    mutating func addSum(_ symbol: Int, _ c: Double) {
        if sumStamp[symbol] != stamp {
            sumStamp[symbol] = stamp
            sum[symbol] = 0
            touched.append(symbol)
        }
        sum[symbol] += c
    }

    /// Adds to a defined symbol's pending coefficient; true when it had none in this call.
    @inline(__always)
    mutating func addPending(_ symbol: Int, _ c: Double) -> Bool {
        if pendingStamp[symbol] != stamp {
            pendingStamp[symbol] = stamp
            pending[symbol] = c
            return true
        }
        pending[symbol] += c
        return false
    }

    /// The symbol's pending coefficient, consumed (0 once taken).
    mutating func takePending(_ symbol: Int) -> Double {
        guard pendingStamp[symbol] == stamp else { return 0 }
        pendingStamp[symbol] = stamp &- 1
        return pending[symbol]
    }
}
