// The shipped production setup on this machine: deploy/nginx/*.conf as written (only ports, paths
// and the server name templated) terminating TLS with a self-signed certificate, in front of two
// production app processes on one throwaway PostgreSQL. Used by scripts/proof/nginx-config.mjs
// (the cache and forwarding rules) and bench/run.mjs (figures through it).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { root, run } from "../lib.mjs";
import { startServer, waitUntilServing } from "./app.mjs";
import { startPostgres } from "./postgres.mjs";

export const SERVER_NAME = "localhost";

/** The brotli module the shipped config uses (Debian's libnginx-mod-http-brotli-filter). */
export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";

/**
 * Debian's nginx with the brotli module, installed with apt when missing and we are root (as the
 * bench always did); null when impossible.
 */
export function findNginx() {
  const bin = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((b) => fs.existsSync(b));
  if (bin && fs.existsSync(BROTLI_MODULE)) return bin;
  if (process.getuid?.() === 0 && run("sh", ["-c", "command -v apt-get >/dev/null"]) === 0) {
    console.log("Installing nginx and its brotli module from Debian's packages...");
    run("sh", [
      "-c",
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-filter >/dev/null",
    ]);
    if (fs.existsSync("/usr/sbin/nginx") && fs.existsSync(BROTLI_MODULE)) return "/usr/sbin/nginx";
  }
  return null;
}

/**
 * nginx in the foreground on `conf` with prefix `dir`: `errorLog()` is what it printed and its
 * error.log, `stop()` sends SIGTERM and waits for it (at most 3 s).
 */
export function runNginx(nginxBin, conf, dir) {
  const nginx = spawn(nginxBin, ["-c", conf, "-p", dir], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  nginx.stderr.on("data", (d) => (stderr += d));
  const exited = new Promise((resolve) => nginx.on("exit", resolve));
  const log = path.join(dir, "error.log");
  return {
    errorLog: () => `${stderr}${fs.existsSync(log) ? fs.readFileSync(log, "utf8") : ""}`,
    async stop() {
      nginx.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    },
  };
}

/**
 * deploy/nginx/clearvent.conf and its includes, rewritten for `dir`: the listen ports (IPv4
 * loopback only), the certificate, the cache and include paths, the upstream ports, the server
 * name and the build folder. Every rule (cache, headers, forwarding, failover) stays as shipped;
 * `xffOverride` replaces the X-Forwarded-For line (only to show the proof fails without it).
 */
export function templateConfig({ dir, httpPort, httpsPort, appPorts, cert, buildDir, xffOverride }) {
  const src = (name) => fs.readFileSync(path.join(root, "deploy/nginx", name), "utf8");
  const must = (text, from, to) => {
    if (!text.includes(from)) throw new Error(`deploy/nginx no longer contains "${from}": update the template`);
    return text.split(from).join(to);
  };
  let site = src("clearvent.conf");
  site = must(site, "/var/cache/nginx/clearvent", path.join(dir, "cache"));
  site = must(site, "/etc/nginx/clearvent-upstream.conf", path.join(dir, "clearvent-upstream.conf"));
  site = must(site, "/etc/nginx/snippets/", `${dir}/`);
  site = must(site, "    listen [::]:80;\n", "");
  site = must(site, "    listen [::]:443 ssl default_server;\n", "");
  site = must(site, "    listen [::]:443 ssl http2;\n", "");
  site = must(site, "listen 80;", `listen 127.0.0.1:${httpPort};`);
  site = must(site, "listen 443 ssl", `listen 127.0.0.1:${httpsPort} ssl`);
  site = must(site, "www.example.com;", `${SERVER_NAME};`);
  site = must(site, "/etc/letsencrypt/live/www.example.com/fullchain.pem", cert.cert);
  site = must(site, "/etc/letsencrypt/live/www.example.com/privkey.pem", cert.key);
  site = must(site, "/srv/clearvent/current/.next/static/", `${buildDir}/static/`);
  // The redirect names the public port, which is not 443 here.
  site = must(
    site,
    "return 301 https://$server_name$request_uri;",
    `return 301 https://$server_name:${httpsPort}$request_uri;`,
  );
  fs.writeFileSync(path.join(dir, "clearvent.conf"), site);

  let upstream = src("clearvent-upstream.conf");
  upstream = must(upstream, "127.0.0.1:3001", `127.0.0.1:${appPorts[0]}`);
  upstream = must(upstream, "127.0.0.1:3002", `127.0.0.1:${appPorts[1]}`);
  fs.writeFileSync(path.join(dir, "clearvent-upstream.conf"), upstream);

  let proxy = src("clearvent-proxy.conf");
  proxy = must(proxy, "/etc/nginx/snippets/", `${dir}/`);
  if (xffOverride) proxy = must(proxy, "proxy_set_header X-Forwarded-For $remote_addr;", xffOverride);
  fs.writeFileSync(path.join(dir, "clearvent-proxy.conf"), proxy);
  fs.writeFileSync(path.join(dir, "clearvent-headers.conf"), src("clearvent-headers.conf"));

  // The main file: Debian's /etc/nginx/nginx.conf reduced to what the site needs.
  const asRoot = process.getuid?.() === 0;
  fs.writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off;
load_module ${BROTLI_MODULE};
${asRoot ? "user root root;" : ""}
worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/clearvent.conf;
}
`,
  );
  return path.join(dir, "nginx.conf");
}

/**
 * One HTTPS (or HTTP) request through nginx with SNI and Host of the site; the answer read in full
 * (`bytes` as sent, `text` the same bytes as UTF-8). A connection of its own unless `agent` is one
 * that keeps them.
 */
export function request(
  stack,
  pathname,
  { method = "GET", headers = {}, body, plainHttp = false, localAddress, agent = false } = {},
) {
  const mod = plainHttp ? http : https;
  const port = plainHttp ? stack.httpPort : stack.httpsPort;
  return new Promise((resolve, reject) => {
    const req = mod.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: pathname,
        servername: SERVER_NAME,
        ca: stack.ca,
        localAddress,
        agent,
        headers: { host: `${SERVER_NAME}:${port}`, ...headers },
        timeout: 15_000,
      },
      (res) => {
        const parts = [];
        res.on("data", (d) => parts.push(d));
        res.on("end", () => {
          const bytes = Buffer.concat(parts);
          resolve({ status: res.statusCode, headers: res.headers, text: bytes.toString("utf8"), bytes });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${method} ${pathname} timed out`)));
    req.on("error", reject);
    if (body !== undefined) req.write(typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body));
    req.end();
  });
}

