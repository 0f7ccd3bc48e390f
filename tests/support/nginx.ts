/**
 * Debian's nginx for tests and benchmarks, as the load balancer in front of several server
 * instances or as the reference static file server: its own configuration, pid, temporary files
 * and logs in a temporary folder, listening on 127.0.0.1 only, in the foreground (never the
 * system service).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type Nginx = { port: number; url: string; dir: string; stop(): Promise<void> };

/**
 * How docs/deploy.md has nginx pass requests on: the original Host, the client appended to
 * X-Forwarded-For, the scheme in X-Forwarded-Proto, and a request whose instance fails before
 * answering (refused, or cut off by a crash) sent to the next instance: a GET always, a POST
 * only to the contact endpoint, whose every request carries an Idempotency-Key. With
 * `replayPosts`, as the guide had it before: every POST is sent again, the office's included.
 */
function proxyBlock({ host, replayPosts = false }: { host: string; replayPosts?: boolean }): string {
  const retry = replayPosts ? "error timeout non_idempotent" : "error timeout";
  return `    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host ${host};
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_next_upstream ${retry};
    proxy_next_upstream_tries 3;
    proxy_connect_timeout 2s;
    proxy_read_timeout 30s;
    location / {
      proxy_pass http://site;
    }
    location = /functions/v1/send-contact-email {
      proxy_pass http://site;
      proxy_next_upstream error timeout non_idempotent;
    }`;
}

/** docs/deploy.md's log format: each request's path without its query, and no Referer. */
const SITE_LOG_FORMAT = `  log_format site '$remote_addr - $remote_user [$time_local] "$request_method $uri $server_protocol" '
                  '$status $body_bytes_sent "-" "$http_user_agent"';`;

/** With backups, the others are never marked down: each request tries them first (a test's instance started again at once). */
function upstreamBlock(upstreams: number[], backups: number[] = []): string {
  const failing = backups.length > 0 ? "max_fails=0" : "max_fails=1 fail_timeout=2s";
  return `  upstream site {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} ${failing};`).join("\n")}
${backups.map((upstream) => `    server 127.0.0.1:${upstream} backup;`).join("\n")}
    keepalive 32;
  }`;
}

/** nginx balancing server instances on plain HTTP, as docs/deploy.md configures it, with no access log. */
export function nginxConfig({ dir, port, upstreams }: { dir: string; port: number; upstreams: number[] }): string {
  return `
${mainContext(dir)}
http {
  access_log off;
${SITE_LOG_FORMAT}
${tempPaths(dir)}
${upstreamBlock(upstreams)}
  server {
    listen 127.0.0.1:${port};
${proxyBlock({ host: "$http_host" })}
  }
}
`;
}

function mainContext(dir: string): string {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }`;
}

function tempPaths(dir: string): string {
  return ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `  ${kind}_temp_path ${dir}/${kind === "client_body" ? "body" : kind};`)
    .join("\n");
}

/**
 * nginx serving a client build as our server maps it: "/" is index.html, "/about" is
 * about/index.html (no redirect to "/about/"), every other file at its own path, and each
 * file's precompressed ".gz" twin to a client that accepts gzip. Debian's nginx has no brotli
 * module, so gzip is the only encoding it can send from files.
 */
export function staticNginxConfig({ dir, port, root }: { dir: string; port: number; root: string }): string {
  return `
${mainContext(dir)}
http {
  access_log off;
${tempPaths(dir)}
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  # Our server keeps a connection for as many requests as the client sends; so does this one.
  keepalive_requests 1000000;
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location = / { try_files /index.html =404; }
    location / { try_files $uri $uri/index.html =404; }
  }
}
`;
}

async function waitForPort(port: number, child: ChildProcess, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.destroy();
        done(true);
      });
      socket.on("error", () => done(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx is not listening on ${port}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** nginx as the load balancer in front of server instances listening on `upstreams`. */
export function startNginx({ port, upstreams }: { port: number; upstreams: number[] }): Promise<Nginx> {
  return launch(port, (dir) => nginxConfig({ dir, port, upstreams }));
}

/**
 * nginx terminating TLS in front of server instances, configured as docs/deploy.md says
 * (proxyBlock above), keeping two access logs: `access.log` as the guide has it (the `site`
 * format: paths without query, no Referer), and `combined.log`, every request in
 * nginx's default "combined" format (request line and Referer), as a default nginx keeps one.
 * `backups` are instances nginx turns to only when the others fail.
 */
export function tlsNginxConfig({
  dir,
  port,
  upstreams,
  backups,
  certificatePath,
  keyPath,
  replayPosts,
}: {
  dir: string;
  port: number;
  upstreams: number[];
  backups?: number[];
  certificatePath: string;
  keyPath: string;
  replayPosts?: boolean;
}): string {
  return `
${mainContext(dir)}
http {
  access_log off;
${SITE_LOG_FORMAT}
${tempPaths(dir)}
${upstreamBlock(upstreams, backups)}
  server {
    listen 127.0.0.1:${port} ssl;
    ssl_certificate ${certificatePath};
    ssl_certificate_key ${keyPath};
    access_log ${dir}/access.log site;
    access_log ${dir}/combined.log combined;
${proxyBlock({ host: "$host", replayPosts })}
  }
}
`;
}

export type TlsNginx = Nginx & {
  /** The access log as docs/deploy.md has nginx keep it. */
  accessLog(): string;
  /** Every request in nginx's default format. */
  combinedLog(): string;
};

/** nginx terminating TLS on `port` in front of instances listening on `upstreams`. */
export async function startTlsNginx(options: {
  port: number;
  upstreams: number[];
  backups?: number[];
  certificatePath: string;
  keyPath: string;
  replayPosts?: boolean;
}): Promise<TlsNginx> {
  const nginx = await launch(options.port, (dir) => tlsNginxConfig({ dir, ...options }));
  const read = (name: string) => (existsSync(join(nginx.dir, name)) ? readFileSync(join(nginx.dir, name), "utf8") : "");
  return {
    ...nginx,
    url: `https://127.0.0.1:${options.port}`,
    accessLog: () => read("access.log"),
    combinedLog: () => read("combined.log"),
  };
}

/** nginx serving the files under `root` (a client build) the way our server does. */
export function startStaticNginx({ port, root }: { port: number; root: string }): Promise<Nginx> {
  return launch(port, (dir) => staticNginxConfig({ dir, port, root }));
}

async function launch(port: number, configFor: (dir: string) => string): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), "nginx-"));
  // Its worker runs as an unprivileged account when started as root, and must reach the temp paths.
  chmodSync(dir, 0o755);
  const config = join(dir, "nginx.conf");
  writeFileSync(config, configFor(dir));
  const child = spawn("nginx", ["-c", config, "-p", dir, "-e", join(dir, "error.log")], { stdio: "ignore" });
  await waitForPort(port, child);
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    dir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once("exit", done));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
