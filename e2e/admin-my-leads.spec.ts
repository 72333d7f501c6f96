import type { Consultation } from "../src/domain/consultation.ts";
import { created, expect, signIn, test, unique } from "./fixtures.ts";

test("an agent's My leads shows only their own leads, and Unassigned the ones nobody has", async ({ page, api }) => {
  test.setTimeout(90_000);
  const tag = unique();
  const password = "agent password 1234";
  const register = (name: string) =>
    created<{ _id: string }>(
      api.post("/api/auth/register", {
        data: { username: `${name} ${tag}`, email: `${name.toLowerCase()}-${tag}@kigaliestates.rw`, password, role: "agent" },
      }),
    );
  const agent = await register("Aline");
  const colleague = await register("Bosco");
  const lead = async (who: string, assigneeId: string | null) => {
    const sent = await created<Consultation>(
      page.request.post("/api/consultations", {
        data: { name: `${who} ${tag}`, email: `${tag}@example.rw`, message: "I would like to visit a house in Kicukiro." },
      }),
    );
    if (assigneeId) expect((await api.put(`/api/consultations/${sent._id}`, { data: { assigneeId } })).status()).toBe(200);
  };
  await lead("Mine", agent._id);
  await lead("Theirs", colleague._id);
  await lead("Nobodys", null);

  await signIn(page, { email: `aline-${tag}@kigaliestates.rw`, password });
  await page.goto(`/admin/consultations?q=${tag}`);
  await expect(page.getByRole("heading", { level: 1, name: "Consultations & Inquiries" })).toBeVisible();
  const views = page.getByRole("group", { name: "Whose leads" });
  // An agent is offered their own and the unassigned leads, not everyone's.
  await expect(views.getByRole("button")).toHaveText(["My leads", "Unassigned"]);
  await expect(views.getByRole("button", { name: "My leads" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article", { name: `Mine ${tag}` })).toBeVisible();

  await views.getByRole("button", { name: "Unassigned" }).click();
  await expect(page).toHaveURL(/view=unassigned/);
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article", { name: `Nobodys ${tag}` })).toBeVisible();

  // The view is in the address: reloading keeps it, and a colleague's lead never shows.
  await page.reload();
  await expect(page.getByRole("article", { name: `Nobodys ${tag}` })).toBeVisible();
  await expect(page.getByText(`Theirs ${tag}`)).toHaveCount(0);
});
