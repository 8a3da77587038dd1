import { describe, expect, it } from 'vitest';
import { bulkSummary } from '../../../src/admin/common/bulk/bulkSummary';
import { i18nProvider } from '../../../src/admin/i18n/i18nProvider';

const translate = i18nProvider.translate;
const refusal = (n: number) => ({ id: `id-${n}`, label: `Cement · ${n} kg`, message: 'Stock cannot be negative' });

describe('the bulk summary toast', () => {
  it('counts what was updated', () => {
    expect(bulkSummary(translate, { bulkId: 'b', updated: 1234, refused: [] })).toBe('1,234 updated');
  });

  it('names up to three refusals with their messages and counts the rest', () => {
    expect(bulkSummary(translate, { bulkId: 'b', updated: 48, refused: [refusal(1), refusal(2)] })).toBe(
      '48 updated, 2 refused: Cement · 1 kg: Stock cannot be negative; Cement · 2 kg: Stock cannot be negative',
    );
    expect(bulkSummary(translate, { bulkId: 'b', updated: 0, refused: [1, 2, 3, 4, 5].map(refusal) })).toBe(
      '0 updated, 5 refused: Cement · 1 kg: Stock cannot be negative; Cement · 2 kg: Stock cannot be negative; ' +
        'Cement · 3 kg: Stock cannot be negative and 2 more',
    );
  });
});
