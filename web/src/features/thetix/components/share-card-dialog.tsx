import {
  Button,
  CloseButton,
  Code,
  Dialog,
  HStack,
  Input,
  Portal,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { paths } from '../../../config/paths';
import { DEFAULT_EMBED, embedQuery, type EmbedOptions } from '../../../lib/embed-options';

/** Spec part 3 §9: the copy confirmation lasts 2 s; an embed is 100 % wide, 500 px high, at least 400 px. */
export const COPIED_MS = 2_000;
export const EMBED = { width: '100%', height: 500, minHeight: 400 } as const;

export const publicCardUrl = (cardId: string, origin = window.location.origin) =>
  `${origin}${paths.publicCards.card.getHref(cardId)}`;

/** The loader beside the frame (web/public/embed.js): it fits the frame to the card's own resize messages. */
export const embedLoaderUrl = (origin = window.location.origin) => `${origin}/embed.js`;

/**
 * The frame with the spec's size (what a page without scripts keeps) and the loader that then fits it to the card
 * (issue 30 item 1); `options` become the frame's query string.
 */
export const embedSnippet = (
  url: string,
  options: EmbedOptions = DEFAULT_EMBED,
  loaderUrl = embedLoaderUrl(new URL(url).origin),
) =>
  `<iframe src="${url}${embedQuery(options)}" width="${EMBED.width}" height="${EMBED.height}" style="min-height: ${EMBED.minHeight}px; border: 0;" loading="lazy" title="Thetix card"></iframe>\n<script async src="${loaderUrl}"></script>`;

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

function OptionSwitch(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Switch.Root
      size="sm"
      checked={props.checked}
      onCheckedChange={(details) => props.onChange(details.checked)}
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{props.label}</Switch.Label>
    </Switch.Root>
  );
}

/**
 * Share Card (spec part 3 §2): the public link and an embed snippet, each with a copy button. The snippet is the
 * frame plus the loader that fits it to the card, compact (no header) and dark on request (issue 30 item 1).
 */
export function ShareCardDialog(props: { open: boolean; cardId: string; onClose: () => void }) {
  const url = publicCardUrl(props.cardId);
  const [compact, setCompact] = useState(false);
  const [dark, setDark] = useState(false);
  const snippet = embedSnippet(url, { compact, theme: dark ? 'dark' : 'light' });
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
                  <HStack gap="4" wrap="wrap">
                    <OptionSwitch label="Compact (no header)" checked={compact} onChange={setCompact} />
                    <OptionSwitch label="Dark theme" checked={dark} onChange={setDark} />
                  </HStack>
                  <Textarea
                    size="sm"
                    readOnly
                    value={snippet}
                    rows={5}
                    fontFamily="mono"
                    aria-label="Embed code"
                  />
                  <HStack justify="space-between">
                    <Text fontSize="xs" color="fg.muted">
                      Paste into any page: <Code size="sm">embed.js</Code> fits the frame to the card; without
                      it the frame stays {EMBED.height} px high.
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
