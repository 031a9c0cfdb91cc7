// Routes of issue 11 ('licenses'): filled in by their own change.
import type { RouteObject } from 'react-router-dom';

export const licenseRoutes: RouteObject[] = [];
