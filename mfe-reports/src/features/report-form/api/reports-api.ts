import {
  REPORT_CALLS,
  REPORT_SERVER_MESSAGES,
  type ReportCriteriaInput,
  type ReportFormat,
  type ReportJob,
  type ReportPath,
  type ReportUserMatch,
} from '@lrp/contract';
import { ApiError, callApi, showErrorAlert, useMutation, useQuery } from '@lrp/shared';
import { apiFieldErrors, callApiForFileOrReply, saveFile } from '@lrp/shared/sections';

/*
 * The report calls (spec 3 §7): POST report/<name> answers the file at once, or 202 with the job that makes a
 * large report; the job is read every second until it is done, then its file is downloaded. Either way the file
 * is saved under the contract's name.
 */

/** How often a job making a report is read again. */
const JOB_POLL_MS = 1000;

/** How far a report has come: the server making it (rows) or the browser receiving it (bytes). */
export type ReportProgress =
  | { stage: 'waiting' }
  | { stage: 'making'; done: number; total: number; message: string | null }
  | { stage: 'receiving'; received: number; expected: number };

interface ReportRequest {
  path: ReportPath;
  format: ReportFormat;
  criteria: ReportCriteriaInput;
  onProgress: (progress: ReportProgress) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const going = (job: ReportJob) => job.state === 'queued' || job.state === 'running';
const jobFailure = (text: string) => new ApiError(text, 200, null, true);

/** The file a report call answers (at once, or once its job is done). */
async function fetchReport({ path, format, criteria, onProgress }: ReportRequest) {
  const call = REPORT_CALLS[path][format === 'pdf' ? 'pdf' : 'xlsx'];
  if (!call) throw new Error(`${path} has no ${format} form`);
  const receiving = (received: number, expected: number) =>
    onProgress({ stage: 'receiving', received, expected });
  onProgress({ stage: 'waiting' });
  const answer = await callApiForFileOrReply<ReportJob>('post', call, criteria, receiving);
  if (answer.file) return answer.file;
  let job = answer.reply.content;
  const message = answer.reply.message;
  onProgress({ stage: 'making', done: job.done, total: job.total, message });
  while (going(job)) {
    await wait(JOB_POLL_MS);
    job = (await callApi<ReportJob>('get', `report/jobs/${encodeURIComponent(job.jobId)}`)).content;
    onProgress({ stage: 'making', done: job.done, total: job.total, message });
  }
  if (job.state === 'failed') throw jobFailure(job.error ?? REPORT_SERVER_MESSAGES.jobFailed);
  const file = await callApiForFileOrReply(
    'get',
    `report/jobs/${encodeURIComponent(job.jobId)}/file`,
    undefined,
    receiving,
  );
  if (!file.file) throw jobFailure(REPORT_SERVER_MESSAGES.jobGone);
  return file.file;
}

/** The file name a report is saved as (spec 3 §7). */
const reportFileName = (path: ReportPath, format: ReportFormat) =>
  (format === 'pdf' ? REPORT_CALLS[path].pdfFile : REPORT_CALLS[path].xlsxFile) ?? '';

/**
 * Runs a report and saves its file, also when the person has gone to another screen meanwhile (a job can take
 * minutes); a failure is the error alert then too (spec 3 §8). A refusal naming fields is the screen's to show.
 */
export const useRunReport = () =>
  useMutation({
    mutationFn: fetchReport,
    meta: { showsOwnError: true },
    onSuccess: (file, { path, format }) => saveFile(file, reportFileName(path, format)),
    onError: (error) => {
      if (!apiFieldErrors(error)) showErrorAlert(error);
    },
  });

/** GET report/users?name=…: the users the picker offers for a name (spec 2 dialog:userPicker). */
export const useReportUsers = (name: string | null) =>
  useQuery({
    queryKey: ['reports', 'users', name],
    queryFn: () =>
      callApi<{ users: ReportUserMatch[] }>(
        'get',
        `report/users?name=${encodeURIComponent(name ?? '')}`,
      ).then((reply) => reply.content.users),
    enabled: name !== null,
  });
