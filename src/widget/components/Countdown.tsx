import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { countdownAnnouncementStep, formatCountdown, remainingMs } from '../../core/countdown.js';
import { useAnnounce, useCheckoutEnvironment } from '../context.js';

const TICK_MS = 250;

/**
 * Time left to pay, on the server's clock (browser clock plus the offset learnt from `Date` headers). Shown to
 * the second; announced only at coarse steps (each minute, then 30 s, 10 s and the end). Calls `onElapsed` once
 * when it reaches zero, so the checkout can ask the service for the outcome at once.
 */
export function Countdown({ expiresAt, onElapsed }: { expiresAt: string; onElapsed?: () => void }) {
  const { clock, strings } = useCheckoutEnvironment();
  const announce = useAnnounce();
  const labelId = useId();
  const offset = useSyncExternalStore(clock.subscribe, clock.offset, clock.offset);
  const [browserNow, setBrowserNow] = useState(() => Date.now());
  const remaining = remainingMs(expiresAt, browserNow, offset);
  const step = countdownAnnouncementStep(remaining);
  const lastStep = useRef<number | null>(null);
  const elapsedReported = useRef(false);

  useEffect(() => {
    const timer = setInterval(() => setBrowserNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    // The first step is shown, not announced: the screen that appears says it already.
    if (lastStep.current !== null && step !== lastStep.current) announce(strings.timeLeftAnnouncement(step));
    lastStep.current = step;
  }, [step, announce, strings]);

  useEffect(() => {
    if (remaining > 0 || elapsedReported.current) return;
    elapsedReported.current = true;
    onElapsed?.();
  }, [remaining, onElapsed]);

  const urgent = remaining <= 60_000;
  return (
    <div className={`cc-countdown${urgent ? ' cc-countdown-urgent' : ''}`}>
      {remaining > 0 ? (
        <>
          <span id={labelId} className="cc-countdown-label">
            {strings.timeLeftLabel}
          </span>
          <span className="cc-countdown-time" role="timer" aria-labelledby={labelId} data-testid="countdown">
            {formatCountdown(remaining)}
          </span>
        </>
      ) : (
        <span className="cc-countdown-label">{strings.timeUp}</span>
      )}
    </div>
  );
}
