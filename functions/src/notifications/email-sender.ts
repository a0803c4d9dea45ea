/**
 * The port every e-mail leaves through. Adapters: SMTP (smtp-email-sender.ts; locally the maildev catcher) and
 * Amazon SES v2 (ses-email-sender.ts), chosen by `EMAIL_ADAPTER`. A send that fails throws: the report job retries.
 */
export interface OutgoingEmail {
  /** `Name <address>` or an address. */
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** Extra headers (List-Unsubscribe and friends), written as given. */
  readonly headers: Readonly<Record<string, string>>;
}

export type EmailSender = (email: OutgoingEmail) => Promise<void>;
