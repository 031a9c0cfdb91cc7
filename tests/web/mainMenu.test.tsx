// The menu bar in the header (document 1 §2.1; document 2 §2.1, §6) for each kind of viewer. The menu follows the
// viewer's areas as the server answers them (its AREA_ROLES) and the profile kind of the role (shared/); the areas
// below are written out per role from document 2's table, not computed.
import { screen } from '@testing-library/react';
import { useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { shellQuery } from '../../web/components/Shell.tsx';
import { Header } from '../../web/components/Header.tsx';
import ShellViewerFragment, { type Shell_viewer$key } from '../../web/__generated__/Shell_viewer.graphql';
import type { ShellQuery } from '../../web/__generated__/ShellQuery.graphql';
import { mockRelay, renderScreen } from './relay.tsx';

/** The header as the shell shows it, from the shell's own query. */
function ShellHeader({ queryRef }: { queryRef: PreloadedQuery<ShellQuery> }) {
  const { viewer } = usePreloadedQuery<ShellQuery>(shellQuery, queryRef);
  const data = useFragment<Shell_viewer$key>(ShellViewerFragment, viewer);
  return <Header viewer={data} />;
}

const STREAM = { id: 'Stream:5', urlId: 'natuurkunde-havo', course: { id: 'Course:2', name: 'Natuurkunde' }, level: { id: 'Level:3', name: 'Havo' } };
const AREAS = {
  leerling: ['selfPractice', 'profile', 'teacherSelection'],
  docent: ['teacher', 'cart', 'students', 'exams', 'licenses', 'selfPractice', 'profile'],
  participant: ['teacher', 'cart', 'selfPractice', 'profile'],
  admin: ['teacher', 'cart', 'students', 'exams', 'licenses', 'admin', 'adminOnly', 'selfPractice', 'profile'],
};

function openHeader(user: { role: string | null; hasProfile: boolean } | null, areas: string[]) {
  const relay = mockRelay();
  const ref = relay.preload<ShellQuery>(shellQuery, {
    Viewer: () => ({
      user: user && { id: 'User:1', firstName: 'Sam', fullName: 'Sam de Boer', email: 'sam@school.nl', ...user },
      areas,
      streams: [STREAM],
      currentStream: STREAM,
      currentStreamGrant: { setMaking: 'unlimited' },
      hasGroups: true,
      practiceNotice: null,
      cartTopicCount: 0,
      switchableAccounts: [],
    }),
  });
  renderScreen(<ShellHeader queryRef={ref} />, relay);
}

const menu = () => screen.queryByRole('navigation', { name: 'Hoofdmenu' });
/** The visible label of each entry of the bar (a badge's count and a submenu's caret left out). */
const entries = () =>
  [...menu()!.querySelectorAll('.menu-list > li')].map((li) => {
    const item = li.querySelector('.menu-item')!.cloneNode(true) as HTMLElement;
    item.querySelectorAll('[aria-hidden="true"], .visually-hidden').forEach((hidden) => hidden.remove());
    return item.textContent!.trim();
  });

test("a student gets the student's menu", () => {
  openHeader({ role: 'leerling', hasProfile: true }, AREAS.leerling);
  expect(entries()).toEqual(['Home', 'Per onderwerp', 'Hele examens', 'Selectie docent']);
});

test("a teacher with a profile gets the teacher's menu, with the exam lists and the students", () => {
  openHeader({ role: 'docent', hasProfile: true }, AREAS.docent);
  expect(entries()).toEqual(['Home', 'Zoek opgaven', 'Hele examens', 'Huidige selectie', 'Opnieuw gebruiken', 'Leerlingen']);
});

test('a participant gets the teacher side without the exam lists and the students', () => {
  openHeader({ role: 'participant', hasProfile: true }, AREAS.participant);
  expect(entries()).toEqual(['Home', 'Zoek opgaven', 'Huidige selectie', 'Opnieuw gebruiken']);
});

test('an admin, who has no teacher profile to fill in, gets the menu without one', () => {
  openHeader({ role: 'admin', hasProfile: false }, AREAS.admin);
  expect(entries()).toEqual(['Home', 'Zoek opgaven', 'Hele examens', 'Huidige selectie', 'Opnieuw gebruiken', 'Leerlingen']);
});

test('a teacher or participant still in onboarding (no profile yet) gets no menu bar', () => {
  openHeader({ role: 'docent', hasProfile: false }, AREAS.docent);
  expect(menu()).toBeNull();
});

test('a participant still in onboarding gets no menu bar either', () => {
  openHeader({ role: 'participant', hasProfile: false }, AREAS.participant);
  expect(menu()).toBeNull();
});

test('an account without a role, and a visitor, get no menu bar', () => {
  openHeader({ role: null, hasProfile: false }, []);
  expect(menu()).toBeNull();
});

test('a visitor gets no menu bar, and the way to sign in', () => {
  openHeader(null, []);
  expect(menu()).toBeNull();
  expect(screen.getByRole('link', { name: 'Inloggen' }).getAttribute('href')).toBe('/login');
});
