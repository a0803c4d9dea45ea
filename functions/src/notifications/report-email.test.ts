import { WIDGET_KINDS, type Widget } from '@thetix/shared/thetix/widgets';
import { describe, expect, it } from 'vitest';
import {
  DISCLAIMER,
  MAIL_TABLE_ROWS,
  SIMULATED_NOTICE,
  renderReportEmail,
  type ReportEmailInput,
} from './report-email';
import { widgetExamples } from './testing/in-memory-delivery';

const REPORT_URL = 'https://thetix.app/dashboard/ask?chat=chat-1';
const UNSUBSCRIBE_URL = 'https://thetix.app/api/public/unsubscribe?token=v1.dXNlcg.daily_report.sig';

const createInput = (overrides: Partial<ReportEmailInput> = {}): ReportEmailInput => ({
  report: {
    title: '☀️ Daily action plan · Wed Nov 25',
    summary: 'Two covered calls are worth a look today.',
    widgets: [widgetExamples.message],
  },
  reportUrl: REPORT_URL,
  settingsUrl: 'https://thetix.app/profile/notifications',
  notificationType: 'daily_report',
  notificationName: 'the daily action plan',
  unsubscribeUrl: UNSUBSCRIBE_URL,
  marketData: 'simulated',
  ...overrides,
});

const withWidgets = (...widgets: Widget[]) => createInput({ report: { ...createInput().report, widgets } });

/** What each example widget must put into both parts (widgetExamples in testing/in-memory-delivery.ts). */
const expectedText: Record<Widget['widget'], string[]> = {
  chart: [
    'AAPL year to date',
    '243.85 (2026-01-02)',
    '271.2 (2026-11-24)',
    'Open in Thetix to see the chart',
  ],
  table: ['Calls to sell', 'Ticker', 'Strike', 'MSFT', '520'],
  alarm: ['Assignment risk (triggered)', 'KO 72 call is in the money'],
  alert: ['Price alert', 'KO above 72: KO &#62; 72'],
  alert_message: ['One call expires Friday'],
  message: ['Income', 'You earned $412 this month'],
  userQuery: ['You asked', 'What should I sell today?'],
  payoff: [
    'MSFT covered call',
    'Stock',
    '$480.00',
    'Call',
    '$520.00',
    'Open in Thetix to see the payoff diagram',
  ],
  optionContract: ['MSFT call $520.00 · 2026-12-04', 'Premium', '$4.10', 'Delta', '0.28'],
  optionsChain: ['KO options · 2026-12-18', '$74.00', '$0.62', '$0.60', '$0.64'],
  price: ['AAPL $271.20 +$1.35 (+0.5 %)'],
  markdown: ['Plan', 'KO'],
  opportunity: ['Opportunity', 'Covered Call (Balanced, Weekly) · AAPL', 'Open in Thetix to review it'],
  transaction: ['Transaction', 'type: sell_call', 'ticker: KO', 'premium: 61'],
  buttonGroup: ['Ask Thetix next', 'Show my open calls', 'Continue in Thetix'],
  section: ['This week', 'Recap my week'],
};

