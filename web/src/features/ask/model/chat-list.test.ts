import { describe, expect, it } from 'vitest';
import { createChat } from '../testing/chat-fixture';
import { groupChats, latestMatching, truncateTitle } from './chat-list';

describe('chat list (spec part 3 §2)', () => {
  it('puts chats changed on the device’s current day under Today and the rest under Previous', () => {
    const now = new Date(2026, 10, 25, 15, 0);
    const today = createChat({ id: 'today', updated_at: new Date(2026, 10, 25, 8, 0).toISOString() });
    const yesterday = createChat({ id: 'old', updated_at: new Date(2026, 10, 24, 23, 0).toISOString() });

    const groups = groupChats([today, yesterday], now);

    expect(groups.today.map((chat) => chat.id)).toEqual(['today']);
    expect(groups.previous.map((chat) => chat.id)).toEqual(['old']);
  });

  it('opens the latest chat matching the place', () => {
    const chats = [
      createChat({ id: 'plan', chat_type: 'dashboard', updated_at: '2026-11-25T12:00:00.000Z' }),
      createChat({ id: 'older', updated_at: '2026-11-24T12:00:00.000Z' }),
      createChat({ id: 'newer', updated_at: '2026-11-25T09:00:00.000Z' }),
    ];

    expect(latestMatching(chats, (chat) => chat.chat_type === 'general')?.id).toBe('newer');
    expect(latestMatching(chats, (chat) => chat.chat_type === 'opportunity')).toBeUndefined();
  });

  it('cuts titles at 50 characters', () => {
    const long = 'x'.repeat(60);

    expect(truncateTitle(long)).toHaveLength(50);
    expect(truncateTitle('Short')).toBe('Short');
  });
});
