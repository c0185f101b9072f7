// A PGlite database in a worker thread, reachable over the PostgreSQL wire protocol on 127.0.0.1.
//
// Why: PGlite's Node build loads parts of itself with import(), which jest's module sandbox refuses (it would
// need --experimental-vm-modules). A worker thread runs outside the sandbox; the tests reach the database with
// node-postgres, as they reach a real PostgreSQL when TEST_DATABASE_URL is set.
import { Blob, Buffer } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const TERMINATE = 0x58; // 'X'

/**
 * A fresh cluster from a dump of PGlite's initdb output cached in the temp folder (initdb takes about 3 s,
 * loading the dump under 1 s). Only PGlite's own output is cached, keyed by its version: never our schema.
 */
async function freshPglite() {
  const pkg = JSON.parse(
    readFileSync(
      path.join(
        path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite'))),
        '..',
        'package.json',
      ),
      'utf8',
    ),
  );
  const cache = path.join(os.tmpdir(), `lrp-pglite-${pkg.version}-initdb.tgz`);
  if (existsSync(cache)) {
    try {
      return await PGlite.create({
        loadDataDir: new Blob([readFileSync(cache)], { type: 'application/x-gzip' }),
        extensions: { pg_trgm, fuzzystrmatch },
      });
    } catch {
      // A damaged cache: build it again below.
    }
  }
  const db = await PGlite.create({ extensions: { pg_trgm, fuzzystrmatch } });
  const dump = await db.dumpDataDir('gzip');
  const partial = `${cache}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, cache);
  return db;
}

const db = await freshPglite();

// One backend: protocol exchanges run one after another, whichever socket they come from.
let queue = Promise.resolve();
const exclusive = (work) => {
  const run = queue.then(work);
  queue = run.catch(() => {});
  return run;
};

function serve(socket) {
  let pending = Buffer.alloc(0);
  let started = false;
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk) => {
    pending = Buffer.concat([pending, chunk]);
    const batch = [];
    let terminate = false;
    for (;;) {
      if (!started) {
        // Startup-phase messages have no type byte: length, then a code.
        if (pending.length < 8 || pending.length < pending.readInt32BE(0)) break;
        const length = pending.readInt32BE(0);
        const code = pending.readInt32BE(4);
        const message = pending.subarray(0, length);
        pending = pending.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          socket.write('N');
          continue;
        }
        started = true;
        // A new connection gets a new session on a real server: forget the previous connection's prepared
        // statements (the one backend keeps them), or a named statement would "already exist".
        exclusive(async () => {
          await db.exec('DEALLOCATE ALL');
          return db.execProtocolRaw(new Uint8Array(message));
        }).then(
          (reply) => socket.write(Buffer.from(reply)),
          () => socket.destroy(),
        );
        continue;
      }
      if (pending.length < 5 || pending.length < pending.readInt32BE(1) + 1) break;
      const length = pending.readInt32BE(1) + 1;
      const message = pending.subarray(0, length);
      pending = pending.subarray(length);
      if (message[0] === TERMINATE) terminate = true;
      else batch.push(message);
    }
    if (batch.length) {
      const messages = new Uint8Array(Buffer.concat(batch));
      exclusive(() => db.execProtocolRaw(messages)).then(
        (reply) => reply.length && socket.write(Buffer.from(reply)),
        () => socket.destroy(),
      );
    }
    if (terminate) exclusive(async () => socket.end());
  });
}

const server = net.createServer(serve);
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));

parentPort.on('message', async (message) => {
  if (message !== 'close') return;
  server.close();
  await exclusive(() => db.close());
  parentPort.postMessage({ closed: true });
});
