import { createHash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { ImageStoreError } from './image-store';

/*
 * The SHA-256 checks every image store shares: the checksum of a body being written, and a read stream that fails
 * `corrupt` when the stored bytes are not the ones recorded.
 */

/** The SHA-256 of a body, in hex (as StoredObject and page_images keep it). */
export const sha256Of = (body: Buffer) => createHash('sha256').update(body).digest('hex');

/** A stream that fails `corrupt` at its end when its bytes do not have the expected SHA-256. */
export function checkedStream(source: Readable, sha256: string, key: string): Readable {
  const hash = createHash('sha256');
  const check = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      const actual = hash.digest('hex');
      done(
        actual === sha256
          ? null
          : new ImageStoreError(
              'corrupt',
              `The stored page ${key} is damaged: its checksum is ${actual}, ${sha256} was recorded.`,
            ),
      );
    },
  });
  source.on('error', (error) => check.destroy(error));
  return source.pipe(check);
}
