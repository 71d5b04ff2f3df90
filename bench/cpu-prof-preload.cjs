// Loaded with `--require` (NODE_OPTIONS, which refuses --cpu-prof in Node 20): profiles this
// process from start to exit with V8's sampling profiler and writes
// $CPU_PROF_DIR/<pid>.cpuprofile, which bench/cpu-profile.mjs reads. The in-process inspector
// session answers synchronously, so the profile is still written from the 'exit' handler.
const fs = require("node:fs");
const path = require("node:path");
const inspector = require("node:inspector");

const dir = process.env.CPU_PROF_DIR;
if (dir) {
  const session = new inspector.Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.setSamplingInterval", { interval: Number(process.env.CPU_PROF_INTERVAL_US ?? 1000) });
  session.post("Profiler.start");
  process.on("exit", () => {
    session.post("Profiler.stop", (error, result) => {
      if (error) return;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
