// `node scripts/proof/update-script.mjs`: deploy/update.sh, as written, run four times against a
// throwaway copy of the production layout (README "Production") under one temp folder, with the
// app's unit deploy/systemd/clearvent@.service run by a systemctl shim, behind the shipped nginx
// config over TLS, on a throwaway PostgreSQL.
//
// Real: update.sh and every command it runs (sh, git, cp, ln, mv, sed, awk, curl, sleep...) except
// the shims below; the bare repository (this checkout's HEAD as `main`); the env file
// (deploy/clearvent.env.example with the database, origin, secret and data folder of this run);
// nginx with deploy/nginx/*.conf templated as scripts/proof/deployed.mjs does (its /_next/static
// alias on <root>/current/.next/static); the app processes the unit starts.
// Shims (scripts/proof/update-shims, first on PATH): systemctl (reads the unit file: %i,
// Environment=, EnvironmentFile=, WorkingDirectory=, ExecStart=, KillSignal=, KillMode=,
// TimeoutStopSec=, Restart=, RestartSec=; see its header), journalctl (the shim's log files),
// runuser and chown (there is no clearvent account), nginx (the real one on this run's config), and
// npm, which stands in for the build: `npm ci` links this checkout's node_modules and `npm run
// build` copies its already built .next (the real build takes minutes), adding an asset named
// after the release so the proof can follow a release's files.
// Not exercised: User=/Group= (all runs as the proof's user), the sandboxing lines, MemoryMax=,
// LimitNOFILE=, boot (enable/disable only leave a mark), the real npm ci and next build.
//
// Proves:
//   1. first install: the new pair (3011/3012, the shipped upstream naming 3001/3002) answers
//      /api/health, runs the unit's ExecStart with its environment in the release folder, is
//      enabled; the upstream file names it; `current` is the release; the build read the env file
//      as systemd does; nginx serves pages and the release's /_next/static over TLS;
//   2. zero downtime: a second update under continuous requests through nginx (content pages,
//      the home page, /api/health): the pair flips, the old processes stop gracefully (exit 0
//      within TimeoutStopSec) and are disabled, and not one request fails or answers other than 200;
//   3. the previous release's /_next/static files are still served after the switch;
//   4. a failed start (port 3012 held by another program) under the same requests: update.sh
//      exits 1, the new pair is stopped, the upstream file, `current` and the live processes are
//      untouched, and every request is answered 200;
//   5. KEEP=2: after the next update only two releases remain, `current` among them.
// Exits 1 on any miss. Bounded: the whole proof gives up after 480 s (a hang guard; it runs beside
// another proof in CI, and each update waits for its new pair to regenerate the pages).
// UPDATE_SCRIPT=<file> and UNIT_FILE=<file> run other copies of update.sh and the unit (to see the
// proof fail on a broken one). RELEASE_FROM=<git checkout> releases that checkout's HEAD instead of
// this one's (the build stays this checkout's .next: only the release's own files change, such as
// server/serve.mjs).
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { root } from "../lib.mjs";
import { requireBuild } from "./app.mjs";
import { findNginx, request, runNginx, SERVER_NAME, templateConfig } from "./deployed.mjs";
import { startProof } from "./lib.mjs";
import { startPostgres } from "./postgres.mjs";
import { milliseconds, parseEnvFile, readUnit } from "./update-shims/systemctl.mjs";

const PAIRS = [
  [3001, 3002],
  [3011, 3012],
];
const HTTP_PORT = 8722;
const HTTPS_PORT = 8762;
const KEEP = 2;
const LOAD_LOOPS = 3;
const TIME_LIMIT_MS = 480_000;
const UPDATE_SCRIPT = path.resolve(process.env.UPDATE_SCRIPT || path.join(root, "deploy/update.sh"));
const RELEASE_FROM = path.resolve(process.env.RELEASE_FROM || root);
const SHIMS = path.join(root, "scripts/proof/update-shims");
const UNIT_FILE = path.resolve(process.env.UNIT_FILE || path.join(root, "deploy/systemd/clearvent@.service"));

requireBuild();
const nginxBin = findNginx();
if (!nginxBin) {
  console.error("FAIL: nginx is not installed and cannot be installed here (needs root and apt-get).");
  process.exit(1);
}
const portFree = (port) =>
  new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
for (const port of [...PAIRS.flat(), HTTP_PORT, HTTPS_PORT]) {
  if (!(await portFree(port))) {
    console.error(`FAIL: port ${port} is in use; update.sh's ports are fixed (3001/3002, 3011/3012).`);
    process.exit(1);
  }
}

