// The schema entry: imports every concept's module, then builds.
import { builder } from './builder.ts';
import './errors/types.ts';
import './streams/types.ts';
import './topics/types.ts';
import './topics/page.ts';
import './cart/mutations.ts';
import './search/types.ts';
import './collections/types.ts';
import './collections/mutations.ts';
import './collections/reuse.ts';
import './accounts/types.ts';
import './accounts/viewer.ts';
import './accounts/mutations.ts';
import './feedback/types.ts';
import './practice/scores.ts';
import './practice/sharedSet.ts';
import './practice/practiceSets.ts';
import './classroom/types.ts';
import './exams/types.ts';
import './licensing/types.ts';
import './signup/types.ts';
import './admin/audit.ts';
import './admin/types.ts';
import './admin/mutations.ts';
import './admin/exams.ts';
import './admin/topics.ts';

export const schema = builder.toSchema({ sortSchema: true });
