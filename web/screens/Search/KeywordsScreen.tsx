// 'Zoeken op trefwoord' (document 1 §2.4): the 12 most frequent keywords, an A-Z index with letter jump buttons,
// and every keyword per letter over 3 columns with its topic count; keywords without topics are disabled. The free
// text box searches topics directly, on a results page of free text (not 'Zoeken op domein').
import { useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router-dom';
import type { KeywordsScreenQuery } from '../../__generated__/KeywordsScreenQuery.graphql';
import { showToast } from '../../components/Toasts.tsx';
import { usePageStream } from '../../components/pageStream.ts';
import { NotLicensed, SearchBox } from './SearchScreen.tsx';
import { searchQueryString } from './searchState.ts';
import './search.css';

export const searchKeywordsScreenQuery = graphql`
  query KeywordsScreenQuery($streamId: String!) @preloadable {
    stream(urlId: $streamId) {
      urlId
      name
      viewerSearchNotice
      keywords {
        urlId
        name
        topicCount
      }
    }
  }
`;

export const KEYWORDS_FAILED = 'Kon trefwoorden niet laden.';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** The index letter of a keyword: its first letter without accents ('é' → E); digits and signs under '#'. */
export function letterOf(name: string): string {
  const first = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return LETTERS.includes(first) ? first : '#';
}

type Keyword = { urlId: string; name: string; topicCount: number };

function KeywordLink({ keyword, base }: { keyword: Keyword; base: string }) {
  const label = (
    <>
      {keyword.name} <span className="keyword-count">({keyword.topicCount})</span>
    </>
  );
  if (keyword.topicCount === 0) {
    return (
      <span className="keyword keyword-disabled" aria-disabled="true" title="Geen opgaven met dit trefwoord">
        {label}
      </span>
    );
  }
  return (
    <Link className="keyword" to={`${base}/${keyword.urlId}`}>
      {label}
    </Link>
  );
}

export function KeywordsScreen({ queryRef }: { queryRef: PreloadedQuery<KeywordsScreenQuery> }) {
  const data = usePreloadedQuery<KeywordsScreenQuery>(searchKeywordsScreenQuery, queryRef);
  const navigate = useNavigate();
  const stream = data.stream;
  // The header's stream picker follows the searched stream (components/StreamPicker.tsx).
  usePageStream(stream?.urlId);
  if (!stream) return <p className="empty">Dit vak bestaat niet (meer).</p>;
  if (stream.viewerSearchNotice) return <NotLicensed notice={stream.viewerSearchNotice} />;
  if (!stream.keywords) return <KeywordsFailed />;
  const base = `/courses/${stream.urlId}/search/tags`;
  const keywords = stream.keywords;
  const top = [...keywords]
    .filter((k) => k.topicCount > 0)
    .sort((a, b) => b.topicCount - a.topicCount || a.name.localeCompare(b.name, 'nl'))
    .slice(0, 12);
  const byLetter = new Map<string, Keyword[]>();
  for (const k of keywords) byLetter.set(letterOf(k.name), [...(byLetter.get(letterOf(k.name)) ?? []), k]);
  const letters = [...LETTERS, '#'].filter((l) => l !== '#' || byLetter.has('#'));

  return (
    <div className="search-page">
      <h1>Zoeken op trefwoord</h1>
      <p className="lead">{stream.name}</p>
      <SearchBox text="" onSearch={(text) => text && navigate(`/courses/${stream.urlId}/search/text${searchQueryString({ text }, null)}`)} />
      {keywords.length === 0 ? (
        <p className="empty">Dit vak heeft nog geen trefwoorden.</p>
      ) : (
        <>
          <section aria-labelledby="top-keywords">
            <h2 id="top-keywords">Meest gebruikte trefwoorden</h2>
            <ul className="keyword-top">
              {top.map((k) => (
                <li key={k.urlId}>
                  <KeywordLink keyword={k} base={base} />
                </li>
              ))}
            </ul>
          </section>
          <nav className="letter-index" aria-label="Trefwoorden per letter">
            {letters.map((l) =>
              byLetter.has(l) ? (
                <button
                  key={l}
                  type="button"
                  className="letter"
                  aria-label={`Naar de letter ${l}`}
                  onClick={() => {
                    const heading = document.getElementById(`letter-${l}`);
                    heading?.scrollIntoView({ block: 'start' });
                    heading?.focus();
                  }}
                >
                  {l}
                </button>
              ) : (
                <button key={l} type="button" className="letter" disabled aria-label={`Geen trefwoorden met de letter ${l}`}>
                  {l}
                </button>
              ),
            )}
          </nav>
          {letters
            .filter((l) => byLetter.has(l))
            .map((l) => (
              <section key={l} className="keyword-letter" aria-labelledby={`letter-${l}`}>
                <h2 id={`letter-${l}`} tabIndex={-1}>
                  {l}
                </h2>
                <ul className="keyword-columns">
                  {byLetter.get(l)!.map((k) => (
                    <li key={k.urlId}>
                      <KeywordLink keyword={k} base={base} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
        </>
      )}
    </div>
  );
}

/** When the keywords cannot load: the toast of document 1 §9 and an empty overview, not an error page. */
export function KeywordsFailed() {
  useEffect(() => showToast(KEYWORDS_FAILED, 'error'), []);
  return (
    <div className="search-page">
      <h1>Zoeken op trefwoord</h1>
      <p className="empty">{KEYWORDS_FAILED}</p>
    </div>
  );
}
