import { Button, HStack, Textarea } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';

/** Spec part 3 §2 and §9: the input grows with its text up to 120 px, then scrolls. */
export const CHAT_INPUT_MAX_HEIGHT = 120;

/**
 * The chat input (spec part 3 §2, §5): Enter sends, Shift+Enter adds a line; blank text is never sent and nothing
 * is sent while a question is being answered (`busy`). The text is kept when `onSend` refuses it.
 */
export function ChatInput({
  placeholder,
  busy,
  disabled = false,
  onSend,
}: {
  placeholder: string;
  busy: boolean;
  disabled?: boolean;
  onSend: (text: string) => boolean;
}) {
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, CHAT_INPUT_MAX_HEIGHT)}px`;
  }, [text]);
  const blocked = busy || disabled || text.trim() === '';
  const submit = () => {
    if (!blocked && onSend(text)) setText('');
  };
  return (
    <HStack align="end" gap="2">
      <Textarea
        ref={area}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          submit();
        }}
        placeholder={placeholder}
        aria-label="Message"
        rows={1}
        resize="none"
        minH="10"
        maxH={`${CHAT_INPUT_MAX_HEIGHT}px`}
        overflowY="auto"
        bg="white"
        disabled={disabled}
      />
      <Button colorPalette="brand" onClick={submit} disabled={blocked} loading={busy} flexShrink={0}>
        Send
      </Button>
    </HStack>
  );
}
