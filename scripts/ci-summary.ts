/**
 * `node scripts/ci-summary.ts FOLDER`: the test counts of a CI run, from the JSON reports its test
 * steps wrote into FOLDER (vitest-*.json from Vitest, e2e.json from Playwright). Each run is counted
 * (passed, skipped, failed), and so are the distinct tests that passed at least once: a test that
 * touches no database runs once, one that does runs on PGlite and on PostgreSQL.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

type Counts = { passed: number; skipped: number; failed: number };
type VitestReport = {
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
};
type PlaywrightSuite = {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string }[] }[];
};

const folder = process.argv[2] ?? ".ci-results";
const rows: { run: string; counts: Counts }[] = [];
const passedOnce = { unit: new Set<string>(), browser: new Set<string>() };

const tally = (counts: Counts, status: string) => {
  if (status === "passed" || status === "expected" || status === "flaky") counts.passed++;
  else if (status === "skipped" || status === "pending" || status === "todo") counts.skipped++;
  else counts.failed++;
};

const files = existsSync(folder) ? readdirSync(folder).sort() : [];
for (const file of files.filter((name) => /^vitest-.+\.json$/.test(name))) {
  const report = JSON.parse(readFileSync(path.join(folder, file), "utf8")) as VitestReport;
  const counts: Counts = { passed: 0, skipped: 0, failed: 0 };
  for (const result of report.testResults) {
    const name = path.relative(process.cwd(), result.name);
    for (const test of result.assertionResults) {
      tally(counts, test.status);
      if (test.status === "passed") passedOnce.unit.add(`${name} ${test.fullName}`);
    }
  }
  rows.push({ run: `Vitest on ${file.replace(/^vitest-|\.json$/g, "")}`, counts });
}

if (files.includes("e2e.json")) {
  const report = JSON.parse(readFileSync(path.join(folder, "e2e.json"), "utf8")) as { suites: PlaywrightSuite[] };
  const byProject = new Map<string, Counts>();
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const counts = byProject.get(test.projectName) ?? { passed: 0, skipped: 0, failed: 0 };
        byProject.set(test.projectName, counts);
        tally(counts, test.status);
        if (test.status === "expected" || test.status === "flaky") {
          passedOnce.browser.add(`${spec.file} ${[...titles, spec.title].join(" › ")}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top-level suites are the spec files; those below them, their describe blocks.
  for (const suite of report.suites) walk(suite, []);
  for (const [project, counts] of byProject) rows.push({ run: `Playwright, ${project}`, counts });
}

const total = rows.reduce(
  (sum, { counts }) => ({
    passed: sum.passed + counts.passed,
    skipped: sum.skipped + counts.skipped,
    failed: sum.failed + counts.failed,
  }),
  { passed: 0, skipped: 0, failed: 0 },
);
const width = Math.max(...rows.map(({ run }) => run.length), "All runs".length);
const line = (run: string, { passed, skipped, failed }: Counts) =>
  `${run.padEnd(width)}  ${String(passed).padStart(5)} passed  ${String(skipped).padStart(3)} skipped  ${String(failed).padStart(3)} failed`;
process.stdout.write("\nTests run:\n");
for (const { run, counts } of rows) process.stdout.write(`  ${line(run, counts)}\n`);
process.stdout.write(`  ${line("All runs", total)}\n`);
process.stdout.write(
  `Distinct tests passed at least once: ${passedOnce.unit.size} unit and API, ${passedOnce.browser.size} browser, ${passedOnce.unit.size + passedOnce.browser.size} in all\n`,
);
