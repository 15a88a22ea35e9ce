import { useMemo } from 'react';
import { useRootData } from '~/lib/root-data';
import { createTranslator, type Messages, type Translate } from './translate';

const NO_MESSAGES: Messages = {};

/** The translator for the active store locale (the messages come with the root loader data). */
export function useT(): Translate {
  const messages = useRootData()?.messages ?? NO_MESSAGES;
  return useMemo(() => createTranslator(messages), [messages]);
}
