import type { AcceptRequestBody } from '../../../shared/contract/seller-requests';
import { messages } from '../../../shared/messages';
import { generatePassword, hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { users, vendors } from '../../db/schema';
import { conflict } from '../../errors';
import type { Actor } from '../activity/record';
import { decideRequest, lockPendingRequest } from './service';

const m = messages.sellerRequest;

/**
 * POST /seller-requests/accept-request: creates the vendor's account (with a generated password
 * it must change at first sign-in) and business profile from the edited fields, and marks the
 * request ACCEPTED, in one transaction under the request's lock: ten accepts at once make one
 * account. An email already in use changes nothing. Answers the password, the only copy of it.
 */
export async function acceptSellerRequest(db: Db, body: AcceptRequestBody, actor: Actor): Promise<string> {
  const password = generatePassword();
  // Hashed before the lock is taken, so the request is not held for the hash's 15+ ms.
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await lockPendingRequest(tx, body.requestId);
    const [user] = await tx
      .insert(users)
      .values({
        name: body.ownerName,
        email: body.email,
        mobile: body.mobile,
        passwordHash,
        role: 'VENDOR',
        mustChangePassword: true,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!user) throw conflict(m.emailTaken, { email: m.emailTaken });
    await tx.insert(vendors).values({
      userId: user.id,
      name: body.name,
      ownerName: body.ownerName,
      address: body.address,
      city: body.city,
      state: body.state,
      pincode: body.pincode,
    });
    await decideRequest(tx, { id: body.requestId, label: body.name }, { status: 'ACCEPTED', userId: user.id }, actor);
  });
  return password;
}
