// The building blocks of the main menus: a link, a disabled entry that says why, a count badge and a submenu.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';

/** 'opgave' for 1, otherwise 'opgaven' (document 1 §9's plural rule, for topics). */
export const topicCount = (n: number) => `${n} ${n === 1 ? 'opgave' : 'opgaven'}`;

export function MenuBadge({ count, disabled = false }: { count: number; disabled?: boolean }) {
  return (
    <span className={`menu-badge${disabled ? ' menu-badge-disabled' : ''}`}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">({topicCount(count)})</span>
    </span>
  );
}

/** A menu entry that leads somewhere; the current page is marked with aria-current. */
export function MenuLink({ to, end, children }: { to: string; end?: boolean; children: ReactNode }) {
  return (
    <NavLink to={to} end={end} className={({ isActive }) => `menu-item${isActive ? ' menu-item-active' : ''}`}>
      {children}
    </NavLink>
  );
}

/**
 * An entry the user cannot use yet: a real disabled control, with the reason as its description for screen readers
 * and as a tooltip for everyone else.
 */
export function DisabledMenuItem({ reason, children }: { reason: string; children: ReactNode }) {
  const id = useId();
  return (
    <span className="menu-item-wrap" title={reason}>
      <button type="button" className="menu-item menu-item-disabled" disabled aria-describedby={id}>
        {children}
      </button>
      <span id={id} className="visually-hidden">
        {reason}
      </span>
    </span>
  );
}

/** A menu entry with a submenu (a disclosure): Escape, a click elsewhere or choosing an entry closes it. */
export function SubMenu({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  return (
    <li
      ref={root}
      className={`submenu${open ? ' submenu-open' : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button ref={button} type="button" className="menu-item submenu-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {label}
        <span className="submenu-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <ul id={id} className="submenu-list" hidden={!open}>
        {children}
      </ul>
    </li>
  );
}
