/** Route paths, in one place so links and routes never disagree. */
export const paths = {
  home: '/',
  whitepaper: '/whitepaper',
} as const;

export const routeList = [paths.home, paths.whitepaper] as const;
