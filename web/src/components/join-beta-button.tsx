import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { rememberLandingSource } from '../lib/landing-source';

/** Every 'Join the Beta' button leads to sign-in and remembers the page it was pressed on (spec part 1 §2). */
export function JoinBetaButton(props: Omit<ButtonProps, 'asChild' | 'children'>) {
  const location = useLocation();
  return (
    <Button asChild colorPalette="brand" {...props}>
      <RouterLink to={paths.auth.login.getHref()} onClick={() => rememberLandingSource(location)}>
        Join the Beta
      </RouterLink>
    </Button>
  );
}
