import { useEffect, useState } from 'react';

interface Disposable {
  dispose(): void;
}

/** Creates a geometry or material once and releases its GPU memory when the part unmounts. */
export function useDisposable<T extends Disposable>(create: () => T): T {
  const [value] = useState(create);
  useEffect(() => () => value.dispose(), [value]);
  return value;
}