/**
 * PostgreSQL, two app processes (TRUSTED_PROXY_HOPS=1, SITE_URL https on the nginx port) and
 * nginx running the templated deploy config. stop() ends all of them and removes their folders.
 * `checkout`: whose build the apps serve (bench/price-ab.mjs compares two); this one by default.
 */
export async function startDeployed({
  nginxBin,
  appPorts,
  httpPort,
  httpsPort,
  env = {},
  xffOverride,
  fsync = false,
  log = console.log,
  checkout = root,
}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-deploy-"));
  fs.chmodSync(dir, 0o755);
  const cleanups = [async () => fs.rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    while (cleanups.length)
      await cleanups
        .pop()()
        .catch((e) => console.error(e.message));
  };
  try {
    const made = spawnSync("sh", [path.join(root, "deploy/make-local-cert.sh"), path.join(dir, "tls"), SERVER_NAME], {
      encoding: "utf8",
    });
    if (made.status !== 0) throw new Error(`deploy/make-local-cert.sh failed: ${made.stderr}`);
    const cert = { cert: path.join(dir, "tls/fullchain.pem"), key: path.join(dir, "tls/privkey.pem") };

    const postgres = await startPostgres({ fsync });
    cleanups.push(async () => postgres.stop());
    const siteUrl = `https://${SERVER_NAME}:${httpsPort}`;
    const appEnv = {
      DATABASE_URL: postgres.url,
      SITE_URL: siteUrl,
      BETTER_AUTH_SECRET: "deploy-proof-secret-0123456789abcdef0123456789",
      TRUSTED_PROXY_HOPS: "1",
      ...env,
    };
    const servers = appPorts.map((port) => {
      // Bound to the loopback address as the systemd unit starts it.
      const unitArgs = ["-H", "127.0.0.1"];
      const server = startServer(port, { ...appEnv, DATA_DIR: path.join(dir, `app-${port}`) }, checkout, unitArgs);
      cleanups.push(async () => {
        await server.stop(5000);
      });
      return server;
    });
    // One at a time: both migrating an empty database at once is the scale-out proof's business.
    for (const server of servers) await waitUntilServing(server);

    const conf = templateConfig({
      dir,
      httpPort,
      httpsPort,
      appPorts,
      cert,
      buildDir: path.join(checkout, process.env.NEXT_DIST_DIR || ".next"),
      xffOverride,
    });
    fs.mkdirSync(path.join(dir, "cache"), { recursive: true });
    const test = spawnSync(nginxBin, ["-t", "-q", "-c", conf, "-p", dir], { encoding: "utf8" });
    if (test.status !== 0) throw new Error(`nginx -t refused the templated deploy config:\n${test.stderr}`);
    const nginx = runNginx(nginxBin, conf, dir);
    cleanups.push(nginx.stop);
    const stack = {
      dir,
      httpPort,
      httpsPort,
      siteUrl,
      servers,
      ca: fs.readFileSync(cert.cert),
      postgres,
      stop,
      errorLog: nginx.errorLog,
    };
    for (let i = 0; ; i++) {
      try {
        await request(stack, "/api/health");
        break;
      } catch (error) {
        if (i > 50) throw new Error(`nginx did not answer: ${error.message}\n${stack.errorLog()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    log(
      `nginx (deploy/nginx) on https://${SERVER_NAME}:${httpsPort} -> app ${appPorts.join(", ")} -> PostgreSQL ${postgres.version}`,
    );
    return stack;
  } catch (error) {
    await stop();
    throw error;
  }
}
