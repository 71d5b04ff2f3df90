// A Node preload that moves this process's clock: `Date` (constructed without arguments, called
// as a function, and `Date.now()`) and `performance.now()` run CLOCK_OFFSET_DAYS days ahead
// (negative: behind). Used by scripts/proof/clock.mjs as
//   NODE_OPTIONS="--require /abs/path/scripts/proof/shift-clock.cjs" CLOCK_OFFSET_DAYS=100 next start
// Dates built from explicit values are untouched, and so is everything else about `Date`.
"use strict";

const days = Number(process.env.CLOCK_OFFSET_DAYS ?? 0);
if (!Number.isFinite(days)) throw new Error(`CLOCK_OFFSET_DAYS is not a number: ${process.env.CLOCK_OFFSET_DAYS}`);
const offsetMs = Math.round(days * 86_400_000);

if (offsetMs !== 0 && !globalThis.__clockShiftMs) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  const shiftedNow = () => realNow() + offsetMs;
  globalThis.Date = new Proxy(RealDate, {
    construct(target, args, newTarget) {
      return Reflect.construct(target, args.length === 0 ? [shiftedNow()] : args, newTarget);
    },
    // `Date()` called without `new` returns the current time as a string.
    apply() {
      return new RealDate(shiftedNow()).toString();
    },
    get(target, property, receiver) {
      if (property === "now") return shiftedNow;
      return Reflect.get(target, property, receiver);
    },
  });
  const perf = globalThis.performance;
  const realPerfNow = perf.now.bind(perf);
  perf.now = () => realPerfNow() + offsetMs;
  Object.defineProperty(globalThis, "__clockShiftMs", { value: offsetMs });
}
