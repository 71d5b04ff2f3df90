// A throwaway PostgreSQL server for tests and proofs: a new cluster in a temp folder, listening on
// a free port of 127.0.0.1, removed by stop(). Uses Debian's postgresql (/usr/lib/postgresql/N),
// installing it with apt when it is missing and we are root; otherwise throws saying why.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

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

function ensureBin() {
  let bin = findBin();
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get >/dev/null"]).status === 0;
  if (!bin && isRoot && hasApt) {
    console.log("Installing PostgreSQL from Debian's postgresql package...");
    spawnSync(
      "sh",
      ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null"],
      { stdio: "inherit" },
    );
    bin = findBin();
  }
  if (!bin) {
    throw new Error(
      "PostgreSQL is not installed and cannot be installed here (needs root and apt-get). Install Debian's postgresql package.",
    );
  }
  return bin;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/**
 * Starts a new cluster. `fsync: false` trades crash safety for speed (fine for tests that never
 * crash the database); the default keeps PostgreSQL's durable setting.
 * @returns {Promise<{ url: string, port: number, version: string, stop(): void }>}
 */
export async function startPostgres({ fsync = true, maxConnections = 200 } = {}) {
  const bin = ensureBin();
  const version = path.basename(path.dirname(bin));
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-pg-"));
  const password = "clearvent-test";
  // initdb refuses to run as root: run the server as the postgres user when we are root.
  const asUser = isRoot ? ["runuser", "-u", "postgres", "--"] : [];
  fs.writeFileSync(path.join(dir, "pw"), password);
  if (isRoot) spawnSync("chown", ["-R", "postgres:postgres", dir]);
  const sh = (args) => {
    const [cmd, ...rest] = [...asUser, ...args];
    return spawnSync(cmd, rest, { stdio: ["ignore", "ignore", "inherit"] }).status;
  };

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (fs.existsSync(`${dir}/data/postmaster.pid`)) {
      sh([`${bin}/pg_ctl`, "-D", `${dir}/data`, "-m", "immediate", "stop"]);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-k ${dir}`,
    `-c max_connections=${maxConnections}`,
    ...(fsync ? [] : ["-c fsync=off"]),
  ].join(" ");
  const initdb = [`${bin}/initdb`, "-D", `${dir}/data`, "-U", "postgres", "-A", "scram-sha-256"];
  if (
    sh([...initdb, `--pwfile=${dir}/pw`, "-E", "UTF8"]) !== 0 ||
    sh([`${bin}/pg_ctl`, "-D", `${dir}/data`, "-l", `${dir}/log`, "-w", "-o", options, "start"]) !== 0
  ) {
    const log = fs.existsSync(`${dir}/log`) ? fs.readFileSync(`${dir}/log`, "utf8") : "(no log)";
    stop();
    throw new Error(`PostgreSQL did not start:\n${log}`);
  }
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, port, version, stop };
}
