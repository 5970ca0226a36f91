import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { AuditEventName } from "~/contract/audit";
import { envelope } from "~/contract/envelope";
import {
  personalDataCountsSchema,
  personalDataSchema,
  type PersonalDataCounts,
} from "~/contract/lead-privacy";
import { leadParamsSchema, type LeadKind } from "~/contract/leads";
import type { AppContext } from "../context";
import { AuditEvent, recordAudit } from "../services/audit";
import { erasePersonalData, exportPersonalData, personalDataCounts } from "../services/lead-privacy";
import { ADMIN_ERRORS, adminRoute, answers } from "./shared";

const tags = ["Leads"];
type Params = { kind: LeadKind; id: string };

/** Personal data requests on the person of a lead: what would go, export, erase. Admin only. */
export function leadPrivacyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = adminRoute(ctx, tags);

  /**
   * Runs the request and puts it in the security log: the lead, the counts per kind and the person's
   * keyed reference, never the person's data. A request that fails (an unknown lead) is logged as a failure.
   */
  async function logged<T extends { counts: PersonalDataCounts; ref: string }>(
    req: FastifyRequest & { params: Params },
    event: AuditEventName,
    run: (ctx: AppContext, kind: LeadKind, id: string) => Promise<T>,
  ): Promise<T> {
    const { kind, id } = req.params;
    try {
      const done = await run(ctx, kind, id);
      await recordAudit(ctx, req, event, "success", { detail: { kind, id, ref: done.ref, ...done.counts } });
      return done;
    } catch (err) {
      await recordAudit(ctx, req, event, "failure", { detail: { kind, id } });
      throw err;
    }
  }

  /** A call on the lead's person: its params, answers and summary. */
  const onPerson = <T extends z.ZodType>(data: T, summary: string) =>
    admin({ params: leadParamsSchema, response: answers(envelope(data), ...ADMIN_ERRORS), summary });

  const counts = onPerson(
    personalDataCountsSchema,
    "How many records of each kind the lead's person has (what an erasure removes)",
  );
  r.get("/v1/Leads/:kind/:id/PersonalData/Counts", counts, async (req) => ({
    isSuccess: true,
    data: await personalDataCounts(ctx, req.params.kind, req.params.id),
  }));

  const exported = onPerson(
    personalDataSchema,
    "Everything stored about the lead's person (same email or phone), as JSON",
  );
  r.get("/v1/Leads/:kind/:id/PersonalData", exported, async (req) => {
    const { data } = await logged(req, AuditEvent.personExported, exportPersonalData);
    return { isSuccess: true, data };
  });

  const erased = onPerson(
    personalDataCountsSchema,
    "Erase the lead's person: their leads, notes, history, codes and visitor records, in one go",
  );
  r.delete("/v1/Leads/:kind/:id/PersonalData", erased, async (req) => {
    const { counts } = await logged(req, AuditEvent.personErased, erasePersonalData);
    return { isSuccess: true, message: "Personal data erased.", data: counts };
  });
}
