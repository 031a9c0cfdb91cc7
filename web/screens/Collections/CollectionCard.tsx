// A set on the reuse list and the teacher home (document 1 §2.3, §2.7): its name and date, its topics with the
// questions chosen from each, answer and tip data for teachers and admins, and — on the reuse list and the cart's
// confirmation — the set for the classroom's projector (QR code, short link, copy button: ./SetBoard.tsx, loaded
// lazily with its QR library), its documents to download, sharing and hiding, the devices holding its fair-use places
// (./SetDevices.tsx), and on the reuse list 'Bewerk een kopie'.
import { lazy, Suspense, useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CollectionCard_collection$key } from '../../__generated__/CollectionCard_collection.graphql';
import type { SharePanel_viewer$key } from '../../__generated__/SharePanel_viewer.graphql';
import { DocumentDownloads } from '../../components/DocumentDownloads.tsx';
import { plural } from '../../components/TopicFacts.tsx';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { examName } from '../../../shared/exams/examName.ts';
import { EditCopy, EDIT_COPY_TEXT } from './EditCopy.tsx';
import { SharePanel } from './SharePanel.tsx';
import { SetDevices } from './SetDevices.tsx';
import './collections.css';

const DOWNLOAD_LABEL: Record<string, string> = { digital: 'Digitaal', pdf: 'PDF', word: 'Word' };

export const CARD_TEXT = {
  made: (at: string) => `Samengesteld op ${formatDate(at)} om ${formatTime(at)}`,
  topics: (n: number) => plural(n, 'opgave', 'opgaven'),
  questions: (n: number) => plural(n, 'vraag', 'vragen'),
  answered: (n: number, of: number) => `${n} van ${of} ${of === 1 ? 'vraag' : 'vragen'} met nakijkmodel`,
  tips: (n: number) => plural(n, 'tip', 'tips'),
};

const SetBoard = lazy(async () => ({ default: (await import('./SetBoard.tsx')).SetBoard }));

/**
 * `manage`: the link, the documents and sharing (the reuse list, the cart's confirmation). `downloads` turns the
 * documents off on its own (the confirmation of a digital set offers none). `board: 'large'`: the QR code and short link
 * larger (the confirmation). `editCopy`: 'Bewerk een kopie' (the reuse list).
 */
export function CollectionCard({
  collection,
  viewer,
  manage = false,
  downloads = manage,
  board = 'card',
  editCopy = false,
}: {
  collection: CollectionCard_collection$key;
  viewer?: SharePanel_viewer$key;
  manage?: boolean;
  downloads?: boolean;
  board?: 'card' | 'large';
  editCopy?: boolean;
}) {
  const set = useFragment(
    graphql`
      fragment CollectionCard_collection on Collection {
        id
        name
        createdAt
        downloadType
        topicCount
        questionCount
        answeredQuestions
        tipCount
        url
        shortUrl
        topics {
          topic {
            urlId
            name
            year
            term
          }
          questions {
            number
          }
          points
          minutes
        }
        ...SharePanel_collection
        ...DocumentDownloads_collection
        ...SetDevices_collection
      }
    `,
    collection,
  );
  const titleId = useId();
  const editHintId = useId();
  return (
    <article className="collection-card" aria-labelledby={titleId}>
      <header className="collection-card-head">
        <h3 id={titleId} className="collection-card-title">
          {set.name}
        </h3>
        <span className="badge">{DOWNLOAD_LABEL[set.downloadType] ?? set.downloadType}</span>
      </header>
      <p className="collection-card-meta">
        {CARD_TEXT.made(set.createdAt as string)} · {CARD_TEXT.topics(set.topicCount)} · {CARD_TEXT.questions(set.questionCount)}
        {set.answeredQuestions !== null && set.answeredQuestions !== undefined && <> · {CARD_TEXT.answered(set.answeredQuestions, set.questionCount)}</>}
        {set.tipCount !== null && set.tipCount !== undefined && <> · {CARD_TEXT.tips(set.tipCount)}</>}
      </p>
      <ul className="collection-topics">
        {set.topics.map((t) => (
          <li key={t.topic.urlId}>
            <Link to={`/topics/${t.topic.urlId}`}>{t.topic.name}</Link>
            {t.topic.year && t.topic.term ? <span className="muted"> · {examName(t.topic.year, t.topic.term)}</span> : null}
            <span className="muted">
              {' '}
              · vraag {t.questions.map((q) => q.number).join(', ')} · {plural(t.points, 'punt', 'punten')} · {plural(t.minutes, 'minuut', 'minuten')}
            </span>
          </li>
        ))}
      </ul>
      {downloads && <DocumentDownloads collection={set} />}
      {editCopy && (
        <div className="collection-edit-copy">
          <EditCopy id={set.id} name={set.name} describedBy={editHintId} />
          <p id={editHintId} className="field-hint">
            {EDIT_COPY_TEXT.hint}
          </p>
        </div>
      )}
      {manage && (
        <>
          {/* Its place kept while the board's code arrives, so the card does not jump. */}
          <Suspense fallback={<div className={board === 'large' ? 'set-board set-board-large set-board-waiting' : 'set-board set-board-waiting'} />}>
            <SetBoard name={set.name} url={set.url} shortUrl={set.shortUrl} large={board === 'large'} />
          </Suspense>
          {viewer && <SharePanel collection={set} viewer={viewer} />}
          <SetDevices collection={set} />
        </>
      )}
    </article>
  );
}
