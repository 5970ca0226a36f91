import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AuditEventName } from "~/contract/audit";
import { envelope } from "~/contract/envelope";
import {
  personalDataCountsSchema,
  personalDataSchema,
  type PersonalDataCounts,
} from "~/contract/lead-privacy";
import { leadParamsSchema, type LeadKind } from "~/contract/leads";
import {
  personalDataEraseSchema,
  personalDataPreviewSchema,
  personalDataSelectionSchema,
} from "~/contract/person-records";
import type { AppContext } from "../../context";
import { AuditEvent } from "../../platform/audit-log";
import { erasePersonalData, exportPersonalData, previewPersonalData } from "./lead-privacy";
import { adminRoute } from "../identity";
import { ADMIN_ERRORS, answers } from "../../platform/http/route-helpers";

const tags = ["Leads"];
type Params = { kind: LeadKind; id: string };

/**
 * Personal data requests on the person of a lead (owners only): review every matched record, then
 * export or erase the ticked ones.
 */
export function leadPrivacyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owners = adminRoute(ctx, tags, "owner");

  /**
   * Runs the request and puts it in the security log: the lead, the counts per kind, how many matched
   * records were left out, and the person's keyed reference, never the person's data. A request that
   * fails (an unknown lead, records changed) is logged as a failure.
   */
  async function logged<T extends { counts: PersonalDataCounts; ref: string; left: number }>(
    req: FastifyRequest & { params: Params },
    event: AuditEventName,
    run: () => Promise<T>,
  ): Promise<T> {
    const { kind, id } = req.params;
    try {
      const done = await run();
      await ctx.audit.record(req.meta, event, "success", {
        detail: { kind, id, ref: done.ref, ...done.counts, left: done.left },
      });
      return done;
    } catch (err) {
      await ctx.audit.record(req.meta, event, "failure", { detail: { kind, id } });
      throw err;
    }
  }

  const preview = owners({
    params: leadParamsSchema,
    response: answers(envelope(personalDataPreviewSchema), ...ADMIN_ERRORS, 403),
    summary:
      "Every record of the lead's person, why it matched (same email, same phone) and whether it starts ticked",
  });
  r.get("/v1/Leads/:kind/:id/PersonalData/Preview", preview, async (req) => {
    const { kind, id } = req.params;
    const { data } = await logged(req, AuditEvent.personPreviewed, () => previewPersonalData(ctx, kind, id));
    return { isSuccess: true, data };
  });

  const exported = owners({
    params: leadParamsSchema,
    body: personalDataSelectionSchema,
    response: answers(envelope(personalDataSchema), ...ADMIN_ERRORS, 403, 409),
    summary: "Everything stored about the ticked records of the lead's person, as JSON",
  });
  r.post("/v1/Leads/:kind/:id/PersonalData/Export", exported, async (req) => {
    const { kind, id } = req.params;
    const { data } = await logged(req, AuditEvent.personExported, () =>
      exportPersonalData(ctx, kind, id, req.body.records),
    );
    return { isSuccess: true, data };
  });

  const erased = owners({
    params: leadParamsSchema,
    body: personalDataEraseSchema,
    response: answers(envelope(personalDataCountsSchema), ...ADMIN_ERRORS, 403, 409),
    summary:
      "Erase the ticked records with their notes, history, codes and visitor records; 409 if the counts shown changed",
  });
  r.post("/v1/Leads/:kind/:id/PersonalData/Erase", erased, async (req) => {
    const { kind, id } = req.params;
    const { records, expected, matched } = req.body;
    const { counts } = await logged(req, AuditEvent.personErased, () =>
      erasePersonalData(ctx, kind, id, { refs: records, expected, matched }),
    );
    return { isSuccess: true, message: "Personal data erased.", data: counts };
  });
}
