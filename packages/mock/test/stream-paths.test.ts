/**
 * Which request paths reach a stream operation of the mock: its template under the API's base path or without
 * it (the mock serves its other operations at the bare origin), one segment per template parameter.
 */
import { expect, it } from 'vitest';
import { streamPattern } from '../src/core/stream.js';

it('matches the template with the base path or without it, and nothing else', () => {
  const pattern = streamPattern('/v1', '/feeds/{id}/events');
  for (const path of ['/v1/feeds/f_1/events', '/feeds/f_1/events']) expect(pattern.test(path), path).toBe(true);
  for (const path of ['/v/feeds/f_1/events', '/v1/feeds/f_1/x/events', '/v1/feeds//events', '/feeds/f_1/events/more', '/v2/feeds/f_1/events']) {
    expect(pattern.test(path), path).toBe(false);
  }
  expect(streamPattern('', '/a.b').test('/aXb')).toBe(false);
});
