// The caches of the document threads: a least-recently-used cache bounded by size, and the formulas converted once
// per thread and shared by the documents after (the same exam questions go into many sets).
import { LruCache } from '../../server/documents/lruCache.ts';
import { texToSvg, texToSvgParts } from '../../server/documents/tex.ts';

describe('a size-bounded least-recently-used cache', () => {
  const text = (kB: number) => 'x'.repeat(kB * 1024);
  const sizeOf = (value: string) => value.length;

  it('lets the least recently used go when what it holds grows over its size', () => {
    const cache = new LruCache<string>(3 * 1024, sizeOf);
    cache.set('a', text(1));
    cache.set('b', text(1));
    cache.set('c', text(1));
    expect(cache.get('a')).toBe(text(1)); // 'a' is now more recent than 'b'
    cache.set('d', text(1));
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')].every((v) => v === text(1))).toBe(true);
    expect(cache.size).toBe(3);
  });

  it('counts an entry set again once, and keeps nothing larger than itself', () => {
    const cache = new LruCache<string>(2 * 1024, sizeOf);
    for (let i = 0; i < 5; i++) cache.set('a', text(1));
    cache.set('b', text(1));
    expect(cache.size).toBe(2);
    cache.set('huge', text(3));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});

describe('formulas converted once per document thread', () => {
  it('hands out the same frozen conversion the second time, display and inline apart', async () => {
    const first = await texToSvg('E = m c^2', true);
    expect(first.ok).toBe(true);
    expect(await texToSvg('E = m c^2', true)).toBe(first);
    expect(Object.isFrozen(first) && first.ok && Object.isFrozen(first.formula)).toBe(true);
    expect(() => {
      if (first.ok) (first.formula as { svg: string }).svg = '<svg/>';
    }).toThrow(TypeError);

    const inline = await texToSvg('E = m c^2', false);
    expect(inline).not.toBe(first);
    const parts = await texToSvgParts('E = m c^2');
    expect(parts.ok && parts.parts.length).toBeGreaterThanOrEqual(1);
    expect(await texToSvgParts('E = m c^2')).toBe(parts);
  });

  it('remembers a formula that does not convert as not converting', async () => {
    const broken = await texToSvg('\\frac{1}{', true);
    expect(broken).toEqual({ ok: false });
    expect(await texToSvg('\\frac{1}{', true)).toBe(broken);
    const brokenParts = await texToSvgParts('\\frac{1}{');
    expect(brokenParts).toEqual({ ok: false });
    expect(await texToSvgParts('\\frac{1}{')).toBe(brokenParts);
  });
});
