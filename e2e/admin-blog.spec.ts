import path from "node:path";
import {
  type APIRequestContext,
  admin,
  created,
  expect,
  freshContext,
  type Page,
  signIn,
  test,
  toast,
  unique,
  withHydration,
} from "./fixtures.ts";

type Post = {
  _id: string;
  title: string;
  status: string;
  image: string | null;
  tags: string[];
  content: string;
  excerpt: string;
};
type Permissions = {
  propertyManagement: { createProperties: boolean; editProperties: boolean; deleteProperties: boolean };
  contentManagement: { manageBlog: boolean; manageSubmissions: boolean };
};

const image = (name: string) => path.join(import.meta.dirname, "..", "fixtures", "images", name);
async function createPost(api: APIRequestContext, fields: Partial<Post> & { status: string }) {
  return created<Post>(
    api.post("/api/blogs", {
      data: { title: `E2E post ${unique()}`, category: "news", content: "First paragraph.", author: "E2E Author", ...fields },
    }),
  );
}

async function postsNamed(page: Page, title: string) {
  const all = (await (await page.request.get("/api/blogs")).json()) as Post[];
  return all.filter((p) => p.title === title);
}

const postCard = (page: Page, title: string) => page.getByRole("article", { name: title, exact: true });

async function openBlog(page: Page) {
  await page.goto("/admin/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog Management" })).toBeVisible();
  await expect(page.getByText(/^Last updated: \d\d:\d\d:\d\d$/)).toBeVisible();
}

