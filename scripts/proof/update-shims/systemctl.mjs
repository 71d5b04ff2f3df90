// systemctl for scripts/proof/update-script.mjs (this machine has no systemd): the commands
// deploy/update.sh gives, acting on the unit file as written.
//
//   start|stop|restart UNIT        UNIT from $PROOF_FS_ROOT/etc/systemd/system (clearvent@PORT: the template)
//   enable|disable [--quiet] UNIT  a mark in the state folder (what would start at boot), nothing else
//   reload nginx                   `nginx -s reload` (the nginx shim: the proof's nginx), as Debian's nginx.service
//
// A started unit gets a supervisor of its own (this file run as `supervise UNIT`, detached) doing
// what systemd does for a Type=simple service: %i substituted; a clean environment (PATH), then
// Environment=, then EnvironmentFile= read in systemd's format (the file wins, as in systemd);
// WorkingDirectory= (the unit's absolute paths are read under $PROOF_FS_ROOT); ExecStart= as
// written, its output appended to UNIT.log (the journal); Restart=on-failure after RestartSec=. On
// stop: KillSignal= to the main process (KillMode=mixed), SIGKILL to what is left of its process
// group once it has exited, or to all of it after TimeoutStopSec=; `systemctl stop` returns when it
// is down. Each exit is judged as systemd does (success: exit 0, SIGHUP/INT/TERM/PIPE or
// SuccessExitStatus=; otherwise the unit fails) and appended to UNIT.exits (JSON lines) for the
// proof. The other directives (User=, Group=, the sandboxing, MemoryMax=, LimitNOFILE=, [Unit] and
// [Install]) are read but not applied: readUnit() lists them.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const APPLIED = [
  "Type",
  "WorkingDirectory",
  "Environment",
  "EnvironmentFile",
  "ExecStart",
  "KillSignal",
  "KillMode",
  "TimeoutStopSec",
  "Restart",
  "RestartSec",
  "SuccessExitStatus",
];
const CLEAN_SIGNALS = ["SIGHUP", "SIGINT", "SIGTERM", "SIGPIPE"];
// systemd's PATH for services (no User= account here, so no HOME, USER, LOGNAME or SHELL either).
const SERVICE_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin";

/** "30", "30s", "100ms", "2min" as milliseconds. */
export function milliseconds(value) {
  const m = /^(\d+(?:\.\d+)?)\s*(ms|s|sec|min)?$/.exec(value.trim());
  if (!m) throw new Error(`unsupported time span: ${value}`);
  return Number(m[1]) * { ms: 1, s: 1000, sec: 1000, min: 60_000 }[m[2] ?? "s"];
}

/** Whitespace-separated words, a "double-quoted" word kept whole (enough for ExecStart= and Environment=). */
const words = (value) => [...value.matchAll(/"((?:[^"\\]|\\.)*)"|(\S+)/g)].map((m) => m[1] ?? m[2]);

/**
 * An EnvironmentFile= as systemd reads it (one line per variable): blank lines, lines starting with
 * # or ; and lines without = are skipped; key and value are trimmed; a 'single-' or "double-quoted"
 * value loses its quotes (\" \\ \` \$ unescaped in double quotes); an unquoted value is taken as
 * written (spaces, <, >, $ and quotes inside it included), a backslash keeping the next character.
 * Not supported: values continued over several lines.
 */
