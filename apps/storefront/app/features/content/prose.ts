/**
 * Typography for long-form CMS and blog HTML (we do not control its markup).
 * Headings inside content start at h2, below the page's own h1.
 */
export const PROSE_CLASS = [
  'max-w-prose text-[1.0625rem] leading-8 text-navy-900',
  '[&_p]:mt-5 [&>:first-child]:mt-0',
  '[&_h2]:mt-12 [&_h2]:mb-0 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:text-navy-900 sm:[&_h2]:text-[1.75rem]',
  '[&_h3]:mt-8 [&_h3]:mb-0 [&_h3]:text-xl [&_h3]:leading-snug',
  '[&_h4]:mt-6 [&_h4]:mb-0 [&_h4]:font-sans [&_h4]:text-lg',
  '[&_:is(h2,h3,h4)+*]:mt-3',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:gap-1 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:gap-1 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li]:marker:text-accent-text [&_ol>li]:marker:font-semibold',
  '[&_strong]:font-semibold',
  '[&_a]:font-medium [&_a]:text-accent-text [&_a]:decoration-1 [&_a:hover]:decoration-2',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-5 [&_blockquote]:italic',
  '[&_hr]:my-10 [&_hr]:border-navy-900/15',
  '[&_img]:mt-6 [&_img]:rounded-2xl',
  '[&_table]:mt-6 [&_table]:block [&_table]:w-full [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-left [&_table]:text-base',
  '[&_th]:border-b-2 [&_th]:border-navy-900/20 [&_th]:bg-sand-100 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold',
  '[&_td]:border-b [&_td]:border-navy-900/10 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
].join(' ');
