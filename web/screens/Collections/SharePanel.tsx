// Sharing a set with the teacher's students (document 1 §2.6, §4): placing it in their web environment, and hiding
// its questions from their self-practice until a day (default four weeks from today). A teacher who manages more than
// one group ('groepen beheren') picks the group; otherwise both apply to all their students. Used on the cart's
// confirmation step and on every card of the reuse list. Only the set's owner (or an admin) sees it.
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SharePanel_collection$key } from '../../__generated__/SharePanel_collection.graphql';
import type { SharePanel_viewer$key } from '../../__generated__/SharePanel_viewer.graphql';
import { Button } from '../../components/ui/Button.tsx';
import { SelectField, TextField } from '../../components/ui/Field.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { useShareCollectionMutation } from '../../mutations/useShareCollectionMutation.ts';
import { useHideCollectionMutation } from '../../mutations/useHideCollectionMutation.ts';
import { dayFromToday, formatDate, formatDay } from '../../lib/dates.ts';
import './collections.css';

export const SHARE_TEXT = {
  title: 'Delen met leerlingen',
  group: 'Groep',
  chooseGroup: 'Kies een groep',
  allStudents: 'al je leerlingen',
  share: 'Plaats in de webomgeving van je leerlingen',
  hideUntil: 'Verbergen voor zelf oefenen tot',
  hide: 'Verberg voor zelf oefenen',
  shared: (n: number) => (n === 0 ? 'Je leerlingen hadden deze set al in hun webomgeving.' : `De set staat nu in de webomgeving van ${n === 1 ? '1 leerling' : `${n} leerlingen`}.`),
  hidden: (day: string) => `De vragen zijn verborgen voor zelf oefenen tot ${formatDay(day)}.`,
  sharedWith: (who: string, at: string) => `Gedeeld met ${who} op ${formatDate(at)}`,
  hiddenFor: (who: string, day: string) => `Verborgen voor zelf oefenen voor ${who} tot ${formatDay(day)}`,
  failed: 'Dat is niet gelukt. Probeer het opnieuw.',
};

type Outcome = { __typename: string; message?: string; fieldErrors?: readonly { field: string; messages: readonly string[] }[] | null };

export function SharePanel({ collection, viewer, headingLevel = 3 }: { collection: SharePanel_collection$key; viewer: SharePanel_viewer$key; headingLevel?: 2 | 3 }) {
  const set = useFragment(
    graphql`
      fragment SharePanel_collection on Collection {
        id
        viewerMayManage
        shares {
          createdAt
          group {
            name
          }
        }
        hides {
          until
          group {
            name
          }
        }
      }
    `,
    collection,
  );
  const { shareGroups, defaultHideUntil } = useFragment(
    graphql`
      fragment SharePanel_viewer on Viewer {
        defaultHideUntil
        shareGroups {
          id
          name
        }
      }
    `,
    viewer,
  );
  const [share, sharing] = useShareCollectionMutation();
  const [hide, hiding] = useHideCollectionMutation();
  const toast = useToast();
  const [groupId, setGroupId] = useState('');
  // The server's default day (four weeks from today, document 1 §9); the teacher may pick another.
  const [until, setUntil] = useState(defaultHideUntil as string);
  const [errors, setErrors] = useState<Record<string, readonly string[]>>({});
  const titleId = useId();
  if (!set.viewerMayManage) return null;

  const pickGroup = shareGroups.length > 1;
  const chosenGroup = pickGroup ? groupId || null : null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  /** Shows the outcome: a toast on success, the field's sentence under it otherwise. */
  const settle = (result: Outcome, success: () => string) => {
    if (result.__typename === 'ShareCollectionSuccess' || result.__typename === 'HideCollectionSuccess') {
      setErrors({});
      toast(success(), 'success');
    } else if (result.fieldErrors?.length) setErrors(Object.fromEntries(result.fieldErrors.map((e) => [e.field, e.messages])));
    else toast(result.message ?? SHARE_TEXT.failed, 'error');
  };
  const needGroup = () => {
    if (pickGroup && !chosenGroup) {
      setErrors({ group: [SHARE_TEXT.chooseGroup] });
      return true;
    }
    return false;
  };

  const onShare = async () => {
    if (needGroup()) return;
    try {
      const result = await share(set.id, chosenGroup);
      settle(result, () => SHARE_TEXT.shared(result.__typename === 'ShareCollectionSuccess' ? (result.shared ?? 0) : 0));
    } catch {
      toast(SHARE_TEXT.failed, 'error');
    }
  };
  const onHide = async () => {
    if (needGroup()) return;
    try {
      const result = await hide(set.id, chosenGroup, until);
      settle(result, () => SHARE_TEXT.hidden(result.__typename === 'HideCollectionSuccess' ? (result.until as string) : until));
    } catch {
      toast(SHARE_TEXT.failed, 'error');
    }
  };

  const who = (group: { name: string } | null | undefined) => group?.name ?? SHARE_TEXT.allStudents;
  return (
    <section className="share-panel" aria-labelledby={titleId}>
      <Heading id={titleId} className="share-title">
        {SHARE_TEXT.title}
      </Heading>
      {pickGroup && (
        <SelectField
          label={SHARE_TEXT.group}
          placeholder={SHARE_TEXT.chooseGroup}
          value={groupId}
          onChange={(e) => setGroupId(e.target.value)}
          options={shareGroups.map((g) => ({ value: g.id, label: g.name }))}
          errors={errors.group}
        />
      )}
      <div className="share-actions">
        <Button variant="secondary" loading={sharing} onClick={() => void onShare()}>
          {SHARE_TEXT.share}
          {!pickGroup && <span className="visually-hidden"> ({SHARE_TEXT.allStudents})</span>}
        </Button>
      </div>
      <div className="share-hide">
        <TextField label={SHARE_TEXT.hideUntil} type="date" value={until} min={dayFromToday(1)} max={dayFromToday(366)} onChange={(e) => setUntil(e.target.value)} errors={errors.until} />
        <Button variant="secondary" loading={hiding} disabled={!until} onClick={() => void onHide()}>
          {SHARE_TEXT.hide}
        </Button>
      </div>
      {set.shares?.length || set.hides?.length ? (
        <ul className="share-status">
          {set.shares?.map((s, i) => (
            <li key={`s${i}`}>{SHARE_TEXT.sharedWith(who(s.group), s.createdAt as string)}</li>
          ))}
          {set.hides?.map((h, i) => (
            <li key={`h${i}`}>{SHARE_TEXT.hiddenFor(who(h.group), h.until as string)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
