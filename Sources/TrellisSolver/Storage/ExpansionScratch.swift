/// Per-symbol sums for `Tableau.expand`, kept between calls: arrays indexed by symbol (the sums) and by
/// definition (the coefficients pending on defined symbols), an entry live when its stamp is the current
/// call's, so a call costs what it touches — not a hash per touch, nor clearing arrays as long as the
/// tableau. Pending coefficients by definition rather than by symbol: a large layout has far fewer
/// definitions than symbols, and this scratch is held at its memory peak.
struct ExpansionScratch {
    var sum: [Double] = []
    private var sumStamp: [UInt32] = []
    private var pending: [Double] = []
    private var pendingStamp: [UInt32] = []
    /// Symbols with a sum in this call, in the order first touched.
    var touched: [Int] = []
    private var stamp: UInt32 = 0

    /// Starts a call over `symbolCount` symbols and `definitionCount` definitions.
    mutating func begin(symbolCount: Int, definitionCount: Int) {
        if sum.count < symbolCount {
            let grown = max(symbolCount, 2 * sum.count)
            sum += repeatElement(0, count: grown - sum.count)
            sumStamp += repeatElement(0, count: grown - sumStamp.count)
        }
        if pending.count < definitionCount {
            let grown = max(definitionCount, 2 * pending.count)
            pending += repeatElement(0, count: grown - pending.count)
            pendingStamp += repeatElement(0, count: grown - pendingStamp.count)
        }
        touched.removeAll(keepingCapacity: true)
        if stamp == UInt32.max {
            for i in sumStamp.indices { sumStamp[i] = 0 }
            for i in pendingStamp.indices { pendingStamp[i] = 0 }
            stamp = 0
        }
        stamp += 1
    }

    /// Adds `c` to `symbol`'s sum (its first touch in this call starts it at 0 and lists it in `touched`).
    mutating func addSum(_ symbol: Int, _ c: Double) {
        addSums(CollectionOfOne(Term(symbol: symbol, coefficient: c)), times: 1)
    }

    /// `addSum` for every cell of a row times `c`, the arrays' storage taken once for the whole row rather
    /// than checked for sharing at every cell: a pinned `equalSpacing` row's constraints expand rows as
    /// long as the row. The sums are added in the cells' order.
    mutating func addSums(_ cells: some Sequence<Term>, times c: Double) {
        let stamp = self.stamp
        sum.withUnsafeMutableBufferPointer { sum in
            sumStamp.withUnsafeMutableBufferPointer { stamps in
                for term in cells {
                    let symbol = term.symbol
                    if stamps[symbol] != stamp {
                        stamps[symbol] = stamp
                        sum[symbol] = 0
                        touched.append(symbol)
                    }
                    sum[symbol] += c * term.coefficient
                }
            }
        }
    }

    /// Adds to definition `d`'s pending coefficient (its symbol's); true when it had none in this call.
    @inline(__always)
    mutating func addPending(definition d: Int, _ c: Double) -> Bool {
        if pendingStamp[d] != stamp {
            pendingStamp[d] = stamp
            pending[d] = c
            return true
        }
        pending[d] += c
        return false
    }

    /// Definition `d`'s pending coefficient, consumed (0 once taken).
    mutating func takePending(definition d: Int) -> Double {
        guard pendingStamp[d] == stamp else { return 0 }
        pendingStamp[d] = stamp &- 1
        return pending[d]
    }
}
