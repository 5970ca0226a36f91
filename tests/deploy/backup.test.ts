import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { admin, pgliteTemplate, validContact, writeFakeBuild } from "../server/helpers";
import { postJson, root, type Running, startSourceServer } from "./processes";

// The embedded database's online backup (SIGUSR2 → DATA_DIR/backups/*.tar.gz) restored with
// `npm run admin -- restore` into an empty folder: what was written before the backup is back.
const dataDir = mkdtempSync(join(tmpdir(), "deploy-backup-"));
let server: Running | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function messages(base: string): Promise<string[]> {
  const { token } = (await postJson(`${base}/api/Auth/Login`, admin)).body as { token: string };
  const res = await fetch(`${base}/api/v1/Contact/GetAll?page=1&pageSize=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { message: string }[] }).data.map((c) => c.message);
}

it("a backup taken by the running server restores into an empty data folder", async () => {
  cpSync(await pgliteTemplate(), dataDir, { recursive: true });
  const env = {
    DATA_DIR: dataDir,
    BUILD_DIR: writeFakeBuild(join(dataDir, "build")),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DATABASE_URL: "",
  };
  server = await startSourceServer(env);
  expect(
    (
      await postJson(`${server.base}/api/v1/Contact/ContactUsMailSend`, {
        ...validContact,
        message: "before the backup",
      })
    ).status,
  ).toBe(200);

  server.child.kill("SIGUSR2");
  await expect
    .poll(() => /"file":"([^"]+\.tar\.gz)".*backup written/.exec(server!.output())?.[1], { timeout: 60_000 })
    .toBeTruthy();
  const file = /"file":"([^"]+\.tar\.gz)".*backup written/.exec(server.output())![1]!;
  expect(
    (
      await postJson(`${server.base}/api/v1/Contact/ContactUsMailSend`, {
        ...validContact,
        message: "after the backup",
      })
    ).status,
  ).toBe(200);
  await server.stop();

  renameSync(join(dataDir, "pglite"), join(dataDir, "pglite.damaged"));
  const restored = spawnSync(
    process.execPath,
    ["--import", "tsx", "server/src/cli.ts", "restore", "--from", file],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
    },
  );
  expect(restored.status, restored.stderr).toBe(0);

  server = await startSourceServer(env);
  const stored = await messages(server.base);
  expect(stored).toContain("before the backup");
  expect(stored).not.toContain("after the backup");
});
