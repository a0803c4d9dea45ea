/**
 * React, Chakra's styled system and Emotion, as one stage of the app's start (main.tsx): their modules' own
 * evaluation, in a task before the design system is built on them.
 */
export { ChakraProvider } from '@chakra-ui/react';
