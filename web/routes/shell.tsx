// Routes of the shell's own pages: the design-system page and the coming-soon placeholder (chunk ./shell.screens.tsx).
import type { RouteObject } from 'react-router-dom';
import { screen } from './lazy.ts';

const screens = () => import('./shell.screens.tsx');

export const shellRoutes: RouteObject[] = [
  { path: '/ds', lazy: screen(screens, 'DesignSystemRoute') },
  { path: '/coming-soon', lazy: screen(screens, 'ComingSoonScreen') },
];
