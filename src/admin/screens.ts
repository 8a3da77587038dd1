import type { SvgIconComponent } from '@mui/icons-material';
import BookOnlineIcon from '@mui/icons-material/BookOnline';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import ConstructionIcon from '@mui/icons-material/Construction';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EngineeringIcon from '@mui/icons-material/Engineering';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HistoryIcon from '@mui/icons-material/History';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LockResetIcon from '@mui/icons-material/LockReset';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import StoreMallDirectoryIcon from '@mui/icons-material/StoreMallDirectory';
import type { ActivityEntity } from '../shared/contract/activity';
import type { Role } from '../shared/contract/common';
import type { Endpoints } from './api/calls/call';
import { categoryCalls } from './api/calls/categories';
import { equipmentCalls } from './api/calls/equipment';
import { equipmentCategoryCalls } from './api/calls/equipment-categories';
import { equipmentRentalCalls } from './api/calls/equipment-rentals';
import { notificationCalls } from './api/calls/notifications';
import { materialOrderCalls, vendorOrderCalls } from './api/calls/orders';
import { productCalls, productVariantCalls } from './api/calls/products';
import { sellerRequestCalls } from './api/calls/seller-requests';
import { serviceBookingCalls } from './api/calls/service-bookings';
import { serviceProviderCalls } from './api/calls/service-providers';
import { text } from './i18n/text';
import { paths } from './paths';
import { categoryViews } from './resources/categories';
import { equipmentViews } from './resources/equipment';
import { equipmentCategoryViews } from './resources/equipment-categories';
import { equipmentRentalViews } from './resources/equipment-rentals';
import { materialOrderViews } from './resources/material-orders';
import { materialViews } from './resources/materials';
import { VARIANTS_RESOURCE } from './resources/materials/variantsResource';
import { notificationViews } from './resources/notifications';
import { sellerRequestViews } from './resources/seller-requests';
import { serviceBookingViews } from './resources/service-bookings';
import { serviceProviderViews } from './resources/service-providers';
import { vendorOrderViews } from './resources/vendor-orders';
import { vendorViews } from './resources/vendors';
import type { ResourceViews } from './resourceViews';

export interface ScreenDeclaration {
  /** Its route (spec §2); a resource's name is the route without the slash. */
  path: string;
  /** Who may open it (spec §6); everyone else is sent to /unauthorized. */
  roles: readonly Role[];
  icon: SvgIconComponent;
  /** Its sidebar entry and the admin home's card hint; the table's order is the menus' order. */
  menu?: { title: string; hint?: string };
  /**
   * How it is built: a react-admin resource's views, or 'page' for a screen App.tsx routes
   * itself. A screen with neither is declared for its guard but not built yet (not found).
   */
  views?: ResourceViews | 'page';
  /**
   * How react-admin's getList / getOne / create / update / delete become the resource's spec
   * calls; a resource without them follows ra-data-simple-rest (the server's REST entities).
   */
  calls?: Endpoints;
  /**
   * Resources the screen writes besides its own, by name, with their spec calls: records
   * listed inside the screen's (a product's variants). They have no route, menu or views.
   */
  subResources?: Readonly<Record<string, SubResource>>;
  /**
   * The activity log's name for the screen's records: their Edit and details dialogs get a
   * History tab (the log's versions, restore for an admin).
   */
  activity?: ActivityEntity;
}

/** A resource written inside another screen: its spec calls and, as a screen's, its activity name. */
export interface SubResource {
  calls: Endpoints;
  activity?: ActivityEntity;
}

/**
 * The one declaration of every screen inside the layout (spec §2 route table, §6 roles, the
 * sidebars' entries in order). The access rule, both menus, the admin home's cards and the
 * `<Resource>`s are derived from it.
 */
