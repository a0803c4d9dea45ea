import { Box, Image } from '@chakra-ui/react';
import { useCompany } from '../api/get-company';

/** The company's icon (an SVG data URL from the directory), or its ticker's initial while it loads. */
export function TickerIcon({ ticker, size = '10' }: { ticker: string; size?: string }) {
  const company = useCompany(ticker);
  if (company.data?.iconUrl)
    return <Image src={company.data.iconUrl} alt="" boxSize={size} rounded="lg" flexShrink={0} />;
  return (
    <Box
      boxSize={size}
      rounded="lg"
      bg="gray.200"
      color="gray.700"
      display="grid"
      placeItems="center"
      fontWeight="bold"
      flexShrink={0}
      aria-hidden="true"
    >
      {ticker.slice(0, 1)}
    </Box>
  );
}
