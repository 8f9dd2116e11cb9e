/**
 * A real nginx in front of site instances, running the production balancer configuration
 * (deploy/nginx.conf) with only what cannot run here replaced: the instances' addresses, the port, and the
 * paths nginx would otherwise write under /run and /var/lib (docs/testing.md, "nginx in the tests").
 *
 * The binary is Debian's: /usr/sbin/nginx when installed, or else the package's files unpacked (never
 * installed) into a folder of the temporary directory, so that no system nginx is started or left running.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { healthPath } from "../../core/routing/endpoints.ts";
import { rootDir } from "../repository-root.ts";
import { freePort } from "./postgres-server.ts";
import { waitUntil } from "./wait.ts";

/** The production balancer's configuration, as compose.yaml mounts it into the nginx container. */
export const deployConfigFile = join(rootDir, "deploy", "nginx.conf");

/** Where Debian's nginx package is unpacked when it is not installed. */
const unpackedDir = join(tmpdir(), `regu-nginx-${process.platform}-${process.arch}`);

/** What to run to make nginx available, for the message of a test that cannot run without it. */
export const nginxInstallHint =
  "run `sudo apt-get update` once (the tests then unpack Debian's nginx package themselves, as they do when " +
  "run as root), or install nginx (`sudo apt-get install -y nginx`), or set NGINX_PATH to an nginx binary";

const runs = (binary: string) => spawnSync(binary, ["-v"], { stdio: "ignore" }).status === 0;

function run(command: string, args: string[], cwd?: string): { ok: boolean; output: string } {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  return { ok: result.status === 0, output: `${result.stdout ?? ""}${result.stderr ?? ""}`.trim() };
}

/**
 * Unpacks Debian's nginx and nginx-common packages (`apt-get download`, `dpkg -x`): the binary and its
 * files, without the maintainer scripts that would start a system nginx on port 80. Returns why not, or
 * undefined once the binary runs.
 */