describe('report e-mail', () => {
  it('writes a table wider than four columns twice, wide and stacked for phones, and as records in the text part', () => {
    // Prepare
    const columns = ['Ticker', 'Strike', 'Expiration', 'Contracts', 'Premium ($)'];
    const wide: Widget = { widget: 'table', columns, rows: [['KO', 72, '2026-11-27', 2, 124]] };
    const narrow: Widget = {
      widget: 'table',
      columns: columns.slice(0, 4),
      rows: [['KO', 72, '2026-11-27', 2]],
    };

    // Act
    const wideEmail = renderReportEmail(withWidgets(wide));
    const narrowEmail = renderReportEmail(withWidgets(narrow));

    // Assess
    expect(wideEmail.html).toContain('<div class="tx-wide" style="overflow-x: auto;">');
    expect(wideEmail.html).toMatch(/<table class="tx-stack"[^>]*style="display: none; mso-hide: all;/);
    expect(wideEmail.html).not.toContain('table-layout: fixed');
    expect(wideEmail.text).toContain(
      'KO\n  Strike: 72\n  Expiration: 2026-11-27\n  Contracts: 2\n  Premium ($): 124\n',
    );
    expect(narrowEmail.html).not.toContain('<table class="tx-stack"');
    expect(narrowEmail.text).toContain('Ticker | Strike | Expiration | Contracts\n');
  });

  it.each(WIDGET_KINDS)('renders a %s widget in the HTML and the text part', (kind) => {
    // Act
    const email = renderReportEmail(withWidgets(widgetExamples[kind]));

    // Assess
    for (const text of expectedText[kind]) {
      expect(email.html).toContain(text);
      expect(email.text).toContain(text.replace('&#62;', '>'));
    }
  });

  it('escapes every text a widget or the report carries, and holds no script, image or remote style', () => {
    // Prepare
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const input = createInput({
      report: {
        title: `Plan ${hostile}`,
        summary: `Summary ${hostile}`,
        widgets: [
          { widget: 'markdown', content: hostile },
          { widget: 'table', columns: [hostile], rows: [[hostile], ['javascript:alert(1)']] },
          { widget: 'message', title: hostile, message: hostile, type: 'info', footnote: hostile },
          { widget: 'section', name: hostile, widgets: [{ widget: 'userQuery', query: hostile }] },
        ],
      },
    });

    // Act
    const email = renderReportEmail(input);

    // Assess
    expect(email.html).not.toMatch(/<(script|img|link|iframe|object|embed|form)\b|href="javascript:/i);
    // One style block, the fixed phone layout (issue 30 item 3): nothing of the report's text is in it.
    const styles = [...email.html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    expect(styles).toHaveLength(1);
    expect(styles[0]).toContain('@media only screen and (max-width: 599px)');
    expect(styles[0]).not.toMatch(/alert|script|@import|url\(/);
    expect(email.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(email.text).toContain(hostile);
    expect(email.subject).toBe(`Plan ${hostile}`);
  });

  it('shows markdown as text, its headings and bold in bold in HTML and as written in the text part', () => {
    // Act
    const email = renderReportEmail(withWidgets(widgetExamples.markdown));

    // Assess
    expect(email.html).toContain('<strong>Plan</strong><br>Roll the <strong>KO</strong> call up and out.');
    expect(email.text).toContain('## Plan\nRoll the **KO** call up and out.');
  });

  it('links a table cell only when it is an http(s) URL', () => {
    // Act
    const email = renderReportEmail(
      withWidgets({
        widget: 'table',
        columns: ['Source'],
        rows: [['https://example.com/news?a=1&b=2'], ['javascript:alert(1)']],
      }),
    );

    // Assess
    expect(email.html).toContain('<a href="https://example.com/news?a=1&#38;b=2"');
    expect(email.html).toContain(
      '<td style="padding: 6px 8px; border-bottom: 1px solid #e2e8f0; text-align: left; vertical-align: top;">javascript:alert(1)</td>',
    );
  });

  it('carries the one-click unsubscribe headers and a visible unsubscribe link', () => {
    // Act
    const email = renderReportEmail(createInput());

    // Assess
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<${UNSUBSCRIBE_URL}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(email.html).toContain(`href="${UNSUBSCRIBE_URL}"`);
    expect(email.html).toContain('Unsubscribe from the daily action plan');
    expect(email.text).toContain(`Unsubscribe from the daily action plan: ${UNSUBSCRIBE_URL}`);
  });

  it('offers no unsubscribe for a report that cannot be turned off, only the settings', () => {
    // Act
    const email = renderReportEmail(
      createInput({
        notificationType: 'onboarding_report',
        notificationName: 'the onboarding report',
        unsubscribeUrl: undefined,
      }),
    );

    // Assess
    expect(email.headers).toEqual({});
    expect(email.html).not.toContain('Unsubscribe');
    expect(email.html).toContain('The onboarding report is part of setting up Thetix and is sent once.');
    expect(email.html).toContain('href="https://thetix.app/profile/notifications"');
  });

  it('says it is not investment advice, links back into the app, and says when market data is simulated', () => {
    // Act
    const simulated = renderReportEmail(createInput());
    const live = renderReportEmail(createInput({ marketData: 'live' }));

    // Assess
    for (const part of [simulated.html, simulated.text]) {
      expect(part).toContain(DISCLAIMER);
      expect(part).toContain(SIMULATED_NOTICE);
      expect(part).toContain(REPORT_URL);
    }
    expect(live.html).toContain(DISCLAIMER);
    expect(live.html).not.toContain(SIMULATED_NOTICE);
    expect(live.text).not.toContain(SIMULATED_NOTICE);
  });

  it('names the live vendor and its delay in the footer, as the app badge does', () => {
    // Act
    const note = 'Market data from Massive, delayed 15 minutes, as of when this was made.';
    const live = renderReportEmail(createInput({ marketData: 'live', marketNote: note }));

    // Assess
    expect(live.html).toContain(note);
    expect(live.text).toContain(note);
    expect(live.text).not.toContain(SIMULATED_NOTICE);
  });

  it('puts the title on one line as the subject and the summary first', () => {
    // Act
    const email = renderReportEmail(
      createInput({ report: { title: 'Weekly\r\nreport', summary: 'Up 2 %.', widgets: [] } }),
    );

    // Assess
    expect(email.subject).toBe('Weekly report');
    expect(email.text.startsWith('Weekly report\n\nUp 2 %.\n')).toBe(true);
  });

  it('opens with the morning brief when the report starts with it, the summary only as the inbox preview', () => {
    // Prepare
    const brief = '1. **AAPL $275 call × 12** expires in 3 days (Nov 27): **Hold**: Nothing to do yet.';
    const input = createInput({
      report: {
        title: '☀️ Daily action plan · Tue, Nov 24',
        summary: 'AAPL $275 call × 12 expires in 3 days (Nov 27): Hold: Nothing to do yet.',
        widgets: [
          { widget: 'markdown', title: 'Answer', content: brief },
          { widget: 'table', title: 'Your open calls', columns: ['Ticker'], rows: [['AAPL']] },
        ],
      },
    });

    // Act
    const email = renderReportEmail(input);

    // Assess
    expect(email.text.startsWith(`☀️ Daily action plan · Tue, Nov 24\n\n${brief}\n`)).toBe(true);
    expect(email.html.match(/expires in 3 days/g)).toHaveLength(2);
    expect(email.html.indexOf('<strong>AAPL $275 call × 12</strong>')).toBeLessThan(
      email.html.indexOf('Your open calls'),
    );
  });

  it('leaves hidden widgets out and cuts long tables, pointing to the app for the rest', () => {
    // Prepare
    const rows = Array.from({ length: MAIL_TABLE_ROWS + 7 }, (_, index) => [`row-${index}`]);

    // Act
    const email = renderReportEmail(
      withWidgets(
        { widget: 'message', message: 'hidden text', type: 'info', visible: false },
        { widget: 'table', columns: ['Name'], rows },
      ),
    );

    // Assess
    expect(email.html).not.toContain('hidden text');
    expect(email.html).toContain(`row-${MAIL_TABLE_ROWS - 1}<`);
    expect(email.html).not.toContain(`row-${MAIL_TABLE_ROWS}<`);
    expect(email.html).toContain('7 more in Thetix.');
    expect(email.text).toContain('7 more in Thetix.');
  });
});
