// Preloaded into every Node process of a calendar run (NODE_OPTIONS=--import): `Date` starts at SHOP_CLOCK_AT and
// advances with real time, so the suite (and the API it drives in-process) lives on a chosen day. Timers, the
// event loop and the runtime's monotonic clock are untouched.
const at = process.env.SHOP_CLOCK_AT
if (at) {
  const RealDate = Date
  const offset = RealDate.parse(at) - RealDate.now()
  if (Number.isNaN(offset)) throw new Error(`SHOP_CLOCK_AT is not an instant: ${at}`)
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset)
      else super(...args)
    }
    static now() {
      return RealDate.now() + offset
    }
  }
  globalThis.Date = ShiftedDate
}