function unpackDebianNginx(): string | undefined {
  const isRoot = process.getuid?.() === 0;
  const staging = mkdtempSync(join(tmpdir(), "regu-nginx-download-"));
  try {
    const download = () =>
      // As root, apt refuses to drop to its _apt user for a folder that user cannot write: keep root.
      run("apt-get", ["download", "-qq", "-o", "APT::Sandbox::User=root", "nginx", "nginx-common"], staging);
    let fetched = download();
    // A fresh machine has no package lists yet.
    if (!fetched.ok && isRoot && run("apt-get", ["update", "-qq"]).ok) fetched = download();
    if (!fetched.ok) return `apt-get download nginx nginx-common failed: ${fetched.output.slice(0, 500)}`;
    const packages = readdirSync(staging).filter((name) => name.endsWith(".deb"));
    const tree = join(staging, "tree");
    for (const name of packages) {
      const unpacked = run("dpkg", ["-x", join(staging, name), tree]);
      if (!unpacked.ok) return `dpkg -x ${name} failed: ${unpacked.output}`;
    }
    const binary = join(tree, "usr", "sbin", "nginx");
    if (!runs(binary)) {
      // The shared libraries nginx links to (PCRE2, OpenSSL, zlib): libraries only, no service starts.
      const main = packages.find((name) => name.startsWith("nginx_"));
      const depends = main ? run("dpkg-deb", ["-f", join(staging, main), "Depends"]).output : "";
      const libraries = depends
        .split(",")
        .map((entry) => entry.trim().split(/[\s|(]/)[0] ?? "")
        .filter((name) => /^(lib|zlib)/.test(name));
      if (isRoot && libraries.length > 0)
        run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...libraries]);
      if (!runs(binary)) return `the unpacked nginx does not run: ${run(binary, ["-v"]).output}`;
    }
    rmSync(unpackedDir, { recursive: true, force: true });
    renameSync(tree, unpackedDir);
    return undefined;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * The nginx binary to run: NGINX_PATH, the system's, or Debian's package unpacked into the temporary
 * directory (once; later runs reuse it). `{ missing }` says why there is none and what to do.
 */
export function findNginx(): { binary: string } | { missing: string } {
  const configured = process.env.NGINX_PATH;
  if (configured) {
    if (runs(configured)) return { binary: configured };
    return { missing: `NGINX_PATH=${configured} does not run: ${nginxInstallHint}` };
  }
  for (const binary of ["/usr/sbin/nginx", join(unpackedDir, "usr", "sbin", "nginx")]) {
    if (existsSync(binary) && runs(binary)) return { binary };
  }
  const failure = unpackDebianNginx();
  if (failure === undefined) return { binary: join(unpackedDir, "usr", "sbin", "nginx") };
  return { missing: `nginx is not available (${failure}): ${nginxInstallHint}` };
}

/** Replaces exactly the lines `pattern` matches, which must exist: deploy/nginx.conf changed otherwise. */
function replaceOnce(text: string, pattern: RegExp, replacement: (match: RegExpExecArray) => string): string {
  const match = pattern.exec(text);
  if (!match)
    throw new Error(`deploy/nginx.conf no longer has ${String(pattern)}: update scripts/processes/nginx.ts`);
  return text.slice(0, match.index) + replacement(match) + text.slice(match.index + match[0].length);
}

/**
 * deploy/nginx.conf made runnable here, every other directive as it is:
 *
 * - the upstream's `server` lines point at the instances on 127.0.0.1, with the parameters of the first
 *   line (compose's service names do not resolve here);
 * - `listen 80` becomes 127.0.0.1 and a free port: port 80 needs root and may be taken;
 * - the pid file and the temporary files (request bodies, buffered answers) go to `dir`: Debian's build
 *   puts them under /run and /var/lib/nginx, which a user cannot write and an unpacked package lacks.
 */
export function balancerConfig(source: string, options: { port: number; upstreams: number[]; dir: string }) {
  const { port, upstreams, dir } = options;
  let text = replaceOnce(
    source,
    /^([ \t]*)listen\s+80;/m,
    ([, indent = ""]) => `${indent}listen 127.0.0.1:${port};`,
  );
  text = replaceOnce(
    text,
    /^([ \t]*)server\s+\S+(\s[^;\n]*)?;(?:\n[ \t]*server\s+\S+(?:\s[^;\n]*)?;)*/m,
    ([, indent = "", parameters = ""]) =>
      upstreams.map((upstream) => `${indent}server 127.0.0.1:${upstream}${parameters};`).join("\n"),
  );
  text = replaceOnce(text, /^http\s*\{\n/m, ([opening]) =>
    [
      opening,
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (kind) => `    ${kind}_temp_path ${join(dir, `${kind}_temp`)};\n`,
      ),
    ].join(""),
  );
  return `# Generated from deploy/nginx.conf by scripts/processes/nginx.ts.\npid ${join(dir, "nginx.pid")};\n\n${text}`;
}

export interface Balancer {
  /** `http://127.0.0.1:PORT`. */
  url: string;
  port: number;
  child: ChildProcess;
  /** The configuration it runs. */
  config: string;
  /** Its access log: what it wrote to standard output. */
  accessLog(): string;
  /** Its error log: what it wrote to standard error (`error_log stderr warn`). */
  errorLog(): string;
  /** Stops nginx (SIGTERM: its workers stop at once) and removes its folder. */
  stop(): Promise<void>;
}

/**
 * Starts nginx in the foreground (`daemon off`), with its own prefix folder and the configuration made by
 * balancerConfig, and waits until it passes `/healthz` on to an instance.
 */
export async function startNginx(binary: string, upstreams: number[]): Promise<Balancer> {
  const dir = mkdtempSync(join(tmpdir(), "regu-nginx-run-"));
  // Run by root, nginx's workers run as `nobody`: they must reach their temporary folders in here.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const config = balancerConfig(readFileSync(deployConfigFile, "utf8"), { port, upstreams, dir });
  const configFile = join(dir, "nginx.conf");
  writeFileSync(configFile, config);
  // Standard output is a file, not a pipe: Node's pipes to a child are sockets, which the config's
  // `access_log /dev/stdout` cannot open (ENXIO); a container's standard output can be.
  const accessLog = join(dir, "access.log");
  const stdout = openSync(accessLog, "a");
  let errors = "";
  const child = spawn(binary, ["-p", dir, "-c", configFile, "-g", "daemon off;"], {
    stdio: ["ignore", stdout, "pipe"],
  });
  closeSync(stdout);
  child.stderr?.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString("utf8")).slice(-100_000)));
  const readAccessLog = () => (existsSync(accessLog) ? readFileSync(accessLog, "utf8") : "");
  const output = () => `${readAccessLog()}${errors}`;
  const exited = new Promise<void>((resolve) => child.once("close", () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const stop = async () => {
    if (!gone) child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntil(
      async () => {
        if (gone) throw new Error(`nginx exited during start:\n${output()}`);
        return fetch(`${url}${healthPath}`).then(
          (response) => response.ok,
          () => false,
        );
      },
      {
        timeoutMs: 15_000,
        intervalMs: 50,
        message: () => `nginx did not pass ${healthPath} on within 15 s:\n${output()}`,
      },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, child, config, accessLog: readAccessLog, errorLog: () => errors, stop };
}