test("create and publish a post with a featured image; readers find it at /blog/{id}", async ({ adminPage: page, api }) => {
  test.slow();
  const title = `Kigali land prices ${unique()}`;
  try {
    await openBlog(page);
    await admin.expectAccessible(page);

    await page.getByRole("button", { name: "Create New Post" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Post" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Author", { exact: true })).toHaveValue("Admin User");
    await expect(dialog.getByLabel("Status")).toHaveValue("draft");

    await dialog.getByRole("button", { name: "Publish Post" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please fill in all required fields (Title, Content, Author)");

    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog
      .getByLabel("Content", { exact: true })
      .fill("## Why now\nPrices in **Kigali** keep rising.\n\n- Roads\n- Schools");
    await dialog.getByRole("button", { name: "Publish Post" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please select a category");
    await dialog.getByLabel("Category").selectOption({ label: "Market Analysis" });
    await dialog.getByLabel("Tags", { exact: true }).fill("kigali, land , ,investment");
    await dialog.getByLabel("Excerpt", { exact: true }).fill("Why land in Kigali keeps its value.");

    // A file that is not an image is refused before any upload; a broken image is refused by the server.
    await dialog
      .getByLabel("Featured image")
      .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(toast(page)).toContainText("File Error");
    await dialog.getByLabel("Featured image").setInputFiles(image("not-an-image.jpg"));
    await expect(toast(page)).toContainText("Image Upload Error");
    await expect(dialog.getByRole("img", { name: "Featured image preview" })).toHaveCount(0);

    await dialog.getByLabel("Featured image").setInputFiles(image("villa.png"));
    await expect(dialog.getByRole("img", { name: "Featured image preview" })).toHaveAttribute("src", /^\/uploads\/.+\.webp$/);
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(title);
    await admin.expectAccessible(page);

    await dialog.getByRole("button", { name: "Publish Post" }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page)).toContainText("Post Created");
    const card = postCard(page, title);
    await expect(card).toContainText("Published");
    await expect(card).toContainText("Market Analysis");
    await expect(card).toContainText("Admin User");
    await expect(card).toContainText("0 views");
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText(["kigali", "land", "investment"]);
    await expect(page.getByRole("region", { name: "Recent Activity" }).getByRole("listitem").first()).toContainText(title);

    const [saved] = await postsNamed(page, title);
    expect(saved).toMatchObject({ status: "published", tags: ["kigali", "land", "investment"] });
    expect(saved?.image).toMatch(/^\/uploads\/.+\.webp$/);

    await page.goto(`/blog/${saved?._id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why now" })).toBeVisible();
    await expect(page.getByText("Schools")).toBeVisible();
    await page.goto("/blog");
    await expect(page.getByText(title)).toBeVisible();
  } finally {
    for (const post of await postsNamed(page, title)) await api.delete(`/api/blogs/${post._id}`);
  }
});

test("'Save Draft' keeps a post off the public blog, and a scheduled post stays scheduled", async ({ adminPage: page, api }) => {
  const draftTitle = `Draft only ${unique()}`;
  const scheduledTitle = `Scheduled later ${unique()}`;
  try {
    await openBlog(page);

    await page.getByRole("button", { name: "Create New Post" }).click();
    let dialog = page.getByRole("dialog", { name: "Create New Post" });
    await dialog.getByLabel("Title", { exact: true }).fill(draftTitle);
    await dialog.getByLabel("Category").selectOption("education");
    await dialog.getByLabel("Content", { exact: true }).fill("Not ready yet.");
    await dialog.getByLabel("Status").selectOption("published");
    await dialog.getByRole("button", { name: "Save Draft" }).click();
    await expect(dialog).toBeHidden();
    await expect(postCard(page, draftTitle)).toContainText("Draft");

    await page.getByRole("button", { name: "Create New Post" }).click();
    dialog = page.getByRole("dialog", { name: "Create New Post" });
    await dialog.getByLabel("Title", { exact: true }).fill(scheduledTitle);
    await dialog.getByLabel("Category").selectOption("news");
    await dialog.getByLabel("Content", { exact: true }).fill("Coming next year.");
    await dialog.getByLabel("Status").selectOption("scheduled");
    await dialog.getByLabel("Publish date").fill(`${new Date().getFullYear() + 1}-06-01T09:00`);
    await dialog.getByRole("button", { name: "Publish Post" }).click();
    await expect(dialog).toBeHidden();
    await expect(postCard(page, scheduledTitle)).toContainText("Scheduled");

    const [draft] = await postsNamed(page, draftTitle);
    const [scheduled] = await postsNamed(page, scheduledTitle);
    expect(draft?.status).toBe("draft");
    expect(scheduled?.status).toBe("scheduled");

    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(draftTitle)).toHaveCount(0);
    await expect(page.getByText(scheduledTitle)).toHaveCount(0);
    expect((await page.goto(`/blog/${draft?._id}`))?.status()).toBe(404);
  } finally {
    for (const title of [draftTitle, scheduledTitle])
      for (const post of await postsNamed(page, title)) await api.delete(`/api/blogs/${post._id}`);
  }
});

test("preview, switch to edit, and 'Save Changes' saves; 'Update Post' publishes a draft", async ({ adminPage: page, api }) => {
  test.slow();
  const post = await createPost(api, { status: "draft", content: "## Section\nOriginal body." });
  const renamed = `${post.title} (revised)`;
  try {
    await openBlog(page);
    await postCard(page, post.title).getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("dialog", { name: "Preview Post" });
    await expect(preview.getByRole("heading", { name: post.title })).toBeVisible();
    await expect(preview.getByRole("heading", { name: "Section" })).toBeVisible();
    await admin.expectAccessible(page);

    const editMode = preview.getByRole("switch", { name: "Edit mode" });
    await expect(editMode).toHaveAttribute("aria-checked", "false");
    await editMode.click();
    await expect(editMode).toHaveAttribute("aria-checked", "true");
    await preview.getByLabel("Title", { exact: true }).fill(renamed);
    await preview.getByLabel("Content", { exact: true }).fill("## Section\nRevised body.");
    await preview.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page)).toContainText("Post Updated");
    await expect(editMode).toHaveAttribute("aria-checked", "false");
    await expect(preview.getByRole("heading", { name: renamed })).toBeVisible();
    await expect(preview.getByText("Revised body.")).toBeVisible();
    await preview.getByRole("button", { name: "Close" }).click();
    await expect(preview).toBeHidden();

    await page.reload();
    const card = postCard(page, renamed);
    await expect(card).toContainText("Draft");
    const [saved] = await postsNamed(page, renamed);
    expect(saved).toMatchObject({ _id: post._id, status: "draft", content: "## Section\nRevised body." });

    await card.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Post" });
    await expect(dialog.getByLabel("Title", { exact: true })).toHaveValue(renamed);
    await dialog.getByLabel("Tags", { exact: true }).fill("revised, e2e");
    await dialog.getByRole("button", { name: "Update Post" }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page)).toContainText("Post Updated");
    await expect(postCard(page, renamed)).toContainText("Published");
    const [updated] = await postsNamed(page, renamed);
    expect(updated).toMatchObject({ status: "published", tags: ["revised", "e2e"] });
  } finally {
    await api.delete(`/api/blogs/${post._id}`);
  }
});

test("delete asks for confirmation first", async ({ adminPage: page, api }) => {
  const post = await createPost(api, { status: "published" });
  try {
    await openBlog(page);
    await admin.deleteWithConfirmation(page, postCard(page, post.title), {
      dialog: "Delete Blog Post",
      says: ["Are you sure you want to delete this blog post? This action cannot be undone."],
      confirm: "Delete",
      done: "Post Deleted",
    });
    expect((await page.request.get(`/api/blogs/${post._id}`)).status()).toBe(404);
  } finally {
    await api.delete(`/api/blogs/${post._id}`);
  }
});

test("with manageBlog off, an admin cannot create, edit or delete posts", async ({ browser, api }) => {
  const original = ((await (await api.get("/api/settings")).json()) as { userPermissions: Permissions }).userPermissions;
  const credentials = { email: `blog-admin-${unique()}@kigaliestates.rw`, password: "blog-admin-password" };
  const registered = await api.post("/api/auth/register", { data: { username: "Blog Limited", ...credentials } });
  expect(registered.status()).toBe(201);
  const { _id: userId } = (await registered.json()) as { _id: string };
  const post = await createPost(api, { status: "published" });
  const context = await freshContext(browser);
  try {
    const off = { ...original, contentManagement: { ...original.contentManagement, manageBlog: false } };
    expect((await api.put("/api/settings/user-permissions", { data: off })).status()).toBe(200);

    const limited = withHydration(await context.newPage());
    await signIn(limited, credentials);
    await openBlog(limited);
    const card = postCard(limited, post.title);
    await expect(card).toBeVisible();
    await expect(card.getByRole("button", { name: "Preview" })).toBeVisible();
    await expect(limited.getByRole("button", { name: "Create New Post" })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Edit" })).toHaveCount(0);
    await expect(card.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await card.getByRole("button", { name: "Preview" }).click();
    await expect(limited.getByRole("dialog", { name: "Preview Post" }).getByRole("switch")).toHaveCount(0);

    const refused = await limited.request.post("/api/blogs", { data: { title: "Nope", category: "news", content: "x" } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBeTruthy();
    expect((await limited.request.delete(`/api/blogs/${post._id}`)).status()).toBe(403);
  } finally {
    expect((await api.put("/api/settings/user-permissions", { data: original })).status()).toBe(200);
    await context.close();
    await api.delete(`/api/blogs/${post._id}`);
    await api.delete(`/api/auth/admins/${userId}`);
  }
});

test("with manageBlog back on, the same admin may create posts again", async ({ adminPage: page, api }) => {
  // Guards the restore above: the superadmin's defaults give admins the blog.
  const permissions = ((await (await api.get("/api/settings")).json()) as { userPermissions: Permissions }).userPermissions;
  expect(permissions.contentManagement.manageBlog).toBe(true);
  await openBlog(page);
  await expect(page.getByRole("button", { name: "Create New Post" })).toBeVisible();
});
