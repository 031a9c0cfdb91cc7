// Unsaved changes are never lost by a click away: while `unsaved` holds, leaving for another page of the app asks
// `question` first, and closing or reloading the tab makes the browser ask. Every editing form of the back-office
// uses it (formula sheet, exam, topic, ...), so each form only says when it has unsaved changes.
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

export function useLeaveGuard(unsaved: boolean, question: string): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
