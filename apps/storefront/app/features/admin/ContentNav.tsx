import { NavLink } from 'react-router';
import { CONTENT_KINDS } from './content-kinds';

/** The content lists as sub-pages of /admin/content. */
export function ContentNav() {
  return (
    <nav aria-label="Content lists" className="admin-subnav">
      <ul>
        {CONTENT_KINDS.map((kind) => (
          <li key={kind.path}>
            <NavLink to={`/admin/content/${kind.path}`}>{kind.title}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
