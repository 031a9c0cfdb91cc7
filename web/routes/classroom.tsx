// Routes of issue 11 ('classroom'): filled in by their own change.
import type { RouteObject } from 'react-router-dom';

export const classroomRoutes: RouteObject[] = [];
