// The chunk of the shell's own pages: the design system (/ds, for anyone signed in) and the coming-soon placeholder.
import { Protected } from '../components/Protected.tsx';
import { DesignSystemScreen } from '../screens/DesignSystem/DesignSystemScreen.tsx';

export { ComingSoonScreen } from '../screens/ComingSoon/ComingSoonScreen.tsx';

export function DesignSystemRoute() {
  return (
    <Protected area="profile">
      <DesignSystemScreen />
    </Protected>
  );
}
