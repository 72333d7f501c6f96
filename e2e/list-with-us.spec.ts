import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import {
  type APIRequestContext,
  backOfficeGet,
  expect,
  type FileChooser,
  holdRequests,
  type Page,
  seriousViolations,
  test,
} from "./fixtures.ts";

const fixture = (name: string) => path.resolve("fixtures/images", name);
const PHOTOS = ["villa.png", "apartment.webp", "photo-with-gps.jpg"].map(fixture);

type Submission = {
  _id: string;
  title: string;
  status: string;
  images: string[];
  bedrooms: number;
  bathrooms: number;
  type: string;
  district: string | null;
  sector: string | null;
  upi: string | null;
};

const submissions = (request: APIRequestContext) => backOfficeGet<Submission[]>(request, "/api/submissions");

async function choosePhotos(page: Page, files: Parameters<FileChooser["setFiles"]>[0]) {
  const chooser = page.waitForEvent("filechooser");
  await page.locator("#upload").click();
  await (await chooser).setFiles(files);
}

async function fillForm(page: Page, title: string, type: "House" | "Land" = "House") {
  await page.getByLabel("Property title").fill(title);
  await page.getByLabel("Location").fill("Kibagabaga, Gasabo");
  await page.getByLabel("Property type").selectOption({ label: type });
  await page.getByLabel("Description").fill("Quiet street, tarmac road, ten minutes from the airport.");
  await page.getByLabel("Price (RWF)").fill("RWF 85,000,000");
  await page.getByLabel("Area (sqm)").fill("600");
  if (type !== "Land") {
    await page.getByLabel("Bedrooms").fill("4");
    await page.getByLabel("Bathrooms").fill("3");
  }
  await page.getByLabel("Listing status").selectOption({ label: "Coming Soon" });
  await page.getByLabel("Full name").fill("Aline Uwase");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("aline@example.rw");
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("+250 788 111 222");
}

/** Waits for the next in-page alert, dismisses it with OK and resolves with its message. */
async function nextAlert(page: Page): Promise<string> {
  const alert = page.getByRole("alertdialog");
  await alert.waitFor();
  const text = (await alert.locator("p").textContent()) ?? "";
  await alert.getByRole("button", { name: "OK" }).click();
  await expect(alert).toBeHidden();
  return text;
}

/** Opens the form once its script runs (the photo control is enabled from then on), so typing is not lost. */
async function open(page: Page) {
  await page.goto("/list-with-us");
  await expect(page.locator("#upload")).toBeEnabled();
}

const submit = (page: Page) => page.getByRole("button", { name: "Submit Property" });

test("a visitor submits a property with three photos; it reaches the team as pending", async ({ page, request }) => {
  const title = `E2E house ${Date.now()}`;
  await open(page);
  await expect(page.getByRole("heading", { level: 1, name: "List With Us" })).toBeVisible();
  await fillForm(page, title);
  await page.getByLabel("District").selectOption("Gasabo");
  await page.getByLabel("Sector").fill("Kimironko");
  await page.getByLabel("UPI").fill("1/02/08/03/1234");
  await choosePhotos(page, PHOTOS);
  await expect(page.getByRole("img", { name: /^Photo \d$/ })).toHaveCount(3);
  await expect(page.getByText("Your property will be reviewed by our team before publication")).toBeVisible();

  // The first upload is held until its progress bar has been seen.
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/submissions/upload-image")) uploads.push(request.headers()["content-type"] ?? "");
  });
  const held = await holdRequests(page, "**/api/submissions/upload-image");
  const alert = nextAlert(page);
  await submit(page).click();
  await expect(page.getByRole("progressbar", { name: "Upload of photo 1" })).toBeVisible();
  held.release();
  expect(await alert).toBe("Property submitted successfully! We will review and contact you soon.");

  // The form and the photos are reset.
  await expect(page.getByLabel("Property title")).toHaveValue("");
  await expect(page.getByRole("img", { name: /^Photo \d$/ })).toHaveCount(0);
  await expect(page.getByText("Please upload at least 3 images (0/3)")).toBeVisible();
  expect(uploads).toHaveLength(3);
  for (const type of uploads) expect(type).toMatch(/^multipart\/form-data/);

  const saved = (await submissions(request)).find((s) => s.title === title);
  expect(saved).toMatchObject({
    status: "pending",
    type: "house",
    bedrooms: 4,
    bathrooms: 3,
    district: "Gasabo",
    sector: "Kimironko",
    upi: "1/02/08/03/1234",
  });
  expect(saved?.images).toHaveLength(3);
  for (const url of saved?.images ?? []) expect(url).toMatch(/^\/uploads\/.+\.webp$/);
});

