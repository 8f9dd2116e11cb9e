/**
 * `npm run observatory`: scores the production build with Mozilla's HTTP Observatory scanner, over TLS, as
 * a deploy on https would be scored. The scanner (an npm package, installed into a temporary folder) asks
 * https://localhost/ on port 443, so this starts the site with an https SITE_URL behind a small TLS proxy
 * on 127.0.0.1:443 whose certificate a throw-away CA signs; nothing leaves the machine. Needs root (port
 * 443) and openssl. Prints the score and each test's result; exit 1 below the budget.
 */
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { startSite } from "../processes/site-process.ts";
import { makeCertificate } from "./tls-certificate.ts";

const execFileAsync = promisify(execFile);

/** The best this site can reach; docs/security.md says which points are out of reach and why. */
const budget = 120;
const scannerVersion = "1.4.8";

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed:\n${result.stderr}`);
  return result.stdout;
}

if (process.getuid?.() !== 0) {
  console.log("The scanner asks port 443, which only root may open here: skipped.");
  process.exit(0);
}
const work = mkdtempSync(join(tmpdir(), "regu-observatory-"));
const site = await startSite({ SITE_URL: "https://localhost", TRUST_PROXY: "true" });
let proxy: ReturnType<typeof createServer> | undefined;
try {
  console.log(`Installing @mdn/mdn-http-observatory@${scannerVersion}…`);
  run("npm", ["init", "-y"], work);
  run(
    "npm",
    ["install", "--ignore-scripts", "--no-audit", "--no-fund", `@mdn/mdn-http-observatory@${scannerVersion}`],
    work,
  );
  const scanner = join(work, "node_modules", "@mdn", "mdn-http-observatory");
  // Its install script downloads the HSTS preload list, which this machine cannot reach: none is listed.
  writeFileSync(join(scanner, "conf", "hsts-preload.json"), "{}");

  const certificate = makeCertificate(work, ["localhost"], "Regu scan CA");

  // The TLS end a load balancer would be: it adds X-Forwarded-Proto and passes everything else on.
  proxy = createServer(
    { key: readFileSync(certificate.keyFile), cert: readFileSync(certificate.certFile) },
    (incoming, outgoing) => {
      const upstream = httpRequest(
        {
          host: "127.0.0.1",
          port: site.port,
          path: incoming.url,
          method: incoming.method,
          headers: { ...incoming.headers, "x-forwarded-proto": "https", "x-forwarded-for": "127.0.0.1" },
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on("error", () => outgoing.writeHead(502).end());
      incoming.pipe(upstream);
    },
  );
  await new Promise<void>((resolve) => proxy?.listen(443, "127.0.0.1", resolve));

  // Asynchronous: the proxy answering the scanner runs in this process. localhost is 127.0.0.1 here, where
  // the proxy listens, not ::1.
  const scan = await execFileAsync(
    process.execPath,
    ["--dns-result-order=ipv4first", join(scanner, "src", "scan.js"), "localhost"],
    { env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate.caFile }, maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(scan.stdout) as {
    scan?: { score: number; grade: string };
    tests?: Record<string, { result: string; scoreModifier: number }>;
    error?: string;
  };
  if (!result.scan || !result.tests) throw new Error(`The scan failed: ${result.error ?? scan.stderr}`);
  console.log(`\nHTTP Observatory: ${result.scan.score} (${result.scan.grade}), budget ${budget}`);
  for (const [test, { result: outcome, scoreModifier }] of Object.entries(result.tests)) {
    console.log(`  ${String(scoreModifier).padStart(4)}  ${test}: ${outcome}`);
  }
  process.exitCode = result.scan.score >= budget ? 0 : 1;
} finally {
  proxy?.close();
  await site.stop();
  rmSync(work, { recursive: true, force: true });
}
