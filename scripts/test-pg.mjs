// `npm run test:pg`: the database integration tests against a real PostgreSQL server, started on
// 127.0.0.1 in a temporary directory and removed afterwards. Installs Debian's postgresql when it
// is missing and apt is available (as root); otherwise says why it cannot run.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { root, run } from "./lib.mjs";

function findBin() {
  const base = "/usr/lib/postgresql";
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(base, v, "bin");
    if (fs.existsSync(path.join(bin, "initdb"))) return bin;
  }
  return null;
}

const isRoot = process.getuid?.() === 0;
let bin = findBin();
if (!bin && isRoot && run("sh", ["-c", "command -v apt-get >/dev/null"]) === 0) {
  console.log("Installing PostgreSQL from Debian's postgresql package...");
  run("sh", [
    "-c",
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null",
  ]);
  bin = findBin();
}
if (!bin) {
  console.error(
    "PostgreSQL is not installed and cannot be installed here (needs root and apt-get). Install Debian's postgresql package.",
  );
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const port = await freePort();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-pg-"));
const password = "clearvent-test";
// initdb refuses to run as root: run the server as the postgres user when we are root.
const asUser = isRoot ? ["runuser", "-u", "postgres", "--"] : [];
if (isRoot) spawnSync("chown", ["-R", "postgres:postgres", dir]);
fs.writeFileSync(path.join(dir, "pw"), password);
if (isRoot) spawnSync("chown", ["postgres:postgres", path.join(dir, "pw")]);

const sh = (args) => {
  const [cmd, ...rest] = [...asUser, ...args];
  return spawnSync(cmd, rest, { stdio: "inherit" }).status;
};

let status = 1;
try {
  if (
    sh([
      `${bin}/initdb`,
      "-D",
      `${dir}/data`,
      "-U",
      "postgres",
      "-A",
      "scram-sha-256",
      `--pwfile=${dir}/pw`,
      "-E",
      "UTF8",
    ]) !== 0 ||
    sh([
      `${bin}/pg_ctl`,
      "-D",
      `${dir}/data`,
      "-l",
      `${dir}/log`,
      "-w",
      "-o",
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=200 -c fsync=off`,
      "start",
    ]) !== 0
  ) {
    console.error(`PostgreSQL did not start; log: ${dir}/log`);
  } else {
    const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
    console.log(`PostgreSQL ${path.basename(path.dirname(bin))} on 127.0.0.1:${port}`);
    status = run("npx", ["vitest", "run", "--project", "int", ...process.argv.slice(2)], {
      cwd: root,
      env: { ...process.env, TEST_DATABASE_URL: url },
    });
  }
} finally {
  sh([`${bin}/pg_ctl`, "-D", `${dir}/data`, "-m", "immediate", "stop"]);
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
