import { Suspense, type ReactNode } from 'react';
import { Loading } from '../components/Loading.tsx';

/** A screen that reads its preloaded query waits here for the answer. */
export function Suspended({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}
