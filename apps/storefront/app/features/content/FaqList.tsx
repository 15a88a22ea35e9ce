import { CmsHtml } from '~/ui/CmsHtml';
import { Icon } from '~/ui/icons';
import type { FaqContent } from './cms-html';
import { PROSE_CLASS } from './prose';

/** Questions as a details/summary list: works without JavaScript, each question stays an h2. */
export function FaqList({ faq }: { faq: FaqContent }) {
  return (
    <>
      {faq.introHtml ? <CmsHtml html={faq.introHtml} className={`${PROSE_CLASS} mb-8`} /> : null}
      <div className="grid max-w-prose gap-3">
        {faq.items.map((item) => (
          <details
            key={item.questionHtml}
            className="group rounded-2xl bg-white shadow-xs ring-1 ring-navy-900/10 transition-shadow open:shadow-sm"
          >
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 hover:bg-sand-100/60 [&::-webkit-details-marker]:hidden">
              <h2
                className="font-sans text-lg leading-snug font-semibold text-navy-900"
                dangerouslySetInnerHTML={{ __html: item.questionHtml }}
              />
              <Chevron />
            </summary>
            <CmsHtml html={item.answerHtml} className={`${PROSE_CLASS} px-5 pt-1 pb-5`} />
          </details>
        ))}
      </div>
    </>
  );
}

/** Turns over while its question is open (the details element is the group). */
function Chevron() {
  return (
    <Icon strokeWidth="2" className="size-6 shrink-0 text-accent-text transition-transform duration-200 group-open:rotate-180">
      <path d="M6 9l6 6 6-6" />
    </Icon>
  );
}
