import type core from './core/en-US.json';
import type catalog from './catalog/en-US.json';
import type product from './product/en-US.json';
import type content from './content/en-US.json';
import type cart from './cart/en-US.json';
import type account from './account/en-US.json';
import type order from './order/en-US.json';

/** Every interface string has a key in one of the en-US catalogues, the reference. */
export type MessageKey = keyof (typeof core &
  typeof catalog &
  typeof product &
  typeof content &
  typeof cart &
  typeof account &
  typeof order);
export type Messages = Partial<Record<MessageKey, string>>;
export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Looks a key up and fills its {param} placeholders; unknown keys render as the key itself. */
export function translate(messages: Messages, key: MessageKey, params?: MessageParams): string {
  const template = messages[key] ?? key;
  if (!params) return template;
  return template.replace(PLACEHOLDER, (match, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : match));
}

export function createTranslator(messages: Messages): Translate {
  return (key, params) => translate(messages, key, params);
}
