import { createServer, type AddressInfo } from 'node:net';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { jobs, mailOutbox, users } from '../../src/db/schema';
import { MAIL_DELIVERY_JOB } from '../../src/gateways/mail';
import { setupServerTest } from '../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;

type Received = { from: string; to: string[]; data: string };

/**
 * A real SMTP server (the smtp-server package) on `port`. `answerRecipient` may refuse a recipient with an
 * SMTP reply code (4xx: try later, 5xx: never), as a mail server under load or a strict one does.
 */
async function startSmtp(port: number, answerRecipient: () => number | null = () => null) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = answerRecipient();
      if (code === null) return callback();
      const refusal = new Error(
        code >= 500 ? 'No such mailbox here' : 'Too busy, try again later',
      ) as Error & { responseCode: number };
      refusal.responseCode = code;
      return callback(refusal);
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Runs the job's attempts one after the other until it has finished, without waiting out its retry delays (runNow
 * ignores them); only an attempt still running beside the request is waited for.
 */
async function runUntilFinished(app: FastifyInstance, jobId: number) {
  for (let round = 0; round < 200; round += 1) {
    const [job] = await db().select().from(jobs).where(eq(jobs.id, jobId));
    if (job.status === 'done' || job.status === 'failed') return job;
    if ((await app.jobs.runNow(jobId)) === 'taken')
      await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`job ${jobId} did not finish`);
}

const registration = {
  username: 'ada.lovelace',
  password: 'Analytical#Engine1843',
  confirmPassword: 'Analytical#Engine1843',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  address: '12 St James Square',
  city: 'Pine Ridge',
  state: 'MN',
  zip: '56001',
  email: 'ada@example.com',
  confirmEmail: 'ada@example.com',
  phoneFormatType: 'STANDARD',
  phone: '(555) 555-0100',
};

async function mailJob() {
  const [job] = await db()
    .select()
    .from(jobs)
    .where(eq(jobs.name, MAIL_DELIVERY_JOB))
    .orderBy(desc(jobs.id))
    .limit(1);
  return job;
}

describe('mail delivery through the job queue', () => {
  test('a mail server outage loses no message: the registration stands and its mail goes out when the server is back', async () => {
    const port = await freePort();
    const app = await t.buildApp({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'records@pineridge.example.gov',
      mailRetrySeconds: 3600,
      mailMaxAttempts: 20,
    });
    const client = t.client(app);

    const reply = await client.post('/api/auth/signUp', registration);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(
      "We've emailed you a link. Please follow the link to complete your registration.",
    );
    expect(
      await db().select().from(users).where(eq(users.usernameLower, 'ada.lovelace')),
    ).toHaveLength(1);
    const [kept] = await db().select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(kept).toMatchObject({ toAddress: 'ada@example.com', delivered: false });
    const waiting = await mailJob();
    expect(waiting).toMatchObject({
      status: 'queued',
      attempts: 1,
      payload: { outboxId: kept.id },
    });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await startSmtp(port);
    try {
      const finished = await runUntilFinished(app, waiting.id);
      expect(finished.status).toBe('done');
      expect(finished.attempts).toBeGreaterThanOrEqual(2);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatchObject({
        from: 'records@pineridge.example.gov',
        to: ['ada@example.com'],
      });
      expect(smtp.received[0].data).toMatch(
        /^Subject: Land Record Portal: complete your registration$/m,
      );
      expect(smtp.received[0].data).toMatch(
        /^From: Pine Ridge County Land Record Portal <records@pineridge\.example\.gov>$/m,
      );
      expect(smtp.received[0].data).toContain('/CompleteRegistration/');
      const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, kept.id));
      expect(row.delivered).toBe(true);
      // Running the queue again sends nothing more.
      await app.jobs.runDue();
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  test('a server that asks to try later gets the message on a later attempt, once', async () => {
    const port = await freePort();
    let asked = 0;
    const smtp = await startSmtp(port, () => (++asked <= 2 ? 451 : null));
    try {
      const app = await t.buildApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailRetrySeconds: 3600 });
      const reply = await t
        .client(app)
        .post('/api/auth/forgotUsername', { email: 'erik.solberg@pineridgetitle.example.com' });
      expect(reply.status).toBe(200);
      // The first attempt runs beside the request; wait for the job to exist and finish.
      let job = await mailJob();
      for (let i = 0; !job && i < 100; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        job = await mailJob();
      }
      const finished = await runUntilFinished(app, job.id);
      expect(finished).toMatchObject({ status: 'done', attempts: 3 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].to).toEqual(['erik.solberg@pineridgetitle.example.com']);
      expect(smtp.received[0].data).toMatch(/^Subject: Land Record Portal: your username$/m);
    } finally {
      await smtp.close();
    }
  });

  test('a message the server refuses for good is not retried, and the registration is taken back', async () => {
    const port = await freePort();
    const smtp = await startSmtp(port, () => 550);
    try {
      const app = await t.buildApp({ smtpUrl: `smtp://127.0.0.1:${port}`, mailRetrySeconds: 3600 });
      const reply = await t.client(app).post('/api/auth/signUp', registration);
      expect(reply.status).toBe(503);
      expect(
        await db().select().from(users).where(eq(users.usernameLower, 'ada.lovelace')),
      ).toHaveLength(0);
      const job = await mailJob();
      expect(job).toMatchObject({ status: 'failed', attempts: 1 });
      expect(job.lastError).toMatch(/refused/);
      await app.jobs.runDue();
      expect(smtp.received).toHaveLength(0);
      const [{ n }] = (
        await db().execute<{ n: number }>(
          sql`select count(*)::int as n from jobs where status = 'queued'`,
        )
      ).rows;
      expect(n).toBe(0);
    } finally {
      await smtp.close();
    }
  });
});
