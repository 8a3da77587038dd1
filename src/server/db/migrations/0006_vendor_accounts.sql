CREATE VIEW "public"."vendor_accounts" AS (
  select v.id, v.user_id, v.name, v.owner_name, u.email, u.mobile, v.address, v.city, v.state, v.pincode,
    (select count(*)::int from products p where p.vendor_id = v.id) as products_count,
    u.suspended_at is null as can_sign_in, v.created_at
  from vendors v join users u on u.id = v.user_id);