const proof = startProof(TIME_LIMIT_MS);
const { cleanups, failures, check } = proof;
// The units' supervisors are detached (as systemd's services outlive systemctl): whatever ends
// this process, stop them first.
process.once("uncaughtException", (error) => {
  proof.crashed(error);
  proof.finish().finally(() => process.exit(1));
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const read = (file) => fs.readFileSync(file, "utf8");

// The layout, production's paths under one folder: <fs>/srv/clearvent, <fs>/etc/..., <fs>/var/lib/clearvent.
const tmp = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-update-")));
fs.chmodSync(tmp, 0o755);
cleanups.push(async () => fs.rmSync(tmp, { recursive: true, force: true }));
const fsRoot = path.join(tmp, "fs");
const ROOT = path.join(fsRoot, "srv/clearvent");
const ENV_FILE = path.join(fsRoot, "etc/clearvent/clearvent.env");
const NGINX_DIR = path.join(fsRoot, "etc/nginx");
const UPSTREAM = path.join(NGINX_DIR, "clearvent-upstream.conf");
const STATE = path.join(fsRoot, "run/systemd-shim");
const unitText = read(UNIT_FILE);
const { directives, ignored } = readUnit(unitText, "3001");
const timeoutStopMs = milliseconds(directives.TimeoutStopSec?.at(-1) ?? "90s");

// What the systemctl shim records for clearvent@<port>.
const unitFile = (port, kind) => path.join(STATE, `clearvent@${port}.service.${kind}`);
const unitState = (port) => (fs.existsSync(unitFile(port, "state")) ? read(unitFile(port, "state")) : "inactive");
const mainPid = (port) => (fs.existsSync(unitFile(port, "pid")) ? Number(read(unitFile(port, "pid"))) : 0);
const exitsOf = (port) =>
  fs.existsSync(unitFile(port, "exits"))
    ? read(unitFile(port, "exits"))
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l))
    : [];
const enabledUnits = () =>
  fs.existsSync(path.join(STATE, "enabled")) ? fs.readdirSync(path.join(STATE, "enabled")).sort().join(" ") : "";
const unitNames = (ports) => ports.map((p) => `clearvent@${p}.service`).join(" ");
const health = (port) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (r) => r.status,
    () => "refused",
  );
const currentRelease = () =>
  fs.existsSync(path.join(ROOT, "current")) ? fs.realpathSync(path.join(ROOT, "current")) : "";
const releases = () =>
  fs.existsSync(path.join(ROOT, "releases")) ? fs.readdirSync(path.join(ROOT, "releases")).sort() : [];
const markerOf = (release) => `/_next/static/chunks/proof-${path.basename(release)}.js`;

