import {
  backOfficeGet,
  escapeHtml,
  expect,
  seriousViolations,
  test,
  waitForElementHydration,
  withHydration,
} from "./fixtures.ts";

type Post = { _id: string; title: string; category: string; content: string; status: string; views: number; author: string };

const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

test.describe("blog list", () => {
  test("lists the live articles, searches and filters by category, keeping both in the address", async ({ page, request }) => {
    const posts = (await (await request.get("/api/blogs")).json()) as Post[];
    expect(posts.length).toBeGreaterThanOrEqual(3);
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(page.getByText(`Showing ${posts.length} articles`, { exact: true })).toBeVisible();
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(posts.length);
    // Every card reads more at /blog/{id}.
    for (const post of posts) {
      await expect(page.getByRole("link", { name: `Read More: ${post.title}` })).toHaveAttribute("href", `/blog/${post._id}`);
    }
    await expect(page.getByRole("button", { name: "All Categories" })).toHaveAttribute("aria-pressed", "true");

    await waitForElementHydration(page, "#blog-search");
    await page.getByRole("searchbox", { name: "Search articles" }).fill("kigali");
    await expect(page).toHaveURL(/[?&]q=kigali/);
    const searched = await cards.count();
    await expect(
      page.getByText(`Showing ${searched} article${searched === 1 ? "" : "s"} for "kigali"`, { exact: true }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Investment" }).click();
    await expect(page).toHaveURL(/category=investment/);
    await expect(page.getByRole("button", { name: "Investment" })).toHaveAttribute("aria-pressed", "true");
    const expected = posts.filter((p) => p.category === "investment" && JSON.stringify(p).toLowerCase().includes("kigali"));
    await expect(cards).toHaveCount(expected.length);
    await expect(
      page.getByText(`Showing ${expected.length} article${expected.length === 1 ? "" : "s"} for "kigali" in Investment`, {
        exact: true,
      }),
    ).toBeVisible();
    for (const post of expected) await expect(cards.filter({ hasText: post.title })).toContainText("Investment");

    // The filtered list is rendered on the server from the address alone.
    const html = await (await request.get("/blog?q=kigali&category=investment")).text();
    expect(html).toContain(`for &quot;kigali&quot; in Investment`);

    await page.getByRole("searchbox", { name: "Search articles" }).fill("zzzz-no-such-words");
    await expect(page.getByText("No articles found.")).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByText(`Showing ${posts.length} articles`, { exact: true })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search articles" })).toHaveValue("");
  });

  test("shows only live articles: a scheduled one stays hidden", async ({ page, request }) => {
    const all = await backOfficeGet<Post[]>(request, "/api/blogs");
    const hidden = all.find((p) => p.status !== "published");
    expect(hidden).toBeTruthy();
    await page.goto("/blog");
    await expect(page.getByText(hidden?.title ?? "")).toHaveCount(0);
    const response = await page.goto(`/blog/${hidden?._id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Article not found" })).toBeVisible();
  });

  test("has no serious accessibility violation", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe("blog article", () => {
  test("renders the body with headings, lists and bold, the reading time and the details, and counts one view", async ({
    page,
    request,
  }) => {
    const posts = (await (await request.get("/api/blogs")).json()) as Post[];
    const post = posts.find((p) => /^## /m.test(p.content) && /^- /m.test(p.content) && p.content.includes("**"));
    if (!post) throw new Error("no demo article with headings, a list and bold text");

    const counted = page.waitForResponse(
      (r) => r.url().endsWith(`/api/blogs/${post._id}/increment-views`) && r.request().method() === "POST",
    );
    await page.goto(`/blog/${post._id}`);
    expect((await counted).status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    const article = page.getByRole("article");
    const headings = post.content.split("\n").filter((line) => line.startsWith("## "));
    await expect(article.getByRole("heading", { level: 2 })).toHaveCount(headings.length);
    await expect(article.getByRole("heading", { level: 2 }).first()).toHaveText(headings[0]?.slice(3).replaceAll("**", "") ?? "");
    const items = post.content.split("\n").filter((line) => line.startsWith("- "));
    await expect(article.getByRole("listitem")).toHaveCount(items.length);
    const bold = /\*\*(.+?)\*\*/.exec(post.content)?.[1] ?? "";
    await expect(article.locator("strong", { hasText: bold }).first()).toBeVisible();
    await expect(article).not.toContainText("**");
    await expect(article).not.toContainText("## ");

    const minutes = Math.max(1, Math.ceil(wordCount(post.content) / 200));
    await expect(page.getByText(`${minutes} min read`)).toBeVisible();
    await expect(page.getByText(`${post.views.toLocaleString("en-US")} views`)).toBeVisible();
    await expect(
      page.getByText(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/),
    ).toBeVisible();
    await expect(page.getByRole("complementary").getByText("Real Estate Expert")).toBeVisible();
    await expect(page.getByRole("link", { name: "All articles" })).toHaveAttribute("href", "/blog");
    await expect(page.getByRole("link", { name: "Browse properties" })).toHaveAttribute("href", "/properties");

    // The view was counted once.
    const after = (await (await request.get(`/api/blogs/${post._id}`)).json()) as Post;
    expect(after.views).toBe(post.views + 1);
  });

  test("is described for search engines and link previews", async ({ request, baseURL }) => {
    const [post] = (await (await request.get("/api/blogs")).json()) as Post[];
    if (!post) throw new Error("no article");
    const html = await (await request.get(`/blog/${post._id}`)).text();
    const url = `${baseURL}/blog/${post._id}`;
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain(`<meta property="og:type" content="article"/>`);
    expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-\d{2}-\d{2}T/);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${baseURL}/uploads/[0-9a-f-]{36}-og\\.jpg"/>`));
    expect(html).toContain(`<meta property="og:image:type" content="image/jpeg"/>`);
    expect(html).toContain(`<meta name="twitter:image:alt" content="${escapeHtml(post.title)}"/>`);
    expect(html).toContain(`<meta name="twitter:card" content="summary_large_image"/>`);
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(ld ?? "{}") as Record<string, unknown>;
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      author: { "@type": "Person", name: post.author },
      publisher: { "@type": "Organization", name: "Kigali Estates" },
    });
    expect(String(data.headline)).toBe(post.title);
  });

  test("shares with the system sheet, or copies the link, and offers WhatsApp", async ({ page, request, baseURL }) => {
    const [post] = (await (await request.get("/api/blogs")).json()) as Post[];
    if (!post) throw new Error("no article");
    const url = `${baseURL}/blog/${post._id}`;

    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    await page.goto(`/blog/${post._id}`);
    await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(url).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
    );
    await waitForElementHydration(page, "main header button");
    await page.getByRole("button", { name: "Share", exact: true }).click();
    await expect(page.getByText("Link copied")).toBeVisible();

    const shared = withHydration(await page.context().newPage());
    await shared.addInitScript(() => {
      const w = window as unknown as { sharedWith?: unknown };
      Object.defineProperty(navigator, "share", {
        value: async (data: unknown) => {
          w.sharedWith = data;
        },
        configurable: true,
      });
    });
    await shared.goto(`/blog/${post._id}`);
    await waitForElementHydration(shared, "main header button");
    await shared.getByRole("button", { name: "Share", exact: true }).click();
    await expect
      .poll(() => shared.evaluate(() => (window as unknown as { sharedWith?: { url: string } }).sharedWith?.url))
      .toBe(url);
  });

  test("answers 404 'Article not found' for an unknown or malformed id", async ({ page }) => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const response = await page.goto(`/blog/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Article not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    }
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("has no serious accessibility violation", async ({ page, request }) => {
    const [post] = (await (await request.get("/api/blogs")).json()) as Post[];
    await page.goto(`/blog/${post?._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
