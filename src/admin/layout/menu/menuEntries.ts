import type { SvgIconComponent } from '@mui/icons-material';
import BookOnlineIcon from '@mui/icons-material/BookOnline';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import ConstructionIcon from '@mui/icons-material/Construction';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EngineeringIcon from '@mui/icons-material/Engineering';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { Role } from '../../../shared/contract/common';
import type { ProtectedRoute } from '../../common/access';
import { text } from '../../i18n/text';

export interface MenuEntry {
  title: string;
  /** One line on the admin home page's card for this section. */
  hint?: string;
  to: ProtectedRoute;
  icon: SvgIconComponent;
}

/** Spec §2's sidebars, in order. Only entries whose screen is built are shown. */
export const MENUS: Readonly<Partial<Record<Role, readonly MenuEntry[]>>> = {
  ADMIN: [
    { title: text.nav.dashboard, to: '/', icon: DashboardIcon },
    { title: text.nav.equipments, hint: text.nav.equipmentsHint, to: '/equipments', icon: ConstructionIcon },
    { title: text.nav.materials, hint: text.nav.materialsHint, to: '/materials', icon: Inventory2Icon },
    { title: text.nav.categories, hint: text.nav.categoriesHint, to: '/categories', icon: CategoryIcon },
    {
      title: text.nav.serviceProviders,
      hint: text.nav.serviceProvidersHint,
      to: '/service-provider',
      icon: EngineeringIcon,
    },
    { title: text.nav.orders, hint: text.nav.ordersHint, to: '/material-orders', icon: ShoppingCartIcon },
    { title: text.nav.rentals, hint: text.nav.rentalsHint, to: '/equipment-rentals', icon: EventAvailableIcon },
    { title: text.nav.bookings, hint: text.nav.bookingsHint, to: '/service-bookings', icon: BookOnlineIcon },
    { title: text.nav.sellerRequests, hint: text.nav.sellerRequestsHint, to: '/seller-requests', icon: StorefrontIcon },
    { title: text.nav.sendNotifications, hint: text.nav.sendNotificationsHint, to: '/notifications', icon: CampaignIcon },
  ],
  VENDOR: [
    { title: text.nav.dashboard, to: '/', icon: DashboardIcon },
    { title: text.nav.materials, hint: text.nav.materialsHint, to: '/materials', icon: Inventory2Icon },
    { title: text.nav.orders, hint: text.nav.ordersHint, to: '/vendor-orders', icon: ShoppingCartIcon },
  ],
};

export const menuFor = (role: Role | null | undefined, builtRoutes: readonly string[]): MenuEntry[] =>
  (role ? (MENUS[role] ?? []) : []).filter((entry) => builtRoutes.includes(entry.to));
