import { useId, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router';

/**
 * The page of one back-office record: a link back to its list (not printed), its title, which labels
 * the section, and what the page shows of the record.
 */
export function RecordPage(props: {
  /** The list's address and name ("Orders"). */
  back: { to: string; label: ReactNode };
  title: ReactNode;
  /** For a page that moves focus to its title (a notice to be heard in context). */
  titleRef?: Ref<HTMLHeadingElement>;
  /** Above the back link: the section's own navigation. */
  nav?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={props.className}>
      {props.nav}
      <p className="no-print">
        <Link to={props.back.to}>← {props.back.label}</Link>
      </p>
      <h1 id={titleId} ref={props.titleRef} tabIndex={props.titleRef ? -1 : undefined}>
        {props.title}
      </h1>
      {props.children}
    </section>
  );
}
