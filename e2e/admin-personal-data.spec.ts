import type { AuditPage } from "../src/domain/audit.ts";
import type { Person, PersonTimeline } from "../src/domain/person.ts";
import { expect, test, toast, unique } from "./fixtures.ts";

test("a superadmin downloads a person's data, then erases it after confirming, and the audit log keeps only 'erased'", async ({
  adminPage: page,
  api,
  request,
}) => {
  const email = `erase-${unique()}@example.rw`;
  const name = `Claudine Erasure ${unique()}`;
  const lead = await request.post("/api/consultations", { data: { name, email, message: "Please call me about a house." } });
  expect(lead.status()).toBe(201);
  const people = (await (await api.get(`/api/people?q=${encodeURIComponent(email)}`)).json()) as Person[];
  expect(people).toHaveLength(1);
  const id = people[0]?._id as string;

  await page.goto(`/admin/people/${id}`);
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  const section = page.getByRole("region", { name: "Personal data" });
  const downloading = page.waitForEvent("download");
  await section.getByRole("link", { name: "Export data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`person-${id}.json`);

  await section.getByRole("button", { name: "Erase personal data" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Erase this person's personal data?" });
  await expect(confirm).toContainText("This cannot be undone.");
  await confirm.getByRole("button", { name: "Erase", exact: true }).click();
  await expect(toast(page)).toContainText("The person's personal data was erased.");
  await expect(page.getByRole("heading", { level: 2, name: "erased" })).toBeVisible();
  await expect(section).toContainText("This person's personal data has been erased.");
  await expect(section.getByRole("button", { name: "Erase personal data" })).toHaveCount(0);
  // Every staff member reading the page learns that, and when, the data was erased.
  const { person } = (await (await api.get(`/api/people/${id}`)).json()) as PersonTimeline;
  expect(person.erasedAt).not.toBeNull();
  const year = new Date(person.erasedAt as string).getUTCFullYear();
  await expect(page.getByText(/^Personal data erased on /)).toContainText(String(year));

  const audit = (await (await api.get(`/api/audit?entityType=person&entityId=${id}`)).json()) as AuditPage;
  expect(audit.total).toBeGreaterThan(0);
  expect(JSON.stringify(audit.entries)).not.toContain(email);
  expect(JSON.stringify(audit.entries)).not.toContain(name);
});
