// Routes of the shell's own pages: the design-system page.
import type { RouteObject } from 'react-router-dom';
import { Protected } from '../components/Protected.tsx';
import { DesignSystemScreen } from '../screens/DesignSystem/DesignSystemScreen.tsx';

export const shellRoutes: RouteObject[] = [
  {
    path: '/ds',
    element: (
      <Protected area="profile">
        <DesignSystemScreen />
      </Protected>
    ),
  },
];
