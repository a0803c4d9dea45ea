import nodemailer from 'nodemailer';
import type { EmailSender } from './email-sender';

/**
 * E-mail over SMTP with nodemailer: locally to maildev (`MAIL_SMTP_HOST`/`MAIL_SMTP_PORT`, set by `npm start`),
 * or to any relay a deployment points it at. One pooled-free transport per process; each send opens a connection,
 * which is what a handful of reports per user and day needs.
 */
export function buildSmtpEmailSender(options: { host: string; port: number }): EmailSender {
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: false,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return async (email) => {
    await transport.sendMail({
      from: email.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: { ...email.headers },
    });
  };
}