export const SCREENS: readonly ScreenDeclaration[] = [
  { path: paths.home, roles: ['ADMIN', 'VENDOR'], icon: DashboardIcon, menu: text.nav.dashboard, views: 'page' },
  {
    path: '/equipments',
    roles: ['ADMIN'],
    icon: ConstructionIcon,
    menu: text.nav.equipments,
    views: equipmentViews,
    calls: equipmentCalls,
    activity: 'equipment',
  },
  {
    path: '/equipment-categories',
    roles: ['ADMIN'],
    icon: FactCheckIcon,
    menu: text.nav.equipmentCategories,
    views: equipmentCategoryViews,
    calls: equipmentCategoryCalls,
    activity: 'equipment-categories',
  },
  {
    path: '/materials',
    roles: ['ADMIN', 'VENDOR'],
    icon: Inventory2Icon,
    menu: text.nav.materials,
    views: materialViews,
    calls: productCalls,
    subResources: { [VARIANTS_RESOURCE]: { calls: productVariantCalls, activity: 'variants' } },
    activity: 'products',
  },
  {
    path: '/categories',
    roles: ['ADMIN'],
    icon: CategoryIcon,
    menu: text.nav.categories,
    views: categoryViews,
    calls: categoryCalls,
    activity: 'categories',
  },
  {
    path: '/service-provider',
    roles: ['ADMIN'],
    icon: EngineeringIcon,
    menu: text.nav.serviceProviders,
    views: serviceProviderViews,
    calls: serviceProviderCalls,
    activity: 'service-providers',
  },
  {
    path: '/material-orders',
    roles: ['ADMIN'],
    icon: ShoppingCartIcon,
    menu: text.nav.orders,
    views: materialOrderViews,
    calls: materialOrderCalls,
    activity: 'orders',
  },
  {
    path: '/equipment-rentals',
    roles: ['ADMIN'],
    icon: EventAvailableIcon,
    menu: text.nav.rentals,
    views: equipmentRentalViews,
    calls: equipmentRentalCalls,
    activity: 'equipment-rentals',
  },
  {
    path: paths.rentalCalendar,
    roles: ['ADMIN'],
    icon: CalendarMonthIcon,
    menu: text.nav.rentalCalendar,
    views: 'page',
  },
  {
    path: '/service-bookings',
    roles: ['ADMIN'],
    icon: BookOnlineIcon,
    menu: text.nav.bookings,
    views: serviceBookingViews,
    calls: serviceBookingCalls,
    activity: 'service-bookings',
  },
  {
    path: paths.bookingCalendar,
    roles: ['ADMIN'],
    icon: EventNoteIcon,
    menu: text.nav.bookingCalendar,
    views: 'page',
  },
  {
    path: '/seller-requests',
    roles: ['ADMIN'],
    icon: StorefrontIcon,
    menu: text.nav.sellerRequests,
    views: sellerRequestViews,
    calls: sellerRequestCalls,
    activity: 'seller-requests',
  },
  {
    // Beyond the spec: a REST entity of the API, so it declares no calls.
    path: '/vendors',
    roles: ['ADMIN'],
    icon: StoreMallDirectoryIcon,
    menu: text.nav.vendors,
    views: vendorViews,
    activity: 'vendors',
  },
  {
    path: '/notifications',
    roles: ['ADMIN'],
    icon: CampaignIcon,
    menu: text.nav.sendNotifications,
    views: notificationViews,
    calls: notificationCalls,
    activity: 'admin-notifications',
  },
  {
    path: '/vendor-orders',
    roles: ['VENDOR'],
    icon: ShoppingCartIcon,
    menu: text.nav.orders,
    views: vendorOrderViews,
    calls: vendorOrderCalls,
    activity: 'orders',
  },
  { path: paths.changePassword, roles: ['ADMIN', 'VENDOR'], icon: LockResetIcon, views: 'page' },
  // Beyond the spec, last in both menus so spec §2's sidebars keep their order.
  { path: paths.activity, roles: ['ADMIN', 'VENDOR'], icon: HistoryIcon, menu: text.nav.activity, views: 'page' },
];
