import { E2E_ADMIN, expect, fitsTheScreen, type Locator, signIn, superadminApi, test, unique } from "./fixtures.ts";

/** The lines a box's text is laid out on, read from the position of each character. */
function textLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((el) => {
    const lines: string[] = [];
    let top: number | undefined;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0 && /\s/.test(text[i] ?? "")) continue;
        if (top === undefined || rect.top > top + rect.height / 2) {
          lines.push("");
          top = rect.top;
        }
        lines.push(`${lines.pop() ?? ""}${text[i] ?? ""}`);
      }
    }
    return lines.map((line) => line.trim());
  });
}

/**
 * Line breaks a box did not need: a break inside a word (a run without spaces or hyphens) that
 * would have fitted on a line of its own.
 */
function needlessBreaks(locator: Locator): Promise<string[]> {
  return locator.evaluate((el) => {
    const text = el.textContent ?? "";
    const node = document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode();
    if (!node) return [];
    const charRect = (i: number) => {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      return range.getBoundingClientRect();
    };
    const width = el.getBoundingClientRect().width;
    const bad: string[] = [];
    for (let i = 1; i < text.length; i++) {
      const breaks = charRect(i).top > charRect(i - 1).top + charRect(i - 1).height / 2;
      if (!breaks || /[\s-]/.test(text[i - 1] ?? "")) continue;
      let start = i;
      while (start > 0 && !/[\s-]/.test(text[start - 1] ?? "")) start--;
      let end = i;
      while (end < text.length && !/[\s-]/.test(text[end] ?? "")) end++;
      let runWidth = 0;
      for (let j = start; j < end; j++) runWidth += charRect(j).width;
      if (runWidth < width) bad.push(`${text.slice(start, i)}|${text.slice(i, end)}`);
    }
    return bad;
  });
}

test.beforeEach(({ isMobile }) => {
  // Wrapping only shows at the phone width; the desktop layout has room for every word.
  test.skip(!isMobile, "checks the 390 px phone layout only");
});

test("on a phone, status badges stay on one line and email addresses break only where they must", async ({ page }) => {
  const tag = unique();
  const longEmail = `jean-baptiste.nshimiyimana.${tag}@diaspora-investors-association.example.rw`;
  const api = await superadminApi();
  const leads: string[] = [];
  let userId: string | undefined;
  try {
    const lead = await api.post("/api/consultations", {
      data: { kind: "consultation", name: `Long ${tag}`, email: longEmail, message: "A family home.", propertyType: "Townhouse" },
    });
    expect(lead.status()).toBe(201);
    leads.push(((await lead.json()) as { _id: string })._id);
    await api.put(`/api/consultations/${leads[0]}`, { data: { status: "in-progress", priority: "high" } });
    const user = await api.post("/api/auth/register", {
      data: { username: `long-${tag}`, email: longEmail, password: "long-email-password", role: "manager" },
    });
    expect(user.status()).toBe(201);
    userId = ((await user.json()) as { _id: string })._id;
    await signIn(page);

    await page.goto("/admin/consultations");
    await page
      .getByLabel(/search/i)
      .first()
      .fill(tag);
    const card = page.getByRole("article").filter({ hasText: `Long ${tag}` });
    for (const badge of ["In Progress", "High priority", "Consultation"]) {
      expect(await textLines(card.getByText(badge, { exact: true }).first()), badge).toEqual([badge]);
    }
    expect(await needlessBreaks(card.getByText(longEmail, { exact: true }))).toEqual([]);
    await fitsTheScreen(page);

    // Submission cards hold long words from visitors; their status badge must still read whole.
    await page.goto("/admin/submissions");
    const statuses = page.getByRole("article").getByText(/^(Pending|Approved|Rejected)$/);
    await expect(statuses.first()).toBeVisible();
    for (const status of await statuses.all()) {
      const [text = ""] = await textLines(status);
      expect(await textLines(status)).toEqual([text]);
    }
    await fitsTheScreen(page);
    await page.screenshot({ path: test.info().outputPath("submissions-390.png"), fullPage: true });

    await page.goto("/admin/settings?tab=users");
    for (const email of [E2E_ADMIN.email, longEmail]) {
      expect(await needlessBreaks(page.getByText(email, { exact: true })), email).toEqual([]);
    }
    await fitsTheScreen(page);
    await page.screenshot({ path: test.info().outputPath("users-390.png"), fullPage: true });
  } finally {
    for (const id of leads) await api.delete(`/api/consultations/${id}`);
    if (userId) await api.delete(`/api/auth/admins/${userId}`);
    await api.dispose();
  }
});
