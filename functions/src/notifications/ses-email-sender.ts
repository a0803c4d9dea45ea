import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { EmailSender, OutgoingEmail } from './email-sender';

/**
 * The whole MIME message, built by nodemailer's composer: SES's `Simple` content can carry custom headers too, but
 * the raw form keeps exactly what the SMTP adapter sends (the same composer builds both), so what maildev shows
 * locally is what SES delivers.
 */
export async function composeRawEmail(email: OutgoingEmail): Promise<Buffer> {
  return new MailComposer({
    from: email.from,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    headers: { ...email.headers },
  })
    .compile()
    .build();
}

/**
 * Amazon SES v2 `SendEmail` with `Content.Raw`. The From address (or its domain) must be a verified SES identity,
 * and the account out of the SES sandbox to reach any address; both are set up outside the app (docs/decisions.md).
 */
export function buildSesEmailSender(client: SESv2Client): EmailSender {
  return async (email) => {
    await client.send(
      new SendEmailCommand({
        Destination: { ToAddresses: [email.to] },
        Content: { Raw: { Data: await composeRawEmail(email) } },
      }),
    );
  };
}
