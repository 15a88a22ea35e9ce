import type enUS from './en-US.json';

/** Every interface string has a key in en-US.json, the reference catalogue. */
export type MessageKey = keyof typeof enUS;
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
