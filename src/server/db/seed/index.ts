import { hashPassword } from '../../auth/passwords';
import type { Db } from '../client';
import { users, vendors } from '../schema';

export interface SeedOptions {
  scale: number;
}

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', password: 'admin123', role: 'ADMIN' },
  { email: 'vendor@example.com', password: 'vendor123', role: 'VENDOR' },
] as const;

/** Deterministic demo data (placeholder: accounts only until the full seed lands). */
export async function seedDemo(db: Db, _options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const [admin, vendor] = DEMO_ACCOUNTS;
    await tx.insert(users).values({ name: 'Asha Admin', email: admin.email, passwordHash: await hashPassword(admin.password), role: 'ADMIN' });
    const [vendorUser] = await tx
      .insert(users)
      .values({ name: 'Vikram Traders', email: vendor.email, passwordHash: await hashPassword(vendor.password), role: 'VENDOR', mobile: '9876543210' })
      .returning();
    if (vendorUser) await tx.insert(vendors).values({ userId: vendorUser.id, name: 'Vikram Traders' });
  });
}
