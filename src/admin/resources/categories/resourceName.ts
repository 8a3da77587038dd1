/** The react-admin resource, also the route of spec §2 ('/categories'). */
export const CATEGORY_RESOURCE = 'categories';
