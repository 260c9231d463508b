import type { FormEvent } from 'react';

/**
 * A form's onSubmit that keeps the page where it is and runs `action`
 * instead: every form of the app submits through script, with its own checks
 * and messages. A promise `action` returns is left to settle on its own (its
 * errors are the action's to report).
 */
export function submitHandler(action: () => unknown): (event: FormEvent<HTMLElement>) => void {
  return (event) => {
    event.preventDefault();
    void action();
  };
}
