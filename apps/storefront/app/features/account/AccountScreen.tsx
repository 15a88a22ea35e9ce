import type { PriceFormat } from '@shoreline/domain/money';
import type { SessionApi, SessionUser } from '~/features/session';
import { AccountNav } from './AccountNav';
import type { AccountBlock } from './account-blocks';
import type { BlockProps } from './blocks/BlockProps';
import { CustomerCredits } from './blocks/CustomerCredits';
import { MyGiftCards } from './blocks/MyGiftCards';
import { MyNewsletter } from './blocks/MyNewsletter';
import { MyOrder } from './blocks/MyOrder';
import { MyOrders } from './blocks/MyOrders';
import { MyProfile } from './blocks/MyProfile';
import { MyRecentlyViewed } from './blocks/MyRecentlyViewed';
import { MyShippingDetails } from './blocks/MyShippingDetails';
import { VerifyEmailNotice } from './VerifyEmailNotice';

export interface AccountScreenProps {
  block: AccountBlock;
  orderId: number | null;
  session: SessionApi;
  user: SessionUser;
  locale: string;
  priceFormat: PriceFormat;
}

/** A logged-in customer's account: the blocks' navigation and the active block (loaded on demand). */
export default function AccountScreen({ block, orderId, session, user, locale, priceFormat }: AccountScreenProps) {
  return (
    <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
      <AccountNav block={block} onLogout={() => void session.logout()} />
      <div data-testid="account-block">
        {user.extension_attributes?.email_verified === false ? <VerifyEmailNotice email={user.email} /> : null}
        <Block block={block} orderId={orderId} props={{ session, user, locale, priceFormat }} />
      </div>
    </div>
  );
}

interface BlockChoice {
  block: AccountBlock;
  orderId: number | null;
  props: BlockProps;
}

function Block({ block, orderId, props }: BlockChoice) {
  switch (block) {
    case 'shipping-details':
      return <MyShippingDetails {...props} />;
    case 'newsletter':
      return <MyNewsletter {...props} />;
    case 'orders':
      return <MyOrders {...props} />;
    case 'order':
      return <MyOrder {...props} orderId={orderId ?? 0} />;
    case 'recently-viewed':
      return <MyRecentlyViewed />;
    case 'gift-cards':
      return <MyGiftCards {...props} />;
    case 'customer-credits':
      return <CustomerCredits {...props} />;
    default:
      return <MyProfile {...props} />;
  }
}
