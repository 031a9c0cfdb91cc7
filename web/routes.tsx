// The route table. Each route loads its query before render (loadQuery in the loader, usePreloadedQuery in the screen).
// The root route loads the shell's viewer; it never revalidates on navigation (the shell refetches it itself after
// sign-in/out, switching, stream choice: see web/components/ShellContext.tsx). The shell is in the main chunk; the
// screens of each area are lazy chunks (web/routes/lazy.ts), so a page downloads only the code of its area.
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { loadShellQuery, Shell, ShellError, ShellFrame } from './components/Shell.tsx';
import { Loading } from './components/Loading.tsx';
import { RouteError } from './components/RouteError.tsx';
import { accountRoutes } from './routes/account.tsx';
import { homeRoutes } from './routes/home.tsx';
import { shellRoutes } from './routes/shell.tsx';
import { teacherRoutes } from './routes/teacher.tsx';
import { searchRoutes } from './routes/search.tsx';
import { topicRoutes } from './routes/topics.tsx';
import { collectionRoutes } from './routes/collections.tsx';
import { studentRoutes } from './routes/student.tsx';
import { practiceRoutes } from './routes/practice.tsx';
import { classroomRoutes } from './routes/classroom.tsx';
import { licenseRoutes } from './routes/licenses.tsx';
import { signupRoutes } from './routes/signup.tsx';
import { adminRoutes } from './routes/admin.tsx';

/** An unknown path goes home. */
function NotFound() {
  return <Navigate to="/" replace />;
}

export const router = createBrowserRouter([
  {
    id: 'root',
    loader: loadShellQuery,
    shouldRevalidate: () => false,
    element: <Shell />,
    errorElement: <ShellError />,
    hydrateFallbackElement: (
      <ShellFrame>
        <Loading />
      </ShellFrame>
    ),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...homeRoutes,
          ...accountRoutes,
          ...teacherRoutes,
          ...searchRoutes,
          ...topicRoutes,
          ...collectionRoutes,
          ...studentRoutes,
          ...practiceRoutes,
          ...classroomRoutes,
          ...licenseRoutes,
          ...signupRoutes,
          ...adminRoutes,
          ...shellRoutes,
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
]);
