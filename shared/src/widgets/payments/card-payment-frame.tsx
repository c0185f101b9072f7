import { Box } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { cardFrameMessageSchema, type CardTransactionResponse } from '@lrp/contract';

export const CARD_FRAME_HEIGHT = 500;

/**
 * The card provider's hosted page in a frame (spec 1 §4): on opening, a hidden token is posted into the
 * frame; the page answers by message: a transaction response is passed on, cancel closes, resize is ignored,
 * anything else (or from another origin) is ignored.
 * @param pageUrl the CARD_PAYMENT_PAGE_URL of the start-up configuration
 */
export function CardPaymentFrame({
  pageUrl,
  token,
  title,
  onResponse,
  onCancel,
  onOtherMessage,
}: {
  pageUrl: string;
  token: string;
  title: string;
  onResponse: (response: CardTransactionResponse) => void;
  onCancel: () => void;
  /** What an unknown message from the card page means; the preauthorization dialog treats it as cancel. */
  onOtherMessage?: () => void;
}) {
  const name = `card-frame-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const form = useRef<HTMLFormElement>(null);
  const handlers = useRef({ onResponse, onCancel, onOtherMessage });
  handlers.current = { onResponse, onCancel, onOtherMessage };

  useEffect(() => {
    form.current?.submit();
  }, [token, pageUrl]);

  useEffect(() => {
    const origin = new URL(pageUrl, window.location.href).origin;
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const message = cardFrameMessageSchema.safeParse(event.data);
      if (!message.success) {
        handlers.current.onOtherMessage?.();
        return;
      }
      if (message.data.type === 'transactionResponse')
        handlers.current.onResponse(message.data.response);
      else if (message.data.type === 'cancel') handlers.current.onCancel();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [pageUrl]);

  return (
    <Box>
      <form ref={form} action={pageUrl} method="post" target={name} style={{ display: 'none' }}>
        <input type="hidden" name="token" value={token} readOnly />
      </form>
      <iframe
        name={name}
        title={title}
        style={{ width: '100%', height: CARD_FRAME_HEIGHT, border: 0, display: 'block' }}
      />
    </Box>
  );
}
