import { useT } from '~/i18n/useT';
import type { LocalText } from './types';

/** Resolves catalog text (already localised) or an interface message to a string. */
export function useLocalText(): (text: LocalText) => string {
  const t = useT();
  return (text) => ('key' in text ? t(text.key) : text.text);
}
