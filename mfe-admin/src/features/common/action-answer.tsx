import { Alert } from '@lrp/shared';

/** What the server answered an action (Reload Configuration, End User Sessions, a migration). */
export type Answer = { ok: boolean; text: string };

/** The server's answer under an action's button: a status when it went through, an alert when it was refused. */
export function ActionAnswer({ answer }: { answer: Answer | null }) {
  if (!answer) return null;
  return (
    <Alert color={answer.ok ? 'teal' : 'red'} variant="light" role={answer.ok ? 'status' : 'alert'}>
      {answer.text}
    </Alert>
  );
}
