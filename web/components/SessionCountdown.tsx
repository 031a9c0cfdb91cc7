// The session-expiry countdown of the footer (document 1 §2.1 and §9): minutes while more than 100 seconds remain,
// seconds from 100 down to 6, and a final stage from 5 seconds.
import { useCallback, useEffect, useState } from 'react';
import { useSessionDeadline } from './SessionGuard.tsx';

export const COUNTDOWN_SECONDS_FROM = 100;
export const COUNTDOWN_FINAL_FROM = 5;

export type CountdownStage = 'minutes' | 'seconds' | 'final';

export function countdownStage(seconds: number): CountdownStage {
  if (seconds > COUNTDOWN_SECONDS_FROM) return 'minutes';
  if (seconds > COUNTDOWN_FINAL_FROM) return 'seconds';
  return 'final';
}

export const COUNTDOWN_TEXT = {
  label: 'Sessie verloopt over',
  value(seconds: number): string {
    if (countdownStage(seconds) === 'minutes') return `${Math.round(seconds / 60)} minuten`;
    return `${seconds} ${seconds === 1 ? 'seconde' : 'seconden'}`;
  },
  /** Announced once when a stage begins, so screen-reader users are warned without a voice every second. */
  announce: {
    seconds: `Je sessie verloopt over ${COUNTDOWN_SECONDS_FROM} seconden. Beweeg de muis of druk op een toets om ingelogd te blijven.`,
    final: `Je wordt over ${COUNTDOWN_FINAL_FROM} seconden uitgelogd.`,
  },
};

/** The countdown itself, for a given number of seconds left. */
export function SessionCountdown({ seconds }: { seconds: number }) {
  const stage = countdownStage(seconds);
  return (
    <p className={`session-countdown session-countdown-${stage}`} role="timer" data-testid="session-countdown">
      {COUNTDOWN_TEXT.label} <strong>{COUNTDOWN_TEXT.value(seconds)}</strong>
    </p>
  );
}

/** The countdown to the signed-in user's session deadline; nothing for a visitor. */
export function LiveSessionCountdown() {
  const { deadline } = useSessionDeadline();
  const secondsLeft = useCallback(() => {
    const d = deadline();
    return d === null ? null : Math.max(0, Math.ceil((d - Date.now()) / 1000));
  }, [deadline]);
  const [seconds, setSeconds] = useState(secondsLeft);
  useEffect(() => {
    setSeconds(secondsLeft());
    const timer = window.setInterval(() => setSeconds(secondsLeft()), 1000);
    return () => window.clearInterval(timer);
    // secondsLeft changes only with the deadline getter, which is stable.
  }, [secondsLeft]);
  if (seconds === null) return null;
  const stage = countdownStage(seconds);
  return (
    <>
      <SessionCountdown seconds={seconds} />
      <p className="visually-hidden" aria-live="assertive">
        {stage === 'minutes' ? '' : COUNTDOWN_TEXT.announce[stage]}
      </p>
    </>
  );
}
