// Courses and levels as stored (the catalogue's rows).
import type { Db } from '../../db/database.ts';

export const listCourses = (db: Db) => db.course.findMany({ orderBy: { name: 'asc' } });

export const listLevels = (db: Db) => db.level.findMany({ orderBy: { position: 'asc' } });
