import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { KEY_PATTERN, type Storage } from "./storage.ts";

export const UPLOADS_PREFIX = "/uploads/";

export function createLocalStorage(dir: string): Storage {
  const fileFor = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error("Invalid storage key");
    return path.join(dir, key);
  };
  return {
    async put(key, body) {
      await mkdir(dir, { recursive: true });
      // Write then rename, so a crash never leaves a half-written file under a served name.
      const tmp = `${fileFor(key)}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, fileFor(key));
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    async *list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return;
      }
      for (const name of names) {
        if (!KEY_PATTERN.test(name)) continue;
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
  };
}
