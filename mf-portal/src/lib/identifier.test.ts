import { looksLikePhone, normalizeIdentifier } from './identifier';

describe('normalizeIdentifier', () => {
  it('turns national, international and Arabic-Indic phone numbers into E.164', () => {
    expect(normalizeIdentifier('0500000001', 'SA')).toBe('+966500000001');
    expect(normalizeIdentifier('+966 50 000 0001', 'EG')).toBe('+966500000001');
    expect(normalizeIdentifier('\u200f٠٥٠٠٠٠٠٠٠١', 'SA')).toBe('+966500000001');
  });

  it('lower-cases emails and rejects anything else', () => {
    expect(normalizeIdentifier(' Demo@Example.com ', 'SA')).toBe('demo@example.com');
    expect(normalizeIdentifier('demo@', 'SA')).toBeNull();
    expect(normalizeIdentifier('12', 'SA')).toBeNull();
    expect(looksLikePhone('name@example.com')).toBe(false);
  });
});
