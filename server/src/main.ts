import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { writeBackup } from "./platform/db/backup";
import { loadEnvFile } from "./env-file";

async function main() {
  let config;
  try {
    loadEnvFile();
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // close() stops accepting, lets in-flight requests finish, then closes the database.
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // Keep-alive connections that finish their request while closing would hold close() open.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  // `kill -USR2 <pid>`: an online backup of the embedded database into DATA_DIR/backups/.
  process.on("SIGUSR2", () => {
    writeBackup(app.appContext.database, config.dataDir, new Date()).then(
      (file) => app.log.info({ file }, "backup written"),
      (err: unknown) => app.log.error({ err }, "backup failed"),
    );
  });
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  process.stderr.write(`Server failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
