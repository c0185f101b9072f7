import { readdir } from 'node:fs/promises';
import path from 'node:path';

/*
 * The files under the imported folder, recursively, as paths relative to it with forward slashes (what
 * image_import_files and page_files keep). Hidden files and folders (a leading dot) are skipped; only the names
 * are listed, no file is read.
 */

/** Every regular file under `root`, sorted, as `sub/folder/name.tif`. */
export async function listScanFiles(root: string): Promise<string[]> {
  const files: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    const entries = await readdir(path.join(root, relative), { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) files.push(child);
    }
  };
  await walk('');
  return files.sort();
}
