import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInDom } from '../../../components/testing/render-in-dom';
import { ChatInput } from './chat-input';

describe('ChatInput', () => {
  it('holds at most 1,000 characters and counts them as the limit nears (issue 30 item 6)', () => {
    // Prepare
    const onSend = vi.fn(() => true);
    renderInDom(<ChatInput placeholder="Ask" busy={false} onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;

    // Act: a short question, then a pasted 1,200 characters
    fireEvent.change(input, { target: { value: 'premium on KO' } });
    const countedShort = screen.queryByText(/characters/);
    fireEvent.change(input, { target: { value: 'x'.repeat(1_200) } });

    // Assess
    expect(countedShort).toBeNull();
    expect(input.value).toHaveLength(1_000);
    expect(input.maxLength).toBe(1_000);
    expect(screen.getByText(/characters/).textContent).toBe(
      '1,000 / 1,000 characters: a question holds at most 1,000',
    );
  });
});
