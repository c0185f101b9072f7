import type {
  CodedMessage,
  EfileReviewRequest,
  EfileStatus,
  EfileSubmissionRow,
} from '@lrp/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { efileSubmissions, type UserRow } from '../../db/schema';
import { ApiError } from '../../plugins/envelope';
import { writeAudit } from '../audit/repository';
import { enqueueEfileMail } from './mail';
import { EFILE } from './messages';
import { listedRow, submissionByNumber } from './submissions';

/*
 * The county's review of a submission (docs/efile.md "The county's review"): NEW -> IN_REVIEW (someone is working
 * on it), and NEW or IN_REVIEW -> ACCEPTED or REJECTED (with the reason the submitter reads). Accepting and
 * rejecting are final and e-mail the submitter through the job queue; every step is audited (EFILE_REVIEW).
 */

const TARGET: Record<EfileReviewRequest['action'], EfileStatus> = {
  REVIEW: 'IN_REVIEW',
  ACCEPT: 'ACCEPTED',
  REJECT: 'REJECTED',
};

/** Which statuses each action may start from. */
const FROM: Record<EfileReviewRequest['action'], readonly EfileStatus[]> = {
  REVIEW: ['NEW'],
  ACCEPT: ['NEW', 'IN_REVIEW'],
  REJECT: ['NEW', 'IN_REVIEW'],
};

/** What a second review of a finished (or already taken) submission is told. */
const ALREADY: Record<EfileStatus, CodedMessage> = {
  NEW: EFILE.alreadyInReview,
  IN_REVIEW: EFILE.alreadyInReview,
  ACCEPTED: EFILE.alreadyAccepted,
  REJECTED: EFILE.alreadyRejected,
};

export async function reviewSubmission(
  app: FastifyInstance,
  reviewer: UserRow,
  request: EfileReviewRequest,
  clientAddress: string,
): Promise<EfileSubmissionRow> {
  return app.db.transaction(async (tx) => {
    const found = await submissionByNumber(tx, request.transactionNumber, true);
    if (!found) throw new ApiError(404, EFILE.unknownSubmission);
    const { submission, upload } = found;
    const status = TARGET[request.action];
    if (!FROM[request.action].includes(submission.status))
      throw new ApiError(409, ALREADY[submission.status]);
    const reason = request.action === 'REJECT' ? request.reason : null;
    const [updated] = await tx
      .update(efileSubmissions)
      .set({ status, reason, reviewedBy: reviewer.username, reviewedAt: sql`now()` })
      .where(eq(efileSubmissions.id, submission.id))
      .returning();
    if (status === 'ACCEPTED' || status === 'REJECTED')
      await enqueueEfileMail(app, tx, submission.id, 'reviewed');
    await writeAudit(tx, {
      type: 'EFILE_REVIEW',
      userId: reviewer.id,
      username: reviewer.username,
      accountId: submission.accountId,
      clientAddress,
      detail: {
        transactionNumber: submission.transactionNumber,
        from: submission.status,
        to: status,
        ...(reason ? { reason } : {}),
        submitter: submission.username,
      },
    });
    return listedRow(updated, upload.fileName);
  });
}
