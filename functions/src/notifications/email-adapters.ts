import { SESv2Client } from '@aws-sdk/client-sesv2';
import type { Config } from '../config';
import type { EmailSender } from './email-sender';
import { buildSesEmailSender } from './ses-email-sender';
import { buildSmtpEmailSender } from './smtp-email-sender';

/** The adapter `EMAIL_ADAPTER` names: SMTP (the local default, maildev) or SES in AWS. */
export function defaultEmailSender(
  settings: Pick<Config, 'EMAIL_ADAPTER' | 'MAIL_SMTP_HOST' | 'MAIL_SMTP_PORT' | 'AWS_REGION'>,
): EmailSender {
  if (settings.EMAIL_ADAPTER === 'ses')
    return buildSesEmailSender(new SESv2Client({ region: settings.AWS_REGION }));
  return buildSmtpEmailSender({ host: settings.MAIL_SMTP_HOST, port: settings.MAIL_SMTP_PORT });
}