export function parseEnvFile(text) {
  const vars = {};
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    const eq = line.indexOf("=");
    if (!line || line.startsWith("#") || line.startsWith(";") || eq < 0) continue;
    let value = line.slice(eq + 1).trim();
    if (value.length > 1 && value[0] === "'" && value.endsWith("'")) value = value.slice(1, -1);
    else if (value.length > 1 && value[0] === '"' && value.endsWith('"'))
      value = value.slice(1, -1).replace(/\\(["\\`$])/g, "$1");
    else value = value.replace(/\\(.)/g, "$1");
    vars[line.slice(0, eq).trim()] = value;
  }
  return vars;
}

/** A unit file's directives, %i and %I replaced by `instance`: { Key: [value, ...] }, and those not applied here. */
export function readUnit(text, instance) {
  const directives = {};
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#") || line.startsWith(";") || line.startsWith("[")) continue;
    const eq = line.indexOf("=");
    const value = line.slice(eq + 1).trim();
    if (/%[^%iI]/.test(value)) throw new Error(`unsupported specifier in: ${line}`);
    directives[line.slice(0, eq).trim()] ??= [];
    directives[line.slice(0, eq).trim()].push(value.replace(/%([%iI])/g, (_, c) => (c === "%" ? "%" : instance)));
  }
  const ignored = Object.keys(directives).filter((key) => !APPLIED.includes(key));
  return { directives, ignored };
}

const fsRoot = () => {
  if (!process.env.PROOF_FS_ROOT) throw new Error("systemctl shim: PROOF_FS_ROOT is not set");
  return process.env.PROOF_FS_ROOT;
};
const stateDir = () => path.join(fsRoot(), "run/systemd-shim");

/** clearvent@3011 -> the unit's name, its file (the template's for an instance) and the instance. */
function unitOf(arg) {
  const name = /\.(service|socket|timer|target)$/.test(arg) ? arg : `${arg}.service`;
  const m = /^([^@]+)@([^.]+)\.service$/.exec(name);
  const file = path.join(fsRoot(), "etc/systemd/system", m ? `${m[1]}@.service` : name);
  const files = Object.fromEntries(
    ["supervisor", "pid", "state", "log", "exits"].map((f) => [f, path.join(stateDir(), `${name}.${f}`)]),
  );
  return { name, file, instance: m?.[2] ?? "", files };
}

/** What starting the unit takes, read afresh (systemd reads EnvironmentFile= at each start). */
function serviceOf(arg) {
  const unit = unitOf(arg);
  const { directives: d } = readUnit(fs.readFileSync(unit.file, "utf8"), unit.instance);
  const last = (key, fallback) => d[key]?.at(-1) ?? fallback;
  if (last("Type", "simple") !== "simple") throw new Error(`${unit.name}: only Type=simple is shimmed`);
  const env = { PATH: SERVICE_PATH };
  for (const line of d.Environment ?? []) {
    for (const word of words(line)) env[word.slice(0, word.indexOf("="))] = word.slice(word.indexOf("=") + 1);
  }
  for (const entry of d.EnvironmentFile ?? []) {
    const file = path.join(fsRoot(), entry.replace(/^-/, ""));
    if (entry.startsWith("-") && !fs.existsSync(file)) continue;
    Object.assign(env, parseEnvFile(fs.readFileSync(file, "utf8")));
  }
  const exec = words(last("ExecStart", ""));
  if (!exec.length || !exec[0].startsWith("/")) throw new Error(`${unit.name}: ExecStart= needs an absolute path`);
  const signal = last("KillSignal", "SIGTERM");
  return {
    ...unit,
    env,
    exec,
    cwd: path.join(fsRoot(), last("WorkingDirectory", "/")),
    killSignal: signal.startsWith("SIG") ? signal : `SIG${signal}`,
    killMode: last("KillMode", "control-group"),
    timeoutStopMs: milliseconds(last("TimeoutStopSec", "90s")),
    restart: last("Restart", "no"),
    restartMs: milliseconds(last("RestartSec", "100ms")),
    success: (d.SuccessExitStatus ?? []).flatMap(words),
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
};
const readPid = (file) => (fs.existsSync(file) ? Number(fs.readFileSync(file, "utf8")) : 0);
const running = (unit) => {
  const pid = readPid(unit.files.supervisor);
  return pid > 0 && alive(pid);
};

/** The supervisor of one started unit: its main process, restarts, and the stop. */
function supervise(arg) {
  const unit = unitOf(arg);
  const f = unit.files;
  fs.writeFileSync(f.supervisor, String(process.pid));
  const log = fs.openSync(f.log, "a");
  const journal = (line) => fs.writeSync(log, `[systemd] ${unit.name}: ${line}\n`);
  let service;
  let child;
  let childDone = true;
  let stopping = 0;
  let timedOut = false;
  let restartTimer;
  const done = (state) => {
    fs.writeFileSync(f.state, state);
    fs.rmSync(f.pid, { force: true });
    fs.rmSync(f.supervisor, { force: true });
    process.exit(0);
  };
  const clean = (code, signal) =>
    code === 0 ||
    CLEAN_SIGNALS.includes(signal) ||
    service.success.some((s) => s === String(code) || (signal && (s === signal || `SIG${s}` === signal)));

  const start = () => {
    try {
      service = serviceOf(arg);
    } catch (error) {
      journal(`Failed to start: ${error.message}`);
      return done("failed");
    }
    const started = Date.now();
    childDone = false;
    let pid;
    const ended = (code, signal, error) => {
      if (childDone) return;
      childDone = true;
      // KillMode=mixed or control-group: nothing of the unit outlives its main process.
      if (pid && service.killMode !== "process") {
        try {
          process.kill(-pid, "SIGKILL");
        } catch {}
      }
      const ok = !error && clean(code, signal);
      const result = timedOut ? "timeout" : ok ? "success" : signal ? "signal" : "exit-code";
      const exit = {
        pid,
        code,
        signal,
        error: error?.message,
        stopping: stopping > 0,
        result,
        ranMs: Date.now() - started,
      };
      if (stopping) exit.stopMs = Date.now() - stopping;
      fs.appendFileSync(f.exits, `${JSON.stringify(exit)}\n`);
      journal(
        `Main process ${pid ?? "(none)"} exited, ${error ? error.message : signal ? `signal=${signal}` : `status=${code}`}`,
      );
      if (stopping) {
        journal(result === "success" ? "Deactivated successfully." : `Failed with result '${result}'.`);
        return done(result === "success" ? "inactive" : "failed");
      }
      if (!ok && (service.restart === "on-failure" || service.restart === "always")) {
        journal(`Failed with result '${result}'. Scheduled restart in ${service.restartMs} ms.`);
        fs.writeFileSync(f.state, "activating (auto-restart)");
        restartTimer = setTimeout(start, service.restartMs);
        return;
      }
      done(ok ? "inactive" : "failed");
    };
    if (!fs.statSync(service.cwd, { throwIfNoEntry: false })?.isDirectory()) {
      // As systemd: the start fails with status=200/CHDIR (and Restart= applies).
      return ended(200, null, new Error(`status=200/CHDIR: WorkingDirectory ${service.cwd} is not a directory`));
    }
    child = spawn(service.exec[0], service.exec.slice(1), {
      cwd: service.cwd,
      env: service.env,
      stdio: ["ignore", log, log],
      detached: true, // a process group of its own: the unit's "control group"
    });
    pid = child.pid;
    child.on("error", (error) => ended(203, null, error)); // status=203/EXEC
    child.on("exit", (code, signal) => ended(code, signal));
    if (!pid) return;
    fs.writeFileSync(f.pid, String(pid));
    fs.writeFileSync(f.state, "active");
    journal(`Started (main process ${pid}: ${service.exec.join(" ")}).`);
  };

  process.on("SIGTERM", () => {
    if (stopping) return;
    stopping = Date.now();
    clearTimeout(restartTimer);
    if (childDone) return done("inactive");
    fs.writeFileSync(f.state, "deactivating");
    journal(
      `Stopping: ${service.killSignal} to ${service.killMode === "control-group" ? "the group" : "the main process"}.`,
    );
    try {
      process.kill(service.killMode === "control-group" ? -child.pid : child.pid, service.killSignal);
    } catch {}
    setTimeout(() => {
      timedOut = true;
      journal(`State 'stop-sigterm' timed out. Killing.`);
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
    }, service.timeoutStopMs);
  });
  start();
}

async function start(arg) {
  const unit = unitOf(arg);
  serviceOf(arg); // an unreadable unit fails here, as `systemctl start` would
  if (running(unit)) return;
  fs.mkdirSync(stateDir(), { recursive: true });
  fs.rmSync(unit.files.state, { force: true });
  spawn(process.execPath, [fileURLToPath(import.meta.url), "supervise", arg], {
    detached: true,
    stdio: "ignore",
  }).unref();
  // Type=simple: started as soon as the main process is forked.
  for (const deadline = Date.now() + 10_000; !fs.existsSync(unit.files.state); ) {
    if (Date.now() > deadline) throw new Error(`${unit.name}: the supervisor did not start`);
    await sleep(20);
  }
}

async function stop(arg) {
  const unit = unitOf(arg);
  const pid = readPid(unit.files.supervisor);
  if (!pid || !alive(pid)) return; // not running: nothing to stop, and no error (as systemd)
  process.kill(pid, "SIGTERM");
  const deadline = Date.now() + serviceOf(arg).timeoutStopMs + 5000;
  while (fs.existsSync(unit.files.supervisor) && alive(pid)) {
    if (Date.now() > deadline) throw new Error(`${unit.name}: did not stop`);
    await sleep(20);
  }
}

async function main([command, ...rest]) {
  const units = rest.filter((a) => !a.startsWith("-"));
  const enabled = (unit) => path.join(stateDir(), "enabled", unitOf(unit).name);
  switch (command) {
    case "supervise":
      return supervise(units[0]);
    case "start":
      for (const u of units) await start(u);
      return;
    case "stop":
      for (const u of units) await stop(u);
      return;
    case "restart":
      for (const u of units) {
        await stop(u);
        await start(u);
      }
      return;
    case "enable":
    case "disable":
      for (const u of units) {
        if (!fs.existsSync(unitOf(u).file)) throw new Error(`Unit ${unitOf(u).name} does not exist.`);
        fs.mkdirSync(path.dirname(enabled(u)), { recursive: true });
        if (command === "enable") fs.writeFileSync(enabled(u), "");
        else fs.rmSync(enabled(u), { force: true });
      }
      return;
    case "reload":
      if (units.join(" ").replace(/\.service$/, "") === "nginx") {
        process.exitCode = spawnSync("nginx", ["-s", "reload"], { stdio: "inherit" }).status ?? 1;
        return;
      }
  }
  throw new Error(`not shimmed: systemctl ${[command, ...rest].join(" ")}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`systemctl shim: ${error.message}`);
    process.exit(1);
  });
}
