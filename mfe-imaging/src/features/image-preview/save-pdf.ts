import { saveFile } from '@lrp/shared/sections';

/** Spec 1 §9: the PDF's base64 is assembled in 512-character chunks. */
const CHUNK = 512;

/** Saves a base64 PDF under `name` through a download link. */
export function savePdf(base64: string, name: string): void {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (let i = 0; i < base64.length; i += CHUNK) {
    const binary = atob(base64.slice(i, i + CHUNK));
    const bytes = new Uint8Array(binary.length);
    for (let j = 0; j < binary.length; j++) bytes[j] = binary.charCodeAt(j);
    parts.push(bytes);
  }
  saveFile(new Blob(parts, { type: 'application/pdf' }), name);
}
