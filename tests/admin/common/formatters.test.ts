import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatCount,
  formatDate,
  formatDay,
  formatPercent,
  formatRupees,
  preview,
  shortId,
  truncate,
} from '../../../src/admin/common/formatters';
import { i18nProvider } from '../../../src/admin/i18n/i18nProvider';
import { passwordChangeProblem } from '../../../src/admin/pages/change-password/passwordChangeProblem';

describe('formatters (spec §1)', () => {
  it('format in Hindi (hi-IN) while Hindi is the language, with the same Indian grouping', async () => {
    await i18nProvider.changeLocale('hi');
    try {
      expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
      expect(formatCount(1234567)).toBe('12,34,567');
      expect(formatDay('2026-05-22')).toBe('22 मई 2026');
    } finally {
      await i18nProvider.changeLocale('en');
    }
    expect(formatDay('2026-05-22')).toBe('22 May 2026');
  });

  it('shows rupees with Indian grouping', () => {
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(0)).toBe('₹0.00');
  });

  it('shows a booked day and hour as booked: en-IN day, 12-hour clock, no time-zone shift', () => {
    expect(formatDay('2026-11-24')).toBe('24 Nov 2026');
    expect(formatDay('2026-01-01')).toBe('1 Jan 2026');
    expect(formatClock('14:30:00')).toBe('2:30 pm');
    expect(formatClock('09:05:00')).toBe('9:05 am');
    expect(formatClock('00:00:00')).toBe('12:00 am');
    expect(formatClock('12:00')).toBe('12:00 pm');
  });

  it('shows a percentage with at most one decimal', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(8.25)).toBe('8.3%');
    expect(formatPercent(100)).toBe('100%');
  });

  it('cuts text to a length with no ellipsis (spec §9 badges)', () => {
    expect(truncate('Power source', 10)).toBe('Power sour');
    expect(truncate('Drum', 10)).toBe('Drum');
    expect(truncate('Größe 🚜 und mehr', 7)).toBe('Größe 🚜');
  });

  it('previews text cut to a length with an ellipsis, only when it was longer (spec §9 descriptions)', () => {
    expect(preview('Premium ordinary Portland cement for high-strength work', 40)).toBe(
      'Premium ordinary Portland cement for hig…',
    );
    expect(preview('A'.repeat(40), 40)).toBe('A'.repeat(40));
    expect(preview('🚜'.repeat(41), 40)).toBe(`${'🚜'.repeat(40)}…`);
  });
});

describe('order formatters (spec §1, §9)', () => {
  it('shows an id as its last 8 characters', () => {
    expect(shortId('3f6c1e2a-9b7d-4c5e-8a1f-0d2e4b6c8a9e')).toBe('4b6c8a9e');
  });

  it('shows a day in the en-IN format', () => {
    // Noon in India: the same day in any time zone the tests run in.
    expect(formatDate('2025-05-22T06:30:00.000Z')).toBe('22 May 2025');
  });

  it('shows a count with Indian grouping', () => {
    expect(formatCount(1234567)).toBe('12,34,567');
  });
});

describe('passwordChangeProblem (spec §5)', () => {
  const problem = (password: string, confirmation: string, currentPassword?: string) => {
    const key = passwordChangeProblem(password, confirmation, currentPassword);
    return key && i18nProvider.translate(key);
  };

  it('checks filled, then equal, then long enough', () => {
    expect(problem('', 'x')).toBe('Please fill in all fields');
    expect(problem('short', 'other')).toBe('Passwords do not match');
    expect(problem('short', 'short')).toBe('Password must be at least 6 characters long');
    expect(problem('secret', 'secret')).toBeNull();
  });

  it('counts the current password among all fields once it is asked for', () => {
    expect(problem('secret', 'secret', '')).toBe('Please fill in all fields');
    expect(problem('secret', 'secret', 'old-one')).toBeNull();
  });
});
