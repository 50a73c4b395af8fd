import { useEffect, useState } from 'react';

const secondsUntil = (endsAt: number): number => Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));

/** Seconds left of a countdown that starts at mount; restart() starts it again. */
export const useCountdown = (seconds: number): [remaining: number, restart: () => void] => {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(() => secondsUntil(endsAt));

  useEffect(() => {
    setRemaining(secondsUntil(endsAt));
    const timer = setInterval(() => {
      const left = secondsUntil(endsAt);
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  return [remaining, () => setEndsAt(Date.now() + seconds * 1000)];
};