let stack;
let running;
try {
  const shipped = read(path.join(root, "deploy/nginx/clearvent-upstream.conf"));
  const upstreamNaming = ([a, b]) =>
    shipped.replace("127.0.0.1:3001", `127.0.0.1:${a}`).replace("127.0.0.1:3002", `127.0.0.1:${b}`);

  // The bare repository releases are cloned from: this checkout's HEAD as `main`.
  const head = spawnSync("git", ["rev-parse", "HEAD"], { cwd: RELEASE_FROM, encoding: "utf8" }).stdout.trim();
  fs.mkdirSync(ROOT, { recursive: true });
  for (const args of [
    ["clone", "--quiet", "--bare", RELEASE_FROM, path.join(ROOT, "repo.git")],
    ["-C", path.join(ROOT, "repo.git"), "update-ref", "refs/heads/main", head],
  ]) {
    const git = spawnSync("git", args, { encoding: "utf8" });
    if (git.status !== 0) throw new Error(`git ${args.join(" ")} failed: ${git.stderr}`);
  }

  const postgres = await startPostgres({ fsync: false });
  cleanups.push(async () => postgres.stop());

  // The env file: the shipped example, with this run's database, origin, secret and data folder.
  // Everything else (MAIL_FROM, BUSINESS_EMAIL, TRUSTED_PROXY_HOPS, LOG_LEVEL) stays as shipped.
  const siteUrl = `https://${SERVER_NAME}:${HTTPS_PORT}`;
  let envText = read(path.join(root, "deploy/clearvent.env.example"));
  const setVar = (key, value) => {
    const line = new RegExp(`^${key}=.*$`, "m");
    if (!line.test(envText)) throw new Error(`deploy/clearvent.env.example no longer sets ${key}: update the proof`);
    envText = envText.replace(line, () => (value === null ? `# ${key}: unset by the proof` : `${key}=${value}`));
  };
  setVar("SITE_URL", siteUrl);
  setVar("DATABASE_URL", postgres.url);
  setVar("BETTER_AUTH_SECRET", crypto.randomBytes(48).toString("base64")); // as `openssl rand -base64 48`
  setVar("SMTP_URL", null); // no mail server: emails are written to DATA_DIR/outbox
  setVar("DATA_DIR", path.join(fsRoot, "var/lib/clearvent"));
  fs.mkdirSync(path.dirname(ENV_FILE), { recursive: true });
  fs.writeFileSync(ENV_FILE, envText, { mode: 0o640 });
  const systemdEnv = parseEnvFile(envText);

  fs.mkdirSync(path.join(fsRoot, "etc/systemd/system"), { recursive: true });
  fs.copyFileSync(UNIT_FILE, path.join(fsRoot, "etc/systemd/system/clearvent@.service"));

  // nginx: the shipped config as deployed.mjs templates it, its upstream file update.sh's UPSTREAM.
  fs.mkdirSync(NGINX_DIR, { recursive: true });
  const tls = path.join(NGINX_DIR, "tls");
  const made = spawnSync("sh", [path.join(root, "deploy/make-local-cert.sh"), tls, SERVER_NAME], { encoding: "utf8" });
  if (made.status !== 0) throw new Error(`deploy/make-local-cert.sh failed: ${made.stderr}`);
  const cert = { cert: path.join(tls, "fullchain.pem"), key: path.join(tls, "privkey.pem") };
  const conf = templateConfig({
    dir: NGINX_DIR,
    httpPort: HTTP_PORT,
    httpsPort: HTTPS_PORT,
    appPorts: PAIRS[0],
    cert,
    buildDir: path.join(ROOT, "current/.next"),
  });
  fs.mkdirSync(path.join(NGINX_DIR, "cache"), { recursive: true });
  if (read(UPSTREAM) !== shipped) throw new Error("the templated upstream file is not the shipped one");
  const nginx = runNginx(nginxBin, conf, NGINX_DIR);
  cleanups.push(nginx.stop);
  stack = {
    httpPort: HTTP_PORT,
    httpsPort: HTTPS_PORT,
    ca: fs.readFileSync(cert.cert),
    errorLog: nginx.errorLog,
  };
  for (let i = 0; ; i++) {
    try {
      await request(stack, "/api/health"); // 502 until a release runs: nginx is up
      break;
    } catch (error) {
      if (i > 50) throw new Error(`nginx did not answer: ${error.message}\n${stack.errorLog()}`);
      await sleep(100);
    }
  }

  // update.sh's environment: its documented overrides (KEEP too), the shims first on PATH, and
  // none of the app's settings, so the build sees only what it reads from ENV_FILE.
  const updateEnv = {
    ...process.env,
    PATH: `${SHIMS}:${process.env.PATH}`,
    CLEARVENT_ROOT: ROOT,
    ENV_FILE,
    UPSTREAM,
    KEEP: String(KEEP),
    // The failed start waits this out in full; a healthy pair answers in about 5 s on a busy machine.
    HEALTH_WAIT: "30",
    PROOF_FS_ROOT: fsRoot,
    PROOF_NGINX_BIN: nginxBin,
    PROOF_NGINX_PREFIX: NGINX_DIR,
    PROOF_NGINX_CONF: conf,
    PROOF_BUILD_FROM: root,
  };
  for (const key of Object.keys(systemdEnv).concat("NODE_ENV", "GA_MEASUREMENT_ID")) delete updateEnv[key];

  // Whatever happens: every unit stopped as systemd would (the app closes its database), then
  // anything left killed.
  cleanups.push(async () => {
    if (running) process.kill(-running.pid, "SIGKILL"); // update.sh and what it runs (not the units)
    spawnSync(path.join(SHIMS, "systemctl"), ["stop", ...PAIRS.flat().map((p) => `clearvent@${p}`)], {
      env: updateEnv,
      stdio: "inherit",
      timeout: 40_000,
    });
    for (const port of PAIRS.flat()) {
      const supervisor = fs.existsSync(unitFile(port, "supervisor")) ? Number(read(unitFile(port, "supervisor"))) : 0;
      for (const pid of [supervisor, -mainPid(port)]) {
        try {
          if (pid) process.kill(pid, "SIGKILL");
        } catch {}
      }
    }
  });

  const update = (args = []) =>
    new Promise((resolve, reject) => {
      const started = Date.now();
      running = spawn(UPDATE_SCRIPT, args, { env: updateEnv, stdio: ["ignore", "pipe", "pipe"], detached: true });
      let output = "";
      running.stdout.on("data", (d) => (output += d));
      running.stderr.on("data", (d) => (output += d));
      running.on("error", reject);
      running.on("close", (code) => {
        running = undefined;
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        const release = /^Building \S+ into (\S+)/m.exec(output)?.[1];
        const live = /^Live: (\S+) on ports (\d+) (\d+)/m.exec(output);
        resolve({ code, output, seconds, release, live: live && { release: live[1], ports: [+live[2], +live[3]] } });
      });
    });
  const tail = (text, lines = 25) => text.trim().split("\n").slice(-lines).join("\n    ");
  /** An update that had to succeed and did not: the checks after it would only repeat that. */
  const mustHaveSucceeded = (result, what) => {
    if (result.code !== 0)
      throw new Error(`${what} failed; nothing after it can be checked:\n    ${tail(result.output)}`);
  };

  // A few clients sending requests through nginx back to back, each on a new TLS connection:
  // content pages (a new query string each, so nginx's micro-cache cannot answer for the app),
  // the home page and /api/health (never cached).
  const startLoad = () => {
    let on = true;
    let n = 0;
    const results = [];
    const paths = [
      () => `/ca/san-francisco?update-proof=${n}`,
      () => "/api/health",
      () => `/faq?update-proof=${n}`,
      () => "/",
    ];
    const loop = async () => {
      while (on) {
        const p = paths[n++ % paths.length]();
        const t = Date.now();
        try {
          const res = await request(stack, p);
          results.push({ path: p, status: res.status, ms: Date.now() - t });
        } catch (error) {
          results.push({ path: p, error: error.message, ms: Date.now() - t });
        }
      }
    };
    const loops = Array.from({ length: LOAD_LOOPS }, loop);
    return {
      results,
      async stop() {
        on = false;
        await Promise.all(loops);
        return results;
      },
    };
  };
  const checkLoad = (results, during) => {
    const bad = results.filter((r) => r.error || r.status !== 200);
    const slowest = Math.max(...results.map((r) => r.ms));
    // Grouped: "/ 500 x477", "/api/health socket hang up x2".
    const groups = {};
    for (const r of bad) {
      const key = `${r.path.replace(/\?.*/, "")} ${r.error ?? r.status}`;
      groups[key] = (groups[key] ?? 0) + 1;
    }
    const detail = Object.entries(groups).map(([key, n]) => `${key} x${n}`);
    check(
      results.length >= 50 && bad.length === 0,
      `${results.length} requests through nginx ${during} (${LOAD_LOOPS} clients, slowest ${slowest} ms): ${bad.length} failed or not 200${bad.length ? ` (${detail.join(", ")})` : ""}`,
    );
    return results.length;
  };
  const gracefulStop = (ports, after) => {
    for (const port of ports) {
      const last = exitsOf(port).at(-1);
      check(
        last?.stopping && last.result === "success" && last.code === 0 && last.stopMs < timeoutStopMs && last.ranMs > 0,
        `clearvent@${port} stopped gracefully ${after}: ${JSON.stringify(last)} (TimeoutStopSec ${timeoutStopMs / 1000}s)`,
      );
      check(unitState(port) === "inactive", `clearvent@${port} is inactive (${unitState(port)})`);
    }
  };
  const served = async (asset, what) => {
    const res = await request(stack, asset);
    check(
      res.status === 200 && /immutable/.test(res.headers["cache-control"] ?? ""),
      `${what} ${asset} is served by nginx: ${res.status}`,
    );
  };
  let requests = 0;

  console.log(`\nupdate.sh: ${UPDATE_SCRIPT}; layout in ${tmp}; release ${RELEASE_FROM} ${head.slice(0, 12)} as main`);
  console.log(`unit directives the systemctl shim does not apply: ${ignored.join(", ")}`);

  console.log("\n1. first install: update.sh on an empty layout (upstream as shipped: 3001/3002)");
  const first = await update();
  check(first.code === 0, `update.sh exited ${first.code} in ${first.seconds}s`);
  mustHaveSucceeded(first, "the first install");
  const release1 = first.live?.release;
  check(first.live?.ports.join() === PAIRS[1].join(), `live on ${first.live?.ports.join(", ")}`);
  check(currentRelease() === release1, `current -> ${currentRelease()}`);
  check(read(UPSTREAM) === upstreamNaming(PAIRS[1]), "the upstream file names 3011/3012, the rest as shipped");
  for (const port of PAIRS[1]) {
    const pid = mainPid(port);
    check(
      (await health(port)) === 200 && unitState(port) === "active",
      `clearvent@${port} answers /api/health (pid ${pid})`,
    );
    if (!pid) continue;
    const environ = Object.fromEntries(
      read(`/proc/${pid}/environ`)
        .split("\0")
        .filter(Boolean)
        .map((kv) => [kv.slice(0, kv.indexOf("=")), kv.slice(kv.indexOf("=") + 1)]),
    );
    const cmdline = read(`/proc/${pid}/cmdline`).split("\0").filter(Boolean).join(" ");
    check(
      cmdline === directives.ExecStart.at(-1) && fs.readlinkSync(`/proc/${pid}/cwd`) === release1,
      `clearvent@${port} runs \`${cmdline}\` in ${fs.readlinkSync(`/proc/${pid}/cwd`)}`,
    );
    check(
      environ.PORT === String(port) &&
        environ.NODE_ENV === "production" &&
        environ.NEXT_TELEMETRY_DISABLED === "1" &&
        Object.entries(systemdEnv).every(([k, v]) => environ[k] === v) &&
        !Object.keys(environ).some((k) => k.startsWith("PROOF_")),
      `clearvent@${port}'s environment: the unit's Environment= (PORT=${environ.PORT}) and the env file, nothing else inherited`,
    );
  }
  check(enabledUnits() === unitNames(PAIRS[1]), `enabled at boot: ${enabledUnits()}`);
  const buildEnv = parseEnvFile(read(path.join(release1, ".next/proof-build-env")));
  check(
    buildEnv.SITE_URL === systemdEnv.SITE_URL &&
      buildEnv.MAIL_FROM === systemdEnv.MAIL_FROM &&
      buildEnv.NODE_ENV === "production",
    `the build read the env file as the unit does: SITE_URL=${buildEnv.SITE_URL}, MAIL_FROM=${buildEnv.MAIL_FROM}`,
  );
  for (const page of ["/ca/san-francisco", "/api/health", "/"]) {
    const res = await request(stack, page);
    check(res.status === 200, `GET ${page} through nginx over TLS: ${res.status}`);
  }
  const chunk = fs.readdirSync(path.join(release1, ".next/static/chunks")).find((f) => f.endsWith(".js"));
  await served(`/_next/static/chunks/${chunk}`, "the release's");
  await served(markerOf(release1), "release 1's");

  console.log("\n2. zero downtime: a second update while clients send requests through nginx");
  let load = startLoad();
  await sleep(1000);
  const second = await update(["main"]);
  await sleep(1000);
  requests += checkLoad(await load.stop(), `during the update (${second.seconds}s) and a second either side`);
  check(second.code === 0, `update.sh main exited ${second.code} in ${second.seconds}s`);
  mustHaveSucceeded(second, "the second update");
  const release2 = second.live?.release;
  check(
    second.live?.ports.join() === PAIRS[0].join() && release2 !== release1,
    `the pair flipped: live on ${second.live?.ports.join(", ")}`,
  );
  check(currentRelease() === release2, `current -> ${currentRelease()}`);
  check(read(UPSTREAM) === shipped, "the upstream file names 3001/3002 again, byte for byte as shipped");
  for (const port of PAIRS[0]) check((await health(port)) === 200, `clearvent@${port} answers /api/health`);
  gracefulStop(PAIRS[1], "5 s after the switch");
  for (const port of PAIRS[1]) check((await health(port)) === "refused", `nothing listens on ${port} any more`);
  check(enabledUnits() === unitNames(PAIRS[0]), `enabled at boot: ${enabledUnits()} (the old pair disabled)`);

  console.log("\n3. the previous release's static files after the switch");
  check(
    fs.existsSync(path.join(release2, markerOf(release1).replace("/_next", ".next"))),
    "copied into the new release",
  );
  await served(markerOf(release1), "release 1's");
  await served(markerOf(release2), "release 2's");

  console.log("\n4. a failed start: port 3012 held by another program");
  const blocker = http.createServer((_req, res) => {
    res.statusCode = 503;
    res.end("not ClearVent\n");
  });
  await new Promise((resolve, reject) => blocker.once("error", reject).listen(PAIRS[1][1], "127.0.0.1", resolve));
  cleanups.push(async () => blocker.close());
  const before = { upstream: read(UPSTREAM), current: currentRelease(), pids: PAIRS[0].map(mainPid).join() };
  const exitsBefore = PAIRS[1].map((p) => exitsOf(p).length);
  load = startLoad();
  const third = await update();
  requests += checkLoad(await load.stop(), `during the failed update (${third.seconds}s)`);
  blocker.close();
  check(
    third.code === 1 && /clearvent@3012 did not become healthy/.test(third.output),
    `update.sh exited ${third.code}: ${third.output.match(/clearvent@\d+ did not become healthy[^\n]*/)?.[0]}`,
  );
  check(/EADDRINUSE/.test(third.output), "it printed the failing unit's journal (EADDRINUSE)");
  const [new1, new2] = PAIRS[1].map((p, i) => exitsOf(p).slice(exitsBefore[i]));
  check(
    new1.length === 1 && new1[0].stopping && new1[0].result === "success",
    `clearvent@3011 (healthy) was stopped: ${JSON.stringify(new1)}`,
  );
  // serve.mjs ends on a failed listen (exit 1), so the unit's Restart=on-failure tries again
  // until update.sh gives up and stops it.
  check(
    new2.length >= 1 && new2.every((e) => e.code === 1 || e.stopping),
    `clearvent@3012 exited 1 on the taken port and was restarted (${new2.filter((e) => e.code === 1).length} exits)`,
  );
  for (const port of PAIRS[1]) {
    // "failed" when the stop met a process that was ending on the taken port: down all the same.
    const state = unitState(port);
    check(
      ["inactive", "failed"].includes(state) && (await health(port)) === "refused",
      `clearvent@${port} is down (${state})`,
    );
  }
  check(read(UPSTREAM) === before.upstream, "the upstream file is unchanged");
  check(currentRelease() === before.current, `current is unchanged (${path.basename(currentRelease())})`);
  check(
    PAIRS[0].map(mainPid).join() === before.pids && PAIRS[0].every((p) => unitState(p) === "active"),
    `the live processes are the same (${before.pids}) and still active`,
  );
  check(enabledUnits() === unitNames(PAIRS[0]), `enabled at boot: ${enabledUnits()}`);
  const release3 = third.release;

  console.log(`\n5. KEEP=${KEEP}: the next update keeps two releases`);
  load = startLoad();
  const fourth = await update();
  requests += checkLoad(await load.stop(), `during the update (${fourth.seconds}s)`);
  const release4 = fourth.live?.release;
  check(
    fourth.code === 0 && fourth.live?.ports.join() === PAIRS[1].join(),
    `update.sh exited ${fourth.code}, live on ${fourth.live?.ports.join(", ")}`,
  );
  mustHaveSucceeded(fourth, "the fourth update");
  gracefulStop(PAIRS[0], "after the switch back");
  const left = releases();
  check(
    left.length === KEEP && currentRelease() === release4 && left.includes(path.basename(release4)),
    `releases left: ${left.join(", ")} (current ${path.basename(currentRelease())}; ${path.basename(release3 ?? "")} is the failed one)`,
  );
  check(!fs.existsSync(release1) && !fs.existsSync(release2), "releases 1 and 2 removed");
  await served(markerOf(release1), "release 1's (removed, carried forward twice)");
  await served(markerOf(release2), "release 2's");
  const last = await request(stack, "/ca/san-francisco?after-all");
  check(last.status === 200, `a content page after all updates: ${last.status}`);
  console.log(`\n${requests} requests through nginx during the three updates.`);
} catch (error) {
  proof.crashed(error);
} finally {
  if (failures.length && stack) {
    console.error(`\nnginx error log:\n${stack.errorLog().slice(-3000)}`);
    for (const port of PAIRS.flat()) {
      const log = unitFile(port, "log");
      if (fs.existsSync(log)) console.error(`\nclearvent@${port} log (journal):\n${read(log).slice(-2000)}`);
    }
  }
  await proof.finish();
}

proof.verdict(
  "deploy/update.sh installs and updates with no failed request, stops the old pair gracefully, " +
    "keeps the old static files, leaves the live release alone when a start fails, and keeps KEEP releases.",
);
