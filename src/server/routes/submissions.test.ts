import { count, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { placeCentre } from "../../domain/places.ts";
import { notifications, outbox, properties, submissions, uploads } from "../db/schema.ts";
import {
  countRows,
  createStaff,
  expectStaffListNewestFirst,
  fixtureImage,
  freshAddress,
  latestActivity,
  MISSING_ID,
  multipartBody,
  setPermissions,
  useStaff,
  useTestContext,
  withSetting,
} from "../testing.ts";

describe("submissions API", () => {
  const t = useTestContext();
  const staff = useStaff(t);
  let images: string[];
  const form = () => ({
    title: "Family house in Kicukiro",
    location: "Kicukiro, Kigali",
    description: "Four bedrooms, a garden and a garage.",
    type: "House",
    price: "RWF 120,000,000",
    bedrooms: "4",
    bathrooms: 3,
    area: "350 sqm",
    propertyStatus: "for-rent",
    contactName: "Patrick N.",
    contactEmail: "patrick@example.rw",
    contactPhone: "+250 788 444 555",
    contactWhatsApp: "+250 788 444 555",
    features: ["Garden", "Parking"],
    images,
  });
  const countOf = (table: typeof submissions | typeof properties | typeof notifications | typeof outbox) => countRows(t, table);
  const submit = (payload: unknown, remoteAddress = freshAddress()) =>
    t.app.inject({ method: "POST", url: "/api/submissions", payload: payload as object, remoteAddress });
  /** The submission as staff read it. */
  const stored = async (id: string) =>
    (await t.app.inject({ method: "GET", url: `/api/submissions/${id}`, headers: staff.headers })).json();
  const review = (id: string, payload: unknown, headers: Record<string, string> = staff.headers) =>
    t.app.inject({ method: "PATCH", url: `/api/submissions/${id}/status`, headers, payload: payload as object });
  /** Upload records without image processing, for tests that only need accepted URLs. */
  const fakeUploads = async (n: number) => {
    const urls = Array.from({ length: n }, () => `/uploads/${crypto.randomUUID()}-1600.webp`);
    await t.db.insert(uploads).values(urls.map((url) => ({ url, keys: [], width: 10, height: 10, bytes: 10 })));
    return urls;
  };

  beforeAll(async () => {
    images = await fakeUploads(3);
  });

  describe("POST /api/submissions/upload-image", () => {
    const upload = async (name: string, remoteAddress = freshAddress()) => {
      const body = multipartBody({}, [{ field: "image", filename: name, data: await fixtureImage(name) }]);
      return t.app.inject({
        method: "POST",
        url: "/api/submissions/upload-image",
        headers: body.headers,
        payload: body.payload,
        remoteAddress,
      });
    };

    it("stores an image for anyone and answers a url a submission can then use", async () => {
      const res = await upload("apartment.webp");
      expect(res.statusCode).toBe(201);
      const { url } = res.json();
      expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-\d+\.webp$/);
      const more = await fakeUploads(2);
      const created = await submit({ ...form(), images: [url, ...more] });
      expect(created.statusCode).toBe(201);
      expect(created.json().images[0]).toBe(url);
    });

    it("refuses a file that is not an image, storing nothing", async () => {
      const before = (await t.db.select({ n: count() }).from(uploads))[0]?.n;
      const res = await upload("not-an-image.jpg");
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: expect.any(String) });
      expect((await t.db.select({ n: count() }).from(uploads))[0]?.n).toBe(before);
    });

    it("limits each address to 40 uploads in 10 minutes", async () => {
      // Refused requests count too, so the limit is reached without processing 40 images.
      for (let i = 0; i < 40; i++) {
        const res = await t.app.inject({ method: "POST", url: "/api/submissions/upload-image", remoteAddress: "10.95.0.1" });
        expect(res.statusCode).toBe(400);
      }
      const limited = await upload("villa.png", "10.95.0.1");
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: expect.any(String) });
    });
  });

  describe("POST /api/submissions", () => {
    it("stores a pending submission with parsed amounts, notifies staff and queues their email", async () => {
      const outboxBefore = await countOf(outbox);
      const res = await submit(form());
      expect(res.statusCode).toBe(201);
      const body = res.json();
      // The visitor gets back what they sent and its reference: nothing staff add, see or decide.
      expect(body).toEqual({
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        title: "Family house in Kicukiro",
        type: "house",
        price: 120_000_000,
        location: "Kicukiro, Kigali",
        area: 350,
        bedrooms: 4,
        bathrooms: 3,
        description: "Four bedrooms, a garden and a garage.",
        propertyStatus: "for-rent",
        features: ["Garden", "Parking"],
        images,
        district: null,
        sector: null,
        neighbourhood: null,
        plotSize: null,
        yearBuilt: null,
        furnished: null,
        parkingSpaces: null,
        upi: null,
        contactName: "Patrick N.",
        contactEmail: "patrick@example.rw",
        contactPhone: "+250788444555",
        contactWhatsApp: "+250788444555",
        createdAt: expect.any(String),
      });
      expect(await stored(body._id)).toMatchObject({
        status: "pending",
        adminNotes: "",
        propertyId: null,
        personId: expect.any(String),
        language: "en",
      });
      const [notification] = await t.db.select().from(notifications).orderBy(desc(notifications.createdAt)).limit(1);
      expect(notification).toMatchObject({
        type: "submission",
        title: "New property submission",
        link: `/admin/submissions?open=${body._id}`,
      });
      expect(notification?.message).toContain("Family house in Kicukiro");
      expect(await countOf(outbox)).toBeGreaterThan(outboxBefore);
      expect(await latestActivity(t, body._id)).toMatchObject({ action: "New property submission", status: "pending" });
    });

    it("stores 0 rooms for land, and 0 for non-numeric room counts", async () => {
      const land = await submit({ ...form(), type: "land", bedrooms: undefined, bathrooms: "", contactWhatsApp: undefined });
      expect(land.statusCode).toBe(201);
      expect(land.json()).toMatchObject({ type: "land", bedrooms: 0, bathrooms: 0, contactWhatsApp: null });
      const house = await submit({ ...form(), type: "APARTMENT", bedrooms: "three", bathrooms: "2" });
      expect(house.json()).toMatchObject({ type: "apartment", bedrooms: 0, bathrooms: 2, propertyStatus: "for-rent" });
      const defaults = await submit({ ...form(), propertyStatus: undefined, features: undefined });
      expect(defaults.json()).toMatchObject({ propertyStatus: "now-selling", features: [] });
    });

    it("answers the form's image-count messages", async () => {
      const many = await fakeUploads(21);
      const cases: [string[] | undefined, string][] = [
        [undefined, "Please upload at least 1 image"],
        [[], "Please upload at least 1 image"],
        [images.slice(0, 2), "Please upload at least 3 images"],
        [many, "Maximum 20 images allowed. Please remove some images first."],
      ];
      for (const [list, error] of cases) {
        const res = await submit({ ...form(), images: list });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error });
      }
      const twenty = await submit({ ...form(), images: many.slice(0, 20) });
      expect(twenty.statusCode).toBe(201);
    });

    it("accepts only images this site stored", async () => {
      const res = await submit({ ...form(), images: [...images.slice(0, 2), "https://evil.example.com/x.jpg"] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Some images were not uploaded to this site. Please upload them again." });
    });

    it("names each missing field and stores nothing", async () => {
      const before = [await countOf(submissions), await countOf(notifications)];
      const cases: [object, string][] = [
        [{ title: " " }, "Title is required"],
        [{ location: undefined }, "Location is required"],
        [{ description: "" }, "Description is required"],
        [{ type: "Castle" }, "Please select a property type"],
        [{ type: undefined }, "Please select a property type"],
        [{ price: "" }, "Price is required"],
        [{ price: "free" }, "Price is required"],
        [{ area: undefined }, "Area is required"],
        [{ bedrooms: "" }, "Bedrooms are required"],
        [{ bathrooms: undefined }, "Bathrooms are required"],
        [{ contactName: "" }, "Contact name is required"],
        [{ contactEmail: "" }, "Contact email is required"],
        [{ contactEmail: "patrick@" }, "Please enter a valid contact email address"],
        [{ contactPhone: "  " }, "Contact phone is required"],
      ];
      for (const [change, error] of cases) {
        const res = await submit({ ...form(), ...change });
        expect(res.statusCode, error).toBe(400);
        expect(res.json()).toMatchObject({ error });
      }
      expect((await submit({ ...form(), propertyStatus: "rented" })).statusCode).toBe(400);
      expect((await submit({ ...form(), status: "approved" })).statusCode).toBe(400);
      expect([await countOf(submissions), await countOf(notifications)]).toEqual(before);
    });

    it("keeps what the owner knows of the place and the property, spelled as the lists spell it", async () => {
      const facts = {
        district: "gasabo",
        sector: " kimironko ",
        neighbourhood: "Kibagabaga",
        plotSize: "600 sqm",
        yearBuilt: "2019",
        furnished: "semi-furnished",
        parkingSpaces: "2",
        upi: " 1 / 02 / 08 / 03 / 1234 ",
      };
      const house = await submit({ ...form(), ...facts });
      expect(house.statusCode).toBe(201);
      expect(house.json()).toMatchObject({
        district: "Gasabo",
        sector: "Kimironko",
        neighbourhood: "Kibagabaga",
        plotSize: 600,
        yearBuilt: 2019,
        furnished: "semi-furnished",
        parkingSpaces: 2,
        upi: "1/02/08/03/1234",
      });
      // Outside Kigali no sectors are shipped: any name is kept. Land keeps its UPI, not building facts.
      const land = await submit({ ...form(), ...facts, type: "land", district: "Musanze", sector: "Kinigi" });
      expect(land.json()).toMatchObject({
        district: "Musanze",
        sector: "Kinigi",
        upi: "1/02/08/03/1234",
        yearBuilt: null,
        furnished: null,
        parkingSpaces: null,
      });
      // An apartment shares its building's parcel: no UPI of its own.
      const flat = await submit({ ...form(), ...facts, type: "apartment" });
      expect(flat.json()).toMatchObject({ upi: null, furnished: "semi-furnished" });
      const none = await submit({ ...form(), district: "", sector: "", upi: "", plotSize: "", furnished: "" });
      expect(none.json()).toMatchObject({ district: null, sector: null, upi: null, plotSize: null, furnished: null });
    });

    it("refuses a fact that cannot be right, saying how to fix it, and stores nothing", async () => {
      const before = await countOf(submissions);
      const latest = new Date().getUTCFullYear() + 5;
      const upi = "Please enter the UPI as on the land title, e.g. 1/02/08/03/1234";
      const cases: [object, string, string][] = [
        [{ upi: "1234" }, "upi", upi],
        [{ upi: "6/02/08/03/1234" }, "upi", upi],
        [{ district: "Atlantis" }, "district", "Please choose a district from the list"],
        [{ sector: "Remera" }, "sector", "Please choose the district of this sector"],
        [{ district: "Kicukiro", sector: "Remera" }, "sector", "Please choose a sector of the chosen district"],
        [{ plotSize: "big" }, "plotSize", "Plot size must be a number of square metres"],
        [{ yearBuilt: "1700" }, "yearBuilt", `Please enter a year from 1800 to ${latest}`],
        [{ yearBuilt: latest + 1 }, "yearBuilt", `Please enter a year from 1800 to ${latest}`],
        [{ furnished: "yes" }, "furnished", "Please choose from the list"],
        [{ parkingSpaces: "-1" }, "parkingSpaces", "Must be a whole number from 0 to 1000"],
        [{ neighbourhood: "x".repeat(121) }, "neighbourhood", "Must be at most 120 characters"],
      ];
      for (const [change, field, message] of cases) {
        const res = await submit({ ...form(), ...change });
        expect(res.statusCode, message).toBe(400);
        expect(res.json().fields, JSON.stringify(change)).toEqual({ [field]: message });
      }
      // The spec's own wording comes as it is; the UPI's is worded for the owner too.
      expect((await submit({ ...form(), upi: "1234" })).json().error).toBe(upi);
      expect(await countOf(submissions)).toBe(before);
    });

    it("skips the notification when new-submission notifications are off", async () => {
      await withSetting(t, "notificationSettings", { newSubmissions: false }, async () => {
        const before = [await countOf(notifications), await countOf(outbox)];
        expect((await submit(form())).statusCode).toBe(201);
        expect([await countOf(notifications), await countOf(outbox)]).toEqual(before);
      });
    });

    it("approves at once, creating the property, when auto-approve is on", async () => {
      await withSetting(t, "systemPreferences", { autoApproveSubmissions: true }, async () => {
        const res = await submit(form());
        expect(res.statusCode).toBe(201);
        const body = res.json();
        expect(body).not.toHaveProperty("status");
        expect(body).not.toHaveProperty("propertyId");
        const submission = await stored(body._id);
        expect(submission).toMatchObject({ status: "approved", propertyId: expect.any(String) });
        const [property] = await t.db.select().from(properties).where(eq(properties.id, submission.propertyId));
        expect(property).toMatchObject({ submissionId: body._id, title: "Family house in Kicukiro", status: "for-rent" });
      });
    });

    it("limits each address to 10 submissions in 10 minutes", async () => {
      for (let i = 0; i < 10; i++) expect((await submit({}, "10.94.0.1")).statusCode).toBe(400);
      const limited = await submit(form(), "10.94.0.1");
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: expect.any(String) });
    });
  });

  describe("GET /api/submissions", () => {
    it("needs a session, and lists every submission newest first, with the property approval created", async () => {
      const list = await expectStaffListNewestFirst<{ createdAt: string; status: string; propertyId: string | null }>(
        t,
        "/api/submissions",
        staff,
        submissions,
      );
      expect(list.find((s) => s.status === "approved")?.propertyId).toEqual(expect.any(String));
    });
  });

  describe("PATCH /api/submissions/:id/status", () => {
    const pending = async () => (await submit(form())).json()._id as string;
    const propertiesOf = (id: string) => t.db.select().from(properties).where(eq(properties.submissionId, id));

    it("approves: creates the property from the submission, once, even when approve is sent twice", async () => {
      const id = await pending();
      const res = await review(id, { status: "approved", adminNotes: "Checked the title deed" });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ status: "approved", adminNotes: "Checked the title deed", propertyId: expect.any(String) });
      const [property] = await propertiesOf(id);
      expect(property).toMatchObject({
        id: body.propertyId,
        title: "Family house in Kicukiro",
        type: "house",
        status: "for-rent",
        price: 120_000_000,
        area: 350,
        bedrooms: 4,
        bathrooms: 3,
        amenities: ["Garden", "Parking"],
        images,
      });
      const [row] = await t.db.select().from(submissions).where(eq(submissions.id, id));
      expect(row?.reviewedAt).toBeInstanceOf(Date);
      expect(await latestActivity(t, id)).toMatchObject({ action: "Submission approved", status: "approved", actorId: staff.id });

      const again = await review(id, { status: "approved", adminNotes: "Checked the title deed" });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ status: "approved", propertyId: body.propertyId });
      expect(await propertiesOf(id)).toHaveLength(1);
    });

    it("copies the owner's facts onto the new listing", async () => {
      const facts = { district: "Gasabo", sector: "Kimironko", neighbourhood: "Kibagabaga", plotSize: 600, yearBuilt: 2019 };
      const more = { furnished: "furnished", parkingSpaces: 2, upi: "1/02/08/03/1234" };
      const id = (await submit({ ...form(), ...facts, ...more })).json()._id as string;
      expect((await review(id, { status: "approved" })).statusCode).toBe(200);
      const [property] = await propertiesOf(id);
      expect(property).toMatchObject({ ...facts, ...more, exactLocation: false });
      // On the map at its sector's centre until staff set its point.
      const centre = placeCentre("Gasabo", "Kimironko");
      expect([property?.latitude, property?.longitude]).toEqual(centre);
    });

    it("creates exactly one property when two approvals race", async () => {
      const id = await pending();
      const before = await countOf(properties);
      const [a, b] = await Promise.all([review(id, { status: "approved" }), review(id, { status: "approved" })]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json().propertyId).toBe(b.json().propertyId);
      expect(await propertiesOf(id)).toHaveLength(1);
      expect(await countOf(properties)).toBe(before + 1);
    });

    it("rejects and keeps the record; repeating the rejection is harmless", async () => {
      const id = await pending();
      const before = await countOf(properties);
      const res = await review(id, { status: "rejected", adminNotes: "Photos do not match the address" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: "rejected", adminNotes: "Photos do not match the address", propertyId: null });
      expect((await review(id, { status: "rejected" })).statusCode).toBe(200);
      expect(await countOf(properties)).toBe(before);
      expect(await t.db.select().from(submissions).where(eq(submissions.id, id))).toHaveLength(1);
    });

    it("refuses to change a decision already taken (409)", async () => {
      const rejected = await pending();
      await review(rejected, { status: "rejected" });
      const res = await review(rejected, { status: "approved" });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatch(/already been rejected/);
      expect(await propertiesOf(rejected)).toHaveLength(0);
      const approved = await pending();
      await review(approved, { status: "approved" });
      const reject = await review(approved, { status: "rejected" });
      expect(reject.statusCode).toBe(409);
      const [row] = await t.db.select().from(submissions).where(eq(submissions.id, approved));
      expect(row?.status).toBe("approved");
    });

    it("needs a session, the manageSubmissions permission, valid input and a known id", async () => {
      const id = await pending();
      expect((await review(id, { status: "approved" }, {})).statusCode).toBe(401);
      await setPermissions(t, { manageSubmissions: false });
      try {
        const res = await review(id, { status: "approved" });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ error: expect.any(String) });
      } finally {
        await setPermissions(t, { manageSubmissions: true });
      }
      expect((await review(id, { status: "pending" })).statusCode).toBe(400);
      expect((await review(id, {})).statusCode).toBe(400);
      expect((await review("abc", { status: "approved" })).statusCode).toBe(400);
      const missing = await review(MISSING_ID, { status: "approved" });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: "Submission not found" });
      const [row] = await t.db.select().from(submissions).where(eq(submissions.id, id));
      expect(row?.status).toBe("pending");
    });

    it("answers a colleague's submission as missing to an agent who may not see it, deciding nothing", async () => {
      const agent = await createStaff(t, { role: "agent" });
      const colleague = await createStaff(t, { role: "agent" });
      const theirs = await pending();
      await t.db.update(submissions).set({ assigneeId: colleague.id }).where(eq(submissions.id, theirs));
      const read = await t.app.inject({ method: "GET", url: `/api/submissions/${theirs}`, headers: agent.headers });
      expect(read.statusCode).toBe(404);
      const activity = await latestActivity(t, theirs);
      for (const status of ["rejected", "approved"]) {
        const res = await review(theirs, { status, adminNotes: "Decided by someone who cannot see it" }, agent.headers);
        expect([res.statusCode, res.json()]).toEqual([404, { error: "Submission not found" }]);
      }
      const [row] = await t.db.select().from(submissions).where(eq(submissions.id, theirs));
      expect(row).toMatchObject({ status: "pending", adminNotes: "" });
      expect(await propertiesOf(theirs)).toEqual([]);
      expect(await latestActivity(t, theirs)).toEqual(activity);

      // Their own, or an unassigned one, they decide as before.
      await t.db.update(submissions).set({ assigneeId: agent.id }).where(eq(submissions.id, theirs));
      expect((await review(theirs, { status: "rejected" }, agent.headers)).json().status).toBe("rejected");
      expect((await review(await pending(), { status: "rejected" }, agent.headers)).statusCode).toBe(200);
    });
  });
});
