import { GenericErrorView } from '~/features/errors/ErrorViews';

/** The standalone error page (minimal layout), e.g. for the host to redirect to. */
export default function ErrorPage() {
  return <GenericErrorView />;
}
