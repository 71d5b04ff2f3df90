// A Node preload that moves this process's clock: `Date` (constructed without arguments, called
// as a function, and `Date.now()`) runs CLOCK_OFFSET_DAYS days ahead (negative: behind), and so
// does `performance.now()` when moved ahead (an uptime below zero is not one a server can have). Used by scripts/proof/clock.mjs as
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
  if (offsetMs > 0) {
    const perf = globalThis.performance;
    const realPerfNow = perf.now.bind(perf);
    perf.now = () => realPerfNow() + offsetMs;
  }
  // Node's own HTTP servers date their answers with the unmoved clock; a client that corrects its
  // clock by a server's Date header (the AWS SDK does) would otherwise move back to the real date.
  const http = require("node:http");
  const writeHead = http.ServerResponse.prototype.writeHead;
  http.ServerResponse.prototype.writeHead = function (...args) {
    if (this.sendDate && !this.headersSent && !this.hasHeader("date"))
      this.setHeader("date", new RealDate(shiftedNow()).toUTCString());
    return writeHead.apply(this, args);
  };
  Object.defineProperty(globalThis, "__clockShiftMs", { value: offsetMs });
}
