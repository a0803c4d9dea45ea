import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** A card in a public collection links to its own page: the one to share or embed. */
export function PublicCardLinkFooter({ cardId }: { cardId: string }) {
  return (
    <Link asChild fontSize="sm" color="brand.700">
      <RouterLink to={paths.publicCards.card.getHref(cardId)}>Open card</RouterLink>
    </Link>
  );
}
