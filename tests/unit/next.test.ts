import { safeNext } from '@/lib/menu/next';

describe('safeNext', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeNext('/capital/recharge')).toBe('/capital/recharge');
    expect(safeNext('/notice/info?id=3#top')).toBe('/notice/info?id=3#top');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/x', 'javascript:alert(1)', '', null, undefined, 'home'])(
    'refuses %p',
    (value) => {
      expect(safeNext(value)).toBe('/home');
    },
  );
});
