import {
  Button,
  CloseButton,
  Code,
  Dialog,
  HStack,
  Input,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { paths } from '../../../config/paths';

/** Spec part 3 §9: the copy confirmation lasts 2 s; an embed is 100 % wide, 500 px high, at least 400 px. */
export const COPIED_MS = 2_000;
export const EMBED = { width: '100%', height: 500, minHeight: 400 } as const;

export const publicCardUrl = (cardId: string, origin = window.location.origin) =>
  `${origin}${paths.publicCards.card.getHref(cardId)}`;

export const embedSnippet = (url: string) =>
  `<iframe src="${url}" width="${EMBED.width}" height="${EMBED.height}" style="min-height: ${EMBED.minHeight}px; border: 0;" loading="lazy" title="Thetix card"></iframe>`;

/** Clipboard writes need a secure context and permission; the old selection command covers the rest. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={label}
      onClick={() => void copyText(text).then((done) => setCopied(done))}
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}

/** Share Card (spec part 3 §2): the public link and an iframe snippet, each with a copy button. */
export function ShareCardDialog(props: { open: boolean; cardId: string; onClose: () => void }) {
  const url = publicCardUrl(props.cardId);
  const snippet = embedSnippet(url);
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => (details.open ? undefined : props.onClose())}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content rounded="2xl">
            <Dialog.Header>
              <Dialog.Title>Share Card</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Stack gap="1.5">
                  <Text fontWeight="medium" fontSize="sm">
                    Link
                  </Text>
                  <HStack>
                    <Input size="sm" readOnly value={url} aria-label="Card link" />
                    <CopyButton text={url} label="Copy link" />
                  </HStack>
                </Stack>
                <Stack gap="1.5">
                  <Text fontWeight="medium" fontSize="sm">
                    Embed
                  </Text>
                  <Textarea
                    size="sm"
                    readOnly
                    value={snippet}
                    rows={4}
                    fontFamily="mono"
                    aria-label="Embed code"
                  />
                  <HStack justify="space-between">
                    <Text fontSize="xs" color="fg.muted">
                      Paste into any page: <Code size="sm">height {EMBED.height}</Code>, at least{' '}
                      {EMBED.minHeight} px.
                    </Text>
                    <CopyButton text={snippet} label="Copy embed code" />
                  </HStack>
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onClose}>
                Close
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
