/** Rupees multiplied by whole factors in paise, so a total has no float residue (₹1,200.50 × 3 = ₹3,601.50). */
export const rupeesTimes = (rupees: number, ...factors: number[]): number =>
  factors.reduce((paise, factor) => paise * factor, Math.round(rupees * 100)) / 100;
