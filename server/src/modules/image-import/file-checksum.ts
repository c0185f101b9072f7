import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/*
 * A file's SHA-256, read as a stream (a scan may be large; the import never holds more than the file it works on).
 */

/** The hex SHA-256 of the file at `file`. */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
