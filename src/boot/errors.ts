import { MAX_RECORDED_ERRORS } from './boot-contract';

/**
 * Records the page's uncaught errors and unhandled rejections from the moment the boot script
 * runs, up to MAX_RECORDED_ERRORS, and returns a reader of them (`BootHandle.errors`).
 */
export function recordErrors(): () => string[] {
  const errors: string[] = [];
  const record = (what: unknown) => {
    if (errors.length < MAX_RECORDED_ERRORS) errors.push(String(what));
  };
  addEventListener('error', (event) => record(event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => record(event.reason));
  return () => [...errors];
}
