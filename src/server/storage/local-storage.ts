import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { PRIVATE_FILE, PRIVATE_FOLDER } from "../data-folder.ts";
import { KEY_PATTERN, MARKER, type Storage } from "./storage.ts";

export const UPLOADS_PREFIX = "/uploads/";

const TEMP_SUFFIX = ".tmp";

/** A key, or the temporary name a write that a crash interrupted left behind. */
const isStoredName = (name: string) => KEY_PATTERN.test(name.endsWith(TEMP_SUFFIX) ? name.slice(0, -TEMP_SUFFIX.length) : name);

export function createLocalStorage(dir: string): Storage {
  const marker = path.join(dir, MARKER);
  const owner = async () => {
    try {
      return (await readFile(marker, "utf8")).trim() || undefined;
    } catch (error) {
      if ((error as { code?: string }).code === "ENOENT") return undefined;
      throw error;
    }
  };
  const fileFor = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error("Invalid storage key");
    return path.join(dir, key);
  };
  return {
    async put(key, body) {
      await mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER });
      // Write then rename, so a crash never leaves a half-written file under a served name.
      const tmp = `${fileFor(key)}${TEMP_SUFFIX}`;
      await writeFile(tmp, body, { mode: PRIVATE_FILE });
      await rename(tmp, fileFor(key));
    },
    async get(key) {
      try {
        return await readFile(fileFor(key));
      } catch (error) {
        if ((error as { code?: string }).code === "ENOENT") return undefined;
        throw error;
      }
    },
    async delete(key) {
      // Temporary names come from list(), for the orphan cleanup to remove.
      if (!isStoredName(key)) throw new Error("Invalid storage key");
      await rm(path.join(dir, key), { force: true });
    },
    async *list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return;
      }
      // Temporary files are listed too: no record names them, so the orphan cleanup removes them.
      for (const name of names) {
        if (!isStoredName(name)) continue;
        const info = await stat(path.join(dir, name)).catch(() => undefined);
        if (info) yield { key: name, modifiedAt: info.mtime };
      }
    },
    publicUrl: (key) => `${UPLOADS_PREFIX}${key}`,
    keyFromUrl(url) {
      if (!url.startsWith(UPLOADS_PREFIX)) return undefined;
      const key = url.slice(UPLOADS_PREFIX.length);
      return KEY_PATTERN.test(key) ? key : undefined;
    },
    owner,
    async claim(database) {
      await mkdir(dir, { recursive: true, mode: PRIVATE_FOLDER });
      // Created only if absent, in one step: of two databases claiming at once, one wins.
      await writeFile(marker, `${database}\n`, { flag: "wx", mode: PRIVATE_FILE }).catch((error: { code?: string }) => {
        if (error.code !== "EEXIST") throw error;
      });
      return (await owner()) ?? database;
    },
    location: dir,
  };
}
