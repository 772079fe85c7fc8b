import { useEffect, useRef, useState } from 'react';

export type Message = { tone: 'success' | 'error'; text: string };

/** An action that finished its flow: its message stays and the form is done. */
export type Done = { done: Message };

/**
 * One action at a time: `run` raises `isBusy` and clears the message, awaits the call, then shows the message
 * the call ends with. A call that ends with `{ done }` also sets `isDone`, and `run` resolves to true so the
 * caller can move on (after a wait, checking `isStillMounted()` again). A page left meanwhile is not updated.
 */
export function useSubmitAction() {
  const [isBusy, setIsBusy] = useState(false);
  const [isDone, setIsDone] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const isMounted = useRef(true);
  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  function isStillMounted() {
    return isMounted.current;
  }

  async function run(action: () => Promise<Message | Done>): Promise<boolean> {
    setIsBusy(true);
    setMessage(null);
    const outcome = await action();
    if (!isMounted.current) return false;
    setIsBusy(false);
    if ('done' in outcome) {
      setIsDone(true);
      setMessage(outcome.done);
      return true;
    }
    setMessage(outcome);
    return false;
  }

  return { isBusy, isDone, message, setMessage, run, isStillMounted };
}
