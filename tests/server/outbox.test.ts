import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config";
import { createOutbox } from "../../server/src/services/outbox";

const silent = Fastify().log;
const sms = { channel: "sms" as const, to: "9876543210", subject: "", text: "Your code is 123456" };

describe("SMS webhook", () => {
  const hits: string[] = [];
  let server: Server;
  let base: string;
  beforeAll(async () => {
    // /send answers with a redirect to /elsewhere, as a hijacked or misconfigured endpoint might.
    server = createServer((req, res) => {
      hits.push(req.url ?? "");
      req.resume();
      if (req.url === "/send") res.writeHead(307, { location: "/elsewhere" }).end();
      else res.writeHead(200).end("ok");
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it("delivers to the webhook and refuses to follow a redirect", async () => {
    const ok = createOutbox(loadConfig({ SMS_WEBHOOK_URL: `${base}/direct` }), () => new Date(), silent);
    await ok.send(sms);
    expect(hits).toEqual(["/direct"]);

    const redirected = createOutbox(loadConfig({ SMS_WEBHOOK_URL: `${base}/send` }), () => new Date(), silent);
    await expect(redirected.send(sms)).rejects.toThrow();
    expect(hits).toEqual(["/direct", "/send"]);
  });
});
