/**
 * A self-signed certificate for a test's TLS proxy, made with openssl: an EC key (quick to
 * make), valid one day, for `hostname` and 127.0.0.1. The client trusts it by passing it as
 * its certificate authority; nothing is installed on the machine.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type TlsCertificate = { certificatePath: string; keyPath: string; certificate: string };

export function selfSignedCertificate(hostname: string): TlsCertificate {
  const dir = mkdtempSync(join(tmpdir(), "tls-"));
  const certificatePath = join(dir, "certificate.pem");
  const keyPath = join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyPath,
      "-out",
      certificatePath,
      "-days",
      "1",
      "-subj",
      `/CN=${hostname}`,
      "-addext",
      `subjectAltName=DNS:${hostname},IP:127.0.0.1`,
    ],
    { stdio: "ignore" },
  );
  return { certificatePath, keyPath, certificate: readFileSync(certificatePath, "utf8") };
}
