// /zelf-oefenen/per-onderwerp (document 2 §2.5): the practice sets of the current stream, each part a table of its
// questions with their scores, and the chapter filter above them. The filter and the sets are two queries, so either
// can fail on its own with its own toast ('Kon filteropties niet laden.', 'Kon oefensets niet laden.').
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'react-router-dom';
import type { PracticeSetsScreenQuery, PracticeSetsScreenQuery$data } from '../../__generated__/PracticeSetsScreenQuery.graphql';
import type { PracticeSetsScreenFiltersQuery } from '../../__generated__/PracticeSetsScreenFiltersQuery.graphql';
import { FailureBoundary } from '../../components/FailureBoundary.tsx';
import { Loading } from '../../components/Loading.tsx';
import { Alert } from '../../components/ui/Alert.tsx';
import { ChapterFilter } from './ChapterFilter.tsx';
import { PracticeTable } from './PracticeTable.tsx';
import { usePracticeScores } from './usePracticeScores.ts';
import { PRACTICE_TEXT as T } from './practiceText.ts';
import '../Student/student.css';
import './practice.css';

export const practiceSetsScreenFiltersQuery = graphql`
  query PracticeSetsScreenFiltersQuery @preloadable {
    viewer {
      currentStream {
        id
        practice {
          ...ChapterFilter_practice @alias(as: "filter")
        }
      }
    }
  }
`;

export const practiceSetsScreenQuery = graphql`
  query PracticeSetsScreenQuery($chapter: String) @preloadable {
    viewer {
      currentStream {
        id
        name
        ...usePracticeScores_stream
        practice {
          __typename
          ... on Practice {
            sets(chapterUrlId: $chapter) {
              urlId
              name
              children {
                urlId
                ...PracticeTable_child
              }
            }
          }
          ... on Error {
            message
          }
        }
      }
    }
  }
`;

export function PracticeSetsScreen({ filtersRef, setsRef }: { filtersRef: PreloadedQuery<PracticeSetsScreenFiltersQuery>; setsRef: PreloadedQuery<PracticeSetsScreenQuery> }) {
  const { search } = useLocation();
  return (
    <div className="practice-page">
      <h1>{T.perTopic}</h1>
      <FailureBoundary toast={T.filtersFailed} fallback={null}>
        <Suspense fallback={null}>
          <Filters queryRef={filtersRef} />
        </Suspense>
      </FailureBoundary>
      <FailureBoundary key={search} toast={T.setsFailed} fallback={<p className="empty">{T.setsFailed}</p>}>
        <Suspense fallback={<Loading />}>
          <Sets queryRef={setsRef} />
        </Suspense>
      </FailureBoundary>
    </div>
  );
}

function Filters({ queryRef }: { queryRef: PreloadedQuery<PracticeSetsScreenFiltersQuery> }) {
  // A refusal has no filter (the sets below say why).
  const filter = usePreloadedQuery<PracticeSetsScreenFiltersQuery>(practiceSetsScreenFiltersQuery, queryRef).viewer.currentStream?.practice.filter;
  return filter ? <ChapterFilter practice={filter} /> : null;
}

function Sets({ queryRef }: { queryRef: PreloadedQuery<PracticeSetsScreenQuery> }) {
  const stream = usePreloadedQuery<PracticeSetsScreenQuery>(practiceSetsScreenQuery, queryRef).viewer.currentStream;
  if (!stream) return <Alert kind="warning">{T.noStream}</Alert>;
  return <StreamSets stream={stream} />;
}

type Stream = NonNullable<PracticeSetsScreenQuery$data['viewer']['currentStream']>;

function StreamSets({ stream }: { stream: Stream }) {
  const { scores } = usePracticeScores(stream);
  const practice = stream.practice;
  if (practice.__typename !== 'Practice') return <Alert kind="warning">{practice.message}</Alert>;
  const sets = practice.sets ?? [];
  return (
    <>
      <p className="lead">{T.perTopicLead(stream.name)}</p>
      {sets.length === 0 ? (
        <p className="empty">{T.noSets}</p>
      ) : (
        sets.map((set) => (
          <section key={set.urlId} className="practice-set" aria-labelledby={`set-${set.urlId}`}>
            <h2 id={`set-${set.urlId}`}>{set.name}</h2>
            {set.children.map((child) => (
              <PracticeTable key={child.urlId} child={child} scores={scores} />
            ))}
          </section>
        ))
      )}
    </>
  );
}
