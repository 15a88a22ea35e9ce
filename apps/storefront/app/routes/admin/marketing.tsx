import { MarketingPage } from '~/features/admin/MarketingPage';

export default function AdminMarketingRoute() {
  return <MarketingPage />;
}
