// A set on the reuse list and the teacher home (document 1 §2.3, §2.7): its name and date, its topics with the
// questions chosen from each, answer and tip data for teachers and admins, its link for students, and — on the reuse
// list — its documents to download, sharing and hiding.
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CollectionCard_collection$key } from '../../__generated__/CollectionCard_collection.graphql';
import type { SharePanel_viewer$key } from '../../__generated__/SharePanel_viewer.graphql';
import { DocumentDownloads } from '../../components/DocumentDownloads.tsx';
import { plural } from '../../components/TopicFacts.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { roman } from '../Search/searchState.ts';
import { SharePanel } from './SharePanel.tsx';
import './collections.css';

const DOWNLOAD_LABEL: Record<string, string> = { digital: 'Digitaal', pdf: 'PDF', word: 'Word' };

export const CARD_TEXT = {
  made: (at: string) => `Samengesteld op ${formatDate(at)} om ${formatTime(at)}`,
  topics: (n: number) => plural(n, 'opgave', 'opgaven'),
  questions: (n: number) => plural(n, 'vraag', 'vragen'),
  answered: (n: number, of: number) => `${n} van ${of} ${of === 1 ? 'vraag' : 'vragen'} met nakijkmodel`,
  tips: (n: number) => plural(n, 'tip', 'tips'),
  link: 'Link voor leerlingen',
  copy: 'Kopieer link',
  copied: 'De link is gekopieerd.',
  copyFailed: 'Kopiëren lukte niet; selecteer de link en kopieer hem zelf.',
};

/**
 * `manage`: the link, the documents and sharing (the reuse list, the cart's confirmation). `downloads` turns the
 * documents off on its own (the confirmation of a digital set offers none).
 */
export function CollectionCard({
  collection,
  viewer,
  manage = false,
  downloads = manage,
}: {
  collection: CollectionCard_collection$key;
  viewer?: SharePanel_viewer$key;
  manage?: boolean;
  downloads?: boolean;
}) {
  const set = useFragment(
    graphql`
      fragment CollectionCard_collection on Collection {
        name
        createdAt
        downloadType
        topicCount
        questionCount
        answeredQuestions
        tipCount
        url
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
      }
    `,
    collection,
  );
  const titleId = useId();
  const linkId = useId();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(set.url);
      toast(CARD_TEXT.copied, 'success');
    } catch {
      toast(CARD_TEXT.copyFailed, 'warning');
    }
  };
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
            {t.topic.year ? <span className="muted"> · {t.topic.year}-{roman(t.topic.term)}</span> : null}
            <span className="muted">
              {' '}
              · vraag {t.questions.map((q) => q.number).join(', ')} · {plural(t.points, 'punt', 'punten')} · {plural(t.minutes, 'minuut', 'minuten')}
            </span>
          </li>
        ))}
      </ul>
      {downloads && <DocumentDownloads collection={set} />}
      {manage && (
        <>
          <div className="collection-link">
            <label htmlFor={linkId}>{CARD_TEXT.link}</label>
            <div className="collection-link-row">
              <input id={linkId} type="text" readOnly value={set.url} onFocus={(e) => e.target.select()} />
              <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
                {CARD_TEXT.copy}
              </button>
            </div>
          </div>
          {viewer && <SharePanel collection={set} viewer={viewer} />}
        </>
      )}
    </article>
  );
}
