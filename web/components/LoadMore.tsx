// 'Meer … laden' under a paged list (a Relay pagination fragment's loadNext). One way for every list: the button keeps
// the focus while the next page loads (Button's loading), a page that fails to load says so in a toast instead of
// stopping without a word, and when the last page is in and the button goes, the focus moves to `afterLast` (e.g. the
// list's heading) rather than dropping to the page's body.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Button } from './ui/Button.tsx';
import { useToast } from './Toasts.tsx';

/** The part of usePaginationFragment's loadNext this needs. */
export type LoadNext = (count: number, options?: { onComplete?: (error: Error | null) => void }) => unknown;

export function LoadMore({
  hasNext,
  isLoadingNext,
  loadNext,
  count,
  label,
  loadingLabel,
  failed,
  afterLast,
  className = 'load-more',
}: {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: LoadNext;
  count: number;
  label: ReactNode;
  loadingLabel?: ReactNode;
  /** The toast when the next page could not be loaded. */
  failed: string;
  /** Where focus goes once the last page is in (it must be focusable: a control, or tabIndex={-1}). */
  afterLast?: RefObject<HTMLElement | null>;
  className?: string;
}) {
  const toast = useToast();
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (hasNext || !hadFocus.current) return;
    hadFocus.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) afterLast?.current?.focus();
  }, [hasNext, afterLast]);
  if (!hasNext) return null;
  return (
    <p className={className}>
      <Button
        ref={button}
        variant="secondary"
        loading={isLoadingNext}
        onClick={() => {
          hadFocus.current = document.activeElement === button.current;
          loadNext(count, {
            onComplete: (error) => {
              if (error) toast(failed, 'error');
            },
          });
        }}
      >
        {isLoadingNext && loadingLabel ? loadingLabel : label}
      </Button>
    </p>
  );
}
