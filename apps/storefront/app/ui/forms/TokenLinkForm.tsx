import { Form, useNavigation } from 'react-router';
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
