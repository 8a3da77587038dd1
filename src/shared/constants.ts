/** Business constants and limits of spec §9. */

export const AUTH_STORAGE_KEY = 'auth-storage';
export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'system';

export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';
/** Ctrl+K / ⌘+K opens the command palette (issue 26). */
export const PALETTE_KEYBOARD_SHORTCUT = 'k';

export const TOAST_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;
/** Width and swipe threshold are sonner's own defaults, so the Toaster needs no setting for them. */
export const TOAST_WIDTH_PX = 356;
export const TOAST_SWIPE_THRESHOLD_PX = 45;
export const TOOLTIP_DELAY_MS = 700;

export const MIN_PASSWORD_LENGTH = 6;

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const SELLER_REQUESTS_PAGE_SIZE = 10;
/** Server-side cap of GET /seller-requests' `limit` (spec §9: "not shown"). */
export const SELLER_REQUESTS_MAX_LIMIT = 50;
export const MATERIALS_PAGE_SIZES = [5, 10, 20, 50] as const;
export const MATERIALS_DEFAULT_PAGE_SIZE = 10;

export const EQUIPMENT_UNITS = ['hour', 'day'] as const;
export const SERVICE_PROVIDER_UNITS = ['hour', 'day', 'sqft'] as const;
export const SPECIALITIES = [
  'General Contractor',
  'Electrician',
  'Plumber',
  'Carpenter',
  'Mason',
  'Roofer',
  'Painter',
  'HVAC Electrician',
  'Interior',
  'Other',
] as const;

export const EQUIPMENT_STATUSES = ['Available', 'Not Available'] as const;
export const ORDER_STATUSES = ['PENDING', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
export const RENTAL_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED'] as const;
export const RENTAL_UPDATE_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED'] as const;
export const BOOKING_STATUSES = ['PENDING', 'CONFIRMED', 'CANCELLED'] as const;
export const SELLER_REQUEST_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Image uploads per account a minute: a catalog editor's pace, not a disk filler's (security review). */
export const UPLOADS_PER_MINUTE = 10;
/** Uploaded images no record shows yet that one account may keep; more uploads are refused until some are saved or removed. */
export const MAX_UNATTACHED_UPLOADS = 20;
/** An uploaded image no record shows is purged once it is this old: its form was never saved. */
export const UNATTACHED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How often the server purges them. */
export const UPLOAD_PURGE_INTERVAL_MS = 60 * 60 * 1000;
export const MIN_RATE = 1;
export const MIN_STOCK = 0;
/** Server-side sanity limits (spec §9: "not shown"): what numeric(12,2) and a stock count can hold sensibly. */
export const MAX_STOCK = 1_000_000;
/** Issue 29: an equipment's turnaround after a return, and a provider's buffer after a booking (the columns' checks). */
export const MAX_TURNAROUND_DAYS = 30;
export const MAX_BUFFER_MINUTES = 1440;
export const MAX_AMOUNT = 10_000_000;
export const CONTACT_LENGTH = 10;
export const PINCODE_LENGTH = 6;
export const MIN_UNIT_PRICE = 0.01;
export const DEFAULT_VARIANT_COLOR = '#000000';
export const DEFAULT_VARIANT_UNIT_NAME = 'unit';

export const SHORT_ID_LENGTH = 8;
export const INFORMATION_BADGE_LENGTH = 10;
export const DESCRIPTION_PREVIEW_LENGTH = 40;
export const KEYWORDS_SHOWN = 2;

export const DIALOG_RESET_DELAY_MS = 200;
export const QUERY_RETRY_COUNT = 3;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

export const LOCALE = 'en-IN';
/** The admin's languages (issue 26), remembered per user; each is named in itself in the switch. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };
/** The Intl locale that formats numbers and dates in each language: Indian English, Hindi (India). */
export const INTL_LOCALES: Record<Language, string> = { en: LOCALE, hi: 'hi-IN' };
export const CURRENCY = 'INR';

/** Month boundaries (dashboard "this month") are taken in the marketplace's time zone. */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

/**
 * A variant at or below this stock is low on stock (the dashboards' figure and the materials
 * list's filter). Migration 0026's is_low_stock() holds the same number (tests/server/
 * business-dashboard-aggregates.test.ts holds the two together).
 */
export const LOW_STOCK_THRESHOLD = 5;
/** The dashboards' revenue charts: this month and the months before it. */
export const DASHBOARD_CHART_MONTHS = 12;
/** The vendor dashboard's short lists: its latest orders, its variants lowest on stock. */
export const DASHBOARD_LIST_LENGTH = 5;

/** Where the API lives, for both halves (spec §7: "under /api/v1"), and its reference. */
export const API_BASE_PATH = '/api/v1';
export const API_DOCS_PATH = '/api/docs';
/** Mobile numbers are 10 digits (vendor signup). */
export const MOBILE_LENGTH = 10;
