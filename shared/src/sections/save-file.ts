/** How long a saved file's object URL lives: long enough for a slow browser to start the download. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Hands a file the portal received (a spreadsheet, a PDF) to the browser's download under `name`: the one way
 * every screen saves a file, so each behaves the same (a download, never a new tab; the memory freed after).
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
