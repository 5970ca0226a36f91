// `npm run admin -- create --email a@b.c [--password ...]` and `npm run admin -- reset-password --email a@b.c [--password ...]`.
// Without --password a strong one is generated and printed once. Uses the same DATA_DIR / DATABASE_URL as the server.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { z } from "zod";
import { roleSchema } from "~/contract/roles";
import { ConfigError, loadConfig } from "./config";
import { restoreBackup } from "./platform/db/backup";
import { openDatabase } from "./platform/db/client";
import { loadEnvFile } from "./env-file";
import { createAdminFromCli, findAdminByEmail, setAdminPassword } from "./modules/identity";
import { passwordProblem } from "./modules/identity";
import { keysCommand, keysUsage } from "./keys-command";
import { auditCommand, auditUsage } from "./audit-command";

const usage = `Usage:
  npm run admin -- create --email <email> [--password <password>] [--role owner|staff]
      (the first member is always an owner; later ones are staff unless --role owner)
  npm run admin -- reset-password --email <email> [--password <password>]
  npm run admin -- restore --from <backup.tar.gz>   (embedded database; server stopped, DATA_DIR/pglite empty)
${keysUsage}
${auditUsage}`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function run() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      from: { type: "string" },
      role: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  const command = positionals[0];
  if (values.help || !command) return void process.stdout.write(`${usage}\n`);
  if (command === "restore") return restore(values.from);
  if (command === "keys") return keysCommand(positionals[1]);
  if (command === "audit") return void (process.exitCode = await auditCommand(positionals[1]));
  if (command !== "create" && command !== "reset-password") fail(`Unknown command '${command}'.\n${usage}`);
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success) fail(`A valid --email is required.\n${usage}`);
  const role = roleSchema.optional().safeParse(values.role);
  if (!role.success) fail(`--role must be owner or staff.\n${usage}`);
  const generated = values.password === undefined;
  const password = values.password ?? randomBytes(15).toString("base64url");
  const problem = passwordProblem(password, [email.data]);
  if (problem) fail(problem);

  let config;
  try {
    loadEnvFile();
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const now = new Date();
    if (command === "create") {
      if (await findAdminByEmail(database.db, email.data))
        fail(`An admin with the email ${email.data} already exists.`);
      const created = await createAdminFromCli(database.db, email.data, password, now, role.data);
      process.stdout.write(`Created admin ${email.data} (${created.role}).\n`);
    } else {
      if (!(await setAdminPassword(database.db, email.data, password, now)))
        fail(`No admin has the email ${email.data}.`);
      process.stdout.write(`Password reset for ${email.data}; earlier sign-ins are signed out.\n`);
    }
    if (generated) process.stdout.write(`Password: ${password}\n(shown once)\n`);
  } finally {
    await database.close();
  }
}

async function restore(from: string | undefined) {
  if (!from) fail(`--from <backup file> is required.\n${usage}`);
  loadEnvFile();
  const config = loadConfig();
  if (config.databaseUrl) fail("DATABASE_URL is set: restore PostgreSQL with pg_restore or psql.");
  await restoreBackup(from, config.dataDir);
  process.stdout.write(`Restored ${from} into ${config.dataDir}/pglite.\n`);
}

run().catch((err: unknown) => fail(`admin: ${err instanceof Error ? err.message : String(err)}`));
