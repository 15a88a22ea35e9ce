import type { ReactNode } from 'react';
import { Container } from '~/ui/Container';

interface FormPageProps {
  /** The heading's id: the page's form names itself by it (aria-labelledby). */
  titleId: string;
  title: ReactNode;
  /** Space the heading and each part below it apart (the parts that set their own margins pass false). */
  spaced?: boolean;
  children: ReactNode;
}

/** A narrow page of one task that an e-mailed link or a footer form opens: its heading, then the form or its outcome. */
export function FormPage({ titleId, title, spaced = true, children }: FormPageProps) {
  return (
    <Container className="py-8 sm:py-12">
      <div className={spaced ? 'mx-auto max-w-lg space-y-5' : 'mx-auto max-w-lg'}>
        <h1 id={titleId} className="font-display text-4xl font-semibold text-navy-900">
          {title}
        </h1>
        {children}
      </div>
    </Container>
  );
}
