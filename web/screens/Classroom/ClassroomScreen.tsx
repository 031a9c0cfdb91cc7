// /leerlingen (document 2 §2.7): the teacher's student overview of the current stream — the warning while the stream's
// practice is not published, what the class did with the teacher's selections, and per group the students with
// their last self-practice and their results. 'Vernieuwen' asks the server again (students practise while the teacher
// looks).
import { useState } from 'react';
import { fetchQuery, graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ClassroomScreenQuery } from '../../__generated__/ClassroomScreenQuery.graphql';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { useToast } from '../../components/Toasts.tsx';
import { formatTime } from '../../lib/dates.ts';
import { ClassroomSets } from './ClassroomSets.tsx';
import { ClassroomGroup } from './ClassroomGroup.tsx';
import { CLASSROOM_TEXT as T } from './classroomText.ts';
import './classroom.css';

export const classroomScreenQuery = graphql`
  query ClassroomScreenQuery @preloadable {
    classroom {
      ... on Error @alias(as: "error") {
        message
      }
      ... on Classroom @alias(as: "room") {
        practicePublished
        needsLicenseLink
        stream {
          course {
            name
          }
          level {
            name
          }
        }
        groups {
          id
          ...ClassroomGroup_group
        }
      }
    }
    ...ClassroomSets_query
  }
`;

export function ClassroomScreen({ queryRef }: { queryRef: PreloadedQuery<ClassroomScreenQuery> }) {
  const data = usePreloadedQuery<ClassroomScreenQuery>(classroomScreenQuery, queryRef);
  const environment = useRelayEnvironment();
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);
  const [refreshedAt, setRefreshedAt] = useState<string | null>(null);
  // A refresh starts the lists over (the latest selection only, the first students).
  const [generation, setGeneration] = useState(0);

  const classroom = data.classroom.room;
  if (!classroom) {
    return (
      <div className="classroom-page">
        <h1>{T.titlePlain}</h1>
        <Alert kind="warning">{data.classroom.error?.message ?? T.loadFailed}</Alert>
      </div>
    );
  }
  const course = classroom.stream.course.name;
  const level = classroom.stream.level.name;

  const refresh = async () => {
    setRefreshing(true);
    try {
      await fetchQuery<ClassroomScreenQuery>(environment, classroomScreenQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
      setGeneration((g) => g + 1);
      setRefreshedAt(formatTime(new Date()));
    } catch {
      toast(T.refreshFailed, 'error');
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <div className="classroom-page">
      <div className="classroom-head">
        <h1>{T.title(course, level)}</h1>
        <Button variant="secondary" onClick={() => void refresh()} loading={refreshing}>
          {refreshing ? T.refreshing : T.refresh}
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {refreshedAt ? T.refreshed(refreshedAt) : ''}
      </p>
      {!classroom.practicePublished && <Alert kind="warning">{T.unpublished(course, level)}</Alert>}

      <section className="classroom-section" aria-labelledby="classroom-activities">
        <h2 id="classroom-activities">{T.activities}</h2>
        <ClassroomSets key={generation} query={data} course={course} level={level} />
      </section>

      <section className="classroom-section" aria-labelledby="classroom-results">
        <h2 id="classroom-results">{T.results}</h2>
        {classroom.needsLicenseLink && (
          <p>
            <Link to="/licenties">{T.linkLicenses}</Link>
          </p>
        )}
        {classroom.groups.length === 0 ? (
          <Alert kind="warning">{T.noGroups(course, level)}</Alert>
        ) : (
          classroom.groups.map((group) => <ClassroomGroup key={`${group.id}-${generation}`} group={group} published={classroom.practicePublished} />)
        )}
      </section>
    </div>
  );
}
