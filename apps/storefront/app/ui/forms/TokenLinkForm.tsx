import { Form, useNavigation } from 'react-router';
import type { FormNotice } from './FormStatus';
import { buttonClass } from '~/ui/button';

interface TokenLinkFormProps {
  /** The page heading's id, which names the form. */
  labelledBy: string;
  intro: string;
  /** The e-mailed link's token, posted back with the press of the button. */
  token: string;
  submitLabel: string;
}

/**
 * The one button that carries out what an e-mailed link asks for (confirm an address, stop an alert): opening the link
 * changes nothing, the press posts its token (the button says it is busy while that posts).
 */
export function TokenLinkForm({ labelledBy, intro, token, submitLabel }: TokenLinkFormProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" aria-labelledby={labelledBy} className="space-y-5">
      <p className="text-muted">{intro}</p>
      <input type="hidden" name="token" value={token} />
      <button type="submit" className={buttonClass('primary')} aria-disabled={busy}>
        {submitLabel}
      </button>
    </Form>
  );
}

/** What pressing an e-mailed link's button came to. */
export type TokenLinkResult = { status: 'done'; email: string } | { status: 'invalid' } | { status: 'failed' };

interface TokenLinkTexts {
  done: (email: string) => string;
  invalid: string;
  failed: string;
}

/** A link without a token is invalid before anything is posted. */
export function isInvalidLink(result: TokenLinkResult | undefined, token: string): boolean {
  return result?.status === 'invalid' || (!result && !token);
}

/** The outcome to show above the form: done (for the address), the link invalid, or a failure to try again. */
export function tokenLinkNotice(result: TokenLinkResult | undefined, token: string, texts: TokenLinkTexts): FormNotice {
  if (result?.status === 'done') return { kind: 'success', text: texts.done(result.email) };
  if (isInvalidLink(result, token)) return { kind: 'error', text: texts.invalid };
  return result?.status === 'failed' ? { kind: 'error', text: texts.failed } : null;
}
