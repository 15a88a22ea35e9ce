import type { ReactNode } from 'react';
import { Container } from '~/ui/Container';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

/** A reading page (CMS page, blog post): breadcrumb, the article in two thirds, a side column beside it. */
export function ArticleLayout({ crumbs, aside, children }: { crumbs: Crumb[]; aside: ReactNode; children: ReactNode }) {
  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumbs crumbs={crumbs} />
      <div className="mt-6 grid gap-12 sm:mt-8 lg:grid-cols-12 lg:gap-16">
        <article className="lg:col-span-8">{children}</article>
        <aside className="lg:col-span-4">{aside}</aside>
      </div>
    </Container>
  );
}
