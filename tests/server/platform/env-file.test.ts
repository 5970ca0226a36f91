import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { loadEnvFile } from "../../../server/src/env-file";
import { pgliteTemplate } from "../helpers";

const root = resolve(import.meta.dirname, "../../..");
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), "env-file-"));
  dirs.push(d);
  return d;
};

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

describe(".env", () => {
  it("fills process.env from the file; variables already set win, even empty ones", () => {
    const dir = tempDir();
    writeFileSync(join(dir, ".env"), "ENVFILE_A=from-file\nENVFILE_B=from-file\nENVFILE_C=from-file\n");
    process.env.ENVFILE_B = "from-env";
    process.env.ENVFILE_C = "";
    try {
      expect(loadEnvFile(join(dir, ".env"))).toBe(join(dir, ".env"));
      expect([process.env.ENVFILE_A, process.env.ENVFILE_B, process.env.ENVFILE_C]).toEqual([
        "from-file",
        "from-env",
        "",
      ]);
      expect(loadEnvFile(join(dir, "missing.env"))).toBeUndefined();
    } finally {
      for (const k of ["ENVFILE_A", "ENVFILE_B", "ENVFILE_C"]) delete process.env[k];
    }
  });

  it("starts the server on the file's PORT with the file's admin when no setting is in the environment", async () => {
    const dir = tempDir();
    const port = await freePort();
    const admin = { email: "dotenv-admin@example.com", password: "Dotenv-admin-password-7" };
    // The default DATA_DIR (./data under the working directory), pre-migrated to save a minute.
    cpSync(await pgliteTemplate(), join(dir, "data"), { recursive: true });
    writeFileSync(
      join(dir, ".env"),
      `PORT=${port}\nADMIN_EMAIL=${admin.email}\nADMIN_PASSWORD=${admin.password}\nLOG_LEVEL=info\n`,
    );
    // Only what Node and tsx need: no application setting comes from the environment.
    const env = { PATH: process.env.PATH ?? "", HOME: dir, TSX_TSCONFIG_PATH: join(root, "tsconfig.json") };
    const loader = pathToFileURL(join(root, "node_modules/tsx/dist/loader.mjs")).href;
    const child = spawn(process.execPath, ["--import", loader, join(root, "server/src/main.ts")], {
      cwd: dir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    const exited = new Promise((r) => child.on("exit", r));
    try {
      await new Promise<void>((ok, fail) => {
        const onData = (c: Buffer) => {
          out += c.toString();
          if (out.includes(`listening at http://127.0.0.1:${port}`)) ok();
        };
        child.stdout.on("data", onData);
        child.stderr.on("data", onData);
        void exited.then((code) => fail(new Error(`server exited (${String(code)}):\n${out}`)));
      });
      const login = await fetch(`http://127.0.0.1:${port}/api/Auth/Login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(admin),
      });
      expect(login.status, out).toBe(200);
    } finally {
      child.kill("SIGTERM");
      await exited;
    }
  }, 180_000);
});
