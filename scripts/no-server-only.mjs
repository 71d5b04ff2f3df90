// `tsx --import ./scripts/no-server-only.mjs`: lets a script load server modules without the
// react-server condition, under which react-dom/server, and so email rendering, refuses to load:
// scripts that send or render email (admin:create's welcome, the history seed and bench's bookings)
// run this way. "server-only" guards client bundles; a script is server code.
import { register } from "node:module";

register(
  `data:text/javascript,${encodeURIComponent(
    'export async function resolve(specifier, context, next) { return specifier === "server-only" ? { url: "data:text/javascript,", shortCircuit: true } : next(specifier, context); }',
  )}`,
);
