import { eq } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { customers, users } from './schema';

/** What spec §3's `customer.user` shows of a record's customer: its name and mobile. */
export const customerUserColumns = { name: users.name, mobile: users.mobile };

/** Joins a query of records to their customer's account, for `customerUserColumns`. */
export const joinCustomerUser = <Query extends PgSelect>(query: Query, customerId: PgColumn) =>
  query.innerJoin(customers, eq(customers.id, customerId)).innerJoin(users, eq(users.id, customers.userId));
