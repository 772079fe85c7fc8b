import { useEffect, useRef, useState } from 'react';

export type Message = { tone: 'success' | 'error'; text: string };

/**
 * One account action at a time: `run` raises `isBusy` and clears the message, awaits the call, then shows the
 * message the call ends with. A page left meanwhile is not updated.
 */
export function useSubmitAction() {
  const [isBusy, setIsBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  async function run(action: () => Promise<Message>) {
    setIsBusy(true);
    setMessage(null);
    const outcome = await action();
    if (!isMounted.current) return;
    setIsBusy(false);
    setMessage(outcome);
  }

  return { isBusy, message, setMessage, run };
}
