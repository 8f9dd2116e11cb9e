/**
 * A throw-away certificate authority and a certificate it signs for some host names, made with openssl in a
 * folder the caller creates and removes. For servers that stand in for others on 127.0.0.1 over TLS: the
 * Observatory scan's proxy and the bench's fake vendors.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

export interface Certificate {
  /** The CA's certificate, for a client to trust (NODE_EXTRA_CA_CERTS). */
  caFile: string;
  keyFile: string;
  certFile: string;
}

function openssl(args: string[], cwd: string): void {
  const result = spawnSync("openssl", args, { cwd, encoding: "utf8" });
  if (result.error) throw new Error(`openssl could not be run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`openssl ${args.join(" ")} failed:\n${result.stderr}`);
}

/** A CA named `caName` and a certificate for `hosts` (the first is its common name), valid one day. */
export function makeCertificate(dir: string, hosts: readonly string[], caName: string): Certificate {
  const [commonName] = hosts;
  if (!commonName) throw new Error("a certificate needs at least one host name");
  const rsa = ["-newkey", "rsa:2048", "-nodes"];
  openssl(
    ["req", "-x509", ...rsa, "-keyout", "ca.key", "-out", "ca.pem", "-days", "1", "-subj", `/CN=${caName}`],
    dir,
  );
  openssl(["req", ...rsa, "-keyout", "site.key", "-out", "site.csr", "-subj", `/CN=${commonName}`], dir);
  writeFileSync(join(dir, "san.cnf"), `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(",")}\n`);
  openssl(
    [
      "x509",
      "-req",
      "-in",
      "site.csr",
      "-CA",
      "ca.pem",
      "-CAkey",
      "ca.key",
      "-CAcreateserial",
      "-out",
      "site.pem",
      "-days",
      "1",
      "-extfile",
      "san.cnf",
    ],
    dir,
  );
  return { caFile: join(dir, "ca.pem"), keyFile: join(dir, "site.key"), certFile: join(dir, "site.pem") };
}
