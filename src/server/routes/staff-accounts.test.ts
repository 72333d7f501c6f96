import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TOGGLED_PERMISSIONS, withLeadGroup, withToggles } from "../../domain/permissions.ts";
import { DEFAULT_SETTINGS } from "../../domain/settings.ts";
import { consultations, contacts, people, sessions, users } from "../db/schema.ts";
import { leadScope, leadScopeCondition } from "../services/lead-scope.ts";
import { findSessionUser } from "../services/sessions.ts";
import { createStaff, freshAddress, setPermissions, useStaff, useTestContext, withSetting } from "../testing.ts";

const allOn = withLeadGroup(DEFAULT_SETTINGS.userPermissions);
const allOff = withToggles(allOn, Object.fromEntries(TOGGLED_PERMISSIONS.map((permission) => [permission, false])));

describe("staff accounts: roles, per-user permissions, deactivation", () => {
  const t = useTestContext();
  const superadmin = useStaff(t, { role: "superadmin", username: "Grace Uwase" });

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers: { ...headers, "x-forwarded-for": freshAddress() }, ...(payload ? { payload } : {}) });
  const put = (id: string, payload: object, headers = superadmin.headers) =>
    call("PUT", `/api/auth/admins/${id}`, headers, payload);
  const login = (email: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress: freshAddress() });

  it("adds an agent with their phone and own toggles, lists them with it, and a manager by default", async () => {
    const res = await call("POST", "/api/auth/register", superadmin.headers, {
      username: "Aline Mukamana",
      email: "aline@kigaliestates.rw",
      password: "agent password",
      role: "agent",
      phone: "0788 123 456",
      permissions: withToggles(allOff, { exportLeads: true }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      role: "agent",
      active: true,
      away: false,
      phone: "+250788123456",
      permissions: withToggles(allOff, { exportLeads: true }),
    });
    const list = (await call("GET", "/api/auth/admins", superadmin.headers)).json() as { _id: string }[];
    expect(list.find((user) => user._id === res.json()._id)).toMatchObject({ phone: "+250788123456", role: "agent" });

    const plain = await call("POST", "/api/auth/register", superadmin.headers, {
      username: "Eric",
      email: "eric@kigaliestates.rw",
      password: "manager password",
    });
    expect(plain.json()).toMatchObject({ role: "manager", active: true, away: false, phone: "", permissions: null });
  });

  it("refuses a phone without a readable number, unknown toggles and a partial toggle set (400)", async () => {
    const valid = { username: "Bad", email: "bad@kigaliestates.rw", password: "long enough" };
    const phone = await call("POST", "/api/auth/register", superadmin.headers, { ...valid, phone: "call me" });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toMatchObject({
      error: "Please enter a valid phone number",
      fields: { phone: "Please enter a valid phone number" },
    });
    const partial = await call("POST", "/api/auth/register", superadmin.headers, {
      ...valid,
      permissions: { propertyManagement: allOn.propertyManagement, contentManagement: allOn.contentManagement },
    });
    expect(partial.statusCode).toBe(400);
    const unknown = await call("POST", "/api/auth/register", superadmin.headers, {
      ...valid,
      permissions: { ...allOn, leadManagement: { ...allOn.leadManagement, approveEverything: true } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, valid.email))).toEqual([]);
  });

  it("turns a manager into an agent with own toggles, which override the defaults at once; null goes back to the defaults", async () => {
    const staff = await createStaff(t, { role: "manager", username: "Claude" });
    const blogPost = () =>
      call("POST", "/api/blogs", staff.headers, { title: "", content: "", author: "", category: "", status: "draft" });
    // As a manager following the defaults (all on), the blog is theirs to write: the body is refused, not the caller.
    expect((await blogPost()).statusCode).toBe(400);

    const asAgent = await put(staff.id, {
      username: "Claude",
      email: staff.email,
      role: "agent",
      permissions: withToggles(allOn, { manageBlog: false }),
    });
    expect(asAgent.statusCode).toBe(200);
    expect(asAgent.json()).toMatchObject({ role: "agent", permissions: withToggles(allOn, { manageBlog: false }) });
    const refused = await blogPost();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "Your account does not have permission to do this" });

    // Own toggles win over the defaults either way: the defaults turning blog off changes nothing for an own "on".
    await put(staff.id, { username: "Claude", email: staff.email, permissions: withToggles(allOff, { manageBlog: true }) });
    await withSetting(t, "userPermissions", withToggles(allOn, { manageBlog: false }), async () => {
      expect((await blogPost()).statusCode).toBe(400);
    });

    // Back to the defaults: the role is kept, the toggles follow the settings again.
    const reset = await put(staff.id, { username: "Claude", email: staff.email, permissions: null });
    expect(reset.json()).toMatchObject({ role: "agent", permissions: null });
    await setPermissions(t, { manageBlog: false });
    try {
      expect((await blogPost()).statusCode).toBe(403);
    } finally {
      await setPermissions(t, { manageBlog: true });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, staff.id));
    expect(row?.permissions).toBeNull();
  });

  it("keeps what is left out of an edit: role, language, active, away, phone and own toggles", async () => {
    const staff = await createStaff(t, { role: "agent", permissions: allOff });
    await put(staff.id, { username: "Dina", email: staff.email, away: true, phone: "+250 722 000 111", language: "fr" });
    const res = await put(staff.id, { username: "Dina K.", email: staff.email });
    expect(res.json()).toMatchObject({
      username: "Dina K.",
      role: "agent",
      language: "fr",
      active: true,
      away: true,
      phone: "+250722000111",
      permissions: allOff,
    });
  });

  it("deactivates an account: its sessions stop working, signing in says why, and reactivating lets it sign in again", async () => {
    const staff = await createStaff(t, { role: "agent" });
    expect((await call("GET", "/api/auth/me", staff.headers)).statusCode).toBe(200);

    const res = await put(staff.id, { username: "Eve", email: staff.email, active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().active).toBe(false);
    expect((await call("GET", "/api/auth/me", staff.headers)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, staff.id))).toEqual([]);

    const refused = await login(staff.email, staff.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: "This account has been deactivated. Ask a superadmin to reactivate it." });
    expect(refused.headers["set-cookie"]).toBeUndefined();
    // A wrong password gets the usual answer, so the state of an account is told only to whoever knows its password.
    const wrong = await login(staff.email, "not the password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: "Invalid email or password" });

    await put(staff.id, { username: "Eve", email: staff.email, active: true });
    expect((await login(staff.email, staff.password)).statusCode).toBe(200);
  });

  it("stops a deactivated account's session even when it was not ended (set in the database)", async () => {
    const staff = await createStaff(t, { role: "manager" });
    await t.db.update(users).set({ active: false }).where(eq(users.id, staff.id));
    expect((await call("GET", "/api/auth/me", staff.headers)).statusCode).toBe(401);
  });

  it("refuses to deactivate or delete one's own account, and to demote the last active superadmin", async () => {
    const self = await put(superadmin.id, { username: "Grace Uwase", email: superadmin.email, active: false });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: "You cannot deactivate your own account" });
    const deleteSelf = await call("DELETE", `/api/auth/admins/${superadmin.id}`, superadmin.headers);
    expect(deleteSelf.statusCode).toBe(409);
    expect(deleteSelf.json()).toEqual({ error: "You cannot delete your own account" });

    // A deactivated superadmin cannot sign in, so does not count: Grace stays the last one.
    const other = await createStaff(t, { role: "superadmin" });
    expect((await put(other.id, { username: "Other", email: other.email, active: false })).statusCode).toBe(200);
    const demote = await put(superadmin.id, { username: "Grace Uwase", email: superadmin.email, role: "manager" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ error: "The last superadmin cannot be demoted" });
    expect((await call("DELETE", `/api/auth/admins/${other.id}`, superadmin.headers)).statusCode).toBe(200);
  });

  it("lists the team for any signed-in staff member, active ones first, and nobody else", async () => {
    const agent = await createStaff(t, { role: "agent", username: "Zed Agent" });
    await createStaff(t, { role: "manager", username: "Away Manager" }).then((m) =>
      t.db.update(users).set({ away: true }).where(eq(users.id, m.id)),
    );
    const res = await call("GET", "/api/users/team", agent.headers);
    expect(res.statusCode).toBe(200);
    const team = res.json() as { id: string; username: string; role: string; active: boolean; away: boolean }[];
    expect(team.find((member) => member.id === agent.id)).toEqual({
      id: agent.id,
      username: "Zed Agent",
      role: "agent",
      active: true,
      away: false,
    });
    expect(team.find((member) => member.username === "Away Manager")).toMatchObject({ role: "manager", away: true });
    const firstInactive = team.findIndex((member) => !member.active);
    if (firstInactive >= 0) expect(team.slice(firstInactive).every((member) => !member.active)).toBe(true);
    expect(Object.keys(team[0] ?? {}).sort()).toEqual(["active", "away", "id", "role", "username"]);
    expect((await t.app.inject({ method: "GET", url: "/api/users/team" })).statusCode).toBe(401);
  });

  describe("lead scope", () => {
    it("shows an agent their own and unassigned leads, and every lead once allowed to see all", async () => {
      const agent = await createStaff(t, { role: "agent", username: "Scoped Agent" });
      const colleague = await createStaff(t, { role: "agent", username: "Colleague" });
      const manager = await createStaff(t, { role: "manager" });
      const mine = "Lead of the agent";
      const theirs = "Lead of the colleague";
      const nobodys = "Unassigned lead";
      await t.db.insert(consultations).values([
        { name: mine, assigneeId: agent.id },
        { name: theirs, assigneeId: colleague.id },
        { name: nobodys, assigneeId: null },
      ]);
      const visible = async (token: string) => {
        const user = await findSessionUser(t.db, token);
        if (!user) throw new Error("no session");
        const scope = await leadScope(t.db, user);
        const rows = await t.db
          .select({ name: consultations.name })
          .from(consultations)
          .where(leadScopeCondition(scope, consultations.assigneeId));
        return rows.map((row) => row.name).filter((name) => [mine, theirs, nobodys].includes(name));
      };

      expect((await visible(agent.token)).sort()).toEqual([mine, nobodys].sort());
      expect((await visible(manager.token)).sort()).toEqual([mine, nobodys, theirs].sort());
      // The defaults' "see all leads" is for managers: an agent following the defaults still sees their own.
      await setPermissions(t, { viewAllLeads: true });
      expect((await visible(agent.token)).sort()).toEqual([mine, nobodys].sort());

      await put(agent.id, {
        username: "Scoped Agent",
        email: agent.email,
        permissions: withToggles(allOff, { viewAllLeads: true }),
      });
      expect((await visible(agent.token)).sort()).toEqual([mine, nobodys, theirs].sort());
      // A bare id and role (a job, a digest) is read from the database the same way.
      expect(await leadScope(t.db, { id: agent.id, role: "agent" })).toEqual({ all: true });
      expect(await leadScope(t.db, { id: colleague.id, role: "agent" })).toEqual({ all: false, userId: colleague.id });

      // A manager given own toggles without it is limited like an agent.
      await put(manager.id, { username: "Manager", email: manager.email, permissions: allOff });
      expect(await visible(manager.token)).toEqual([nobodys]);
      await setPermissions(t, { viewAllLeads: false });
      const defaultsOff = await createStaff(t, { role: "manager" });
      expect(await visible(defaultsOff.token)).toEqual([nobodys]);
      await setPermissions(t, { viewAllLeads: true });
    });

    it("lets staff delete only leads they may see, and only with 'delete leads'", async () => {
      const agent = await createStaff(t, { role: "agent", username: "Deleting Agent" });
      const colleague = await createStaff(t, { role: "agent" });
      const lead = async (assigneeId: string | null) => {
        const [row] = await t.db.insert(consultations).values({ name: "Lead to delete", assigneeId }).returning();
        return row?.id ?? "";
      };
      const message = async (assigneeId: string | null) => {
        const [row] = await t.db
          .insert(contacts)
          .values({ name: "Message to delete", email: "x@example.rw", subject: "Hi", message: "Hello", assigneeId })
          .returning();
        return row?.id ?? "";
      };
      const remove = (what: "consultations" | "contacts", id: string) => call("DELETE", `/api/${what}/${id}`, agent.headers);

      // A colleague's lead is answered as missing and stays.
      const theirs = await lead(colleague.id);
      const refused = await remove("consultations", theirs);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: "Consultation not found" });
      expect(await t.db.select().from(consultations).where(eq(consultations.id, theirs))).toHaveLength(1);
      const theirMessage = await message(colleague.id);
      expect((await remove("contacts", theirMessage)).statusCode).toBe(404);
      expect(await t.db.select().from(contacts).where(eq(contacts.id, theirMessage))).toHaveLength(1);
      // Their own and unassigned ones go.
      expect((await remove("consultations", await lead(agent.id))).statusCode).toBe(204);
      expect((await remove("contacts", await message(null))).statusCode).toBe(204);

      // Without "delete leads" (own toggles here), nothing goes.
      await put(agent.id, {
        username: "Deleting Agent",
        email: agent.email,
        permissions: withToggles(allOn, { deleteLeads: false }),
      });
      const mine = await lead(agent.id);
      const forbidden = await remove("consultations", mine);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ error: "Your account does not have permission to do this" });
      expect((await remove("contacts", await message(agent.id))).statusCode).toBe(403);
      expect(await t.db.select().from(consultations).where(eq(consultations.id, mine))).toHaveLength(1);
    });

    it("holds in the API: a colleague's client is not found by an agent until they may see all leads", async () => {
      const agent = await createStaff(t, { role: "agent", username: "Agent Api" });
      const colleague = await createStaff(t, { role: "agent" });
      const name = `Client of a colleague ${randomUUID()}`;
      const [person] = await t.db
        .insert(people)
        .values({ name, email: `${randomUUID()}@example.rw` })
        .returning();
      if (!person) throw new Error("person insert returned nothing");
      await t.db.insert(consultations).values({ name, personId: person.id, assigneeId: colleague.id });
      const page = () => call("GET", `/api/people/${person.id}`, agent.headers);
      const search = async () => (await call("GET", `/api/people?q=${encodeURIComponent(name)}`, agent.headers)).json();

      expect((await page()).statusCode).toBe(404);
      expect(await search()).toEqual([]);
      await put(agent.id, {
        username: "Agent Api",
        email: agent.email,
        permissions: withToggles(allOff, { viewAllLeads: true }),
      });
      expect((await page()).statusCode).toBe(200);
      expect(await search()).toEqual([expect.objectContaining({ name })]);
      // The colleague's lead is theirs: they see it following the defaults.
      expect((await call("GET", `/api/people/${person.id}`, colleague.headers)).statusCode).toBe(200);
    });
  });
});
