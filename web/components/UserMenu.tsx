// The user menu (document 1 §2.1): profile, licence overview, switching between linked accounts (a teacher and their
// demo student) after 'Wil je overschakelen?', and signing out.
import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { UserMenu_viewer$key } from '../__generated__/UserMenu_viewer.graphql';
import { useSwitchAccountMutation } from '../mutations/useSwitchAccountMutation.ts';
import { Button } from './ui/Button.tsx';
import { Modal } from './ui/Modal.tsx';
import { useShell } from './ShellContext.tsx';
import { useToast } from './Toasts.tsx';
import { profileKind } from '../../shared/accounts/profileKind.ts';

export const USER_MENU_TEXT = {
  button: 'Gebruikersmenu',
  profile: 'Profielgegevens',
  licenses: 'Licentieoverzicht',
  signOut: 'Uitloggen',
  switchTo: (name: string) => `Overschakelen naar ${name}`,
  teacherAccount: 'docentaccount',
  studentAccount: 'leerlingaccount',
  confirmTitle: 'Wil je overschakelen?',
  confirmText: (from: string, to: string) => `Je wordt uitgelogd als ${from} en ingelogd als ${to}.`,
  confirm: 'Overschakelen',
  cancel: 'Annuleren',
  switched: (name: string) => `Je bent nu ingelogd als ${name}.`,
  switchFailed: 'Overschakelen is niet gelukt. Probeer het opnieuw.',
};

export function UserMenu({ viewer }: { viewer: UserMenu_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment UserMenu_viewer on Viewer {
        areas
        user {
          firstName
          fullName
          email
        }
        switchableAccounts {
          id
          fullName
          email
          isDemo
          role
        }
      }
    `,
    viewer,
  );
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<(typeof data.switchableAccounts)[number] | null>(null);
  const [switchAccount, switching] = useSwitchAccountMutation();
  const { resetForNewViewer, signOut } = useShell();
  const [signingOut, setSigningOut] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();
  const { pathname } = useLocation();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const user = data.user;
  if (!user) return null;
  const shownName = user.firstName || user.email;
  const accountLabel = (a: (typeof data.switchableAccounts)[number]) => `${a.fullName} (${profileKind(a.role) === 'student' ? USER_MENU_TEXT.studentAccount : USER_MENU_TEXT.teacherAccount})`;

  const confirmSwitch = async () => {
    if (!target) return;
    try {
      const result = await switchAccount(target.id);
      if (result.__typename !== 'SwitchAccountSuccess' || !result.viewer) {
        toast(result.message ?? USER_MENU_TEXT.switchFailed, 'error');
        setTarget(null);
        return;
      }
      await resetForNewViewer();
      setTarget(null);
      navigate('/');
      toast(USER_MENU_TEXT.switched(result.viewer.user?.fullName ?? target.fullName), 'success');
    } catch {
      toast(USER_MENU_TEXT.switchFailed, 'error');
      setTarget(null);
    }
  };

  return (
    <div
      ref={root}
      className="user-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        // Tabbing out of the menu closes it.
        if (event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        // The name must contain the text the button shows (WCAG 2.5.3), so people who steer by voice can say it.
        aria-label={`${USER_MENU_TEXT.button}: ${user.fullName.toLowerCase().includes(shownName.toLowerCase()) ? user.fullName : shownName}`}
        onClick={() => setOpen((o) => !o)}
      >
        {/* The initial is drawn by CSS (data-initial): a decoration, not part of the button's text. */}
        <span className="user-avatar" aria-hidden="true" data-initial={shownName.slice(0, 1).toUpperCase()} />
        <span className="user-name">{shownName}</span>
        <span className="submenu-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={menuId} className="user-menu-panel" hidden={!open}>
        <p className="user-menu-who">
          <strong>{user.fullName}</strong>
          <span className="muted">{user.email}</span>
        </p>
        <ul>
          <li>
            <Link to="/profile">{USER_MENU_TEXT.profile}</Link>
          </li>
          {data.areas.includes('licenses') && (
            <li>
              <Link to="/licenties">{USER_MENU_TEXT.licenses}</Link>
            </li>
          )}
          {data.switchableAccounts.map((account) => (
            <li key={account.id}>
              <button
                type="button"
                className="user-menu-action"
                onClick={() => {
                  setOpen(false);
                  setTarget(account);
                }}
              >
                {USER_MENU_TEXT.switchTo(accountLabel(account))}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="user-menu-action"
              disabled={signingOut}
              aria-busy={signingOut || undefined}
              onClick={() => {
                setSigningOut(true);
                void signOut().finally(() => setSigningOut(false));
              }}
            >
              {USER_MENU_TEXT.signOut}
            </button>
          </li>
        </ul>
      </div>
      <Modal
        open={target !== null}
        title={USER_MENU_TEXT.confirmTitle}
        onClose={() => {
          if (switching) return;
          setTarget(null);
          button.current?.focus();
        }}
        actions={
          <>
            <Button
              variant="secondary"
              disabled={switching}
              onClick={() => {
                setTarget(null);
                button.current?.focus();
              }}
            >
              {USER_MENU_TEXT.cancel}
            </Button>
            <Button loading={switching} onClick={() => void confirmSwitch()}>
              {USER_MENU_TEXT.confirm}
            </Button>
          </>
        }
      >
        {target && <p>{USER_MENU_TEXT.confirmText(`${user.fullName} (${user.email})`, `${target.fullName} (${target.email})`)}</p>}
      </Modal>
    </div>
  );
}
