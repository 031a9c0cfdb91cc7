// Routes of issue 11 ('signup'): filled in by their own change.
import type { RouteObject } from 'react-router-dom';

export const signupRoutes: RouteObject[] = [];
