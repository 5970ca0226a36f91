import { createHmac, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../../config";
import type { Secrets } from "../../context";

export type { Secrets } from "../../context";

/** JWT_SECRET when set; otherwise (never in production) one generated and kept in DATA_DIR. */
export function loadSecrets(config: Config): Secrets {
  let secret = config.jwtSecret;
  if (!secret) {
    mkdirSync(config.dataDir, { recursive: true });
    const file = join(config.dataDir, "secret.key");
    if (!existsSync(file))
      writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
    chmodSync(file, 0o600);
    secret = readFileSync(file, "utf8").trim();
  }
  const derive = (label: string) => createHmac("sha256", secret).update(label).digest();
  return { jwtKey: new Uint8Array(derive("admin-token")), otpKey: derive("otp-code") };
}
