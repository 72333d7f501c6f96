import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, plainTest as test } from "./fixtures.ts";

/**
 * Every public page as the server renders it, checked by the Nu HTML Checker (vnu.jar from the
 * vnu-jar package, on the machine's Java): each page is fetched once and saved, and one run of the
 * checker reads them all, which costs a Java start and a few seconds instead of one per page.
 */
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const LOCALE_PREFIXES = ["", "/rw", "/fr"];

type VnuMessage = { type: string; url: string; message: string; extract?: string };

async function firstId(request: APIRequestContext, apiPath: string): Promise<string> {
  const list = (await (await request.get(apiPath)).json()) as { _id: string }[];
  const first = list[0];
  if (!first) throw new Error(`${apiPath} lists nothing: the demo content is missing`);
  return first._id;
}

/** The checker's errors for these files, as its JSON report lists them (it writes the report to stderr). */
function validate(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    const java = spawn("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let report = "";
    java.stderr.on("data", (chunk: Buffer) => {
      report += String(chunk);
    });
    java.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error("No `java` on PATH: the HTML check needs Java 11 or later (Debian: apt-get install default-jre-headless)")
          : error,
      ),
    );
    java.once("close", (code) => {
      try {
        resolve((JSON.parse(report) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`vnu.jar exited with ${code} without a JSON report:\n${report}`));
      }
    });
  });
}

test("every public page is valid HTML in every language", async ({ request }, testInfo) => {
  // The markup is the same on a phone and on PostgreSQL: the desktop project on PGlite checks it once.
  test.skip(testInfo.project.name !== "desktop", "checked once, in the desktop project");
  // About 5 s of the checker's own time; more while the machine is busy with other workers.
  test.setTimeout(120_000);
  const [property, development, article] = await Promise.all([
    firstId(request, "/api/properties"),
    firstId(request, "/api/developments"),
    firstId(request, "/api/blogs"),
  ]);
  const everyLanguage = [
    "/",
    "/properties",
    "/properties?tab=houses-for-sale&minBeds=3&sort=price-asc",
    `/properties/${property}`,
    "/developments",
    `/developments/${development}`,
    "/blog",
    `/blog/${article}`,
    "/contact",
    "/list-with-us",
    "/about",
    "/request?lead=consultation",
    `/request?lead=viewing&property=${property}`,
    `/request?lead=inquiry&development=${development}`,
    "/newsletter",
    "/alerts",
    "/favourites",
    "/compare",
  ];
  // Open dialogs and the not-found page: the same markup in each language, so in English only.
  const englishOnly = [
    `/?view=${property}`,
    `/developments?view=${development}`,
    `/properties/${property}?lead=viewing`,
    "/no-such-page",
  ];
  const pages = [...LOCALE_PREFIXES.flatMap((prefix) => everyLanguage.map((page) => `${prefix}${page}`)), ...englishOnly];

  const folder = await mkdtemp(path.join(tmpdir(), "kigali-html-"));
  try {
    // The checker names each file by a URL of its own making: the file's name tells the page.
    const pageOf = new Map<string, string>();
    await Promise.all(
      pages.map(async (page, index) => {
        const response = await request.get(page, { maxRedirects: 0 });
        expect(response.status(), page).toBe(page === "/no-such-page" ? 404 : 200);
        const name = `page-${index}.html`;
        await writeFile(path.join(folder, name), await response.body());
        pageOf.set(name, page);
      }),
    );
    const messages = await validate([...pageOf.keys()].map((name) => path.join(folder, name)));
    const errors = messages
      // Errors, and a file it could not read ("non-document-error"); warnings come as "info".
      .filter((message) => message.type !== "info")
      .map(
        (message) => `${pageOf.get(path.basename(message.url)) ?? message.url}: ${message.message} [${message.extract ?? ""}]`,
      );
    expect(errors).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
