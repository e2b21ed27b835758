/**
 * The frame of every page: top navigation (spec section 2), the sign-in modals,
 * the display mode and options controls, and the guard of spec section 6.
 */
import { useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSettings } from '../lib/settings';
import { ModalNavigationGuard } from '../components/Modal';
import { ModeToggle } from '../components/ModeToggle';
import { OptionsMenu } from '../components/OptionsMenu';
import { LoginModal } from '../features/auth/components/LoginModal';
import { SignupModal } from '../features/auth/components/SignupModal';
import { logOut } from '../features/auth/api/auth';
import { AccountBadge, ACCOUNT_QUERY } from '../features/auth/components/AccountBadge';
import { useQueryClient } from '@tanstack/react-query';
import { useAfterWrite } from '../lib/use-after-write';
import { allowed } from './guard';
import { NavSearch } from '../features/discovery/components/NavSearch';

const under = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`);
const isEquationPropertyPath = under('/differential-equation/property');

const NAVIGATION = [
  { to: '/', label: 'Home', active: (path: string) => path === '/' },
  { to: '/space', label: 'Spaces', active: under('/space') },
  { to: '/property', label: 'Properties', active: under('/property') },
  { to: '/theorem', label: 'Theorems', active: under('/theorem') },
  {
    to: '/differential-equation',
    label: 'Differential Equations',
    active: (path: string) => under('/differential-equation')(path) && !isEquationPropertyPath(path),
  },
  { to: '/differential-equation/property', label: 'Properties of differential equations', active: isEquationPropertyPath },
  { to: '/gaps', label: 'Gaps', active: under('/gaps') },
  { to: '/query', label: 'Datalog', active: under('/query') },
  { to: '/changes', label: 'Recent changes', active: under('/changes') },
  { to: '/info', label: 'Info', active: under('/info'), editorsOnly: true },
  { to: '/admin', label: 'Admin', active: under('/admin'), adminsOnly: true },
];

export function Layout() {
  const { isAdmin, canEdit, refreshPrivileges } = useSettings();
  const location = useLocation();
  const afterWrite = useAfterWrite();
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<'login' | 'signup' | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => setMenuOpen(false), [location.pathname]);

  async function logout() {
    try {
      await logOut();
    } catch {
      // spec section 8: statuses other than 400 are ignored; the cookies decide what shows.
    }
    // The next login may be another account.
    queryClient.removeQueries({ queryKey: ACCOUNT_QUERY });
    refreshPrivileges();
    afterWrite(location.pathname === '/' ? undefined : '/');
  }

  if (!allowed(location.pathname, { isAdmin, canEdit })) return <Navigate to="/not-found" replace />;

  return (
    <div className="app">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header className="site-header">
        <div className="header-inner">
          <div className="header-top">
            <Link to="/" className="brand">
              <span className="brand-mark" aria-hidden="true">𝔅</span> Banach catalogue
            </Link>
            <button
              type="button"
              className="icon-button menu-button"
              aria-expanded={menuOpen}
              aria-controls="site-navigation"
              onClick={() => setMenuOpen((o) => !o)}
            >
              Menu
            </button>
            <NavSearch />
            <div className="session-actions">
              {canEdit ? (
                <>
                  <AccountBadge />
                  <button type="button" className="link-button" onClick={logout}>
                    Logout
                  </button>
                </>
              ) : (
                <>
                  <button type="button" className="link-button" onClick={() => setModal('signup')}>
                    Sign up
                  </button>
                  <button type="button" className="link-button" onClick={() => setModal('login')}>
                    Log in
                  </button>
                </>
              )}
              <ModeToggle />
              <OptionsMenu />
            </div>
          </div>
          <nav id="site-navigation" aria-label="Main" className={menuOpen ? 'site-nav open' : 'site-nav'}>
            <ul>
              {NAVIGATION.filter((item) => (!item.editorsOnly || canEdit) && (!item.adminsOnly || isAdmin)).map((item) => {
                const active = item.active(location.pathname);
                return (
                  <li key={item.to}>
                    <Link to={item.to} className={active ? 'active' : undefined} aria-current={active ? 'page' : undefined}>
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>An open reference catalogue of Banach spaces, properties, theorems and differential equations.</p>
        <p>
          <Link to="/data">Data download and licence</Link>
        </p>
      </footer>
      <LoginModal open={modal === 'login'} onClose={() => setModal(null)} />
      <SignupModal open={modal === 'signup'} onClose={() => setModal(null)} />
      <ModalNavigationGuard />
    </div>
  );
}
