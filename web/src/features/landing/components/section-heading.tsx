import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The eyebrow, h2 and lead every landing section opens with, so the page reads as one document outline. */
export function SectionHeading(props: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  align?: 'start' | 'center';
  inverted?: boolean;
}) {
  const center = props.align === 'center';
  return (
    <Stack gap="3" maxW="2xl" mx={center ? 'auto' : undefined} textAlign={center ? 'center' : 'start'}>
      <Text
        fontSize="sm"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wider"
        color={props.inverted ? 'brand.300' : 'brand.700'}
      >
        {props.eyebrow}
      </Text>
      <Heading
        as="h2"
        id={props.id}
        fontSize={{ base: '2xl', md: '4xl' }}
        lineHeight="1.15"
        letterSpacing="tight"
        color={props.inverted ? 'white' : 'gray.900'}
      >
        {props.title}
      </Heading>
      {props.children ? (
        <Text fontSize={{ base: 'md', md: 'lg' }} color={props.inverted ? 'gray.300' : 'gray.600'}>
          {props.children}
        </Text>
      ) : null}
    </Stack>
  );
}
