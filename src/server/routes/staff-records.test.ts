import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { consultations, contacts, testimonials } from "../db/schema.ts";
import { expectStaffListNewestFirst, freshAddress, latestActivity, MISSING_ID, useStaff, useTestContext } from "../testing.ts";

/** What staff do alike with contact messages, consultations and testimonials: list, update and delete one. */
type Records = {
  url: string;
  table: PgTable & { id: AnyPgColumn };
  /** A valid body for the create route. */
  created: Record<string, unknown>;
  update: { method: "PUT" | "PATCH"; payload: Record<string, unknown> };
  /** Whether GET url is the staff-only inbox, newest first (testimonials are public and kept in their own order). */
  staffList: boolean;
  notFound: string;
  deleted: string;
};

const RECORDS: Record<string, Records> = {
  "contact messages": {
    url: "/api/contacts",
    table: contacts,
    created: { name: "Jean Bosco", email: "jean@example.rw", subject: "Office visit", message: "Can I visit on Monday?" },
    update: { method: "PATCH", payload: { status: "read" } },
    staffList: true,
    notFound: "Contact message not found",
    deleted: "Contact message deleted",
  },
  consultations: {
    url: "/api/consultations",
    table: consultations,
    created: { name: "Aline Uwase", email: "aline@example.rw", message: "I would like advice on buying in Kigali." },
    update: { method: "PUT", payload: { status: "contacted" } },
    staffList: true,
    notFound: "Consultation not found",
    deleted: "Consultation deleted",
  },
  testimonials: {
    url: "/api/testimonials",
    table: testimonials,
    created: { name: "Grace M.", quote: "They found us a home from abroad." },
    update: { method: "PUT", payload: { name: "New", quote: "New quote" } },
    staffList: false,
    notFound: "Testimonial not found",
    deleted: "Testimonial deleted",
  },
};

describe("staff routes on one record", () => {
  const t = useTestContext();
  const staff = useStaff(t);

  describe.each(Object.entries(RECORDS))("%s", (_name, records) => {
    const create = async () => {
      const res = await t.app.inject({
        method: "POST",
        url: records.url,
        headers: staff.headers,
        payload: records.created,
        remoteAddress: freshAddress(),
      });
      expect(res.statusCode).toBe(201);
      return res.json()._id as string;
    };

    it.runIf(records.staffList)("needs a session to list them, and lists every one, newest first", async () => {
      await create();
      await create();
      await expectStaffListNewestFirst(t, records.url, staff, records.table);
    });

    it("needs a session, a well-formed id and a known record to update one", async () => {
      const id = await create();
      const update = (headers: Record<string, string>, target: string) =>
        t.app.inject({
          method: records.update.method,
          url: `${records.url}/${target}`,
          headers,
          payload: records.update.payload,
        });
      expect((await update({}, id)).statusCode).toBe(401);
      expect((await update(staff.headers, "nope")).statusCode).toBe(400);
      const missing = await update(staff.headers, MISSING_ID);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: records.notFound });
    });

    it("needs a session to delete one, answers 404 for an unknown id, and deletes with an activity entry", async () => {
      const id = await create();
      const remove = (target: string, headers: Record<string, string> = staff.headers) =>
        t.app.inject({ method: "DELETE", url: `${records.url}/${target}`, headers });
      expect((await remove(id, {})).statusCode).toBe(401);
      expect((await remove(MISSING_ID)).statusCode).toBe(404);
      const res = await remove(id);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe("");
      expect(await t.db.select().from(records.table).where(eq(records.table.id, id))).toEqual([]);
      expect((await latestActivity(t, id))?.action).toBe(records.deleted);
    });
  });
});
