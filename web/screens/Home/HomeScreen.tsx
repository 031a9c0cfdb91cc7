// / : the home screen, one variant per role and onboarding state (document 1 §2.3, document 2 §2.2, §2.11).
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { HomeScreenQuery } from '../../__generated__/HomeScreenQuery.graphql';
import type { HomeVariant_viewer$key } from '../../__generated__/HomeVariant_viewer.graphql';
import type { StreamList_streams$key } from '../../__generated__/StreamList_streams.graphql';
import type { StudentGradeStep_allStreams$key } from '../../__generated__/StudentGradeStep_allStreams.graphql';
import { VisitorHome } from './VisitorHome.tsx';
import { TeacherHome } from './TeacherHome.tsx';
import { OnboardingProfileStep } from './OnboardingProfileStep.tsx';
import { OnboardingWelcomeStep } from './OnboardingWelcomeStep.tsx';
import { StudentHome } from './StudentHome.tsx';
import { StudentGroupsStep } from './StudentGroupsStep.tsx';
import { StudentGradeStep } from './StudentGradeStep.tsx';
import { StaffHome } from './StaffHome.tsx';

export const homeScreenQuery = graphql`
  query HomeScreenQuery @preloadable {
    viewer {
      ...HomeVariant_viewer
    }
    streams {
      ...StreamList_streams
      ...StudentGradeStep_allStreams
    }
  }
`;

export function HomeScreen({ queryRef }: { queryRef: PreloadedQuery<HomeScreenQuery> }) {
  const data = usePreloadedQuery<HomeScreenQuery>(homeScreenQuery, queryRef);
  return <HomeVariant viewer={data.viewer} streams={data.streams} />;
}

/** Picks the variant; the mutations of the onboarding steps return this fragment, so the next step follows by itself. */
export function HomeVariant({ viewer, streams }: { viewer: HomeVariant_viewer$key; streams: StreamList_streams$key & StudentGradeStep_allStreams$key }) {
  const data = useFragment(
    graphql`
      fragment HomeVariant_viewer on Viewer {
        home
        ...TeacherHome_viewer
        ...OnboardingProfileStep_viewer
        ...OnboardingWelcomeStep_viewer
        ...StudentHome_viewer
        ...StudentGroupsStep_viewer
        ...StudentGradeStep_viewer
        ...StaffHome_viewer
      }
    `,
    viewer,
  );
  switch (data.home) {
    case 'teacherOnboarding1':
      return <OnboardingProfileStep viewer={data} />;
    case 'teacherOnboarding2':
      return <OnboardingWelcomeStep viewer={data} />;
    case 'teacher':
      return <TeacherHome viewer={data} />;
    case 'studentGroups':
      return <StudentGroupsStep viewer={data} />;
    case 'studentGrade':
      return <StudentGradeStep viewer={data} allStreams={streams} />;
    case 'student':
      return <StudentHome viewer={data} />;
    case 'staff':
      return <StaffHome viewer={data} />;
    default:
      return <VisitorHome streams={streams} />;
  }
}
