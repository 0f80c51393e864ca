import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LOGIN_ROUTE_PATH } from '@bazaar/domain';
import { Icon } from '@bazaar/ui';
import { useLogout } from '../../features/session/use-logout.js';
import { useSession } from '../../state/index.js';
import { loginPath } from '../router/paths.js';
import { AccountLinks, MenuRoot, VisuallyHidden } from './shell.styles.js';
import { ACCOUNT_MENU_IDS, userNavItems } from './user-nav-items.js';

/**
 * The desktop header's account entry. A visitor sees log in and sign up; a logged-in user a
 * disclosure menu (button with `aria-expanded`) with the user centre, orders, wallet, settings
 * and log out. Escape closes it and returns focus to its button.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { isLoggedIn, userinfo } = useSession();
  const { logout } = useLogout();
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // Closes when the user clicks elsewhere or navigates.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);
  useEffect(() => setOpen(false), [pathname]);

  if (!isLoggedIn) {
    const here = `${pathname}${search}`;
    return (
      <AccountLinks>
        <Link to={pathname === LOGIN_ROUTE_PATH ? here : loginPath(here)}>
          <Icon name="user" />
          {t('shop:auth.login')}
        </Link>
        <Link to="/user/register">{t('shop:auth.register')}</Link>
      </AccountLinks>
    );
  }

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      close();
    }
  };
  const items = userNavItems(userinfo).filter((item) =>
    (ACCOUNT_MENU_IDS as readonly string[]).includes(item.id),
  );

  return (
    <MenuRoot ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setOpen((open) => !open)}
      >
        <Icon name="user" />
        {/* Named by what it shows first ("Ann Account menu"): speech users say what they see. */}
        <span>{userinfo?.nickname || userinfo?.username}</span>{' '}
        <VisuallyHidden>{t('shop:layout.account_menu')}</VisuallyHidden>
        <Icon name={isOpen ? 'up' : 'down'} />
      </button>
      <ul id={listId} hidden={!isOpen}>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.path} onClick={() => setOpen(false)}>
              {t(item.labelKey)}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => {
              // Focus goes back to the menu button first, so it returns there after the dialog.
              close();
              void logout();
            }}
          >
            {t('shop:auth.logout')}
          </button>
        </li>
      </ul>
    </MenuRoot>
  );
}
