// The signed-in student's scores in self-practice: read from Stream.myScores (the server's newest score of each
// question), saved through the saveScore mutation, then read back from the server so every page of the stream — the
// tables per onderwerp, the whole exams, the topic — shows the score the server keeps. While a save is on its way the
// score just marked shows at once.
import { useCallback, useMemo, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { usePracticeScores_stream$key } from '../../__generated__/usePracticeScores_stream.graphql';
import practiceScoresRefetchQuery, { type PracticeScoresRefetchQuery } from '../../__generated__/PracticeScoresRefetchQuery.graphql';
import { useToast } from '../../components/Toasts.tsx';
import { useSaveScoreMutation } from '../../mutations/useSaveScoreMutation.ts';
import { localScoreOf, type LocalScore } from '../Student/studentStorage.ts';
import { PRACTICE_TEXT as T } from './practiceText.ts';

const fragment = graphql`
  fragment usePracticeScores_stream on Stream @refetchable(queryName: "PracticeScoresRefetchQuery") {
    id
    myScores {
      questionId
      updatedAt
      totalPoints
      scoredPoints
      hasCompletedScoreFlow
      sections {
        sectionId
        isCorrect
        shownElaboration
      }
    }
  }
`;

export type Scores = Readonly<Record<string, LocalScore>>;

/** The scores by the question's global id, and `record` to save one (the student pressed 'Bekijk je punten'). */
export function usePracticeScores(stream: usePracticeScores_stream$key) {
  const data = useFragment(fragment, stream);
  const environment = useRelayEnvironment();
  const [saveScore] = useSaveScoreMutation();
  const toast = useToast();
  const [marked, setMarked] = useState<Record<string, LocalScore>>({});

  const scores = useMemo<Scores>(() => {
    const all: Record<string, LocalScore> = {};
    for (const s of data.myScores) all[s.questionId] = localScoreOf(s);
    // A score marked here wins until the server has one at least as new.
    for (const [id, score] of Object.entries(marked)) if (!all[id] || all[id]!.updatedAt < score.updatedAt) all[id] = score;
    return all;
  }, [data.myScores, marked]);

  const record = useCallback(
    async (questionId: string, score: LocalScore) => {
      setMarked((all) => ({ ...all, [questionId]: score }));
      try {
        const result = await saveScore(data.id, questionId, score);
        if (result.__typename !== 'SaveScoreSuccess') toast(result.message ?? T.saveFailed, 'error');
        await fetchQuery<PracticeScoresRefetchQuery>(environment, practiceScoresRefetchQuery, { id: data.id }, { fetchPolicy: 'network-only' }).toPromise();
      } catch {
        toast(T.saveFailed, 'error');
      }
    },
    [data.id, environment, saveScore, toast],
  );

  return { scores, record };
}
