// The menu bar (document 1 §2.1): the student menu or the teacher menu, collapsed behind a toggle on phones.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'react-router-dom';
import type { MainMenu_viewer$data, MainMenu_viewer$key } from '../__generated__/MainMenu_viewer.graphql';
import { DisabledMenuItem, MenuBadge, MenuLink, SubMenu } from './MenuItems.tsx';
import { profileKind } from '../../shared/accounts/profileKind.ts';

export const MENU_TEXT = {
  nav: 'Hoofdmenu',
  toggle: 'Menu',
  home: 'Home',
  perTopic: 'Per onderwerp',
  wholeExams: 'Hele examens',
  teacherSelection: 'Selectie docent',
  search: 'Zoek opgaven',
  byKeyword: 'Op trefwoord',
  byChapter: 'Op hoofdstuk',
  byDomain: 'Op domein',
  cart: 'Huidige selectie',
  reuse: 'Opnieuw gebruiken',
  students: 'Leerlingen',
  noStream: 'Je hebt nog geen vak met een licentie.',
  noGroups: 'Je zit nog niet in een groep van een docent.',
  /** The tooltip of document 1 §8 ('Stream not under licence'). */
  noGrant: (course: string, level: string) => `${course} ${level} valt niet onder je licentie.`,
};

type Viewer = MainMenu_viewer$data;

/**
 * `toggleSlot` is where the phone's menu toggle goes (the header's top row, so the sticky header stays two rows high);
 * without one the toggle sits above the list.
 */
export function MainMenu({ viewer, toggleSlot }: { viewer: MainMenu_viewer$key; toggleSlot?: HTMLElement | null }) {
  const data = useFragment(
    graphql`
      fragment MainMenu_viewer on Viewer {
        user {
          role
          hasProfile
        }
        areas
        hasGroups
        practiceNotice
        cartTopicCount
        currentStream {
          urlId
          course {
            name
          }
          level {
            name
          }
        }
        currentStreamGrant {
          setMaking
        }
      }
    `,
    viewer,
  );
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  if (!data.user) return null;
  // A teacher who has not filled in the profile yet is in onboarding: no menu bar (document 1 §2.1).
  if (profileKind(data.user.role) === 'teacher' && !data.user.hasProfile) return null;
  // The menu of the side the viewer may open (the server's areas): the teacher side's, else the student's — whose
  // 'Selectie docent' only students may open — else none (an account without a role yet).
  const student = !data.areas.includes('teacher');
  if (student && !data.areas.includes('teacherSelection')) return null;

  const toggle = (
    <button type="button" className="menu-toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
      <span className="menu-toggle-icon" aria-hidden="true" />
      {MENU_TEXT.toggle}
    </button>
  );
  return (
    <nav className="main-menu" aria-label={MENU_TEXT.nav}>
      <div className="container">
        {toggleSlot ? createPortal(toggle, toggleSlot) : toggle}
        <ul id={listId} className={`menu-list${open ? ' menu-list-open' : ''}`}>
          {student ? <StudentEntries data={data} /> : <TeacherEntries data={data} />}
        </ul>
      </div>
    </nav>
  );
}

function StudentEntries({ data }: { data: Viewer }) {
  const practiceReason = data.practiceNotice ?? null;
  return (
    <>
      <li>
        <MenuLink to="/" end>
          {MENU_TEXT.home}
        </MenuLink>
      </li>
      <Entry to="/zelf-oefenen/per-onderwerp" reason={practiceReason}>
        {MENU_TEXT.perTopic}
      </Entry>
      <Entry to="/zelf-oefenen/hele-examens" reason={practiceReason}>
        {MENU_TEXT.wholeExams}
      </Entry>
      <Entry to="/selectie-docent" reason={data.hasGroups ? null : MENU_TEXT.noGroups}>
        {MENU_TEXT.teacherSelection}
      </Entry>
    </>
  );
}

function TeacherEntries({ data }: { data: Viewer }) {
  const stream = data.currentStream;
  const streamReason = stream ? null : MENU_TEXT.noStream;
  const grantReason = !stream ? MENU_TEXT.noStream : data.currentStreamGrant ? null : MENU_TEXT.noGrant(stream.course.name, stream.level.name);
  const search = stream ? `/courses/${stream.urlId}/search` : '';
  return (
    <>
      <li>
        <MenuLink to="/" end>
          {MENU_TEXT.home}
        </MenuLink>
      </li>
      {stream ? (
        <SubMenu label={MENU_TEXT.search}>
          <li>
            <MenuLink to={`${search}/tags`}>{MENU_TEXT.byKeyword}</MenuLink>
          </li>
          <li>
            <MenuLink to={`${search}/methodology`}>{MENU_TEXT.byChapter}</MenuLink>
          </li>
          <li>
            <MenuLink to={`${search}/domains`}>{MENU_TEXT.byDomain}</MenuLink>
          </li>
        </SubMenu>
      ) : (
        <Entry to="" reason={streamReason}>
          {MENU_TEXT.search}
        </Entry>
      )}
      {/* The exam lists are for docent, author and admin (document 2 §2.1), not for a participant. */}
      {data.areas.includes('exams') && (
        <Entry to={stream ? `/vakken/${stream.urlId}/examens` : ''} reason={streamReason}>
          {MENU_TEXT.wholeExams}
        </Entry>
      )}
      <Entry to="/cart" reason={grantReason}>
        {MENU_TEXT.cart}
        <MenuBadge count={data.cartTopicCount} disabled={!!grantReason} />
      </Entry>
      <Entry to="/collections/history" reason={grantReason}>
        {MENU_TEXT.reuse}
      </Entry>
      {data.areas.includes('students') && (
        <Entry to="/leerlingen" reason={grantReason}>
          {MENU_TEXT.students}
        </Entry>
      )}
    </>
  );
}

/** A link, or the disabled entry with its reason when there is one. */
function Entry({ to, reason, children }: { to: string; reason: string | null; children: ReactNode }) {
  return <li>{reason ? <DisabledMenuItem reason={reason}>{children}</DisabledMenuItem> : <MenuLink to={to}>{children}</MenuLink>}</li>;
}
