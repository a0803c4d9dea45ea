import type { LegalDocument } from './legal-document';

export const privacy: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2026-11-23',
  intro:
    'This policy explains what Thetix collects, why, who processes it for us, how long we keep it and the choices you have. We collect only what the service needs to work.',
  sections: [
    {
      id: 'what-we-collect',
      title: 'What we collect',
      paragraphs: ['We collect:'],
      bullets: [
        'Account data: your email address, name if you give one, and sign-in records.',
        'Brokerage data, read-only: the accounts, positions, option contracts and transactions of the brokerage accounts you choose to connect, or the positions you enter by hand.',
        'Preferences: your goals, risk level, alert settings and the Thetix cards and questions you create.',
        'Technical data: basic logs (time, page or endpoint, browser type, IP address) used to run and secure the service.',
      ],
    },
    {
      id: 'brokerage-connections',
      title: 'Brokerage connections',
      paragraphs: [
        'Brokerage accounts are connected through a data aggregator (such as Plaid). You sign in to your broker with the aggregator, not with us; Thetix never sees or stores your brokerage password.',
        'The access we request is read-only. Thetix has no trading permissions and cannot place orders, move money or change anything in your brokerage account. You can disconnect an account at any time from your profile.',
      ],
    },
    {
      id: 'how-we-use-data',
      title: 'How we use your data',
      paragraphs: [
        'We use your data to calculate opportunities for your positions, send the alerts you ask for, answer your questions, keep the service secure and improve it. We do not sell your personal data and we do not use it for advertising.',
      ],
    },
    {
      id: 'processors',
      title: 'Who processes your data',
      paragraphs: ['We share data only with the processors that run the service for us, under contract:'],
      bullets: [
        'Amazon Web Services (AWS): hosting, storage, sign-in and email delivery.',
        'The brokerage data aggregator: connecting your brokerage accounts and retrieving read-only data.',
      ],
    },
    {
      id: 'retention',
      title: 'Retention',
      paragraphs: [
        'We keep your data while your account is open. When you disconnect a brokerage account, we stop retrieving its data. When you ask us to delete your account, we delete your personal and brokerage data within 30 days, except records we must keep by law; backups expire on their own schedule shortly after. Technical logs are kept for a limited period for security.',
      ],
    },
    {
      id: 'security',
      title: 'Security',
      paragraphs: [
        'Data travels over encrypted connections (HTTPS) and is stored in AWS services that encrypt it at rest. Access is limited to the people who need it to run the service. No system is perfectly secure; we will tell you promptly if a breach affects your data.',
      ],
    },
    {
      id: 'your-choices',
      title: 'Your choices and rights',
      paragraphs: [
        'You can see and change your profile and disconnect brokerage accounts in the app. You can ask us for a copy of your data, or to correct or delete it (including your whole account), and depending on where you live you may have further rights under local law.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      paragraphs: ['For any privacy question or request, write to us.'],
      contact: true,
    },
  ],
};
