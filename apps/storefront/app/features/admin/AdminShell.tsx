import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { resumeSession, signOut, type Staff, type StaffRole } from './admin-api';
import { shopTimeZoneName } from '@shoreline/domain/shop-time';
import './admin.css';

interface AdminSession {
  staff: Staff | null;
  setStaff: (staff: Staff | null) => void;
}
const SessionContext = createContext<AdminSession>({ staff: null, setStaff: () => undefined });
export const useStaff = () => useContext(SessionContext);

const NAV: Array<{ to: string; label: string; roles: StaffRole[] }> = [
  { to: '/admin/orders', label: 'Orders', roles: ['owner', 'manager', 'packer'] },
  { to: '/admin/packing-list', label: 'Packing list', roles: ['owner', 'manager', 'packer'] },
  { to: '/admin/claims', label: 'Claims', roles: ['owner', 'manager'] },
  { to: '/admin/at-risk', label: 'At risk', roles: ['owner', 'manager'] },
  { to: '/admin/lots', label: 'Lots', roles: ['owner', 'manager'] },
  { to: '/admin/delivery', label: 'Delivery', roles: ['owner', 'manager', 'packer'] },
  { to: '/admin/products', label: 'Products', roles: ['owner', 'manager'] },
  { to: '/admin/categories', label: 'Categories', roles: ['owner', 'manager'] },
  { to: '/admin/attributes', label: 'Attributes', roles: ['owner', 'manager'] },
  { to: '/admin/customers', label: 'Customers', roles: ['owner', 'manager'] },
  { to: '/admin/coupons', label: 'Coupons', roles: ['owner', 'manager'] },
  { to: '/admin/reviews', label: 'Reviews', roles: ['owner', 'manager'] },
  { to: '/admin/marketing', label: 'Marketing', roles: ['owner', 'manager'] },
  { to: '/admin/content', label: 'Content', roles: ['owner', 'manager'] },
  { to: '/admin/stores', label: 'Stores', roles: ['owner', 'manager'] },
  { to: '/admin/mails', label: 'Mails', roles: ['owner', 'manager'] },
  { to: '/admin/import', label: 'Import', roles: ['owner', 'manager'] },
  { to: '/admin/staff', label: 'Staff', roles: ['owner'] },
  { to: '/admin/audit', label: 'Audit log', roles: ['owner'] },
];

/** The back office frame: its own header and navigation, no shop header or footer. English only. */
export function AdminShell({ children }: { children: ReactNode }) {
  const [staff, setStaff] = useState<Staff | null>(null);
  const [checked, setChecked] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const onLogin = location.pathname === '/admin/login';

  useEffect(() => {
    if (staff) return;
    void resumeSession().then((answer) => {
      if (answer.ok) setStaff(answer.data);
      else if (!onLogin) void navigate('/admin/login', { replace: true });
      setChecked(true);
    });
    // Only on arrival: a sign-in sets the staff member itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const leave = async () => {
    await signOut();
    setStaff(null);
    void navigate('/admin/login');
  };

  return (
    <SessionContext.Provider value={{ staff, setStaff }}>
      <div className="admin">
        <a className="admin-skip" href="#admin-main">
          Skip to content
        </a>
        <header className="admin-header no-print">
          <strong>Shoreline back office</strong>
          {staff && (
            <>
              <nav aria-label="Back office">
                <ul>
                  {NAV.filter((item) => item.roles.includes(staff.role)).map((item) => (
                    <li key={item.to}>
                      <NavLink to={item.to}>{item.label}</NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <span className="admin-who">
                {staff.name} ({staff.role})
              </span>
              <button type="button" onClick={() => void leave()}>
                Sign out
              </button>
            </>
          )}
        </header>
        <main id="admin-main" tabIndex={-1}>
          {staff && <p className="admin-zone">Times in {shopTimeZoneName()}</p>}
          {staff || onLogin ? children : <p role="status">{checked ? 'Redirecting to sign-in…' : 'Loading…'}</p>}
        </main>
      </div>
    </SessionContext.Provider>
  );
}
