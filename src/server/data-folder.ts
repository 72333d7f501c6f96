import { chmod, mkdir, readdir, stat } from "node:fs/promises";
import path from "node:path";

/**
 * What the server keeps on disk (the embedded database with every password hash, two-factor and
 * link secret; uploads; backups) is for the user it runs as only: folders 700, files 600, whatever
 * the process's umask would have given (755 and 644 on most systems).
 */
export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;

/** What was closed to other users: each folder with its old mode, and how many files. */
export type Tightened = { folders: string[]; files: number };

/**
 * Creates DATA_DIR and its uploads folder for their owner only, and closes an existing data folder
 * that other users can read or enter: every folder becomes 700, every file 600. Inside the embedded
 * database's folder only the folder itself: PGlite writes its files 666 and would again, and with
 * the folder closed nobody else reaches them.
 */
export async function prepareDataFolder(dataDir: string): Promise<Tightened> {
  const root = path.resolve(dataDir);
  const database = path.join(root, "db");
  await mkdir(path.join(root, "uploads"), { recursive: true, mode: PRIVATE_FOLDER });
  const tightened: Tightened = { folders: [], files: 0 };
  const visit = async (folder: string) => {
    const { mode } = await stat(folder);
    if (mode & 0o077) {
      await chmod(folder, PRIVATE_FOLDER);
      tightened.folders.push(`${folder} (was ${(mode & 0o777).toString(8)}, now 700)`);
    }
    if (folder === database) return;
    const entries = (await readdir(folder, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const inside = path.join(folder, entry.name);
      // Links are left alone: what they point to may be no part of the data folder.
      if (entry.isDirectory()) await visit(inside);
      else if (entry.isFile() && (await stat(inside)).mode & 0o077) {
        await chmod(inside, PRIVATE_FILE);
        tightened.files += 1;
      }
    }
  };
  await visit(root);
  return tightened;
}
