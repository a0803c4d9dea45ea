import { Button, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';

/** A password field with a Show/Hide toggle, so a long password can be checked before it is sent. */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <Button
          variant="ghost"
          size="xs"
          me="-2"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
        >
          {visible ? 'Hide' : 'Show'}
        </Button>
      }
    >
      <Input type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
}
