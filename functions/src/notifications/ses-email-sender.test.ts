import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OutgoingEmail } from './email-sender';
import { buildSesEmailSender } from './ses-email-sender';

const ses = mockClient(SESv2Client);
const UNSUBSCRIBE = 'https://thetix.app/api/public/unsubscribe?token=v1.dXNlci0x.daily_report.c2ln';

const createEmail = (overrides: Partial<OutgoingEmail> = {}): OutgoingEmail => ({
  from: 'Thetix <reports@thetix.app>',
  to: 'investor@example.com',
  subject: '☀️ Daily action plan · Wed Nov 25',
  html: '<p>Two covered calls are worth a look today.</p>',
  text: 'Two covered calls are worth a look today.',
  headers: { 'List-Unsubscribe': `<${UNSUBSCRIBE}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  ...overrides,
});

/** The raw MIME message the adapter handed to SES, with soft line breaks of encoded headers unfolded. */
const sentMessage = () => {
  const input = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
  return {
    input,
    raw: Buffer.from(input.Content!.Raw!.Data!)
      .toString('utf8')
      .replace(/\r\n[ \t]+/g, ' '),
  };
};

describe('the SES e-mail adapter', () => {
  beforeEach(() => {
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-message-1' });
  });

  it('sends one raw MIME message to the recipient, carrying the one-click unsubscribe headers', async () => {
    // Prepare
    const send = buildSesEmailSender(new SESv2Client({ region: 'us-east-1' }));

    // Act
    await send(createEmail());

    // Assess
    const { input, raw } = sentMessage();
    expect(input.Destination).toEqual({ ToAddresses: ['investor@example.com'] });
    expect(raw).toContain(`List-Unsubscribe: <${UNSUBSCRIBE}>`);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).toContain('From: Thetix <reports@thetix.app>');
    expect(raw).toContain('To: investor@example.com');
    expect(raw).toContain('Subject: =?UTF-8?');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toContain('Content-Type: text/plain; charset=utf-8');
    expect(raw).toContain('Content-Type: text/html; charset=utf-8');
  });

  it('lets a refusal by SES reach the caller, so the report job retries', async () => {
    // Prepare
    ses.on(SendEmailCommand).rejects(new Error('Email address is not verified.'));
    const send = buildSesEmailSender(new SESv2Client({ region: 'us-east-1' }));

    // Act & Assess
    await expect(send(createEmail())).rejects.toThrow('Email address is not verified.');
  });
});
