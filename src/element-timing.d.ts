// The Element Timing API's attribute (Chromium), not yet in React's types. A module (the import),
// so this adds to React's declarations instead of replacing them.
import 'react';

declare module 'react' {
  // A declaration that merges with React's must take its type parameter, used or not.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    elementtiming?: string;
  }
}
