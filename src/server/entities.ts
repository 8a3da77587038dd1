import type { Entity } from './entity/entity';
import { categoryEntity } from './modules/categories/entity';
import { equipmentEntity } from './modules/equipment/entity';
import { equipmentCategoryEntity } from './modules/equipment-categories/entity';
import { equipmentRentalEntity } from './modules/equipment-rentals/entity';
import { serviceBookingEntity } from './modules/service-bookings/entity';
import { serviceProviderEntity } from './modules/service-providers/entity';
import { vendorEntity } from './modules/vendors/entity';

/**
 * Every declared entity (src/server/entity): app.ts serves each under its base, and the route
 * matrix test makes each of its calls. Custom calls are plain routes registered in app.ts.
 */
export const entities: readonly Entity[] = [
  equipmentEntity,
  equipmentCategoryEntity,
  serviceProviderEntity,
  categoryEntity,
  equipmentRentalEntity,
  serviceBookingEntity,
  vendorEntity,
];