test("land hides bedrooms and bathrooms and sends them as 0", async ({ page, request }) => {
  const title = `E2E plot ${Date.now()}`;
  await open(page);
  await expect(page.getByLabel("Bedrooms")).toBeVisible();
  await page.getByLabel("Bedrooms").fill("5");
  await fillForm(page, title, "Land");
  await expect(page.getByLabel("Bedrooms")).toHaveCount(0);
  await expect(page.getByLabel("Bathrooms")).toHaveCount(0);
  await choosePhotos(page, PHOTOS);

  const sent = page.waitForRequest((r) => r.url().endsWith("/api/submissions") && r.method() === "POST");
  const alert = nextAlert(page);
  await submit(page).click();
  expect((await sent).postDataJSON()).toMatchObject({ type: "land", bedrooms: 0, bathrooms: 0, propertyStatus: "coming-soon" });
  expect(await alert).toBe("Property submitted successfully! We will review and contact you soon.");
  expect((await submissions(request)).find((s) => s.title === title)).toMatchObject({ type: "land", bedrooms: 0, bathrooms: 0 });
});

test("the sectors offered follow the district, and a wrong UPI is named at its field before any upload", async ({ page }) => {
  await open(page);
  await fillForm(page, `E2E UPI ${Date.now()}`);
  const offered = page.locator("datalist#submission-sectors option");
  await page.getByLabel("District").selectOption("Kicukiro");
  await expect(offered).toHaveCount(10);
  await expect(offered.first()).toHaveAttribute("value", "Gahanga");
  // Outside Kigali no sectors are shipped: any name is typed.
  await page.getByLabel("District").selectOption("Musanze");
  await expect(offered).toHaveCount(0);
  await page.getByLabel("Sector").fill("Kinigi");
  await page.getByLabel("UPI").fill("1/2/8/3");
  await choosePhotos(page, PHOTOS);
  let uploaded = false;
  page.on("request", (r) => {
    if (r.url().includes("/api/submissions/upload-image")) uploaded = true;
  });
  await submit(page).click();
  const upi = page.getByLabel("UPI");
  await expect(page.getByText("Please enter the UPI as on the land title, e.g. 1/02/08/03/1234")).toBeVisible();
  await expect(upi).toHaveAttribute("aria-invalid", "true");
  await expect(upi).toBeFocused();
  expect(uploaded).toBe(false);
  // An apartment has no parcel of its own: the UPI is not asked.
  await page.getByLabel("Property type").selectOption({ label: "Apartment" });
  await expect(page.getByLabel("UPI")).toHaveCount(0);
  await expect(page.getByLabel("Parking spaces")).toBeVisible();
});

test("submit waits for 3 photos, ignores other files, refuses more than 20 and checks the fields first", async ({ page }) => {
  await open(page);
  await expect(page.getByText("Please upload at least 3 images (0/3)")).toBeVisible();
  await expect(submit(page)).toBeDisabled();

  const png = readFileSync(fixture("villa.png"));
  await choosePhotos(page, [
    { name: "villa.png", mimeType: "image/png", buffer: png },
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") },
  ]);
  await expect(page.getByRole("img", { name: /^Photo \d$/ })).toHaveCount(1);
  await expect(page.getByText("Please upload at least 3 images (1/3)")).toBeVisible();
  await expect(submit(page)).toBeDisabled();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  await choosePhotos(page, [fixture("apartment.webp")]);
  await expect(page.getByText("Please upload at least 3 images (2/3)")).toBeVisible();
  await page.getByRole("button", { name: "Remove photo 1" }).click();
  await expect(page.getByText("Please upload at least 3 images (1/3)")).toBeVisible();

  // 1 chosen + 20 more is over the limit: none of the 20 is added.
  const many = Array.from({ length: 20 }, (_, i) => ({ name: `photo-${i}.png`, mimeType: "image/png", buffer: png }));
  const tooMany = nextAlert(page);
  await choosePhotos(page, many);
  expect(await tooMany).toBe("Maximum 20 images allowed. Please remove some images first.");
  await expect(page.getByRole("img", { name: /^Photo \d+$/ })).toHaveCount(1);
  await choosePhotos(page, many.slice(0, 19));
  await expect(page.getByRole("img", { name: /^Photo \d+$/ })).toHaveCount(20);
  await expect(page.getByText("20 of 20 photos selected")).toBeVisible();
  await expect(submit(page)).toBeEnabled();

  // An incomplete form says what is missing and uploads nothing.
  let uploaded = false;
  page.on("request", (r) => {
    if (r.url().includes("/api/submissions/upload-image")) uploaded = true;
  });
  await submit(page).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByText("Contact email is required")).toBeVisible();
  await expect(page.getByLabel("Property title")).toBeFocused();
  await page.getByLabel("Property title").fill("x");
  await expect(page.getByText("Title is required")).toHaveCount(0);
  expect(uploaded).toBe(false);
});

