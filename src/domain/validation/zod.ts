import { z } from "zod";

// Zod compiles object parsers with `new Function` when the page allows it, and probes for that
// on first use. The CSP forbids eval, so the probe would be a policy violation on every page that
// validates a form; the interpreted parser is fast enough for forms.
z.config({ jitless: true });

export { z };
