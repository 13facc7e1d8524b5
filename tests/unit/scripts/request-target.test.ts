import { describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH, requestTarget } from '../../../scripts/lib/request-target.js';

describe('what a request asks for (requestTarget)', () => {
  it.each([
    ['/', '/'],
    ['/es/', '/es/'],
    ['/whitepaper?mask=moon', '/whitepaper'],
    ['//es//whitepaper', '/es/whitepaper'],
    ['/assets/../robots.txt', '/robots.txt'],
    ['/es/..%2fwhitepaper', '/whitepaper'],
    ['/%F0%9F%94%A5', '/🔥'],
  ])('%s is %s', (url, pathname) => {
    expect(requestTarget(url)).toMatchObject({ pathname });
  });

  it('keeps the query for a redirect', () => {
    expect(requestTarget('/index.html?mask=moon&x=%ZZ')).toEqual({
      pathname: '/index.html',
      search: '?mask=moon&x=%ZZ',
    });
  });

  it.each([
    ['/%E0%A4%A', 400],
    ['/..%2f..%2fetc/passwd', 400],
    ['/%2e%2e/', 400],
    ['/../etc/passwd', 400],
    ['/robots.txt%00', 400],
    ['*', 400],
    [`/${'a'.repeat(MAX_URL_LENGTH)}`, 414],
  ])('%s is refused with %i', (url, status) => {
    expect(requestTarget(url)).toEqual({ status });
  });
});
