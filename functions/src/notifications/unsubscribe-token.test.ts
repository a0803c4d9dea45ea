import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const KEY = 'k'.repeat(43);
const USER = '3f1c7a52-8d2e-4a51-9b0e-2c6f5d7e8a90';

describe('unsubscribe tokens', () => {
  it('carry the user and the notification type they were signed for', () => {
    // Prepare
    const token = signUnsubscribeToken(KEY, { userId: USER, notificationType: 'daily_report' });

    // Act
    const claim = verifyUnsubscribeToken(KEY, token);

    // Assess
    expect(claim).toEqual({ userId: USER, notificationType: 'daily_report' });
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
  });

  it('refuse a forged signature', () => {
    // Prepare
    const token = signUnsubscribeToken(KEY, { userId: USER, notificationType: 'daily_report' });
    const parts = token.split('.');
    const forged = [...parts.slice(0, 3), Buffer.alloc(32, 7).toString('base64url')].join('.');

    // Act & Assess
    expect(verifyUnsubscribeToken(KEY, forged)).toBeUndefined();
  });

  it("refuse a token whose type was changed to another one's", () => {
    // Prepare
    const [version, user, , signature] = signUnsubscribeToken(KEY, {
      userId: USER,
      notificationType: 'daily_report',
    }).split('.');

    // Act
    const otherType = [version, user, 'weekly_report', signature].join('.');

    // Assess
    expect(verifyUnsubscribeToken(KEY, otherType)).toBeUndefined();
  });

  it("refuse a token whose user was changed to another one's", () => {
    // Prepare
    const [version, , type, signature] = signUnsubscribeToken(KEY, {
      userId: USER,
      notificationType: 'daily_report',
    }).split('.');
    const otherUser = Buffer.from('someone-else').toString('base64url');

    // Act & Assess
    expect(verifyUnsubscribeToken(KEY, [version, otherUser, type, signature].join('.'))).toBeUndefined();
  });

  it('refuse a token signed with another key', () => {
    // Prepare
    const token = signUnsubscribeToken('x'.repeat(43), { userId: USER, notificationType: 'daily_report' });

    // Act & Assess
    expect(verifyUnsubscribeToken(KEY, token)).toBeUndefined();
  });

  it.each([
    ['an empty text', ''],
    ['too few parts', 'v1.abc.daily_report'],
    ['an unknown version', `v2.${Buffer.from(USER).toString('base64url')}.daily_report.abc`],
    ['an unknown type', `v1.${Buffer.from(USER).toString('base64url')}.spam_report.abc`],
    ['an empty user', 'v1..daily_report.abc'],
    ['a user id that is not base64url', 'v1.a+b.daily_report.abc'],
  ])('refuse %s', (_case, token) => {
    expect(verifyUnsubscribeToken(KEY, token)).toBeUndefined();
  });
});
