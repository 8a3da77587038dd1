import type { HandoverStage } from '../../../shared/contract/rental-handovers';

/** How a held deposit is settled: what is withheld, what goes back, the stage it leaves. */
export interface Settlement {
  stage: Extract<HandoverStage, 'REFUNDED' | 'PARTLY_WITHHELD'>;
  withheldPaise: number;
  refundedPaise: number;
}

/**
 * Nothing withheld refunds the whole deposit; an amount from one paisa up to the deposit is
 * withheld and the rest refunded, so withheld + refunded = held and neither is negative.
 * Null for any other amount (integer paise only).
 */
export function settlementOf(heldPaise: number, withheldPaise: number): Settlement | null {
  if (!Number.isSafeInteger(heldPaise) || !Number.isSafeInteger(withheldPaise)) return null;
  if (heldPaise < 0 || withheldPaise < 0 || withheldPaise > heldPaise) return null;
  if (withheldPaise === 0) return { stage: 'REFUNDED', withheldPaise: 0, refundedPaise: heldPaise };
  return { stage: 'PARTLY_WITHHELD', withheldPaise, refundedPaise: heldPaise - withheldPaise };
}
