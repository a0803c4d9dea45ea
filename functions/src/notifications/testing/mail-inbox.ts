import { waitFor } from '../../local/preflight';

/** A message as maildev's REST API lists it (`GET /api/email`). */
export interface CaughtEmail {
  readonly id: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly to: readonly { address: string }[];
  readonly from: readonly { address: string; name: string }[];
}

/**
 * The local mail catcher's inbox (maildev's REST API): the messages sent to one address, waited for because a send
 * returns when maildev accepted the message, before its store lists it.
 */
export function mailInbox(baseUrl: string) {
  const list = async (to: string): Promise<CaughtEmail[]> => {
    const response = await fetch(`${baseUrl}/api/email?to.address=${encodeURIComponent(to)}`);
    if (!response.ok) throw new Error(`maildev answered ${response.status}`);
    return (await response.json()) as CaughtEmail[];
  };
  return {
    list,
    /** Waits until `count` messages to `to` are in the inbox; returns them, oldest first. */
    async waitForMessages(to: string, count = 1): Promise<CaughtEmail[]> {
      return waitFor(`${count} e-mail(s) to ${to}`, async () => {
        const messages = await list(to);
        if (messages.length < count) throw new Error(`${messages.length} so far`);
        return messages;
      });
    },
    /** The raw MIME source, where every header is (the JSON lists only a few). */
    async source(id: string): Promise<string> {
      const response = await fetch(`${baseUrl}/api/email/${encodeURIComponent(id)}/source`);
      if (!response.ok) throw new Error(`maildev answered ${response.status}`);
      return (await response.text()).replace(/\r\n[ \t]+/g, ' ');
    },
  };
}
