// The schema entry: imports every concept's module, then builds.
import { builder } from './builder.ts';
import './streams/types.ts';

export const schema = builder.toSchema({ sortSchema: true });