test("a failed upload stops the submission, keeps everything and is not repeated on retry", async ({ page, request }) => {
  const title = `E2E retry ${Date.now()}`;
  await open(page);
  await fillForm(page, title);
  await choosePhotos(page, PHOTOS);

  let calls = 0;
  await page.route("**/api/submissions/upload-image", async (route) => {
    calls += 1;
    if (calls === 2) {
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: "Storage is unavailable" }),
      });
      return;
    }
    await route.continue();
  });
  const failure = nextAlert(page);
  await submit(page).click();
  expect(await failure).toBe("Error uploading image 2: Storage is unavailable");

  await expect(page.getByLabel("Property title")).toHaveValue(title);
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue("aline@example.rw");
  await expect(page.getByLabel("Bedrooms")).toHaveValue("4");
  await expect(page.getByRole("img", { name: /^Photo \d$/ })).toHaveCount(3);
  await expect(page.getByText("Uploaded")).toHaveCount(1);
  await expect(submit(page)).toBeEnabled();

  const success = nextAlert(page);
  await submit(page).click();
  expect(await success).toBe("Property submitted successfully! We will review and contact you soon.");
  // Photo 1 was not sent again: 1 + the failed one + 2.
  expect(calls).toBe(4);
  expect((await submissions(request)).find((s) => s.title === title)?.images).toHaveLength(3);
});

test("the drop zone is a labelled control that works from the keyboard", async ({ page }) => {
  // Listening before the page opens: the browser reports the file picker only once it is asked to.
  const choosers: FileChooser[] = [];
  page.on("filechooser", (chooser) => choosers.push(chooser));
  await open(page);
  const zone = page.getByRole("button", { name: "Drag and drop photos here, or choose files" });
  await expect(zone).toHaveAttribute("id", "upload");
  await zone.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => choosers.length).toBe(1);
  await choosers[0]?.setFiles([fixture("villa.png")]);
  await expect(page.getByRole("img", { name: "Photo 1" })).toBeVisible();
});

test("photos can be dropped on the drop zone; files that are not images are left out", async ({ page }) => {
  await open(page);
  const png = readFileSync(fixture("villa.png")).toString("base64");
  await page.evaluate((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], "villa.png", { type: "image/png" }));
    data.items.add(new File(["plain text"], "notes.txt", { type: "text/plain" }));
    const zone = document.querySelector("#upload");
    zone?.dispatchEvent(new DragEvent("dragenter", { dataTransfer: data, bubbles: true, cancelable: true }));
    zone?.dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
  }, png);
  await expect(page.getByRole("img", { name: /^Photo \d$/ })).toHaveCount(1);
  await expect(page.getByText("Please upload at least 3 images (1/3)")).toBeVisible();
});

test("large photos are scaled down to 2000 px in the browser before upload; small ones are sent as they are", async ({
  page,
}) => {
  // A 3000 x 2400 photo of about 3 MB, like a phone camera's.
  const big = await sharp({
    create: { width: 3000, height: 2400, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
  expect(big.length).toBeGreaterThan(1024 * 1024);
  const small = readFileSync(fixture("apartment.webp"));
  const sent: { type: string; width?: number; height?: number; bytes: number }[] = [];
  let n = 0;
  await page.route("**/api/submissions/upload-image", async (route) => {
    const body = route.request().postDataBuffer() ?? Buffer.alloc(0);
    const headerEnd = body.indexOf("\r\n\r\n");
    const header = body.subarray(0, headerEnd).toString();
    const file = body.subarray(headerEnd + 4, body.lastIndexOf("\r\n--"));
    const meta = await sharp(file).metadata();
    sent.push({
      type: /Content-Type: (\S+)/i.exec(header)?.[1] ?? "",
      width: meta.width,
      height: meta.height,
      bytes: file.length,
    });
    n += 1;
    await route.fulfill({
      status: 201,
      contentType: "application/json",
      body: JSON.stringify({ url: `/uploads/mock-${n}-1600.webp` }),
    });
  });
  await page.route("**/api/submissions", (route) => route.fulfill({ status: 201, contentType: "application/json", body: "{}" }));

  await open(page);
  await fillForm(page, "E2E big photo");
  await choosePhotos(page, [
    { name: "camera.jpg", mimeType: "image/jpeg", buffer: big },
    { name: "apartment.webp", mimeType: "image/webp", buffer: small },
    { name: "apartment-2.webp", mimeType: "image/webp", buffer: small },
  ]);
  const alert = nextAlert(page);
  await submit(page).click();
  expect(await alert).toBe("Property submitted successfully! We will review and contact you soon.");
  expect(sent).toHaveLength(3);
  expect(sent[0]).toMatchObject({ type: "image/jpeg", width: 2000, height: 1600 });
  expect(sent[0]?.bytes).toBeLessThan(big.length);
  expect(sent[1]).toMatchObject({ type: "image/webp", bytes: small.length });
});

test("has no serious accessibility violation, with photos chosen too", async ({ page }) => {
  await open(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await choosePhotos(page, PHOTOS);
  await page.getByRole("button", { name: "Submit Property" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
