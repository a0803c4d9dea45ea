import { Alert, Box, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { PUBLIC_CARD_UNAVAILABLE } from '@thetix/shared/contracts/thetix';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LogoMark } from '../../../components/logo';
import { paths } from '../../../config/paths';
import type { EmbedOptions } from '../../../lib/embed-options';
import { useEmbedResize, useIsEmbedded } from '../hooks/use-embed-resize';
import { useLivePublicCard } from '../hooks/use-live-public-card';
import { useSharedMeta } from '../hooks/use-shared-meta';
import { darkEmbedVars } from '../model/dark-embed';
import { publicErrorText } from '../model/public-error';
import { PublicCardView } from './public-card-view';
import { PublicPageFrame } from './public-page-frame';

/** Spec part 3 §2: the link from a public card page, outside a frame, to its collection. */
export const VIEW_COLLECTION = 'View all cards in collection';

export interface PublicCardFlags extends Partial<EmbedOptions> {
  /** screenshot=true: the card alone, for image capture. */
  screenshot: boolean;
  /** social=true: the card in a 1200x630 share image (spec part 1 §2, social image size). */
  social: boolean;
}

function CardContent(props: {
  cardId: string;
  footer: (collectionId: string) => ReactNode;
  /** In a frame: a card that is not available is one line of notice, not a box (issue 30 item 1). */
  oneLineError?: boolean;
  compact?: boolean;
  dark?: boolean;
}) {
  const card = useLivePublicCard(props.cardId);
  useSharedMeta(
    card.data?.card.query,
    card.data ? `From the collection ${card.data.collection.name}` : undefined,
  );
  if (card.isPending)
    return (
      <HStack justify="center" py="10">
        <Spinner color="brand.600" aria-label="Loading card" />
      </HStack>
    );
  if (card.isError) {
    const text = publicErrorText(card.error, PUBLIC_CARD_UNAVAILABLE);
    return props.oneLineError ? (
      <Text role="status" fontSize="sm" color="fg.muted" px="1" data-notice="unavailable">
        {text}
      </Text>
    ) : (
      <Alert.Root status="warning" rounded="xl">
        <Alert.Indicator />
        <Alert.Title>{text}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <PublicCardView
      card={card.data.card}
      footer={props.footer(card.data.collection.id)}
      compact={props.compact}
      dark={props.dark}
    />
  );
}

/** A framed page draws nothing behind the card, so the host page shows around its rounded corners. */
function useTransparentPage(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const pageElements = [document.documentElement, document.body];
    const before = pageElements.map((element) => element.style.background);
    for (const element of pageElements) element.style.background = 'transparent';
    return () => pageElements.forEach((element, index) => (element.style.background = before[index] ?? ''));
  }, [enabled]);
}

/**
 * /public/thetix-card/{cardId} (spec part 3 §2). Four layouts: bare for screenshots, a share image for social,
 * embedded (reports its height to the host page, which embed.js applies; compact and dark on request; opens the
 * collection in a new tab), and the full page.
 */
export function PublicCardPage({ cardId, flags }: { cardId: string; flags: PublicCardFlags }) {
  const embedded = useIsEmbedded();
  const root = useRef<HTMLDivElement>(null);
  useEmbedResize(root, cardId, embedded);
  useTransparentPage(embedded);
  const dark = embedded && flags.theme === 'dark';

  if (flags.social)
    return (
      <Box w="1200px" h="630px" overflow="hidden" bg="brand.50" p="12" data-layout="social">
        <Stack gap="6" h="full">
          <HStack gap="3">
            <LogoMark size={10} />
            <Text fontSize="2xl" fontWeight="bold" color="gray.900">
              Thetix
            </Text>
          </HStack>
          <Box flex="1" overflow="hidden">
            <CardContent cardId={cardId} footer={() => null} />
          </Box>
        </Stack>
      </Box>
    );
  if (flags.screenshot || embedded) {
    return (
      <Box
        ref={root}
        p={embedded ? '1' : '4'}
        data-layout={embedded ? 'embedded' : 'screenshot'}
        data-theme={embedded ? (flags.theme ?? 'light') : undefined}
        css={dark ? darkEmbedVars : undefined}
      >
        <CardContent
          cardId={cardId}
          oneLineError={embedded}
          compact={embedded && flags.compact}
          dark={dark}
          footer={(collectionId) =>
            embedded ? (
              <Link
                href={paths.publicCards.collection.getHref(collectionId)}
                target="_blank"
                rel="noopener"
                fontSize="sm"
                color={dark ? 'brand.200' : 'brand.700'}
              >
                View this collection on Thetix
              </Link>
            ) : null
          }
        />
      </Box>
    );
  }
  return (
    <PublicPageFrame>
      <CardContent
        cardId={cardId}
        footer={(collectionId) => (
          <Link asChild fontSize="sm" color="brand.700" fontWeight="medium">
            <RouterLink to={paths.publicCards.collection.getHref(collectionId)}>{VIEW_COLLECTION}</RouterLink>
          </Link>
        )}
      />
    </PublicPageFrame>
  );
}
